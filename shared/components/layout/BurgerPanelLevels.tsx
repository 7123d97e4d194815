// The burger menu's levels: the primary list of main items, an item's secondary level (back, the item's own
// link, its sub-items) and the accordions of sub-items that have their own (third level, one open at a time).
import { useSignals } from '@preact/signals-react/runtime';
import { fill } from '../../i18n/fill';
import type { BurgerItem } from '../../schemas/navigation';
import { burgerOpenAccordion, toggleAccordion } from '../../state/burger';
import { Icon } from '../icons/Icon';
import { isIconName } from '../icons/icon-names';
import { Link } from '../Link';
import { usePage } from '../page-context';
import { useCmsHref } from '../use-cms-href';
import { toggleAria } from '../use-in-document';

/** One row of the menu: 48 px at least, full width, a visible focus ring inside the row. */
export const BURGER_ROW =
  'flex min-h-12 w-full items-center gap-3 border-0 bg-transparent px-4 py-2 text-left text-base text-ink no-underline cursor-pointer hover:bg-cream hover:text-accent focus-visible:-outline-offset-2';
const LIST = 'm-0 list-none divide-y divide-line border-b border-line p-0';

const hasSubItems = (item: BurgerItem) => item.hasSubItems || item.subItems.length > 0;

/** "All {item}", unless the item's text already says so ("All wall art" stays as it is). */
function allOfText(template: string, text: string): string {
  const prefix = template.split('{item}')[0] ?? '';
  if (prefix.trim() && text.toLowerCase().startsWith(prefix.toLowerCase())) return text;
  return fill(template, { item: text });
}

/** The item's icon when the CMS names one the sprite has. */
export function BurgerIcon({ name }: { name: string }) {
  if (!isIconName(name)) return null;
  return <Icon name={name} size={22} className="shrink-0 text-muted" />;
}

export function BurgerPrimaryList({
  items,
  onOpen,
}: {
  items: BurgerItem[];
  onOpen: (index: number) => void;
}) {
  const { texts } = usePage();
  const href = useCmsHref();
  return (
    <nav aria-label={texts.burger.categories}>
      <ul className={LIST}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lists are static per render; texts may repeat
          <li key={`${index}-${item.text}`}>
            {hasSubItems(item) ? (
              <button
                type="button"
                className={BURGER_ROW}
                onClick={() => onOpen(index)}
                data-burger-item={index}
              >
                <BurgerIcon name={item.icon} />
                <span className="flex-1">{item.text}</span>
                <Icon name="chevron-right" size={20} className="shrink-0 text-muted" />
              </button>
            ) : (
              <Link href={href(item.url)} className={BURGER_ROW} data-burger-item={index}>
                <BurgerIcon name={item.icon} />
                <span className="flex-1">{item.text}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Accordion({ item, index }: { item: BurgerItem; index: number }) {
  useSignals();
  const href = useCmsHref();
  const open = burgerOpenAccordion.value === index;
  const id = `burger-accordion-${index}`;
  return (
    <li>
      <button
        type="button"
        className={`${BURGER_ROW} ${open ? 'font-semibold text-accent' : ''}`}
        // The sub-list is rendered only while open: no reference to it before.
        {...toggleAria(id, open)}
        onClick={() => toggleAccordion(index)}
        data-burger-accordion={index}
      >
        <span className="flex-1">{item.text}</span>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size={20} className="shrink-0" />
      </button>
      {open && (
        <ul id={id} className="m-0 list-none bg-cream py-1 pl-4 pr-0" data-burger-accordion-panel>
          {item.subItems.map((sub, subIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lists are static per render; texts may repeat
            <li key={`${subIndex}-${sub.text}`}>
              <Link href={href(sub.url)} className={BURGER_ROW} data-burger-tertiary-item>
                {sub.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function BurgerSecondaryList({ item, onBack }: { item: BurgerItem; onBack: () => void }) {
  const { texts } = usePage();
  const href = useCmsHref();
  return (
    <nav aria-label={item.text}>
      <div className="border-b border-line">
        <button type="button" className={`${BURGER_ROW} text-muted`} onClick={onBack} data-burger-back>
          <Icon name="chevron-left" size={20} className="shrink-0" />
          <span>{texts.burger.back}</span>
        </button>
      </div>
      <ul className={LIST}>
        <li>
          <Link href={href(item.url)} className={`${BURGER_ROW} font-semibold`} data-burger-all>
            <BurgerIcon name={item.icon} />
            <span className="flex-1">{allOfText(texts.burger.allOf, item.text)}</span>
          </Link>
        </li>
        {item.subItems.map((sub, index) =>
          hasSubItems(sub) ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lists are static per render; texts may repeat
            <Accordion key={`${index}-${sub.text}`} item={sub} index={index} />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lists are static per render; texts may repeat
            <li key={`${index}-${sub.text}`}>
              <Link href={href(sub.url)} className={BURGER_ROW} data-burger-sub-item>
                {sub.text}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
