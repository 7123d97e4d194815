// The site header: on the web platform the shop links and hotline above, then the burger,
// the logo (home), magazine, service, account and cart; the desktop app view has a back button instead of the
// shop links and burger, and shows only the account item's text.

import { Suspense } from 'react';
import { SHOP_PAGE_TEXTS } from '#i18n/shop-page-texts';
import { environmentOf, shopLinkInEnvironment } from '../../domain/hosts';
import { telHref } from '../../domain/links';
import { ACCOUNT_PATH, BASKET_PATH, LOGOUT_PATH, shopPageHref } from '../../domain/shop-pages';
import { localizePath } from '../../domain/site';
import { Island } from '../../islands/Island';
import type { HeaderAccountProps } from '../../schemas/furniture-islands';
import type { BurgerNavigation, HeaderData, HeaderItem } from '../../schemas/navigation';
import { Icon } from '../icons/Icon';
import { isIconName } from '../icons/icon-names';
import { Link } from '../Link';
import { type PageState, usePage } from '../page-context';
import { useCustomer, useCustomerLoading } from '../request-facts';
import { useCmsHref } from '../use-cms-href';
import { WishlistHeaderItem } from './WishlistHeaderItem';

export interface SiteHeaderProps {
  header: HeaderData | null;
  burger: BurgerNavigation | null;
}

type AccountItemProps = Omit<HeaderAccountProps, 'customer'>;

/** The account island with the request's customer; while a session's customer loads, the anonymous item. */
function AccountItem({ props }: { props: AccountItemProps }) {
  if (!useCustomerLoading()) return <CustomerAccountItem props={props} />;
  return (
    <Suspense fallback={<Island name="account" props={props} />}>
      <CustomerAccountItem props={props} />
    </Suspense>
  );
}

function CustomerAccountItem({ props }: { props: AccountItemProps }) {
  const customer = useCustomer();
  return <Island name="account" props={customer ? { ...props, customer } : props} />;
}

const ITEM =
  'inline-flex items-center gap-2 rounded-full px-1.5 sm:px-2 py-1 text-sm font-medium text-ink no-underline hover:text-accent';

function HeaderLink({ item }: { item: HeaderItem }) {
  const href = useCmsHref();
  return (
    <Link href={href(item.link)} allowExternal className={ITEM} data-header-item={item.type || undefined}>
      {isIconName(item.icon.name) && <Icon name={item.icon.name} size={22} />}
      <span className="sr-only min-[1000px]:not-sr-only">{item.text}</span>
    </Link>
  );
}

function ShopLinks({ header }: { header: HeaderData }) {
  const { site, texts } = usePage();
  const href = useCmsHref();
  const hotline = header.serviceHotline;
  return (
    <div className="hidden md:block bg-cream text-xs text-muted" data-header-bar="">
      <div className="mx-auto max-w-screen-xl flex items-center justify-between gap-4 px-4 h-8">
        <nav aria-label={texts.header.shops}>
          <ul className="flex list-none gap-4 p-0 m-0">
            {header.shopLinks.map((shop) => (
              <li key={shop.text}>
                <Link
                  href={shopLinkInEnvironment(href(shop.link), environmentOf(site.host), site)}
                  allowExternal
                  className="inline-flex items-center gap-1.5 font-semibold no-underline text-muted hover:text-ink"
                  aria-current={shop.text.toLowerCase() === site.shopName.toLowerCase() ? 'true' : undefined}
                  data-shop-link=""
                >
                  <span
                    className="size-2 rounded-full"
                    style={{ backgroundColor: shop.color.color || undefined }}
                  />
                  {shop.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {hotline && (
          <a
            href={telHref(hotline)}
            className="inline-flex items-center gap-1.5 no-underline text-muted hover:text-ink"
            data-hotline=""
          >
            <Icon name="phone" size={14} />
            <span>
              {texts.header.hotline}: <span className="font-semibold text-ink">{hotline}</span>
            </span>
          </a>
        )}
      </div>
    </div>
  );
}

/** The account island's props: the header data's texts and links, the logout's target and word. */
function accountProps(header: HeaderData | null, { site, carried }: PageState): AccountItemProps {
  const web = site.platform === 'w';
  const [account] = header?.account ?? [];
  const [cart] = header?.cart ?? [];
  return {
    accountText: account?.text ?? '',
    cartText: cart?.text ?? '',
    accountHref: shopPageHref(account?.link, ACCOUNT_PATH, site, carried),
    cartHref: shopPageHref(cart?.link, BASKET_PATH, site, carried),
    logoutAction: localizePath(site, LOGOUT_PATH),
    logoutText: SHOP_PAGE_TEXTS[site.language].logout,
    textOnly: !web,
  };
}

export function SiteHeader(props: SiteHeaderProps) {
  const page = usePage();
  const { site, texts } = page;
  const web = site.platform === 'w';
  const { header } = props;
  const home = localizePath(site, '/');
  const [magazine] = header?.magazine ?? [];
  const [service] = header?.service ?? [];
  return (
    <header className="relative z-30 border-b border-line bg-surface" data-platform={site.platform}>
      {web && header && <ShopLinks header={header} />}
      <div className="mx-auto max-w-screen-xl flex items-center gap-2 px-4 h-16">
        {web ? (
          props.burger && <Island name="burger" props={{}} />
        ) : (
          <Island name="header-back" props={{ home }} />
        )}
        <Link
          href={home}
          className="font-head text-2xl font-semibold tracking-tight text-ink no-underline mr-auto"
          data-logo=""
        >
          {site.shopName}
        </Link>
        <nav aria-label={texts.header.headerItems} className="flex items-center gap-1 sm:gap-2">
          {web && magazine && <HeaderLink item={magazine} />}
          {web && service && <HeaderLink item={service} />}
          {web && <WishlistHeaderItem className={ITEM} />}
          <AccountItem props={accountProps(header, page)} />
        </nav>
      </div>
    </header>
  );
}
