import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useOpenStateSync } from './use-open-state-sync';

afterEach(cleanup);

function Tab(props: {
  open: boolean;
  enabled?: boolean;
  onRequestOpen(): void;
  onRequestClose(): void;
}) {
  useOpenStateSync({ centerCode: 'CT0000', enabled: true, ...props });
  return null;
}

/** A tab whose loader does what the panel asks, as loader/widget.ts does. */
function tab(open = false, enabled = true) {
  const onRequestOpen = vi.fn();
  const onRequestClose = vi.fn();
  const view = render(
    <Tab
      open={open}
      enabled={enabled}
      onRequestOpen={onRequestOpen}
      onRequestClose={onRequestClose}
    />,
  );
  const show = (next: boolean) =>
    view.rerender(
      <Tab
        open={next}
        enabled={enabled}
        onRequestOpen={onRequestOpen}
        onRequestClose={onRequestClose}
      />,
    );
  return { onRequestOpen, onRequestClose, show };
}

/** BroadcastChannel delivers in a later task. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('useOpenStateSync', () => {
  it('opening and closing in one tab asks the others to follow, and they do not echo it', async () => {
    const first = tab();
    const second = tab();
    first.show(true);
    await delivered();
    expect(second.onRequestOpen).toHaveBeenCalledOnce();
    second.show(true);
    await delivered();
    expect(first.onRequestOpen).not.toHaveBeenCalled();
    expect(first.onRequestClose).not.toHaveBeenCalled();

    second.show(false);
    await delivered();
    expect(first.onRequestClose).toHaveBeenCalledOnce();
  });

  it('leaves out a chat that is the page itself', async () => {
    const page = tab(false, false);
    const other = tab();
    other.show(true);
    page.show(true);
    await delivered();
    expect(page.onRequestOpen).not.toHaveBeenCalled();
    expect(other.onRequestOpen).not.toHaveBeenCalled();
  });
});
