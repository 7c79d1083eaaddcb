import { Suspense, use, useEffect } from 'react';
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
  await Promise.all([...registered].map((part) => part.load()));
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
  return DeferredPart;
}

function Settled({ part }: { part: object }) {
  useEffect(() => partHydrated(part), [part]);
  return null;
}
