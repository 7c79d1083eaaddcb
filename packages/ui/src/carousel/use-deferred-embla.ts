import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

import { afterLoadWhenIdle } from '../scheduling/after-load-when-idle';

export type EmblaApi = EmblaCarouselType;

/** What the carousel's autoplay needs; the plugin itself is built once Embla is loaded. */
export interface DeferredAutoplay {
  delay: number;
  /** A carousel that does not loop stops at its last slide instead of rewinding. */
  stopOnLastSnap: boolean;
}

async function createEmbla(
  viewport: HTMLElement,
  options: EmblaOptionsType,
  autoplay: DeferredAutoplay | null,
): Promise<EmblaApi> {
  const [{ default: EmblaCarousel }, autoplayModule] = await Promise.all([
    import('embla-carousel'),
    autoplay ? import('embla-carousel-autoplay') : null,
  ]);
  const plugins: EmblaPluginType[] = [];
  if (autoplay && autoplayModule) {
    plugins.push(
      autoplayModule.default({
        delay: autoplay.delay,
        // Started by the carousel once it is on screen.
        playOnInit: false,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
        stopOnLastSnap: autoplay.stopOnLastSnap,
        // Embla's root is the viewport alone; the pointer on a dot, an arrow or the pause
        // button is inside the carousel too, so the whole region stops it.
        rootNode: (node) => node.parentElement ?? node,
      }),
    );
  }
  return EmblaCarousel(viewport, options, plugins);
}

/**
 * Embla on a carousel without putting it in the page's first load: the slides are in the
 * server's HTML and the first one shows as they are, so the engine (about 8 KB gzip) is
 * fetched once the page has loaded and the browser is idle, or at once when the visitor
 * reaches for the carousel (`wake`, from a pointer, touch or focus on it).
 * Returns the viewport's ref, the engine once it runs, and `wake`.
 */
export function useDeferredEmbla(
  options: EmblaOptionsType,
  autoplay: DeferredAutoplay | null,
): [ref: (node: HTMLElement | null) => void, api: EmblaApi | undefined, wake: () => void] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaApi>();
  // Options and autoplay are plain data: compared by value, so a new object each render
  // does not rebuild the engine.
  const optionsKey = JSON.stringify(options);
  const autoplayKey = JSON.stringify(autoplay);

  useEffect(() => {
    let cancelled = false;
    afterLoadWhenIdle(() => {
      if (!cancelled) setWanted(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!wanted || !viewport) return undefined;
    let cancelled = false;
    let created: EmblaApi | undefined;
    createEmbla(viewport, JSON.parse(optionsKey), JSON.parse(autoplayKey)).then(
      (embla) => {
        if (cancelled) {
          embla.destroy();
          return;
        }
        created = embla;
        setApi(embla);
      },
      (error: unknown) => console.error('carousel engine failed to load', error),
    );
    return () => {
      cancelled = true;
      created?.destroy();
      setApi(undefined);
    };
  }, [wanted, viewport, optionsKey, autoplayKey]);

  const wake = useCallback(() => setWanted(true), []);
  return [setViewport, api, wake];
}
