// Customer accounts of the embedded shop backend (sign-up and its confirmation, login, logout, password reset,
// customer data).
import { Hono } from 'hono';
import type { AppEnv } from '../../../env';
import { accountApi } from './account';
import { passwordResetApi } from './password-reset';
import { signupApi } from './signup';

/** The customer calls, mounted by the shop backend under `/web-api/`. */
export const customersApi = new Hono<AppEnv>();

customersApi.route('/', signupApi);
customersApi.route('/', accountApi);
customersApi.route('/', passwordResetApi);
