import type { EmblaOptionsType } from 'embla-carousel';
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CSSProperties, ReactNode } from 'react';

import { useInView } from '../hooks/use-in-view';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { useDeferredEmbla } from './use-deferred-embla';
import type { EmblaApi } from './use-deferred-embla';

export interface CarouselProps {
  /** What the carousel shows, for screen readers ("상단 배너", "고객 맞춤 지원"). */
  label: string;
  children: ReactNode;
  /** Advance every this many ms; 0 or absent: no autoplay. Off for reduced motion. */
  autoplayMs?: number;
  /** Wrap from the last slide to the first (and the other way). */
  loop?: boolean;
  /** A dot per slide that scrolls to it. */
  showDots?: boolean;
  /** Previous/next buttons. */
  showArrows?: boolean;
  /** A slide's width as CSS (`100%`, `33.333%`, `clamp(...)`); per breakpoint, set --lf-slide-size in CSS instead. */
  slideSize?: string;
  /**
   * How many slides show at once, when the caller knows it (a count per width): with no more
   * slides than that, the carousel has nothing to scroll even before its engine has measured.
   */
  slidesPerView?: number;
  /** Passed to Embla as is (breakpoints, align, active, slidesToScroll). */
  options?: EmblaOptionsType;
  className?: string;
  /** Reports the selected slide (0-based) as it changes. */
  onSelect?: (index: number) => void;
}

/**
 * The one carousel of the platform (banner, home cards, management values, partner logos),
 * on Embla: touch and mouse drag, snapping, loop. Accessible as the APG carousel pattern:
 * a labelled region, slides as numbered groups, a pause button whenever it autoplays (WCAG
 * 2.2.2), autoplay that stops while the pointer is over it (slides or controls) or keyboard
 * focus is on a slide, and a slide chosen with a dot or an arrow that stays a whole delay.
 * Autoplay runs only while some of the carousel is on screen: slides that moved unseen would
 * greet the visitor mid-way (a carousel without loop even at its end, stopped).
 * A carousel whose slides all fit (a wide screen showing every logo) has nothing to scroll: it
 * neither autoplays nor offers arrows or a pause button, and decides again on every resize.
 */
export function Carousel({
  label,
  children,
  autoplayMs = 0,
  loop = false,
  showDots = false,
  showArrows = false,
  slideSize,
  slidesPerView = 1,
  options,
  className,
  onSelect,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const onScreen = useInView(regionRef, { once: false });
  const autoplays = autoplayMs > 0 && !reducedMotion && slides.length > 1;

  const autoplay = useMemo(
    () => (autoplays ? { delay: autoplayMs, stopOnLastSnap: !loop } : null),
    [autoplays, autoplayMs, loop],
  );
  const [viewportRef, emblaApi, wakeEmbla] = useDeferredEmbla({ loop, ...options }, autoplay);
  // A dot or arrow pressed before the engine has arrived acts once it has.
  const pendingMove = useRef<((api: EmblaApi) => void) | null>(null);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [engineScrollable, setEngineScrollable] = useState(false);
  // Each time Embla measures again (a resize, other slides) it rebuilds its plugins, stopped.
  const [measuredTimes, setMeasuredTimes] = useState(0);
  const id = useId();
  // Until the engine has measured, the caller's count per view decides; then the engine does.
  // Its autoplay plugin has no timers at all with a single snap (calling play() then throws).
  const scrollable = emblaApi ? engineScrollable : slides.length > slidesPerView;
  const playing = autoplays && scrollable;

  const sync = useCallback(() => {
    if (!emblaApi) return;
    const index = emblaApi.selectedScrollSnap();
    setSelected(index);
    setSnapCount(emblaApi.scrollSnapList().length);
    setCanPrev(emblaApi.canScrollPrev());
    setCanNext(emblaApi.canScrollNext());
    setEngineScrollable(hasSomethingToScroll(emblaApi));
    onSelect?.(index);
  }, [emblaApi, onSelect]);

  // A layout effect: the listeners are on before the page shows the engine as ready, so a
  // press in between is never a move the counter and dots miss.
  useLayoutEffect(() => {
    if (!emblaApi) return;
    const move = pendingMove.current;
    pendingMove.current = null;
    move?.(emblaApi);
    // Embla exists only after mount; read its first state once it does.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading an external system on attach
    sync();
    const remeasured = () => {
      sync();
      setMeasuredTimes((times) => times + 1);
    };
    emblaApi.on('select', sync).on('reInit', remeasured);
    return () => {
      emblaApi.off('select', sync).off('reInit', remeasured);
    };
  }, [emblaApi, sync]);

  // Plays while there is something to scroll, on screen and not paused by the button; stops
  // otherwise (Embla's own controls). A carousel without loop that reached its last slide
  // stays there.
  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!emblaApi || !autoplay) return;
    // Read from the engine, not from state: this runs before the state of a new engine's first
    // measure has rendered.
    const finished = !loop && !emblaApi.canScrollNext();
    if (hasSomethingToScroll(emblaApi) && onScreen && !paused && !finished) {
      if (!autoplay.isPlaying()) autoplay.play();
    } else {
      autoplay.stop();
    }
  }, [emblaApi, paused, onScreen, loop, measuredTimes]);

  // A slide the visitor chose (dot or arrow) stays for a whole autoplay delay: the timer of
  // the slide before it would otherwise move on at once, sometimes within milliseconds.
  const choose = useCallback(
    (move: (api: EmblaApi) => void) => {
      if (!emblaApi) {
        pendingMove.current = move;
        wakeEmbla();
        return;
      }
      move(emblaApi);
      emblaApi.plugins().autoplay?.reset();
    },
    [emblaApi, wakeEmbla],
  );

  const style = slideSize ? ({ '--lf-slide-size': slideSize } as CSSProperties) : undefined;

  return (
    <section
      ref={regionRef}
      className={['lf-carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      // The engine comes early when the visitor reaches for the carousel (use-deferred-embla).
      data-engine={emblaApi ? 'ready' : undefined}
      onPointerEnter={wakeEmbla}
      onTouchStart={wakeEmbla}
      onFocus={wakeEmbla}
    >
      <div className="lf-carousel__viewport" ref={viewportRef}>
        <div
          className="lf-carousel__track"
          id={`${id}-track`}
          aria-live={playing && !paused ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              className="lf-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {(playing || (showArrows && scrollable) || (showDots && snapCount > 1)) && (
        <div className="lf-carousel__controls">
          {playing && (
            <button
              type="button"
              className="lf-carousel__pause"
              aria-controls={`${id}-track`}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? '자동 넘김 재생' : '자동 넘김 정지'}
            </button>
          )}
          {showArrows && scrollable && (
            <ArrowButton
              direction="prev"
              controls={`${id}-track`}
              disabled={!canPrev}
              onClick={() => choose((api) => api.scrollPrev())}
            />
          )}
          {showDots && snapCount > 1 && (
            <div className="lf-carousel__dots">
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className="lf-carousel__dot"
                  aria-controls={`${id}-track`}
                  aria-label={`${index + 1}번째 슬라이드 보기`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => choose((api) => api.scrollTo(index))}
                />
              ))}
            </div>
          )}
          {showArrows && scrollable && (
            <ArrowButton
              direction="next"
              controls={`${id}-track`}
              disabled={!canNext}
              onClick={() => choose((api) => api.scrollNext())}
            />
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Whether the slides overflow the viewport. With everything in view Embla keeps a single snap,
 * and its autoplay plugin then sets up no timers at all (play() would throw).
 */
function hasSomethingToScroll(api: EmblaApi): boolean {
  return api.scrollSnapList().length > 1 && (api.canScrollPrev() || api.canScrollNext());
}

interface ArrowButtonProps {
  direction: 'prev' | 'next';
  controls: string;
  disabled: boolean;
  onClick: () => void;
}

function ArrowButton({ direction, controls, disabled, onClick }: ArrowButtonProps) {
  return (
    <button
      type="button"
      className={`lf-carousel__arrow lf-carousel__arrow--${direction}`}
      aria-controls={controls}
      aria-label={direction === 'prev' ? '이전 슬라이드' : '다음 슬라이드'}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
    </button>
  );
}
