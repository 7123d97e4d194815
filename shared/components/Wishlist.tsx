// The wishlist on the server: the heart on a product tile and the wishlist page (the header item is apart). Each heart is a
// form that works without JavaScript (it posts to the wishlist page, which answers with a redirect back); with
// it, a few lines of DOM code (client/dom/wishlist.ts) mark the hearts of listed products and toggle in place.

import { WISHLIST_TEXTS } from '#i18n/wishlist-texts';
import { channelConfig } from '../domain/channel-config';
import { WISHLIST_WORDS } from '../domain/routes';
import { localizePath, type SiteContext } from '../domain/site';
import { fill } from '../i18n/fill';
import { Icon } from './icons/Icon';
import { usePage } from './page-context';

/** The wishlist page of a site; undefined where the channel has no wishlist. */
export function wishlistPath(site: Pick<SiteContext, 'channel' | 'language'>): string | undefined {
  return channelConfig(site.channel).wishlistAvailable ? `/${WISHLIST_WORDS[site.language]}` : undefined;
}

export interface WishlistButtonProps {
  sku: string;
  title: string;
  /** The page the visitor returns to after a post without JavaScript (a path of this site). */
  back: string;
  /** On the wishlist page every heart is pressed and takes its tile away. */
  listed?: boolean;
}

export function WishlistButton({ sku, title, back, listed = false }: WishlistButtonProps) {
  const { site } = usePage();
  const path = wishlistPath(site);
  if (!path) return null;
  const texts = WISHLIST_TEXTS[site.textLocale];
  return (
    <form
      method="post"
      action={localizePath(site, path)}
      className="absolute right-5 top-5 m-0"
      data-wishlist-form=""
    >
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        name="action"
        value={listed ? 'remove' : 'add'}
        aria-pressed={listed}
        aria-label={fill(listed ? texts.remove : texts.toggle, { title })}
        title={fill(listed ? texts.remove : texts.toggle, { title })}
        className="group grid size-10 cursor-pointer place-items-center rounded-full border-0 bg-surface/90 text-ink shadow-sm hover:text-accent aria-pressed:text-accent"
        data-wishlist={sku}
        data-wishlist-listed={listed ? '' : undefined}
      >
        <Icon name="heart" size={22} className="group-aria-pressed:hidden" />
        <Icon name="heart-filled" size={22} className="hidden group-aria-pressed:block" />
      </button>
    </form>
  );
}
