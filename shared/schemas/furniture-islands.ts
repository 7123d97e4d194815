// The props schemas of the page furniture's islands (header, help launcher, navigation, burger, consent): checked on
// the server when it writes the props, never in the browser, so only the server's island table imports this module.
import * as v from 'valibot';
import { CmsLinkSchema } from './cms';
import { CustomerSummarySchema } from './customer';
import { FLYOUT_KINDS } from './navigation';

/** Islands that take no props (the burger's button, the consent settings). */
export const NoPropsSchema = v.object({});
export type NoProps = v.InferOutput<typeof NoPropsSchema>;

export const HeaderBackPropsSchema = v.object({
  /** The shop's home path: a path on this host, never another host (`//…`). */
  home: v.pipe(v.string(), v.regex(/^\/(?!\/)/, 'home must be a path on this host')),
});
export type HeaderBackProps = v.InferOutput<typeof HeaderBackPropsSchema>;

export const HeaderAccountPropsSchema = v.object({
  /** The header data's account item text; the login/account words are the fallback. */
  accountText: v.optional(v.string(), ''),
  cartText: v.optional(v.string(), ''),
  /** The header data's links (or the shop's own pages), localised, with the carried parameters. */
  accountHref: v.optional(v.string(), '/account/'),
  cartHref: v.optional(v.string(), '/basket/'),
  /** Where the logout form posts, and its button's word. */
  logoutAction: v.optional(v.string(), '/account/logout'),
  logoutText: v.optional(v.string(), 'Log out'),
  /** Desktop app view: only the account item's text, no icons. */
  textOnly: v.optional(v.boolean(), false),
  /** The request's customer (name, cart count); absent: anonymous without a basket. */
  customer: v.optional(CustomerSummarySchema),
});
export type HeaderAccountProps = v.InferOutput<typeof HeaderAccountPropsSchema>;

const HelpLinkSchema = v.object({ text: v.string(), href: v.string() });
export type HelpLink = v.InferOutput<typeof HelpLinkSchema>;

/** Props of the help launcher island: the panel's links and the hotline (both may be empty). */
export const HelpLauncherPropsSchema = v.object({
  links: v.array(HelpLinkSchema),
  hotline: v.string(),
});
export type HelpLauncherProps = v.InferOutput<typeof HelpLauncherPropsSchema>;

/** A main navigation item as its strip shows it: what the markup carries, and which flyout it opens. */
const StripItemSchema = v.object({
  text: v.string(),
  link: CmsLinkSchema,
  navigationType: v.optional(v.string(), ''),
  flyout: v.optional(v.nullable(v.picklist(FLYOUT_KINDS)), null),
});
export type StripItem = v.InferOutput<typeof StripItemSchema>;

/** Props of the main navigation island: the visible items' strip, the selected index. Flyouts load on demand. */
export const MainNavigationPropsSchema = v.object({
  items: v.array(StripItemSchema),
  selected: v.pipe(v.number(), v.integer()),
  /** The items whose link is the page itself (`aria-current`). */
  current: v.array(v.pipe(v.number(), v.integer())),
});
export type MainNavigationProps = v.InferOutput<typeof MainNavigationPropsSchema>;
