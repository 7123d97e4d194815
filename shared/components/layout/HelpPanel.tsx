// The embedded help messenger's panel: heading, FAQ and contact links, the service hotline; Escape, the close
// button or a click on the page overlay closes it.
import { useEffect, useRef } from 'react';
import { telHref } from '../../domain/links';
import type { HelpLauncherProps } from '../../schemas/furniture-islands';
import { closeMessenger } from '../../state/help';
import { Icon } from '../icons/Icon';
import { Link } from '../Link';
import { usePage } from '../page-context';

const ROW_CLASS =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-ink no-underline hover:bg-cream focus-visible:outline-2 focus-visible:outline-accent';

export function HelpPanel({ links, hotline }: HelpLauncherProps) {
  const { texts } = usePage();
  const help = texts.furniture.help;
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMessenger();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section
      id="help-panel"
      data-help-panel=""
      role="dialog"
      aria-labelledby="help-panel-heading"
      className="fixed bottom-6 left-6 right-6 z-40 max-w-sm rounded-2xl border border-line bg-surface p-5 text-ink shadow-xl xs:right-auto xs:w-80"
    >
      <div className="mb-2 flex items-start justify-between gap-3">
        <h2 id="help-panel-heading" className="font-head text-lg font-semibold">
          {help.heading}
        </h2>
        <button
          ref={close}
          type="button"
          data-help-close=""
          aria-label={help.close}
          title={help.close}
          onClick={closeMessenger}
          className="-mr-2 -mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted cursor-pointer hover:bg-cream focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Icon name="close" size={18} />
        </button>
      </div>
      <p className="mb-3 text-sm text-muted">{help.intro}</p>
      <ul className="m-0 list-none p-0">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={ROW_CLASS} onClick={closeMessenger}>
              <Icon name="chevron-right" size={18} className="text-accent" />
              {link.text}
            </Link>
          </li>
        ))}
        {hotline && (
          <li>
            <a href={telHref(hotline)} className={ROW_CLASS} data-help-hotline="">
              <Icon name="phone" size={18} className="text-accent" />
              <span>
                <span className="block text-xs text-muted">{help.hotline}</span>
                <span className="font-semibold">{hotline}</span>
              </span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
