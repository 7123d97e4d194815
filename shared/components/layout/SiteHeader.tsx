// The site header: logo linking home, the products overview link, the account and cart items (island account).

import { PRODUCTS_WORDS } from '../../domain/routes';
import { localizePath } from '../../domain/site';
import { Island } from '../../islands/Island';
import type { BurgerNavigation, HeaderData } from '../../schemas/navigation';
import { Link } from '../Link';
import { usePage } from '../page-context';

export interface SiteHeaderProps {
  header: HeaderData | null;
  burger: BurgerNavigation | null;
}

export function SiteHeader(_props: SiteHeaderProps) {
  const { site, texts } = usePage();
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto max-w-screen-xl flex items-center justify-between gap-4 px-4 h-16">
        {/* slot:burger */}
        <Link
          href={localizePath(site, '/')}
          className="font-head text-2xl font-semibold tracking-tight text-ink no-underline"
        >
          {site.shopName}
        </Link>
        <nav aria-label="Shop" className="flex items-center gap-2 sm:gap-4">
          <Link
            href={localizePath(site, `/${PRODUCTS_WORDS.products[site.language]}`)}
            className="text-sm font-medium text-ink hover:text-accent"
          >
            {texts.products}
          </Link>
          <Island name="account" props={{}} />
        </nav>
      </div>
    </header>
  );
}
