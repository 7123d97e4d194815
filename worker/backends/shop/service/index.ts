// The remaining shop paths of the embedded shop backend: contact form, toolbox, Google sign-in,
// customer pictures, location, whitelabel switch and the shop-application page redirects.
import { Hono } from 'hono';
import type { AppEnv } from '../../../env';
import { contactFormApi } from './contact-form';
import { customerPicturesApi } from './customer-pictures';
import { googleAuthApi } from './google-auth';
import { locationApi } from './location';
import { toolboxApi } from './toolbox';
import { whitelabelApi } from './whitelabel';

/**
 * Each module documents its paths and shapes (migration 0004_extras.sql). Errors are `{ message: { text },
 * payload?: { errors: [{ field, message }] } }`; a bad query or body is a 400 naming the field and writes
 * nothing. What the embedded backend cannot do (PDF conversion, Google token verification) is an honest 501.
 * `/web-api/*` is same-origin only through the shop backend; `/whitelabel/*` through `whitelabelApi`.
 */
export const serviceApi = new Hono<AppEnv>();

serviceApi.route('/', contactFormApi);
serviceApi.route('/', toolboxApi);
serviceApi.route('/', googleAuthApi);
serviceApi.route('/', customerPicturesApi);
serviceApi.route('/', locationApi);
serviceApi.route('/', whitelabelApi);
