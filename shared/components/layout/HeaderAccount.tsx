// Header account and cart items (island account): anonymous, the account item opens the login dialog; logged
// in, it shows the customer's name. The cart badge counts the customer's cart articles.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import * as v from 'valibot';
import { countText } from '../../i18n/plural';
import { CustomerSummarySchema } from '../../schemas/customer';
import { currentCustomer } from '../../state/customer';
import { activeDialog, openDialog } from '../../state/dialogs';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';

/** The account area and the basket are other applications; the storefront only links to them. */
export const ACCOUNT_PATH = '/account/';
export const BASKET_PATH = '/basket/';

const ITEM =
  'inline-flex items-center gap-2 rounded-full px-1.5 sm:px-2 py-1 text-sm font-medium text-ink no-underline bg-transparent border-0 cursor-pointer hover:text-accent';

export const HeaderAccountPropsSchema = v.object({
  /** The header data's account item text; the login/account words are the fallback. */
  accountText: v.optional(v.string(), ''),
  cartText: v.optional(v.string(), ''),
  /** Desktop app view: only the account item's text, no icons. */
  textOnly: v.optional(v.boolean(), false),
  /** The request's customer (name, cart count); absent: anonymous. */
  customer: v.optional(CustomerSummarySchema),
});
export type HeaderAccountProps = v.InferOutput<typeof HeaderAccountPropsSchema>;

/** The dialogs' code (forms, shop client) loads when the visitor first opens one. */
const AuthDialogs = lazy(() =>
  import('../dialogs/AuthDialogs').then((module) => ({ default: module.AuthDialogs })),
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

export function HeaderAccount({
  accountText = '',
  cartText = '',
  textOnly = false,
  customer: fromServer,
}: Partial<HeaderAccountProps>) {
  useSignals();
  const page = usePage();
  const words = page.texts.account;
  const customer = currentCustomer(fromServer);
  const count = customer.cartArticlesAmount;
  return (
    <>
      {customer.isLoggedIn ? (
        <a
          href={ACCOUNT_PATH}
          className={ITEM}
          data-account-item="logged-in"
          title={accountText || words.myAccount}
        >
          <span className={textOnly ? 'hidden' : 'relative inline-flex'}>
            <Icon name="account" size={22} />
            {/* Small screens have no room for the name: a dot marks the logged-in state there. */}
            <span className="absolute -right-0.5 -top-0.5 size-2 rounded-full bg-secondary sm:hidden" />
          </span>
          <span className={textOnly ? '' : 'sr-only sm:not-sr-only'}>
            <span className="block max-w-40 truncate" data-account-name>
              {customer.fullName}
            </span>
          </span>
        </a>
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
          href={BASKET_PATH}
          className={`${ITEM} relative`}
          aria-label={count > 0 ? countText(words.cartCount, count, page.site.locale) : cartText || words.cart}
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
