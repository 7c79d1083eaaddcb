import { describe, expect, it, vi } from 'vitest';

import { SHARE_COPIED_MESSAGE, SHARE_UNSUPPORTED_MESSAGE } from './map-constants';
import { shareOffice } from './share-office';

const target = { title: '서울 본사', url: 'https://firm.test/map/seoul' };

describe('shareOffice (spec/site.md §2 Office map share)', () => {
  it('uses the browser share function when there is one, without a message', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareOffice(target, { share, clipboard: { writeText } })).toBeNull();
    expect(share).toHaveBeenCalledWith({ title: '서울 본사', url: target.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor cancels the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const writeText = vi.fn();
    expect(await shareOffice(target, { share, clipboard: { writeText } })).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies /map/{key} to the clipboard without a share function', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOffice(target, { clipboard: { writeText } })).toBe(SHARE_COPIED_MESSAGE);
    expect(writeText).toHaveBeenCalledWith(target.url);
  });

  it('falls back to the clipboard when sharing fails otherwise', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOffice(target, { share, clipboard: { writeText } })).toBe(
      SHARE_COPIED_MESSAGE,
    );
  });

  it.each([
    ['no share function and no clipboard', {}],
    [
      'a clipboard that refuses',
      { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } },
    ],
  ])('says sharing is not supported with %s', async (_case, nav) => {
    expect(await shareOffice(target, nav)).toBe(SHARE_UNSUPPORTED_MESSAGE);
  });
});
