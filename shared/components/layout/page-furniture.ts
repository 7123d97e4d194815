// What the furniture needs to know of the page it sits on: the active navigation, breadcrumb, SEO text and
// the request's experiments. Built by the worker per page, passed to the layout as props.
import type { CustomerSummary } from '../../schemas/customer';
import type { Furniture } from '../../schemas/furniture';

export interface BreadcrumbItem {
  text: string;
  /** Localised href; the last item is shown as text. */
  href: string;
}

export interface PageFurniture {
  /** The global configuration's furniture (header, burger, main navigation, footer, smartbanner). */
  furniture: Furniture;
  /** The page's `activeNavigation` (a navigation type), selecting a main navigation item. */
  activeNavigation: string;
  /** Feed pages hide the sub-navigation. */
  showSubNavigation: boolean;
  /** Breadcrumb items after the home link; empty on the home page. */
  breadcrumbs: BreadcrumbItem[];
  /** The request's customer, only when the request has a session. */
  customer?: CustomerSummary;
  /** The page's `footerOverride` blocks (link box, SEO text), raw: the footer validates them. */
  footerOverride: unknown[];
  /** Treatment `on` of the `VOLL_1616` experiment: the wandbilder flyout shows its three lists. */
  wandbilderExperiment: boolean;
  /** The whitelabel banner shows (error page, whitelabel customer, web layout). */
  whitelabelBanner: boolean;
}
