// Customer pictures for the CustomerPictureBlock (GET /customer-picture/get), from the seeded D1 table.
import { Hono } from 'hono';
import * as v from 'valibot';
import { CHANNELS } from '../../../../shared/domain/markets';
import type { AppEnv } from '../../../env';
import { readQuery } from '../catalogue/query';

/** A customer picture as the block reads it. */
export interface CustomerPicture {
  filename: string;
  alt: string;
  author: string;
}

const Query = v.object({
  channel: v.optional(v.picklist(CHANNELS, `must be one of ${CHANNELS.join(', ')}`)),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'must be a whole number from 1 to 48'),
      v.transform(Number),
      v.minValue(1, 'must be a whole number from 1 to 48'),
      v.maxValue(48, 'must be a whole number from 1 to 48'),
    ),
    '12',
  ),
});

/**
 * Not under `/web-api/` (as in the shop API), and never slash-normalised (`/customer-picture/` is a non-page
 * prefix). Query `channel?` (default: the request's channel), `limit` 1..48 (default 12). Answers
 * `{ pictures: [{ filename, alt, author }] }`, oldest first; a bad parameter is a 400 naming it.
 */
export const customerPicturesApi = new Hono<AppEnv>();

customerPicturesApi.get('/customer-picture/get', async (c) => {
  const query = readQuery(c, Query);
  if (!query.ok) return query.response;
  const channel = query.value.channel ?? c.get('site').channel;
  const { results } = await c.env.SHOP_DB.prepare(
    'SELECT filename, alt, author FROM customer_pictures WHERE channel = ? ORDER BY id LIMIT ?',
  )
    .bind(channel, query.value.limit)
    .all<CustomerPicture>();
  return c.json({ pictures: results });
});
