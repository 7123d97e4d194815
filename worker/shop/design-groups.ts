// The photobook design-group set from the shop (`/web-api/photobook-design-group-set`), read into the design
// groups the hand-off picks its template from.
import * as v from 'valibot';
import type { DesignGroupRef } from '../../shared/domain/photobooks';
import type { AnonymousShopClient } from '../../shared/shop/client';
import { SHOP_PATHS } from '../../shared/shop/endpoints';

const DesignGroupSetSchema = v.object({
  designGroups: v.array(
    v.looseObject({
      id: v.pipe(v.number(), v.integer(), v.minValue(1)),
      orientation: v.picklist(['landscape', 'portrait', 'square']),
    }),
  ),
});

/** The groups of a set, or the reason there are none to pick from (the shop failed or answered another shape). */
export async function photobookDesignGroups(
  shop: AnonymousShopClient,
  setId: string,
): Promise<{ ok: true; groups: DesignGroupRef[] } | { ok: false; error: unknown }> {
  try {
    const answer = v.parse(
      DesignGroupSetSchema,
      await shop.get(SHOP_PATHS.photobookDesignGroupSet, { setId }),
    );
    return { ok: true, groups: answer.designGroups.map(({ id, orientation }) => ({ id, orientation })) };
  } catch (error) {
    return { ok: false, error };
  }
}
