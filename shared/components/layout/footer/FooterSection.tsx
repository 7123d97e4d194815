// One collapsible footer section: below 720 px a toggle button over a panel that collapses; from 720 px a plain
// heading over a panel that is always shown. The start state is rendered by CSS on the server, so nothing shifts.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { FOOTER_COLLAPSE_QUERY } from '../../../domain/viewport';
import {
  type FooterSectionKey,
  sectionOpen,
  toggledSections,
  toggleFooterSection,
} from '../../../state/footer';
import { Icon } from '../../icons/Icon';

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

function narrowViewport(): boolean {
  return window.matchMedia(FOOTER_COLLAPSE_QUERY).matches;
}

export function FooterSection(props: FooterSectionProps) {
  const { sectionKey, title, wideTitle, children, className, marker } = props;
  useSignals();
  const open = sectionOpen(toggledSections.value, sectionKey);
  const panelId = `footer-${sectionKey}`;
  return (
    <section className={className} {...{ [`data-footer-${marker}`]: sectionKey }} data-open={open}>
      <h3 className="m-0 font-head text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => toggleFooterSection(sectionKey, narrowViewport())}
          className="flex w-full cursor-pointer items-center justify-between gap-2 border-0 border-b border-line bg-transparent py-3 text-left text-ink min-[720px]:hidden noscript:!hidden"
          data-footer-toggle=""
        >
          {title}
          <Icon
            name="chevron-down"
            size={20}
            className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
        </button>
        <span className="hidden pb-3 min-[720px]:block noscript:!block" data-footer-heading="">
          {wideTitle || title}
        </span>
      </h3>
      <div
        id={panelId}
        className={open ? 'pt-3' : 'pt-3 max-[719px]:hidden noscript:!block'}
        data-footer-panel=""
      >
        {children}
      </div>
    </section>
  );
}
