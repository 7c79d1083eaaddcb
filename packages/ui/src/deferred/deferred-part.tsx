import { Suspense, memo, use, useEffect } from 'react';
import type { ComponentType } from 'react';

import { afterLoadWhenIdle } from '../scheduling/after-load-when-idle';
import { partHydrated, partPending } from './hydration-progress';

type Loader<P> = () => Promise<ComponentType<P>>;

/** A part's module: fetched once, then read synchronously (React's `use` reads `status`). */
interface PartModule<P> {
  load(): Promise<ComponentType<P>>;
  /** Settles once the part is wanted (after load and idle, or a visitor's first action). */
  promise(): Promise<ComponentType<P>>;
  loaded(): ComponentType<P> | undefined;
}

const registered = new Set<PartModule<never>>();

function partModule<P>(loader: Loader<P>): PartModule<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let wanted: Promise<ComponentType<P>> | undefined;
  const load = () =>
    (loading ??= loader().then((loadedComponent) => {
      component = loadedComponent;
      return loadedComponent;
    }));
  return {
    load,
    promise: () => (wanted ??= whenWanted().then(load)),
    loaded: () => component,
  };
}

let wantedSignal: Promise<void> | undefined;

/**
 * For an app the browser renders itself (createRoot, no server HTML to keep): parts load at
 * once, since waiting would only leave their place empty. Call before the first render.
 */
export function renderDeferredPartsAtOnce(): void {
  wantedSignal ??= Promise.resolve();
}

/** After the page's load and an idle moment, or at a visitor's first pointer, key or focus. */
function whenWanted(): Promise<void> {
  return (wantedSignal ??= new Promise<void>((resolve) => {
    const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
    const wake = () => {
      for (const event of events) document.removeEventListener(event, wake, true);
      resolve();
    };
    for (const event of events)
      document.addEventListener(event, wake, { capture: true, passive: true });
    afterLoadWhenIdle(wake);
  }));
}

/**
 * Loads every part made with `deferredPart` that the server may render: the server calls it
 * once before its first page, so that parts render synchronously there (renderToString does
 * not wait for lazy code).
 */
export async function preloadDeferredParts(): Promise<void> {
  // A part's module may declare parts of its own: load until no new one appears.
  let loaded = 0;
  while (loaded < registered.size) {
    loaded = registered.size;
    await Promise.all([...registered].map((part) => part.load()));
  }
}

/**
 * A part of a page hydrated after the page's first load (progressive hydration): the server
 * renders it in full, the browser keeps that HTML as it is (readable, its links working) and
 * fetches the part's code when the page has loaded and the browser is idle, or at once on the
 * visitor's first pointer, key or focus. For what lies below the first screen or only
 * navigates (footer, lower sections), so the first load carries only what the first view
 * needs. The part's props must be serialisable by React like any component's.
 */
export function deferredPart<P extends object>(loader: Loader<P>): ComponentType<P> {
  const part = partModule(loader);
  registered.add(part as PartModule<never>);

  function Resolved(props: P) {
    if (!part.loaded() && typeof document === 'undefined') {
      // React renders the fallback and logs this; the browser then renders the part itself.
      throw new Error('A deferred part was rendered on the server before preloadDeferredParts()');
    }
    const Component = part.loaded() ?? use(part.promise());
    return (
      <>
        {/* eslint-disable-next-line react-hooks/static-components -- one component per part, loaded once and kept: its identity never changes between renders */}
        <Component {...props} />
        <Settled part={part} />
      </>
    );
  }

  function DeferredPart(props: P) {
    // Counted while its code is on the way, so the page's hydration marker waits for it.
    if (!part.loaded() && typeof document !== 'undefined') partPending(part);
    return (
      <Suspense fallback={null}>
        <Resolved {...props} />
      </Suspense>
    );
  }
  // A parent's re-render must not reach a part still waiting for its code: React would take it
  // for an update of the server HTML it has not hydrated yet, drop that HTML and show nothing
  // until the code arrives (a layout shift). Memo lets only a change of its props through.
  return memo(DeferredPart) as unknown as ComponentType<P>;
}

function Settled({ part }: { part: object }) {
  useEffect(() => partHydrated(part), [part]);
  return null;
}
