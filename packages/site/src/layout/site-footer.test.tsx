import {
  CENTER_FOOTER_LIST_PATH,
  CENTER_LIST_PATH,
  FOOTER_TERMS_PATH,
  centerListResponseSchema,
} from '@lawfirm/api-client/site';
import { answer, answers, fail, firmFooter, footerTerms } from '@lawfirm/api-client/msw';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { FIRM_NAME } from '../constants';
import { server } from '../test/msw-server';
import { renderWithRouter } from '../test/render-with-router';

import { SiteFooter } from './site-footer';

const footer = () => screen.getByRole('contentinfo');

/** Opens the group shortcuts, which show once the group list has arrived; their labels. */
async function openGroupShortcuts(): Promise<string[]> {
  const toggle = await screen.findByRole('button', { name: '분야별 바로가기' });
  await userEvent.click(toggle);
  const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent!.replace(' (새 창)', ''));
}

describe('SiteFooter', () => {
  it("shows the firm's row, its terms and the group shortcuts from the network", async () => {
    await renderWithRouter(<SiteFooter />);

    expect(
      await within(footer()).findByText(`사업자등록번호 ${firmFooter.business_number}`),
    ).toBeTruthy();
    expect(within(footer()).getByText(firmFooter.address)).toBeTruthy();
    const terms = await screen.findByRole('navigation', { name: '약관 및 정책' });
    expect(
      await within(terms).findByRole('link', { name: footerTerms[0]!.terms_name }),
    ).toBeTruthy();

    // spec/site.md §2 Footer "Group list rules": no whole firm, no CT0022, centres labelled,
    // ICT0005 followed by its M&A centre.
    expect(await openGroupShortcuts()).toEqual([
      '기업법무',
      '노동·산재',
      '디지털포렌식센터',
      '의료·제약 센터',
      '기업자문그룹',
      'M&A 센터',
    ]);
  });

  it("shows a centre site's own row and number", async () => {
    await renderWithRouter(<SiteFooter />, { settings: { centerCode: 'CT0023' } });

    const centre = answers.centerFooterList.data.find((row) => row.code === 'CT0023')!;
    expect(await within(footer()).findByText(centre.company_name)).toBeTruthy();
    expect(within(footer()).getByRole('link', { name: centre.tel! })).toBeTruthy();
  });

  it('follows the group list the network answers', async () => {
    server.use(
      answer(CENTER_LIST_PATH, centerListResponseSchema, {
        result: true,
        data: [{ ...answers.centerList.data[1]!, code: 'CT0031', code_name: '가사·상속' }],
      }),
    );
    await renderWithRouter(<SiteFooter />);

    expect(await openGroupShortcuts()).toEqual(['가사·상속']);
  });

  it("logs a failed call and still shows the firm's name and the site phone (spec/site.md §8)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(fail(CENTER_FOOTER_LIST_PATH, 503), fail(FOOTER_TERMS_PATH, 'network'));
    await renderWithRouter(<SiteFooter />, { settings: { phone: '1800-7905' } });

    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('footer data failed', expect.anything()),
    );
    expect(within(footer()).getByText(FIRM_NAME)).toBeTruthy();
    expect(within(footer()).getByRole('link', { name: '1800-7905' })).toBeTruthy();
    expect(within(footer()).queryByText(/사업자등록번호/)).toBeNull();
  });
});
