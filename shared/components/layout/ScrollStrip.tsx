// A horizontally scrollable strip between previous/next buttons; each button shows only while the strip
// overflows on its side, and is hidden on the server, where the overflow is unknown.
import type { ReactNode } from 'react';
import { usePage } from '../page-context';
import { StripButton } from './StripButton';
import { pageStrip, useStripOverflow } from './smooth-scroll';

export interface ScrollStripProps {
  /**
   * The scrolling element among the children, held by the caller (which may need it too). Absent where the page's
   * DOM code shows and binds the buttons instead (the sub-navigation, which is no island).
   */
  strip?: HTMLElement | null;
  children: ReactNode;
}

export function ScrollStrip({ strip = null, children }: ScrollStripProps) {
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
