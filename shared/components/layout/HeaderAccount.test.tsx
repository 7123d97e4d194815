// The header's account and cart items as the server renders them: anonymous vs logged in, in the page language.

import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { pageOf } from '../../../test/fixtures/render';
import type { CustomerSummary } from '../../schemas/customer';
import { customer } from '../../state/customer';
import { PageContext } from '../page-context';
import { HeaderAccount } from './HeaderAccount';

const ADA: CustomerSummary = {
  isLoggedIn: true,
  fullName: 'Ada Lovelace',
  cartArticlesAmount: 3,
  isWhitelabelCustomer: false,
};

function render(summary?: CustomerSummary, url?: string): string {
  return renderToString(
    <PageContext.Provider value={pageOf(url)}>
      <HeaderAccount customer={summary} />
    </PageContext.Provider>,
  );
}

afterEach(() => {
  customer.value = null;
});

describe('HeaderAccount', () => {
  test('anonymous: a login button with the account icon, the cart without a badge', () => {
    const html = render();
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*data-account-item="anonymous"/);
    expect(html).toContain('#account"');
    expect(html).toContain('>Anmelden</span>');
    expect(html).toMatch(/<a href="\/basket\/"[^>]*aria-label="Warenkorb"/);
    expect(html).not.toContain('data-cart-count');
  });

  test('logged in: the name and the account icon, the cart count as a badge', () => {
    const html = render(ADA);
    expect(html).toMatch(/data-account-item="logged-in"/);
    expect(html).toContain('>Ada Lovelace</span>');
    expect(html).not.toContain('Anmelden');
    expect(html).toContain('aria-label="3 Artikel im Warenkorb"');
    expect(html).toMatch(/data-cart-count="true">3<\/span>/);
  });

  test("logged in: a menu with the CMS's account link and the logout form (POST) to the given target", () => {
    const html = renderToString(
      <PageContext.Provider value={pageOf()}>
        <HeaderAccount
          customer={ADA}
          accountHref="/fr/compte/?_a=1"
          cartHref="/fr/basket/"
          logoutAction="/fr/account/logout/"
          logoutText="Se déconnecter"
        />
      </PageContext.Provider>,
    );
    expect(html).toMatch(/<details[^>]*data-account-menu/);
    expect(html).toMatch(/<summary[^>]*data-account-item="logged-in"/);
    expect(html).toContain('href="/fr/compte/?_a=1"');
    expect(html).toMatch(/<form[^>]*action="\/fr\/account\/logout\/" method="post"/);
    expect(html).toMatch(/<button type="submit"[^>]*data-logout="">Se déconnecter<\/button>/);
    expect(html).toMatch(/<a href="\/fr\/basket\/"[^>]*data-cart-item/);
  });

  test('anonymous: no logout anywhere', () => {
    expect(render()).not.toContain('data-logout');
  });

  test.each<[string, string]>([
    ['http://kartenliebe.ch.localhost:8787/fr/', 'Se connecter'],
    ['http://poster.co.uk.localhost:8787/', 'Log in'],
    ['http://kartenliebe.it.localhost:8787/', 'Accedi'],
  ])('anonymous in %s says %s', (url, text) => {
    expect(render(undefined, url)).toContain(`>${text}</span>`);
  });

  test('the browser store wins once set (after a login)', () => {
    customer.value = { ...ADA, fullName: 'Grace Hopper', cartArticlesAmount: 0 };
    const html = render();
    expect(html).toContain('>Grace Hopper</span>');
    expect(html).not.toContain('data-cart-count');
  });
});
