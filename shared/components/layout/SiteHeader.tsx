// The site header: logo linking home and the products overview link.
import { PRODUCTS_WORDS } from '../../domain/routes';
import { localizePath } from '../../domain/site';
import { Link } from '../Link';
import { usePage } from '../page-context';

export function SiteHeader() {
  const { site, texts } = usePage();
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto max-w-screen-xl flex items-center justify-between gap-4 px-4 h-16">
        <Link
          href={localizePath(site, '/')}
          className="font-head text-2xl font-semibold tracking-tight text-ink no-underline"
        >
          {site.shopName}
        </Link>
        <nav aria-label="Shop">
          <Link
            href={localizePath(site, `/${PRODUCTS_WORDS.products[site.language]}`)}
            className="text-sm font-medium text-ink hover:text-accent"
          >
            {texts.products}
          </Link>
        </nav>
      </div>
    </header>
  );
}
