import { firmFooter } from '@lawfirm/api-client/msw';
import { describe, expect, it } from 'vitest';

import { FIRM_NAME } from '../constants';
import { firmProfile, internationalPhone } from './firm-profile';

const SITE = 'http://localhost:3000';

describe('firmProfile', () => {
  it("takes the firm's name, address, business number and channels from its footer", () => {
    expect(firmProfile(firmFooter, '1800-7905', SITE)).toEqual({
      name: firmFooter.company_name,
      phone: '1800-7905',
      address: firmFooter.address,
      businessNumber: firmFooter.business_number,
      profileUrls: [
        'http://blog.localhost:3000',
        'http://video.localhost:3000',
        'http://photo.localhost:3000',
      ],
    });
  });

  it('keeps no page of the site, chat or malformed link as a profile, and names each once', () => {
    const footer = {
      ...firmFooter,
      social_links: [
        { kind: 'case_search' as const, name: '나의 사건 검색', url: `${SITE}/mycase` },
        { kind: 'blog' as const, name: '블로그', url: `${SITE}/blog` },
        { kind: 'chat' as const, name: '채팅', url: 'https://chat.example.org' },
        { kind: 'video' as const, name: '영상', url: '/video' },
        { kind: 'photo' as const, name: '사진', url: 'https://photo.example.org' },
        { kind: 'photo' as const, name: '사진', url: 'https://photo.example.org' },
      ],
    };
    expect(firmProfile(footer, '1800-7905', SITE).profileUrls).toEqual([
      'https://photo.example.org',
    ]);
  });

  it("uses the footer's own number when it has one", () => {
    expect(firmProfile({ ...firmFooter, tel: '02-6959-7905' }, '1800-7905', SITE).phone).toBe(
      '02-6959-7905',
    );
  });

  it("falls back to the firm's name and the site's phone without a footer", () => {
    expect(firmProfile(undefined, '1800-7905', SITE)).toEqual({
      name: FIRM_NAME,
      phone: '1800-7905',
      profileUrls: [],
    });
  });
});

describe('internationalPhone', () => {
  it.each([
    ['1800-7905', '+82-1800-7905'],
    ['02-7865-7905', '+82-2-7865-7905'],
    ['031-711-7903', '+82-31-711-7903'],
    ['+82-2-7865-7905', '+82-2-7865-7905'],
  ])('writes %s as %s', (phone, international) => {
    expect(internationalPhone(phone)).toBe(international);
  });
});
