// The kinds of request the load reports on, and which kind a visitor's page request is: by the cookies it sends
// (session, dismissals) and, for an ad landing, by the parameter in its URL.
import { actionBarCookie } from '../../shared/domain/action-bar-cookie';
import { SMARTBANNER_COOKIE } from '../../shared/domain/smartbanner';
import { SESSION_COOKIE } from '../../shared/shop/endpoints';
import type { RequestKind, Visitor } from './visitor';

const page = (name: string): RequestKind => ({ name, ok: [200], page: true });

export const KINDS = {
  page: page('page'),
  gclid: page('ad landing ?gclid'),
  utm: page('ad landing ?utm_*'),
  fbclid: page('ad landing ?fbclid'),
  msclkid: page('ad landing ?msclkid'),
  barClosed: page('page, bar closed'),
  oldBarClosed: page('page, old bar closed'),
  bannerClosed: page('page, app banner closed'),
  barAndBannerClosed: page('page, bar + banner closed'),
  customer: page('page, customer'),
  signUp: { name: 'customer sign-up', ok: [202] },
  logIn: { name: 'customer login', ok: [200] },
  missing: { name: '404', ok: [404] },
  frontendApi: { name: 'backend-for-frontend read', ok: [200] },
  // The landing page's flags, reported by the page when the visitor accepts on it.
  consentReport: { name: 'consent report (track)', ok: [202] },
  // Wrong passwords from a few addresses: refused (401) or throttled (429), never an error.
  wrongPassword: { name: 'wrong-password login', ok: [401, 429] },
} satisfies Record<string, RequestKind>;

/** Table order: the anonymous pages first, then the rest. */
export const KIND_ORDER = Object.values(KINDS).map((kind) => kind.name);

/** The kind of a page request without an ad parameter, from what the visitor's cookies say about it. */
export function pageKind(visitor: Visitor, currentBarId: string): RequestKind {
  const names = [...visitor.cookies.keys()];
  if (names.includes(SESSION_COOKIE)) return KINDS.customer;
  const bar = names.includes(actionBarCookie(currentBarId));
  const banner = names.includes(SMARTBANNER_COOKIE);
  if (bar && banner) return KINDS.barAndBannerClosed;
  if (bar) return KINDS.barClosed;
  if (banner) return KINDS.bannerClosed;
  if (names.some((name) => name.startsWith(actionBarCookie('')))) return KINDS.oldBarClosed;
  return KINDS.page;
}
