// The embedded help messenger's content: FAQ and contact links from the footer's customer service box (or
// the header's service item), and the service hotline as a tel: link.
import type { HelpLauncherProps, HelpLink } from '../schemas/furniture-islands';
import { telHref } from './links';

/** At most this many links in the panel: it is a shortcut, not a second footer. */
export const HELP_LINKS_MAX = 4;

/**
 * The panel's links: the customer service box's items without telephone links (the hotline has its own
 * line), else the header's service item; duplicates by href dropped, at most {@link HELP_LINKS_MAX}.
 */
export function helpLinks(serviceBox: HelpLink[], headerService: HelpLink | null): HelpLink[] {
  const candidates = serviceBox.length > 0 ? serviceBox : headerService ? [headerService] : [];
  const seen = new Set<string>();
  return candidates
    .filter((link) => link.text && link.href && !link.href.startsWith('tel:'))
    .filter((link) => !seen.has(link.href) && Boolean(seen.add(link.href)))
    .slice(0, HELP_LINKS_MAX);
}

/** The href the launcher falls back to without JavaScript: the first help link, else the hotline. */
export function launcherFallbackHref({ links, hotline }: HelpLauncherProps): string | null {
  return links[0]?.href ?? (hotline ? telHref(hotline) : null);
}
