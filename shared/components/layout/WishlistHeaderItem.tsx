// The header's wishlist item: a heart linking to the wishlist page, where the channel has a wishlist. Part of the
// header, which the first paint shows.

import { WISHLIST_TEXTS } from '#i18n/wishlist-texts';
import { localizePath } from '../../domain/site';
import { Icon } from '../icons/Icon';
import { Link } from '../Link';
import { usePage } from '../page-context';
import { wishlistPath } from '../Wishlist';

/** The header's wishlist item (a heart linking to the page), where the channel has a wishlist. */
export function WishlistHeaderItem({ className }: { className: string }) {
  const { site } = usePage();
  const path = wishlistPath(site);
  if (!path) return null;
  const { title } = WISHLIST_TEXTS[site.textLocale];
  return (
    <Link href={localizePath(site, path)} className={className} data-header-item="wishlist" title={title}>
      <Icon name="heart" size={22} />
      <span className="sr-only">{title}</span>
    </Link>
  );
}
