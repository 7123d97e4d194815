// A carousel of slides: prev/next buttons, arrow keys, pointer and touch swipes; its rules are domain/carousel.
import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  CAROUSEL_SPACING_CSS,
  CAROUSEL_TRANSITION_MS,
  canGoNext,
  canGoPrev,
  clampIndex,
  nextIndex,
  prevIndex,
  type SwipeDirection,
  trackTransform,
} from '../../domain/carousel';
import { fill } from '../../i18n/fill';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';
import { useSlidesPerView, useSwipe } from './carousel-hooks';

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: { key: string; content: ReactNode }[];
  infinite?: boolean;
  /** Shown left of the prev/next buttons. */
  header?: ReactNode;
}

const BUTTON =
  'size-10 inline-flex items-center justify-center rounded-full border border-line bg-surface text-ink cursor-pointer hover:border-accent disabled:opacity-40 disabled:cursor-default';

/**
 * Lays out by CSS, so the server HTML is right on every screen: `--per-view` is 1 up to 720 px and 3 above
 * (CAROUSEL_SINGLE_VIEW_MAX_PX, CAROUSEL_GROUP_SIZE); the script measures the same rule for prev/next.
 */
export function Carousel({ label, slides, infinite = false, header }: CarouselProps) {
  const { texts } = usePage();
  const count = slides.length;
  const perView = useSlidesPerView();
  const [wanted, setIndex] = useState(0);
  // A wider view may leave the index past the last full view: it is kept inside.
  const index = clampIndex(wanted, count, perView);
  const position = { index, count, perView, infinite };

  const buttons = { prev: useRef<HTMLButtonElement>(null), next: useRef<HTMLButtonElement>(null) };
  const refocus = useRef<SwipeDirection | null>(null);

  const turn = (direction: SwipeDirection) => {
    const target = direction === 'next' ? nextIndex(position) : prevIndex(position);
    const other = direction === 'next' ? 'prev' : 'next';
    // A focused button that turns disabled at an end would drop focus (and the arrow keys) to the page.
    const end =
      direction === 'next'
        ? !canGoNext({ ...position, index: target })
        : !canGoPrev({ ...position, index: target });
    if (end && document.activeElement === buttons[direction].current) refocus.current = other;
    setIndex(target);
  };

  useEffect(() => {
    if (refocus.current) buttons[refocus.current].current?.focus();
    refocus.current = null;
  });

  const swipe = useSwipe(turn);

  // Until hydrated the slides scroll natively with scroll-snap; once live, the track moves by transform, starting
  // from the slide the visitor had scrolled to.
  const viewport = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const element = viewport.current;
    const slide = element?.querySelector<HTMLElement>('[data-slide]');
    if (element && slide && element.scrollLeft > 0) {
      setIndex(Math.round(element.scrollLeft / (slide.offsetWidth || 1)));
      element.scrollLeft = 0;
    }
    setLive(true);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = { ArrowLeft: 'prev', ArrowRight: 'next' }[event.key] as SwipeDirection | undefined;
    if (!direction || (direction === 'next' ? !canGoNext(position) : !canGoPrev(position))) return;
    event.preventDefault();
    turn(direction);
  };

  return (
    <section aria-roledescription="carousel" aria-label={label} data-carousel={index} onKeyDown={onKeyDown}>
      <div className="flex items-end justify-between gap-4 mb-6">
        <div className="min-w-0">{header}</div>
        <div className="flex shrink-0 gap-2">
          <button
            ref={buttons.prev}
            type="button"
            className={BUTTON}
            aria-label={texts.carousel.previous}
            disabled={!canGoPrev(position)}
            onClick={() => turn('prev')}
            data-carousel-prev
          >
            <Icon name="chevron-left" size={20} />
          </button>
          <button
            ref={buttons.next}
            type="button"
            className={BUTTON}
            aria-label={texts.carousel.next}
            disabled={!canGoNext(position)}
            onClick={() => turn('next')}
            data-carousel-next
          >
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      </div>
      <div
        ref={viewport}
        className={
          live
            ? 'overflow-hidden [touch-action:pan-y]'
            : 'overflow-x-auto snap-x snap-mandatory [scrollbar-width:none]'
        }
        data-carousel-viewport={live ? 'live' : 'scroll'}
        {...(live ? swipe : {})}
      >
        <div
          className="flex gap-[--gap] [--per-view:1] min-[721px]:[--per-view:3] motion-safe:transition-transform ease-out"
          style={
            {
              '--gap': CAROUSEL_SPACING_CSS,
              transform: live ? trackTransform(index) : undefined,
              transitionDuration: `${CAROUSEL_TRANSITION_MS}ms`,
            } as CSSProperties
          }
          aria-live="polite"
        >
          {slides.map((slide, slideIndex) => {
            const visible = !live || (slideIndex >= index && slideIndex < index + perView);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide a group, a fieldset is for form controls
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(texts.carousel.slide, { index: slideIndex + 1, count })}
                aria-hidden={!visible || undefined}
                inert={!visible}
                data-slide={slideIndex}
                className="shrink-0 snap-start w-[calc((100%-(var(--per-view)-1)*var(--gap))/var(--per-view))]"
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
