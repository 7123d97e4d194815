// The breadcrumb (spec section 2): a home link to the root, then the items, the last one as text. Deferred data:
// while the items load, a line of the same height holds their place.
import { Suspense, use } from 'react';
import { localizePath } from '../../domain/site';
import { Link } from '../Link';
import { usePage } from '../page-context';
import type { BreadcrumbItem } from './page-furniture';

/** Renders the items at once, or streams them in under a placeholder of the same height. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] | Promise<BreadcrumbItem[]> }) {
  if (Array.isArray(items)) return <BreadcrumbTrail items={items} />;
  return (
    <Suspense fallback={<BreadcrumbPlaceholder />}>
      <DeferredBreadcrumb items={items} />
    </Suspense>
  );
}

function DeferredBreadcrumb({ items }: { items: Promise<BreadcrumbItem[]> }) {
  return <BreadcrumbTrail items={use(items)} />;
}

function BreadcrumbPlaceholder() {
  return (
    <div className="py-4 text-sm" aria-hidden="true" data-breadcrumb-placeholder="">
      &nbsp;
    </div>
  );
}

function BreadcrumbTrail({ items }: { items: BreadcrumbItem[] }) {
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
