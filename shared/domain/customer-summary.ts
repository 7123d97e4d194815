// What the page needs of the customer, apart from the schemas that check it: the browser's shared state reads
// this alone, so the customer schemas (and valibot) load only with the dialogs that check a shop answer.

/** What the page needs of the customer (header account and cart items), carried in the account island's props. */
export interface CustomerSummary {
  isLoggedIn: boolean;
  fullName: string;
  cartArticlesAmount: number;
  /** Whitelabel customers see a banner on the error page. */
  isWhitelabelCustomer: boolean;
}

export const ANONYMOUS_SUMMARY: CustomerSummary = {
  isLoggedIn: false,
  fullName: '',
  cartArticlesAmount: 0,
  isWhitelabelCustomer: false,
};
