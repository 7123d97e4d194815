// The page furniture of a channel and locale, read from the global configuration story: each part parsed on
// its own, so one bad part (or one bad navigation item) is skipped and reported while the rest still shows.
import * as v from 'valibot';
import {
  FOOTER_BOX_KINDS,
  FOOTER_PART_SCHEMAS,
  type FooterBoxes,
  FooterBoxSchema,
  type FooterData,
  type SmartbannerData,
  SmartbannerSchema,
} from './footer';
import {
  type BurgerNavigation,
  BurgerNavigationSchema,
  type HeaderData,
  HeaderSchema,
  type MainNavigationItem,
  MainNavigationItemSchema,
} from './navigation';
import { collectSkippedFields, oneBlok } from './storyblok-fields';

export interface Furniture {
  header: HeaderData | null;
  burger: BurgerNavigation | null;
  mainNavigation: MainNavigationItem[];
  footer: FooterData;
  smartbanner: SmartbannerData | null;
  /** Slug of the content-managed error page story. */
  errorPageSlug: string;
}

export const EMPTY_FURNITURE: Furniture = {
  header: null,
  burger: null,
  mainNavigation: [],
  footer: {},
  smartbanner: null,
  errorPageSlug: 'error',
};

/** A part that did not parse: where it sits in the global config and the first reason. */
export interface SkippedPart {
  block: string;
  reason: string;
}

function part<T>(
  schema: v.GenericSchema<unknown, T>,
  raw: unknown,
  block: string,
  skip: (skipped: SkippedPart) => void,
): T | null {
  if (raw === undefined || raw === null) return null;
  const parsed = collectSkippedFields(
    () => v.safeParse(schema, raw),
    ({ reason }) => skip({ block, reason: `field skipped: ${reason}` }),
  );
  if (parsed.success) return parsed.output;
  const path = v.getDotPath(parsed.issues[0]);
  skip({ block: path ? `${block}.${path}` : block, reason: parsed.issues[0].message });
  return null;
}

/** The footer boxes, each parsed on its own: a broken box is skipped, the others show. */
function footerBoxes(field: unknown, skip: (skipped: SkippedPart) => void): FooterBoxes | null {
  const raw = oneBlok(field);
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    skip({ block: 'footer.boxes', reason: 'boxes must be an object' });
    return null;
  }
  const record = raw as Record<string, unknown>;
  const boxes: FooterBoxes = {};
  for (const kind of FOOTER_BOX_KINDS) {
    const box = part(FooterBoxSchema, oneBlok(record[kind]), `footer.boxes.${kind}`, skip);
    if (box) boxes[kind] = box;
  }
  return boxes;
}

/** The furniture of a global config story's content; `skip` hears of every part left out. */
export function parseFurniture(
  content: Record<string, unknown>,
  skip: (skipped: SkippedPart) => void,
): Furniture {
  const rawNavigation = Array.isArray(content.mainNavigation) ? content.mainNavigation : [];
  const mainNavigation = rawNavigation.flatMap((raw, index) => {
    const item = part(MainNavigationItemSchema, raw, `mainNavigation.${index}`, skip);
    return item ? [item] : [];
  });
  const rawFooter = (oneBlok(content.footer) ?? {}) as Record<string, unknown>;
  const footer: FooterData = {};
  for (const key of Object.keys(FOOTER_PART_SCHEMAS) as (keyof typeof FOOTER_PART_SCHEMAS)[]) {
    const value =
      key === 'boxes'
        ? footerBoxes(rawFooter.boxes, skip)
        : part(FOOTER_PART_SCHEMAS[key] as v.GenericSchema, rawFooter[key], `footer.${key}`, skip);
    if (value !== null) Object.assign(footer, { [key]: value });
  }
  const errorPageSlug =
    typeof content.errorPageSlug === 'string' && content.errorPageSlug ? content.errorPageSlug : 'error';
  return {
    header: part(HeaderSchema, oneBlok(content.header), 'header', skip),
    burger: part(BurgerNavigationSchema, oneBlok(content.burgerNavigation), 'burgerNavigation', skip),
    mainNavigation,
    footer,
    smartbanner: part(SmartbannerSchema, oneBlok(content.smartbanner), 'smartbanner', skip),
    errorPageSlug,
  };
}
