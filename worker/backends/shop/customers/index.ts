// Customer accounts of the embedded shop backend (sign-up, login, logout, password reset, customer data).
import { Hono } from 'hono';
import type { AppEnv } from '../../../env';

export const customersApi = new Hono<AppEnv>();
