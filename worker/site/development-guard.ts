// The development configuration (wrangler.toml's top level: demo tokens and secrets, the mail outbox page) is
// for this machine: deployed by mistake without `--env production`, it answers no public host.
import { createMiddleware } from 'hono/factory';
import { isLocalHost } from '../../shared/domain/images';
import type { AppEnv } from '../env';
import { requestUrl } from './request-facts';

const LOOPBACK = new Set(['127.0.0.1', '[::1]']);

export const developmentOnlyLocally = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.ENVIRONMENT !== 'development' || c.env.DEVELOPMENT_ANY_HOST === '1') return next();
  const { hostname } = requestUrl(c);
  if (isLocalHost(hostname) || LOOPBACK.has(hostname)) return next();
  return c.text(
    'This deployment runs the development configuration, which serves local hosts only. Deploy with --env production.',
    503,
  );
});
