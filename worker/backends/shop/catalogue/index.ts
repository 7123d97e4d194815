// Catalogue side of the embedded shop backend: newsletter, prices, campaign data and the other web-api paths.
import { Hono } from 'hono';
import type { AppEnv } from '../../../env';

export const catalogueApi = new Hono<AppEnv>();
