// The seed against the shared contract of @lawfirm/api-client: with its columns named as the
// spec names them (snake_case), a seeded row is what the calls answer, so the services only map.
import { caseItemSchema, editorDocumentSchema, popupBannerSchema } from '@lawfirm/api-client/site';
import { describe, expect, it } from 'vitest';

import { FAQ_GUBUN } from '../db/constants';
import { BANNER_SEED } from './banner-seed';
import { FAQ_SEED } from './faq-seed';
import { MEMBER_SEED } from './member-seed';

const snakeCase = (row: object) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      value,
    ]),
  );

describe('the seed in the shapes of @lawfirm/api-client', () => {
  it.each(BANNER_SEED.map((banner) => [banner.idx, banner] as const))(
    'banner %i is a popup banner',
    (_idx, banner) => {
      const parsed = popupBannerSchema.safeParse(snakeCase(banner));
      expect(parsed.error?.message).toBeUndefined();
    },
  );

  it('every case is a case item', () => {
    for (const item of MEMBER_SEED.cases) {
      const parsed = caseItemSchema.safeParse(snakeCase(item));
      expect(parsed.error?.message, String(item.idx)).toBeUndefined();
    }
  });

  it('every editor answer is an editor document', () => {
    for (const entry of FAQ_SEED.entries.filter((item) => item.gubun === FAQ_GUBUN.editor)) {
      expect(
        editorDocumentSchema.safeParse(JSON.parse(entry.answer)).success,
        String(entry.idx),
      ).toBe(true);
    }
  });
});
