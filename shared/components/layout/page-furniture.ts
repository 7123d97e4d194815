// What the furniture needs to know of the page it sits on: the active navigation, breadcrumb and SEO text.
// Built by the worker per page, passed to the layout as props.
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
  /** Breadcrumb items after the home link; empty on the home page. Deferred: rendered under <Suspense>. */
  breadcrumbs: Promise<BreadcrumbItem[]>;
  /** The page's `footerOverride` blocks (link box, SEO text), raw: the footer validates them. */
  footerOverride: unknown[];
  /** The page shows the whitelabel banner to whitelabel customers (error page, web layout). */
  whitelabelBanner: boolean;
}
