import { act, fireEvent, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The moment "after load, when idle" is the test's to choose.
const idle = vi.hoisted(() => ({ callbacks: [] as (() => void)[] }));
vi.mock('../scheduling/after-load-when-idle', () => ({
  afterLoadWhenIdle: (callback: () => void) => idle.callbacks.push(callback),
}));

/** A counter whose button works only once React has hydrated it. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

/** A fresh copy of the module (its parts and signals) and a loader the test releases. */
async function freshPart() {
  vi.resetModules();
  const deferred = await import('./deferred-part');
  const progress = await import('./hydration-progress');
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const loader = vi.fn(() => gate.then(() => Counter));
  const Part = deferred.deferredPart(loader);
  return { ...deferred, ...progress, Part, loader, release };
}

/** The markup the server sends for a loaded part: its content in a Suspense boundary. */
function serverHtml(label: string) {
  return renderToString(
    <Suspense fallback={null}>
      <Counter label={label} />
    </Suspense>,
  );
}

let container: HTMLElement;
beforeEach(() => {
  idle.callbacks.length = 0;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

describe('deferredPart', () => {
  it('renders in full once its code is loaded (what the server sends)', async () => {
    const { Part, preloadDeferredParts, release } = await freshPart();
    release();
    await preloadDeferredParts();
    expect(renderToString(<Part label="상담" />)).toBe(serverHtml('상담'));
  });

  it('keeps the server HTML, inert, until the page has loaded and is idle; then hydrates it', async () => {
    const part = await freshPart();
    const ClientPart = part.Part;
    container.innerHTML = serverHtml('상담');
    const hydrated = vi.fn();

    await act(async () => {
      hydrateRoot(container, <ClientPart label="상담" />);
    });
    part.whenDeferredPartsHydrated(hydrated);
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('상담 0');
    // Not hydrated yet: React does not handle the click.
    fireEvent.click(button);
    expect(button.textContent).toBe('상담 0');
    expect(hydrated).not.toHaveBeenCalled();

    await act(async () => {
      for (const callback of idle.callbacks) callback();
      part.release();
    });
    await waitFor(() => expect(hydrated).toHaveBeenCalledOnce());
    // The same element, now React's.
    expect(container.querySelector('button')).toBe(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('상담 1');
  });

  it('keeps the server HTML while its code loads, through a re-render of its parent', async () => {
    const part = await freshPart();
    const ClientPart = part.Part;
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <>
          <p>
            <button type="button" onClick={() => setCount((value) => value + 1)}>
              {`부모 ${count}`}
            </button>
          </p>
          <ClientPart label="상담" />
        </>
      );
    }
    container.innerHTML = renderToString(
      <>
        <p>
          <button type="button">부모 0</button>
        </p>
        <Suspense fallback={null}>
          <Counter label="상담" />
        </Suspense>
      </>,
    );
    await act(async () => {
      hydrateRoot(container, <Parent />);
    });
    // The parent, hydrated, re-renders; the part's code has not arrived.
    fireEvent.click(container.querySelector('p button')!);
    expect(container.querySelector('p')?.textContent).toBe('부모 1');
    expect(container.querySelector(':scope > button')?.textContent).toBe('상담 0');

    await act(async () => {
      for (const callback of idle.callbacks) callback();
      part.release();
    });
    await waitFor(() =>
      expect(container.querySelector(':scope > button')?.textContent).toBe('상담 0'),
    );
  });

  it('fetches its code at the first pointer or key, without waiting for idle', async () => {
    const part = await freshPart();
    const ClientPart = part.Part;
    container.innerHTML = serverHtml('상담');
    await act(async () => {
      hydrateRoot(container, <ClientPart label="상담" />);
    });
    expect(part.loader).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(part.loader).toHaveBeenCalledOnce());
    expect(idle.callbacks.length).toBeGreaterThan(0);
  });

  it('in an app the browser renders itself, loads and renders at once', async () => {
    const part = await freshPart();
    part.renderDeferredPartsAtOnce();
    const ClientPart = part.Part;
    await act(async () => {
      createRoot(container).render(<ClientPart label="상담" />);
    });
    expect(part.loader).toHaveBeenCalledOnce();
    await act(async () => part.release());
    await waitFor(() => expect(container.querySelector('button')?.textContent).toBe('상담 0'));
    expect(idle.callbacks).toEqual([]);
  });

  it('preloads the parts a part declares, for the server to render them too', async () => {
    vi.resetModules();
    const deferred = await import('./deferred-part');
    const Outer = deferred.deferredPart(async () => {
      // Loading the outer part's module declares an inner part, as a layout part's may.
      const Inner = deferred.deferredPart(() => Promise.resolve(Counter));
      return function OuterPart() {
        return <Inner label="안쪽" />;
      };
    });
    await deferred.preloadDeferredParts();
    expect(renderToString(<Outer />)).toContain('안쪽 0');
  });

  it('answers at once when no part is waiting', async () => {
    const { whenDeferredPartsHydrated } = await freshPart();
    const callback = vi.fn();
    whenDeferredPartsHydrated(callback);
    expect(callback).toHaveBeenCalledOnce();
  });
});
