// The carousel's browser side: slides per view measured on resize (debounced), and swipe gestures on the
// viewport (pointer and touch) turned into prev/next by the swipe rule of domain/carousel.
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import {
  CAROUSEL_RESIZE_DEBOUNCE_MS,
  isHorizontalGesture,
  type SwipeDirection,
  slidesPerView,
  swipeDirection,
} from '../../domain/carousel';

/** Sideways movement after which a drag belongs to the carousel. */
const DRAG_CAPTURE_PX = 10;

/** Slides per view for the window's width: 1 while server-rendering and hydrating, then measured. */
export function useSlidesPerView(): number {
  const [perView, setPerView] = useState(1);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setPerView(slidesPerView(window.innerWidth));
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, CAROUSEL_RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);
  return perView;
}

/** Event handlers for the carousel's viewport: a finished swipe calls `onSwipe` with its direction. */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const gesture = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      gesture.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
    },
    // A clearly sideways drag is captured, so a release outside the viewport still ends it; a plain click is
    // never captured: it must reach the link under it.
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const start = gesture.current;
      if (!start || start.pointer !== event.pointerId) return;
      const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
      if (Math.abs(dx) > DRAG_CAPTURE_PX && isHorizontalGesture(dx, dy)) {
        if (!event.currentTarget.hasPointerCapture(start.pointer))
          event.currentTarget.setPointerCapture(start.pointer);
      }
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = gesture.current;
      gesture.current = null;
      if (!start || start.pointer !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
      if (!direction) return;
      // A mouse drag ends in a click on the slide under it: that click must not follow the slide's link.
      swiped.current = true;
      setTimeout(() => {
        swiped.current = false;
      });
      onSwipe(direction);
    },
    onPointerCancel: () => {
      gesture.current = null;
    },
    onDragStart: (event: { preventDefault(): void }) => event.preventDefault(),
    onClickCapture: (event: { preventDefault(): void; stopPropagation(): void }) => {
      if (!swiped.current) return;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
