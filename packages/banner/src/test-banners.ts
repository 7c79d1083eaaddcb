// Banners for tests and stories: every §3 field, all day, every day, 2025 to 2089.
import type { PopupBanner } from '@lawfirm/api-client/site-core';

export function testBanner(
  overrides: Partial<PopupBanner> & Pick<PopupBanner, 'idx'>,
): PopupBanner {
  return {
    start_at: '2025-01-01',
    end_at: '2089-12-31',
    days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    start_hour: null,
    start_min: null,
    end_hour: null,
    end_min: null,
    file_type: 'file_pc',
    p_link: '/choice',
    link_type: '_self',
    color_code: 'AE0E36',
    file_path: '/static/banners/',
    save_file_name: `banner-${overrides.idx}.svg`,
    file_alt: `배너 ${overrides.idx}`,
    ...overrides,
  };
}

/** A Map-backed Web Storage stand-in. */
export function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}
