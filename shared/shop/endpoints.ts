// Every path of the shop API the storefront calls, and the session cookie the shop sets: one table for the
// worker, the browser and the embedded backend that stands in for the shop.

/** The shop's session cookie: a request that carries it may have a customer. */
export const SESSION_COOKIE = 'shop_session';
/**
 * The session cookie's name wherever it is Secure: the `__Host-` prefix means no other host of the domain (a
 * sibling subdomain) can set it, so nobody can plant a session of their own in a shopper's browser.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Either name makes a request one that may have a customer. */
export const SESSION_COOKIES = [HOST_SESSION_COOKIE, SESSION_COOKIE] as const;
/** The anonymous basket's cookie (`__Host-` wherever it is Secure): a request with it has a cart count. */
export const BASKET_COOKIES = ['__Host-basket_id', 'basket_id'] as const;
/** The cookies the customer data depends on: a session, or an anonymous basket; a page with either is personal. */
export const CUSTOMER_COOKIES = [...SESSION_COOKIES, ...BASKET_COOKIES] as const;

export const SHOP_PATHS = {
  customerData: '/web-api/customer-data',
  login: '/web-api/customer-login',
  /** Ends the session (its row on the shop, the cookie in the browser). */
  logout: '/web-api/customer-logout',
  /** The account page's customer: `{ firstName, lastName, email, number }`, 401 without a session. */
  customerAccount: '/web-api/customer-account',
  signup: '/web-api/customer-signup',
  passwordReset: '/web-api/customer-password-reset',
  newsletterSubscribe: '/web-api/newsletter-subscribe',
  campaignData: '/web-api/campaign-data',
  contactForm: '/web-api/contact-form',
  voucher: '/web-api/voucher',
  /** Card themes (`?occasion`): id, occasion, name, aspect ratio, formats, image. */
  themes: '/web-api/themes',
  toolbox: (tool: string) => `/web-api/toolbox-${tool}`,
  /** The visitor's wishlist: GET lists, POST `{ sku, context? }` adds, DELETE `{ sku }` removes. */
  wishlist: '/web-api/wishlist',
  /** The visitor's basket: GET reads it, POST `{ items }` adds lines, DELETE `{ id }` removes one. */
  basket: '/web-api/basket',
  /** A photobook design-group set (`?setId`): its design groups, one template per orientation. */
  photobookDesignGroupSet: '/web-api/photobook-design-group-set',
  /** A card's total for a quantity (`?currency&format&quantity&refinementType`). */
  cardPrice: '/web-api/card-price',
  /** An accessory's total for a quantity (`?currency&sku&quantity`). */
  cardAccessoryPrice: '/web-api/card-accessory-price',
  /** Adds an accessory to the basket: POST `{ sku, quantity }`. */
  cardAccessoryOrder: '/web-api/card-accessory-order',
  /** A wall-art material's option groups with each option's price (`?currency&material&frameType`). */
  photoOptionsGroups: '/price-api/photo-options-groups',
  /** A material's formats with their prices, cheapest first (`?currency&material`). */
  priceFormats: '/price-api/prices/formats',
} as const;
