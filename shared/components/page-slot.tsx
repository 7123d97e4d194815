// What a kept fragment shows of the page it sits on: a named slot. A page renders the slot in place; a kept
// fragment, which has no page path, writes a placeholder that each page fills in with the slot rendered for it.
// Every page-specific thing inside the furniture or a story's block lists goes through here.
import type { ReactNode } from 'react';
import { useContext } from 'react';
import { NO_PAGE_PATH, PagePathContext, usePage } from './page-context';

/** What a slot may show of its page. */
export interface SlotFacts {
  /** The site's prefix for internal links (platform marker, locale). */
  basePath: string;
  /** The page's path without the prefix. */
  path: string;
}

export const PAGE_SLOTS = {
  /** The newsletter sign-up names the page it was sent from (the shop records it, and sends the visitor back). */
  'newsletter-page': ({ basePath, path }: SlotFacts) => (
    <input type="hidden" name="uniqueIdentifier" value={basePath + path} />
  ),
} satisfies Record<string, (facts: SlotFacts) => ReactNode>;

export type PageSlotName = keyof typeof PAGE_SLOTS;

/** The placeholder a kept fragment writes for a slot; React writes an empty template exactly so. */
export const PAGE_SLOT_PLACEHOLDER = /<template data-page-slot="([a-z-]+)"><\/template>/g;

/** A page-specific part of a component: rendered for the page, or a placeholder inside a kept fragment. */
export function PageSlot({ name }: { name: PageSlotName }) {
  const path = useContext(PagePathContext);
  const { site } = usePage();
  if (path === NO_PAGE_PATH) return <template data-page-slot={name} />;
  return PAGE_SLOTS[name]({ basePath: site.basePath, path });
}
