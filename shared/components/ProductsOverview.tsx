// The products overview: one tile per product family of the channel, the first `tileCount` of them.
import { familiesOf } from '../domain/products';
import { localizePath } from '../domain/site';
import { fill } from '../i18n/fill';
import { Link } from './Link';
import { usePage } from './page-context';

export function ProductsOverview({ heading, tileCount }: { heading: string; tileCount: number }) {
  const { site, texts } = usePage();
  const families = familiesOf(site.channel).slice(0, tileCount);
  return (
    <section className="mx-auto max-w-screen-xl px-4 py-12">
      <h1 className="font-head text-4xl font-semibold mb-2">{heading}</h1>
      <p className="text-muted mb-8">{fill(texts.productCount, { count: families.length })}</p>
      <ul className="grid grid-cols-2 md:grid-cols-3 xl:grid-cols-4 gap-4 list-none p-0" data-tiles="">
        {families.map((row) => (
          <li key={row.family} data-tile="">
            <Link
              href={localizePath(site, `/${row.slug[site.language]}`)}
              className="flex h-32 items-end rounded-lg bg-cream p-4 font-head text-xl font-semibold text-ink no-underline hover:text-accent"
            >
              {row.name[site.language]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
