// What sits below the burger menu's primary list: the extra menu, the service hotline and the footer links.
import { telHref } from '../../domain/links';
import type { BurgerNavigation } from '../../schemas/navigation';
import { Icon } from '../icons/Icon';
import { Link } from '../Link';
import { usePage } from '../page-context';
import { useCmsHref } from '../use-cms-href';
import { BURGER_ROW, BurgerIcon } from './BurgerPanelLevels';

export function BurgerService({ navigation }: { navigation: BurgerNavigation }) {
  const { texts } = usePage();
  const words = texts.burger;
  const href = useCmsHref();
  const { extraMenu, serviceHotline, serviceText, footer } = navigation;
  return (
    <>
      {extraMenu.length > 0 && (
        <nav aria-label={words.more} className="mt-4">
          <ul className="m-0 list-none p-0" data-burger-extras>
            {extraMenu.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lists are static per render; texts may repeat
              <li key={`${index}-${entry.text}`}>
                <Link href={href(entry.url)} allowExternal className={BURGER_ROW}>
                  <BurgerIcon name={entry.icon} />
                  <span className="flex-1">{entry.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {serviceHotline && (
        <div className="mx-4 mt-4 rounded-xl bg-cream p-4" data-burger-hotline>
          <p className="m-0 text-sm font-semibold text-muted">{words.hotline}</p>
          <a
            href={telHref(serviceHotline)}
            className="mt-1 inline-flex min-h-12 items-center gap-2 text-lg font-semibold text-ink no-underline hover:text-accent"
          >
            <Icon name="phone" size={22} className="shrink-0 text-accent" />
            {serviceHotline}
          </a>
          {serviceText && <p className="m-0 text-sm text-muted">{serviceText}</p>}
        </div>
      )}
      {footer.length > 0 && (
        <nav aria-label={words.information} className="mt-4 px-4">
          <ul className="m-0 flex list-none flex-wrap gap-x-5 p-0" data-burger-footer>
            {footer.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lists are static per render; texts may repeat
              <li key={`${index}-${entry.text}`}>
                <Link
                  href={href(entry.url)}
                  allowExternal
                  className="inline-flex min-h-12 items-center text-sm text-muted underline-offset-4 hover:text-accent hover:underline"
                >
                  {entry.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
