// Communication tiles (island footer-tiles): contact, shipping and help teasers with their calls to action;
// below 720 px each collapses under its short headline.
import type { CommunicationTile } from '../../../schemas/footer';
import { Link } from '../../Link';
import { usePage } from '../../page-context';
import { useCmsHref } from '../../use-cms-href';
import { FooterSection } from './FooterSection';

export function FooterTiles({ tiles }: { tiles: CommunicationTile[] }) {
  const href = useCmsHref();
  const { texts } = usePage();
  return (
    <div
      className="grid gap-x-6 gap-y-0 py-6 min-[720px]:grid-cols-3 min-[720px]:gap-y-6"
      data-footer-tiles=""
    >
      {/* The tiles' own titles are h3: this names the group they belong to. */}
      <h2 className="sr-only">{texts.footer.tiles}</h2>
      {tiles.map((tile, index) => (
        <FooterSection
          key={tile.headline}
          sectionKey={`tile-${index}`}
          title={tile.headlineShort || tile.headline}
          wideTitle={tile.headline}
          marker="tile"
          className="min-[720px]:rounded-xl min-[720px]:bg-surface min-[720px]:p-6"
        >
          {tile.headlineShort && tile.headlineShort !== tile.headline && (
            <p className="m-0 mb-2 font-semibold min-[720px]:hidden">{tile.headline}</p>
          )}
          {tile.text && <p className="m-0 mb-3 text-muted">{tile.text}</p>}
          <ul className="m-0 list-none space-y-2 p-0 pb-3">
            {tile.cta.map((cta) => (
              <li key={cta.text} className="leading-snug">
                <Link
                  href={href(cta.link)}
                  allowExternal
                  className="font-semibold text-accent hover:underline"
                >
                  {cta.text}
                </Link>
              </li>
            ))}
          </ul>
        </FooterSection>
      ))}
    </div>
  );
}
