// The visitor mix: who comes next and what they do. New visitors land on a page and click on to one or two
// more; ad visitors land with a click id or campaign tags; returning visitors bring the dismissals of an earlier
// visit; customers sign up or log in once and browse with their session; a few follow dead links, load
// navigation data, or try wrong passwords.
import { actionBarCookie } from '../../shared/domain/action-bar-cookie';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { FLAG_KEY_COOKIE } from '../../shared/domain/flag-key';
import { SMARTBANNER_COOKIE } from '../../shared/domain/smartbanner';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { issueVisitorKey } from '../../worker/flags/visitor-key';
import { localSigningSecret } from '../shop-server';
import { type Customers, customerVisit } from './customers';
import { KINDS, pageKind } from './kinds';
import { anyOf, between, byWeight, token } from './random';
import { SITES, type Site, type SiteFacts } from './sites';
import type { Tally } from './tally';
import { type RequestKind, Visitor } from './visitor';

export interface LoadContext {
  port: number;
  tally: Tally;
  /** Per visitor who accepted on their landing page: the impressions their views should record (one per seen flag). */
  accepted: Map<string, number>;
  /** Per host: the current bar and the navigation data's URL (the webhook's publish changes the latter). */
  facts: Map<string, SiteFacts>;
  customers: Customers;
}

/** A bar of a campaign that ended: its dismissal cookie is still in returning visitors' browsers. */
const OLD_BAR_ID = 'summer-sale-2026';

/** The ad parameters of a landing, new random values each time as ad platforms make them. */
const AD_LANDINGS: { kind: RequestKind; weight: number; query: () => string }[] = [
  { kind: KINDS.gclid, weight: 9, query: () => `gclid=Cj0KCQiA${token(80)}` },
  {
    kind: KINDS.utm,
    weight: 7,
    query: () =>
      new URLSearchParams({
        utm_source: anyOf(['google', 'newsletter', 'pinterest', 'instagram']),
        utm_medium: anyOf(['cpc', 'email', 'social']),
        utm_campaign: `${anyOf(['xmas', 'calendars', 'wall-art'])}-${token(8)}`,
      }).toString(),
  },
  { kind: KINDS.fbclid, weight: 4, query: () => `fbclid=IwAR${token(58)}` },
  { kind: KINDS.msclkid, weight: 2, query: () => `msclkid=${token(32, '0123456789abcdef')}` },
];

/** What a returning visitor's browser kept from an earlier visit, besides its flag key. */
const DISMISSALS: { weight: number; cookies: (barId: string) => string[] }[] = [
  { weight: 6, cookies: (barId) => [actionBarCookie(barId)] },
  { weight: 5, cookies: () => [actionBarCookie(OLD_BAR_ID)] },
  { weight: 5, cookies: () => [SMARTBANNER_COOKIE] },
  { weight: 2, cookies: (barId) => [actionBarCookie(barId), SMARTBANNER_COOKIE] },
];

const factsOf = (context: LoadContext, site: Site) => context.facts.get(site.host) as SiteFacts;

/** Lands on the home page more often than on any other. */
const landingPage = (site: Site) => (Math.random() < 0.4 ? (site.pages[0] ?? '/') : anyOf(site.pages));

/** Clicks on from `from` to `clicks` other pages of the site, each kind as its cookies say. */
async function clickOn(context: LoadContext, visitor: Visitor, site: Site, from: string, clicks: number) {
  const { actionBarId } = factsOf(context, site);
  let at = from;
  for (let click = 0; click < clicks; click += 1) {
    at = anyOf(site.pages.filter((path) => path !== at));
    await visitor.request(pageKind(visitor, actionBarId), at);
  }
}

/** What a page's state says of its flags: those its markup shows, its token, and the page's base path. */
function pageFlags(html: string): { seen: string[]; token?: string; basePath: string } | undefined {
  const data = /<script type="application\/json" id="island-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!data) return undefined;
  const { state } = JSON.parse(data) as {
    state: { flags?: { seen?: string[]; token?: string }; site?: { basePath?: string } };
  };
  return {
    seen: state.flags?.seen ?? [],
    ...(state.flags?.token ? { token: state.flags.token } : {}),
    basePath: state.site?.basePath ?? '',
  };
}

/** A client address of the documentation range, one per visitor: the write limits count each client apart. */
const visitorAddress = () => `2001:db8:${token(4, '0123456789abcdef')}:${token(4, '0123456789abcdef')}::1`;

const SIGNING_SECRET = localSigningSecret();

interface Journey {
  weight: number;
  run(context: LoadContext, visitor: Visitor, site: Site): Promise<unknown>;
}

const JOURNEYS: Journey[] = [
  {
    // A new visitor; one in five closes the action bar on the first page (the browser sets its cookie).
    weight: 22,
    async run(context, visitor, site) {
      const landing = landingPage(site);
      await visitor.request(KINDS.page, landing);
      const { actionBarId } = factsOf(context, site);
      if (Math.random() < 0.2) visitor.cookies.set(actionBarCookie(actionBarId), '1');
      await clickOn(context, visitor, site, landing, between(1, 2));
    },
  },
  {
    // A new visitor who accepts the consent banner on the landing page, then clicks on. The server counts nothing
    // for the landing page (no choice yet): the page reports the flags it shows; the next pages count on the server.
    weight: 10,
    async run(context, visitor, site) {
      visitor.address = visitorAddress();
      let at = landingPage(site);
      const landing = pageFlags((await visitor.page(KINDS.page, at)).html);
      const key = visitor.cookies.get(FLAG_KEY_COOKIE);
      if (!landing || !key) return;
      visitor.cookies.set(CONSENT_COOKIE, 'granted');
      let expected = landing.seen.length;
      if (landing.seen.length > 0) {
        await visitor.request(KINDS.consentReport, `${landing.basePath}/frontend-api/track`, {
          json: { events: [], exposures: landing.seen, token: landing.token },
        });
      }
      for (let click = between(1, 2); click > 0; click -= 1) {
        at = anyOf(site.pages.filter((path) => path !== at));
        expected += pageFlags((await visitor.page(KINDS.page, at)).html)?.seen.length ?? 0;
      }
      context.accepted.set(key, (context.accepted.get(key) ?? 0) + expected);
    },
  },
  {
    // An ad's visitor: lands with the ad's parameters, clicks on without them.
    weight: 22,
    async run(context, visitor, site) {
      const ad = byWeight(AD_LANDINGS);
      const landing = landingPage(site);
      await visitor.request(ad.kind, `${landing}?${ad.query()}`);
      await clickOn(context, visitor, site, landing, between(0, 2));
    },
  },
  {
    // A returning visitor: the flag key and the dismissals of an earlier visit.
    weight: 18,
    async run(context, visitor, site) {
      const { actionBarId } = factsOf(context, site);
      visitor.cookies.set(FLAG_KEY_COOKIE, issueVisitorKey(SIGNING_SECRET));
      for (const name of byWeight(DISMISSALS).cookies(actionBarId)) visitor.cookies.set(name, '1');
      const landing = landingPage(site);
      await visitor.request(pageKind(visitor, actionBarId), landing);
      await clickOn(context, visitor, site, landing, between(0, 2));
    },
  },
  {
    // A customer in the browser they signed up or logged in with (not the one given here).
    weight: 12,
    run: (context) =>
      customerVisit(context.customers, (visitor, site) => clickOn(context, visitor, site, '', between(1, 3))),
  },
  {
    // A dead link.
    weight: 4,
    run: (_, visitor, site) =>
      visitor.request(KINDS.missing, site.missing.replace('{n}', String(between(0, 49)))),
  },
  {
    // A page's navigation island loading its data, or an outside frontend reading a breadcrumb.
    weight: 8,
    run: (context, visitor, site) =>
      Math.random() < 0.5
        ? visitor.request(KINDS.frontendApi, factsOf(context, site).navigation)
        : visitor.request(KINDS.frontendApi, `/frontend-api/breadcrumb?path=${anyOf(site.pages)}`),
  },
  {
    // Someone guessing passwords, from a few addresses.
    weight: 3,
    run: (_, visitor) =>
      visitor.request(KINDS.wrongPassword, SHOP_PATHS.login, {
        json: { email: `load-${between(0, 19)}@example.com`, password: 'not the password' },
        headers: { 'cf-connecting-ip': `198.51.100.${between(0, 4)}` },
      }),
  },
];

/** One visit of the next visitor of the mix, on a site picked by weight. */
export async function nextVisit(context: LoadContext): Promise<void> {
  const journey = byWeight(JOURNEYS);
  const site = byWeight(SITES);
  const visitor = new Visitor(context.port, site.host, context.tally);
  try {
    await journey.run(context, visitor, site);
  } finally {
    visitor.leave();
  }
}
