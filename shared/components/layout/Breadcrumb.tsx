// The breadcrumb: a home link to the root, then the items, the last one as text.
import { Suspense, use } from 'react';
import { localizePath } from '../../domain/site';
import { Link } from '../Link';
import { usePage } from '../page-context';
import type { BreadcrumbItem } from './page-furniture';

/** The breadcrumb once its trail is known; until then a line of the same height keeps the footer still. */
export function DeferredBreadcrumb({ items }: { items: Promise<BreadcrumbItem[]> }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="py-4 text-sm leading-5 h-13" />}>
      <ResolvedBreadcrumb items={items} />
    </Suspense>
  );
}

function ResolvedBreadcrumb({ items }: { items: Promise<BreadcrumbItem[]> }) {
  return <Breadcrumb items={use(items)} />;
}

export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { site, texts } = usePage();
  if (items.length === 0) return null;
  const last = items.length - 1;
  return (
    <nav aria-label={texts.footer.breadcrumb} className="py-4 text-sm" data-breadcrumb="">
      <ol className="m-0 flex list-none flex-wrap items-center gap-x-2 gap-y-1 p-0">
        <li className="flex items-center">
          <Link href={localizePath(site, '/')} className="text-muted hover:text-accent">
            {texts.footer.home}
          </Link>
        </li>
        {items.map((item, index) => (
          <li key={`${item.href}|${item.text}`} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-muted">
              /
            </span>
            {index === last ? (
              <span aria-current="page" className="font-semibold text-ink">
                {item.text}
              </span>
            ) : (
              <Link href={item.href} className="text-muted hover:text-accent">
                {item.text}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
