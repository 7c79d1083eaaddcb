import {
  CENTER_FOOTER_LIST_PATH,
  centerFooterListResponseSchema,
  FOOTER_TERMS_PATH,
  footerTermsResponseSchema,
  HOME_LANDING_PATH,
  homeLandingResponseSchema,
  LAWYER_LIST_PATH,
  lawyerListResponseSchema,
  OFFICE_LIST_PATH,
  officeListResponseSchema,
  PARTNER_LIST_PATH,
  partnerListResponseSchema,
  STATISTICS_PATH,
  statisticsResponseSchema,
  TERM_DETAIL_PATH,
  termDetailResponseSchema,
  TERMS_LIST_PATH,
  termsListResponseSchema,
} from '@lawfirm/api-client/site';
import {
  DEFAULT_LIST_PAGE_SIZE,
  HOME_LINK_CARD_COUNT,
  MAX_PAGE_SIZE,
  PHONE_PLACEHOLDER,
  PLAIN_TEXT_MESSAGE,
  REGIONS,
  TERMS_FOOTER_ETC,
  apiErrorBodySchema,
  fillPath,
} from '@lawfirm/api-client';
import { describe, expect, it } from 'vitest';

import { CENTER_CODES, DEFAULT_CENTER_CODE } from '../constants';
import { VIDEO_DIRECTION_OFFICE_KEYS } from '../db/constants';
import { statistics, terms } from '../db/schema';
import { LAWYER_SEED } from '../seed/lawyer-seed';
import { OFFICE_SEED } from '../seed/office-seed';
import { SITE_CONTENT_SEED } from '../seed/site-content-seed';
import { STATISTICS_SEED } from '../seed/statistics-seed';
import { TERM_SEED } from '../seed/term-seed';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { NOT_FOUND_MESSAGES } from './content-not-found';

const get = (url: string) => ({ method: 'GET' as const, url });

describeOnEachDatabase('content: site reads', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);
  const read = async (url: string) => {
    const response = await getApp().inject(get(url));
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  };

  describe('#2 center footers', () => {
    it('lists the firm and every centre, with consult links under the centre URL', async () => {
      const { data } = centerFooterListResponseSchema.parse(await read(CENTER_FOOTER_LIST_PATH));

      expect(data.map((footer) => footer.code)).toEqual([DEFAULT_CENTER_CODE, ...CENTER_CODES]);
      const [firm, ...centres] = data;
      expect(firm).toMatchObject({
        tel: null,
        consult_links: { corporate: '/consulting', individual: '/consult' },
      });
      expect(firm?.ad_lawyers).toHaveLength(2);
      for (const centre of centres) {
        const seeded = SITE_CONTENT_SEED.centerFooters.find((row) => row.groupCode === centre.code);
        expect(centre.consult_links.corporate).toBe(`${seeded?.centerConsultUrl}/consulting`);
        expect(centre.consult_links.individual).toBe(`${seeded?.centerConsultUrl}/consult`);
        expect(centre.social_links.map((link) => link.kind)).toEqual([
          'case_search',
          'blog',
          'chat',
          'video',
          'photo',
        ]);
      }
    });
  });

  describe('#3 footer terms and the term pages', () => {
    const inEffect = (code: string) =>
      TERM_SEED.filter((term) => term.termsCode === code).sort(
        (a, b) => (b.version ?? 1) - (a.version ?? 1),
      )[0];
    const footerCodes = [...new Set(TERM_SEED.map((term) => term.termsCode))].filter(
      (code) => inEffect(code)?.etc === TERMS_FOOTER_ETC,
    );

    it('lists the webfooter terms in effect, each once, by default and when asked', async () => {
      for (const url of [FOOTER_TERMS_PATH, `${FOOTER_TERMS_PATH}?etc=${TERMS_FOOTER_ETC}`]) {
        const { data } = footerTermsResponseSchema.parse(await read(url));
        expect(data.list.map((term) => term.terms_code)).toEqual(footerCodes);
      }
      expect(footerCodes).not.toContain('marketing-consent');
    });

    it('answers an empty list for a tag nothing carries', async () => {
      const { data } = footerTermsResponseSchema.parse(
        await read(`${FOOTER_TERMS_PATH}?etc=appfooter`),
      );
      expect(data.list).toEqual([]);
    });

    it('lists every term in effect, and shows the version in effect, not a future one', async () => {
      const all = termsListResponseSchema.parse(await read(TERMS_LIST_PATH));
      expect(all.data.list.map((term) => term.terms_code)).toEqual([
        ...new Set(TERM_SEED.map((term) => term.termsCode)),
      ]);

      await getDatabase().db.insert(terms).values({
        termsCode: 'privacy-policy',
        termsName: '개인정보처리방침',
        body: '<p>다음 달부터 적용될 개정안</p>',
        etc: TERMS_FOOTER_ETC,
        version: 99,
        effectiveDate: '2999-01-01',
      });
      const { data } = termDetailResponseSchema.parse(
        await read(fillPath(TERM_DETAIL_PATH, { terms_code: 'privacy-policy' })),
      );
      const current = inEffect('privacy-policy');
      expect(data).toEqual({
        terms_code: 'privacy-policy',
        terms_name: current?.termsName,
        body: current?.body,
        effective_date: current?.effectiveDate,
      });
      expect(data.body).not.toContain('개정안');
    });

    it('answers 404 with a Korean message for an unknown term', async () => {
      const response = await getApp().inject(
        get(fillPath(TERM_DETAIL_PATH, { terms_code: 'nope' })),
      );
      expect(response.statusCode).toBe(404);
      expect(apiErrorBodySchema.parse(response.json()).msg).toBe(NOT_FOUND_MESSAGES.term);
    });

    it.each<BadInput>([
      {
        name: 'etc with markup',
        request: get(`${FOOTER_TERMS_PATH}?etc=%3Cscript%3E`),
        path: 'etc',
      },
      {
        name: 'etc too long',
        request: get(`${FOOTER_TERMS_PATH}?etc=${'a'.repeat(51)}`),
        path: 'etc',
      },
      { name: 'etc empty', request: get(`${FOOTER_TERMS_PATH}?etc=`), path: 'etc' },
      { name: 'etc twice', request: get(`${FOOTER_TERMS_PATH}?etc=a&etc=b`), path: 'etc' },
      {
        name: 'terms_code with markup',
        request: get('/api/terms/%3Cb%3Ex%3C%2Fb%3E'),
        path: 'terms_code',
      },
      {
        name: 'terms_code too long',
        request: get(`/api/terms/${'a'.repeat(51)}`),
        path: 'terms_code',
      },
      {
        name: 'terms_code with a dot',
        request: get('/api/terms/privacy.policy'),
        path: 'terms_code',
      },
    ])('refuses $name', async (input) => {
      await expectRefused(getApp(), getDatabase().db, input);
    });
  });

  describe('statistics', () => {
    it('answers the eight figures', async () => {
      const { data } = statisticsResponseSchema.parse(await read(STATISTICS_PATH));
      expect(data).toEqual({
        consult_cnt: STATISTICS_SEED.consultCnt,
        mandate_cnt: STATISTICS_SEED.mandateCnt,
        professional_cnt: STATISTICS_SEED.professionalCnt,
        consult_cnt_day: STATISTICS_SEED.consultCntDay,
        mandate_cnt_day: STATISTICS_SEED.mandateCntDay,
        office_cnt: OFFICE_SEED.offices.length,
        consult_date: STATISTICS_SEED.consultDate,
        month_business_day: STATISTICS_SEED.monthBusinessDay,
      });
    });

    it('answers 404 with a Korean message while there are none', async () => {
      await getDatabase().db.delete(statistics);
      const response = await getApp().inject(get(STATISTICS_PATH));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ result: false, msg: NOT_FOUND_MESSAGES.statistics });
    });
  });

  describe('offices', () => {
    it('lists the 12 regions in map order, each office once, video only where the spec says', async () => {
      const { data } = officeListResponseSchema.parse(await read(OFFICE_LIST_PATH));

      expect(data.list.map((region) => region.key)).toEqual(REGIONS.map((region) => region.key));
      expect(data.list.map((region) => region.name)).toEqual(REGIONS.map((region) => region.name));
      const offices = data.list.flatMap((region) => region.offices);
      expect(offices.map((office) => office.key).sort()).toEqual(
        OFFICE_SEED.offices.map((office) => office.key).sort(),
      );
      for (const region of data.list) expect(region.offices.length).toBeGreaterThan(0);
      for (const office of offices) {
        const hasVideo = (VIDEO_DIRECTION_OFFICE_KEYS as readonly string[]).includes(office.key);
        expect(office.video_url !== null, office.key).toBe(hasVideo);
        expect(office.parking_info_arr.join('|')).toBe(office.parking_info);
        expect(office.url).toBe(`/map/${office.key}`);
        expect(office.src).toBe(office.img);
      }
      expect(offices.filter((office) => office.video_url !== null)).toHaveLength(
        VIDEO_DIRECTION_OFFICE_KEYS.length,
      );
    });

    it('gives each office the directions its map is drawn from, as stored', async () => {
      const { data } = officeListResponseSchema.parse(await read(OFFICE_LIST_PATH));
      const offices = data.list.flatMap((region) => region.offices);
      for (const office of offices) {
        const seeded = OFFICE_SEED.offices.find((row) => row.key === office.key);
        expect(office.directions, office.key).toEqual(seeded?.directions);
      }
      const jeju = offices.find((office) => office.key === 'jeju');
      expect(jeju?.directions?.stations[0]?.name).toBe('제주지방법원 정류장');
    });
  });

  describe('lawyers', () => {
    const ordered = [...LAWYER_SEED].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));

    it('pages all lawyers in their order, 12 by default', async () => {
      const { data } = lawyerListResponseSchema.parse(await read(LAWYER_LIST_PATH));
      expect(data.totalCount).toBe(LAWYER_SEED.length);
      expect(data.list.map((lawyer) => lawyer.idx)).toEqual(
        ordered.slice(0, DEFAULT_LIST_PAGE_SIZE).map((lawyer) => lawyer.idx),
      );

      const second = lawyerListResponseSchema.parse(
        await read(`${LAWYER_LIST_PATH}?pageNumber=2&pageSize=5`),
      );
      expect(second.data.list.map((lawyer) => lawyer.idx)).toEqual(
        ordered.slice(5, 10).map((lawyer) => lawyer.idx),
      );
    });

    it("lists one group's lawyers", async () => {
      const { data } = lawyerListResponseSchema.parse(
        await read(`${LAWYER_LIST_PATH}?group_code=${DEFAULT_CENTER_CODE}`),
      );
      const expected = ordered.filter((lawyer) => lawyer.groupCode === DEFAULT_CENTER_CODE);
      expect(data.totalCount).toBe(expected.length);
      expect(data.list.map((lawyer) => lawyer.lawyer_name)).toEqual(
        expected.map((lawyer) => lawyer.lawyerName),
      );
    });

    it.each<BadInput>([
      {
        name: 'a malformed group code',
        request: get(`${LAWYER_LIST_PATH}?group_code=CT12`),
        path: 'group_code',
      },
      {
        name: 'a group code with markup',
        request: get(`${LAWYER_LIST_PATH}?group_code=%3Cscript%3E`),
        path: 'group_code',
      },
      {
        name: 'a page of text',
        request: get(`${LAWYER_LIST_PATH}?pageNumber=abc`),
        path: 'pageNumber',
      },
      { name: 'page 0', request: get(`${LAWYER_LIST_PATH}?pageNumber=0`), path: 'pageNumber' },
      {
        name: 'a page number too long',
        request: get(`${LAWYER_LIST_PATH}?pageNumber=${'9'.repeat(12)}`),
        path: 'pageNumber',
      },
      {
        name: 'a page size above the maximum',
        request: get(`${LAWYER_LIST_PATH}?pageSize=${MAX_PAGE_SIZE + 1}`),
        path: 'pageSize',
      },
      {
        name: 'an empty page size',
        request: get(`${LAWYER_LIST_PATH}?pageSize=`),
        path: 'pageSize',
      },
    ])('refuses $name', async (input) => {
      await expectRefused(getApp(), getDatabase().db, input);
    });
  });

  describe('partner logos and the home landing block', () => {
    it('lists the partners in order with their logos', async () => {
      const { data } = partnerListResponseSchema.parse(await read(PARTNER_LIST_PATH));
      expect(data.list).toEqual(
        SITE_CONTENT_SEED.partnerLogos.map(({ name, url, logo }) => ({ name, url, logo })),
      );
    });

    it('answers the hash-tags and four link cards with the phone placeholder', async () => {
      const { data } = homeLandingResponseSchema.parse(await read(HOME_LANDING_PATH));
      expect(data.hashTags).toEqual(SITE_CONTENT_SEED.homeHashTags.map((tag) => tag.keyword));
      expect(data.hashTags.some((tag) => tag.includes('·'))).toBe(true);
      expect(data.linkCards).toHaveLength(HOME_LINK_CARD_COUNT);
      for (const card of data.linkCards) expect(card.subText).toContain(PHONE_PLACEHOLDER);
      expect(data.linkCards.map((card) => card.newTab)).toContain(true);
    });
  });

  it('refuses markup in a free-text keyword with the Korean message', async () => {
    await expectRefused(getApp(), getDatabase().db, {
      name: 'a keyword with a tag',
      request: get('/api/info/list?keyword=%3Cb%3E'),
      path: 'keyword',
      message: PLAIN_TEXT_MESSAGE,
    });
  });
});
