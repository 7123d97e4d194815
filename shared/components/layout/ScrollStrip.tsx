// A horizontally scrollable strip between previous/next buttons; each button shows only while the strip
// overflows on its side, and is hidden on the server, where the overflow is unknown.
import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';
import { pageStrip, useStripOverflow } from './smooth-scroll';

interface StripButtonProps {
  direction: -1 | 1;
  label: string;
  visible: boolean;
  onClick: () => void;
}

function StripButton({ direction, label, visible, onClick }: StripButtonProps) {
  const side = direction < 0 ? 'left-0 bg-gradient-to-r' : 'right-0 bg-gradient-to-l';
  return (
    <button
      type="button"
      aria-label={label}
      hidden={!visible}
      tabIndex={-1}
      onClick={onClick}
      data-strip-button={direction < 0 ? 'previous' : 'next'}
      className={`absolute inset-y-0 z-10 flex w-12 cursor-pointer items-center justify-center border-0 from-surface from-60% to-transparent p-0 text-ink hover:text-accent ${side}`}
    >
      <Icon name={direction < 0 ? 'chevron-left' : 'chevron-right'} size={20} />
    </button>
  );
}

export interface ScrollStripProps {
  /** The scrolling element among the children, held by the caller (which may need it too). */
  strip: HTMLElement | null;
  children: ReactNode;
}

export function ScrollStrip({ strip, children }: ScrollStripProps) {
  const { texts } = usePage();
  const overflow = useStripOverflow(strip);
  return (
    <div className="relative mx-auto max-w-screen-xl">
      <StripButton
        direction={-1}
        label={texts.navigation.previous}
        visible={overflow.before}
        onClick={() => strip && pageStrip(strip, -1)}
      />
      {children}
      <StripButton
        direction={1}
        label={texts.navigation.next}
        visible={overflow.after}
        onClick={() => strip && pageStrip(strip, 1)}
      />
    </div>
  );
}
