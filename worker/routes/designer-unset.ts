// /designer/:type where the build has no designer stand-in (production): a hand-off lands here only when its
// DESIGNER_URL_<TYPE> is unset, so the page says the designer is unavailable and the logged message names the setting.
import { Hono } from 'hono';
import * as v from 'valibot';
import { DESIGNER_TYPES } from '../../shared/domain/routes';
import type { AppEnv } from '../env';
import { renderError } from '../render/error-page';
import { validateRoute } from './validate';

const ParamsSchema = v.object({ type: v.picklist(DESIGNER_TYPES) });

export const designerUnset = new Hono<AppEnv>().get('/designer/:type', (c) => {
  const params = validateRoute(c, ParamsSchema, c.req.param());
  if (!params.ok) return params.response;
  const setting = `DESIGNER_URL_${params.value.type.toUpperCase()}`;
  return renderError(c, 'unavailable', `The designer is not configured: ${setting} is not set.`);
});
