// The site footer's closing line: shop name and the current year.
import { usePage } from '../page-context';

export function SiteFooter({ year }: { year: number }) {
  const { site } = usePage();
  return (
    <footer className="mt-16 border-t border-line bg-cream">
      <p className="mx-auto max-w-screen-xl px-4 py-8 text-sm text-muted">
        © {year} {site.shopName}
      </p>
    </footer>
  );
}
