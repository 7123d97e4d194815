// The load's customers: a fixed pool, each on one site with its own browser. Half of them already have an account
// (made and confirmed before the load, on another device) and log in on their first visit, the others sign up,
// follow the link the shop mails them and log in; later visits come back with the session cookie the shop set.
import { SESSION_COOKIE, SHOP_PATHS } from '../../shared/shop/endpoints';
import { send } from '../bench/http';
import { KINDS } from './kinds';
import { anyOf, byWeight } from './random';
import { SITES, type Site } from './sites';
import { Tally } from './tally';
import { Visitor } from './visitor';

const COUNT = 16;
const PASSWORD = 'a load test password';

interface Customer {
  email: string;
  site: Site;
  browser: Visitor;
  /** The account exists: the customer logs in rather than signs up. */
  registered: boolean;
  /** On a visit now: another connection takes someone else. */
  busy: boolean;
  /** Client address of its logins, apart from the wrong-password ones so no throttle meets them. */
  address: string;
}

export type Customers = Customer[];

const signUpBody = (email: string) => ({
  email,
  password: PASSWORD,
  firstName: 'Load',
  lastName: 'Customer',
});

/**
 * Follows the confirmation link the shop mailed to an address, as its owner would: read from the local outbox and
 * posted, outside the tally (the mail is read elsewhere). Whether it confirmed: an address confirmed by an earlier
 * run gets a note instead of a link.
 */
async function confirmByMail(port: number, host: string, email: string): Promise<boolean> {
  const outbox = (await send(port, host, '/web-api/outbox')).body.toString();
  // The newest mail to the address: its item of the outbox's list, which lists the newest first.
  const at = outbox.indexOf(`To ${email},`);
  const mail = at < 0 ? '' : outbox.slice(at, outbox.indexOf('</li>', at));
  const token = /customer-signup\/confirm\?token=([\w-]{43})/.exec(mail)?.[1];
  const confirmed = await send(port, host, '/web-api/customer-signup/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${host}:${port}` },
    body: JSON.stringify({ token }),
  });
  return confirmed.status === 200;
}

/** The pool; the accounts of the registered half are made and confirmed now, in browsers the load does not reuse. */
export async function customerPool(port: number, tally: Tally): Promise<Customers> {
  const customers: Customers = Array.from({ length: COUNT }, (_, index) => {
    const site = byWeight(SITES);
    return {
      email: `customer-${index}@example.com`,
      site,
      browser: new Visitor(port, site.host, tally),
      registered: index % 2 === 1,
      busy: false,
      address: `203.0.113.${index}`,
    };
  });
  for (const customer of customers.filter((each) => each.registered)) {
    const device = new Visitor(port, customer.site.host, new Tally());
    // From the customer's own address: sign-ups are limited per client, and these are sixteen people.
    const status = await device.request(KINDS.signUp, SHOP_PATHS.signup, {
      json: signUpBody(customer.email),
      headers: { 'cf-connecting-ip': customer.address },
    });
    if (status !== 202) throw new Error(`signing up ${customer.email} answered ${status}`);
    if (!(await confirmByMail(port, customer.site.host, customer.email))) {
      const login = await device.request(KINDS.logIn, SHOP_PATHS.login, {
        json: { email: customer.email, password: PASSWORD },
        headers: { 'cf-connecting-ip': customer.address },
      });
      if (login !== 200) throw new Error(`${customer.email} could neither confirm nor log in`);
    }
    device.leave();
  }
  return customers;
}

/** A visit of a customer not on a visit now: signed in first when the browser holds no session. */
export async function customerVisit(
  customers: Customers,
  browse: (visitor: Visitor, site: Site) => Promise<void>,
): Promise<void> {
  const free = customers.filter((customer) => !customer.busy);
  if (free.length === 0) return;
  const customer = anyOf(free);
  customer.busy = true;
  const { browser, site } = customer;
  try {
    if (!browser.cookies.has(SESSION_COOKIE)) {
      const headers = { 'cf-connecting-ip': customer.address };
      if (!customer.registered) {
        const status = await browser.request(KINDS.signUp, SHOP_PATHS.signup, {
          json: signUpBody(customer.email),
          headers,
        });
        // Confirmed now, or by an earlier run: either way the login that follows tells.
        if (status === 202) await confirmByMail(browser.port, site.host, customer.email);
        customer.registered = status === 202;
      }
      if (customer.registered) {
        await browser.request(KINDS.logIn, SHOP_PATHS.login, {
          json: { email: customer.email, password: PASSWORD },
          headers,
        });
      }
    }
    if (browser.cookies.has(SESSION_COOKIE)) await browse(browser, site);
  } finally {
    browser.leave();
    customer.busy = false;
  }
}
