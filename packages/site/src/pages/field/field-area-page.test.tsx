import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { FIELD_AREA_COPY } from './field-area-copy';
import { CENTERS_FIXTURE, PRACTICE_AREAS_FIXTURE } from './field-area-fixture';
import { FieldAreaPage } from './field-area-page';

function renderPage() {
  return renderWithRouter(
    <FieldAreaPage areas={PRACTICE_AREAS_FIXTURE} centers={CENTERS_FIXTURE} />,
    {
      path: '/field/area',
    },
  );
}

// spec/site.md §2 /field/area, §3 Field/case-type.
describe('FieldAreaPage', () => {
  it('has a Korean heading and a jump list to every field', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: FIELD_AREA_COPY.title })).toBeTruthy();
    const jump = screen.getByRole('navigation', { name: FIELD_AREA_COPY.jumpLabel });
    const links = within(jump).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      PRACTICE_AREAS_FIXTURE.map(({ group }) => group.code_name),
    );
    expect(links[0]!.getAttribute('href')).toBe('#corporation');
    expect(links[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('shows each field under its anchor with its case types', async () => {
    await renderPage();
    const card = document.getElementById('divorce')!;
    expect(within(card).getByRole('heading', { level: 2, name: '이혼' })).toBeTruthy();
    const types = within(card).getByRole('list', { name: FIELD_AREA_COPY.caseTypesOf('이혼') });
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['협의이혼', '재판이혼', '재산분할', '양육권·양육비', '상간자 소송']);
  });

  it('links a field to its Q&A category, success cases and info articles', async () => {
    await renderPage();
    const links = within(document.getElementById('divorce')!).getByRole('list', {
      name: FIELD_AREA_COPY.linksOf('이혼'),
    });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [FIELD_AREA_COPY.faq, '/faq/divorce'],
      [FIELD_AREA_COPY.success, '/success?group_code=CT0005'],
      [FIELD_AREA_COPY.info, '/info?group_code=CT0005'],
    ]);
  });

  it('lists a Q&A-only category’s newest questions where case types would be, and its Q&A', async () => {
    await renderPage();
    const card = document.getElementById('aiit')!;
    expect(
      within(card).queryByRole('list', { name: FIELD_AREA_COPY.caseTypesOf('AI·IT') }),
    ).toBeNull();
    const questions = within(card).getByRole('list', {
      name: FIELD_AREA_COPY.questionsOf('AI·IT'),
    });
    expect(
      within(questions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['생성형 AI로 만든 이미지를 상업적으로 써도 되나요?', '/faq/detail/900'],
      ['앱 서비스의 개인정보 처리방침은 어떻게 써야 하나요?', '/faq/detail/901'],
      ['외주 개발한 소프트웨어의 저작권은 누구에게 있나요?', '/faq/detail/902'],
    ]);
    const links = within(card).getByRole('list', { name: FIELD_AREA_COPY.linksOf('AI·IT') });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/faq/aiit']);
  });

  it('lists the centres that group fields shown here, each field a jump to its card', async () => {
    await renderPage();
    const section = screen.getByRole('region', { name: FIELD_AREA_COPY.centersTitle });
    // The firm has no fields of its own; the forensic centre's field is not in the fixture.
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['기업자문그룹']);
    const fields = within(section).getByRole('list', {
      name: FIELD_AREA_COPY.centerFieldsOf('기업자문그룹'),
    });
    expect(
      within(fields)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['기업법무', '#corporation'],
      ['공정거래', '#fair-trade'],
    ]);
  });

  it('shows no centres without the group list', async () => {
    await renderWithRouter(<FieldAreaPage areas={PRACTICE_AREAS_FIXTURE} />);
    expect(screen.queryByRole('region', { name: FIELD_AREA_COPY.centersTitle })).toBeNull();
  });

  it('leads on to the strengths and to a consultation', async () => {
    await renderPage();
    expect(
      screen.getByRole('link', { name: FIELD_AREA_COPY.strengthLink }).getAttribute('href'),
    ).toBe('/strength');
    expect(screen.getByRole('link', { name: '상담 예약하기' }).getAttribute('href')).toBe(
      '/choice',
    );
  });
});
