import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { memberInterests } from './member-interests';
import { MEMBER_FIELD_LISTS_FIXTURE, MEMBER_FIXTURE } from './member-fixture';
import { MyPage } from './my-page';

const interests = memberInterests(MEMBER_FIXTURE, MEMBER_FIELD_LISTS_FIXTURE);

const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('memberInterests', () => {
  it('names each chosen category and its chosen case types', () => {
    expect(interests).toEqual([
      { code: 'CT0005', name: '이혼', fields: ['재판이혼', '재산분할'] },
      { code: 'CT0006', name: '상속·가사', fields: ['상속재산분할'] },
    ]);
  });

  it('leaves out types no list knows and tolerates a missing list', () => {
    expect(memberInterests({ categories: ['CT0012'], fields: [999] }, [])).toEqual([
      { code: 'CT0012', name: '조세', fields: [] },
    ]);
  });
});

describe('MyPage (spec/site.md §2 /mypage)', () => {
  it('shows the name, e-mail, provider in Korean, interests and the two ways on', async () => {
    await renderWithRouter(<MyPage member={MEMBER_FIXTURE} interests={interests} />, {
      path: '/mypage',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('마이페이지');
    expect(valueOf('이름')).toBe('김온유');
    expect(valueOf('이메일')).toBe('onyu.demo@lawfirm.example');
    expect(valueOf('로그인 방식')).toBe('카카오 계정');
    const section = screen.getByRole('region', { name: '관심 분야' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['이혼', '상속·가사']);
    expect(
      within(screen.getByRole('list', { name: '이혼 관심 사건 유형' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['재판이혼', '재산분할']);
    expect(screen.getByRole('link', { name: '나의 사건 현황 보기' }).getAttribute('href')).toBe(
      '/mycase',
    );
    expect(screen.getByRole('link', { name: '회원 탈퇴' }).getAttribute('href')).toBe(
      '/mypage/withdrawal',
    );
  });

  it('says when a chosen category has no case type chosen', async () => {
    await renderWithRouter(
      <MyPage member={MEMBER_FIXTURE} interests={[{ code: 'CT0012', name: '조세', fields: [] }]} />,
    );
    expect(screen.queryByRole('list', { name: '조세 관심 사건 유형' })).toBeNull();
    expect(screen.getByText('선택한 사건 유형이 없습니다.')).toBeTruthy();
  });

  it.each([
    ['naver', '네이버 계정'],
    ['google', '구글 계정'],
    ['apple', '애플 계정'],
  ] as const)('names the %s provider', async (provider, name) => {
    await renderWithRouter(
      <MyPage member={{ ...MEMBER_FIXTURE, provider, email: null, name: null }} interests={[]} />,
    );
    expect(valueOf('로그인 방식')).toBe(name);
    expect(valueOf('이메일')).toBe('등록된 정보가 없습니다');
    expect(screen.getByText('선택한 관심 분야가 없습니다.')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    document.documentElement.lang = 'ko';
    document.title = '마이페이지 | 법무법인 대륜';
    const { container } = await renderWithRouter(
      <main>
        <MyPage member={MEMBER_FIXTURE} interests={interests} />
      </main>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
