// Header account and cart items (island account): anonymous, the account item opens the login dialog; logged
// in, it opens the account menu (the account page, the logout). The cart badge counts the basket's lines, the
// customer's or the anonymous one's, and follows an add made on the page.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { countText } from '../../i18n/plural';
import type { HeaderAccountProps } from '../../schemas/furniture-islands';
import { cartCount, currentCustomer } from '../../state/customer';
import { activeDialog, openDialog } from '../../state/dialogs';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';

const ITEM =
  'inline-flex items-center gap-2 rounded-full px-1.5 sm:px-2 py-1 text-sm font-medium text-ink no-underline bg-transparent border-0 cursor-pointer hover:text-accent';

/** The dialogs' code (forms, shop client) loads when the visitor first opens one. */
const AuthDialogs = lazy(() =>
  import('#browser-only/dialogs/AuthDialogs').then((module) => ({ default: module.AuthDialogs })),
);

/** The login, sign-up and reset dialogs come with this island, mounted at the end of <body> once asked for. */
function AccountDialogs() {
  useSignals();
  const [wanted, setWanted] = useState(false);
  const open = activeDialog.value !== null;
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted
    ? createPortal(
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>,
        document.body,
      )
    : null;
}

const MENU_ITEM =
  'block w-full rounded px-3 py-2 text-left text-sm font-medium text-ink no-underline bg-transparent border-0 cursor-pointer hover:bg-cream hover:text-accent';

type MenuProps = Pick<HeaderAccountProps, 'accountHref' | 'logoutAction' | 'logoutText' | 'textOnly'> & {
  title: string;
  fullName: string;
};

/**
 * The logged-in customer's menu: a native disclosure, so it opens before the island hydrates. The logout is a
 * form (POST, same-site only) that works without JavaScript and returns to the page it was sent from.
 */
function AccountMenu({ accountHref, logoutAction, logoutText, textOnly, title, fullName }: MenuProps) {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    // Once hydrated, a click elsewhere or Escape closes the menu, as other menus do.
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node))
        details.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  return (
    <details ref={menu} className="relative" data-account-menu="">
      <summary
        className={`${ITEM} list-none [&::-webkit-details-marker]:hidden`}
        data-account-item="logged-in"
        title={title}
      >
        <span className={textOnly ? 'hidden' : 'relative inline-flex'}>
          <Icon name="account" size={22} />
          {/* Small screens have no room for the name: a dot marks the logged-in state there. */}
          <span className="absolute -right-0.5 -top-0.5 size-2 rounded-full bg-secondary sm:hidden" />
        </span>
        <span className={textOnly ? '' : 'sr-only sm:not-sr-only'}>
          <span className="block max-w-40 truncate" data-account-name>
            {fullName}
          </span>
        </span>
      </summary>
      <div className="absolute right-0 top-full z-40 mt-2 w-56 rounded-lg border border-line bg-surface p-2 shadow-lg">
        <a href={accountHref} className={MENU_ITEM} data-account-link="">
          {title}
        </a>
        <form method="post" action={logoutAction} className="m-0" data-logout-form="">
          <button type="submit" className={MENU_ITEM} data-logout="">
            {logoutText}
          </button>
        </form>
      </div>
    </details>
  );
}

export function HeaderAccount({
  accountText = '',
  cartText = '',
  accountHref = '/account/',
  cartHref = '/basket/',
  logoutAction = '/account/logout',
  logoutText = 'Log out',
  textOnly = false,
  customer: fromServer,
}: Partial<HeaderAccountProps>) {
  useSignals();
  const page = usePage();
  const words = page.texts.account;
  const customer = currentCustomer(fromServer);
  // The first render is the server's (hydration matches it); an add made on the page shows right after.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const added = hydrated ? cartCount.value : null;
  const count = added ?? customer.cartArticlesAmount;
  return (
    <>
      {customer.isLoggedIn ? (
        <AccountMenu
          accountHref={accountHref}
          logoutAction={logoutAction}
          logoutText={logoutText}
          textOnly={textOnly}
          title={accountText || words.myAccount}
          fullName={customer.fullName}
        />
      ) : (
        <button
          type="button"
          className={ITEM}
          aria-haspopup="dialog"
          onClick={() => openDialog('login')}
          data-account-item="anonymous"
        >
          {!textOnly && <Icon name="account" size={22} />}
          <span className={textOnly ? '' : 'sr-only sm:not-sr-only'}>{words.login}</span>
        </button>
      )}
      {!textOnly && (
        <a
          href={cartHref}
          className={`${ITEM} relative`}
          aria-label={
            count > 0 ? countText(words.cartCount, count, page.site.locale) : cartText || words.cart
          }
          data-cart-item
        >
          <Icon name="cart" size={22} />
          {count > 0 && (
            <span
              className="absolute -right-1 -top-1 min-w-5 h-5 rounded-full bg-accent px-1 text-center text-xs leading-5 font-semibold text-accent-ink"
              aria-hidden="true"
              data-cart-count
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </a>
      )}
      <AccountDialogs />
    </>
  );
}
