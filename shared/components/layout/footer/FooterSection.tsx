// One collapsible footer section: below 720 px a toggle button over a panel that collapses; from 720 px a plain
// heading over a panel that is always shown. The start state is server HTML and CSS, so nothing shifts; the boot
// script toggles it (client/dom/footer.ts), no React needed.
import type { ReactNode } from 'react';
import { type FooterSectionKey, startsOpen } from '../../../domain/footer-sections';
import { Icon } from '../../icons/Icon';

/** Classes of a collapsed panel and a turned chevron, toggled by the boot script. */
export const PANEL_CLOSED_CLASS = 'max-[719px]:hidden';
export const CHEVRON_OPEN_CLASS = 'rotate-180';

export interface FooterSectionProps {
  sectionKey: FooterSectionKey;
  title: string;
  /** The heading from 720 px, where there is room for it (default: the title). */
  wideTitle?: string;
  children: ReactNode;
  className?: string;
  /** Marks the section for tests and styles, e.g. `data-footer-list`. */
  marker: 'list' | 'tile' | 'box';
}

export function FooterSection(props: FooterSectionProps) {
  const { sectionKey, title, wideTitle, children, className, marker } = props;
  const open = startsOpen(sectionKey);
  const panelId = `footer-${sectionKey}`;
  return (
    <section className={className} {...{ [`data-footer-${marker}`]: sectionKey }} data-open={open}>
      <h3 className="m-0 font-head text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          className="flex w-full cursor-pointer items-center justify-between gap-2 border-0 border-b border-line bg-transparent py-3 text-left text-ink min-[720px]:hidden noscript:!hidden"
          data-footer-toggle=""
        >
          {title}
          <Icon
            name="chevron-down"
            size={20}
            className={open ? `${CHEVRON_OPEN_CLASS} transition-transform` : 'transition-transform'}
          />
        </button>
        <span className="hidden pb-3 min-[720px]:block noscript:!block" data-footer-heading="">
          {wideTitle || title}
        </span>
      </h3>
      <div
        id={panelId}
        className={open ? 'pt-3 noscript:!block' : `pt-3 ${PANEL_CLOSED_CLASS} noscript:!block`}
        data-footer-panel=""
      >
        {children}
      </div>
    </section>
  );
}
