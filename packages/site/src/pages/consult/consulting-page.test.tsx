import { CONSULT_VALIDATION_MESSAGES } from '@lawfirm/api-client';
import { anyOrigin, jsonFor } from '@lawfirm/api-client/msw';
import { CONSULTING_PATH, consultingResponseSchema } from '@lawfirm/api-client/site';
import { FORM_LABEL, SUBMIT_LABEL } from '@lawfirm/consult-form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ROUTE_TITLES } from '../../route-titles';
import { server } from '../../test/msw-server';
import { renderWithRouter } from '../../test/render-with-router';

import { ConsultingPage } from './consulting-page';

afterEach(() => vi.restoreAllMocks());

describe('ConsultingPage (spec/site.md §2 /consulting)', () => {
  it('puts the corporate form under the page title, intro and breadcrumb', async () => {
    await renderWithRouter(<ConsultingPage />, { path: '/consulting' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTE_TITLES['/consulting']);
    expect(screen.getByRole('form', { name: FORM_LABEL })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: '현재 위치' });
    expect(trail.textContent).toBe(`홈${ROUTE_TITLES['/choice']}${ROUTE_TITLES['/consulting']}`);
    // The case-field select is filled from api-client's shared call #13 handler.
    await waitFor(() => expect(screen.getByRole('option', { name: '채권 회수' })).toBeTruthy());
  });

  it('alerts the first §5 rule when sent empty and stays', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = await renderWithRouter(<ConsultingPage />, { path: '/consulting' });

    await userEvent.click(screen.getByRole('button', { name: SUBMIT_LABEL }));

    expect(alert).toHaveBeenCalledWith(CONSULT_VALIDATION_MESSAGES.isCheck);
    expect(router.state.location.pathname).toBe('/consulting');
  });

  it("goes on to /complete?isConsult=true inside the router once the request is stored, sent with the site's group", async () => {
    let sent: unknown;
    server.use(
      http.post(anyOrigin(CONSULTING_PATH), async ({ request }) => {
        sent = await request.json();
        return jsonFor(consultingResponseSchema, { result: true, isNotComplete: false });
      }),
    );
    const { router } = await renderWithRouter(<ConsultingPage />, {
      path: '/consulting',
      settings: { centerCode: 'CT0028' },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
    await user.click(screen.getByRole('checkbox', { name: /만 14세 이상입니다/ }));
    await user.click(screen.getByRole('radio', { name: '기업 소송' }));
    await user.type(screen.getByRole('textbox', { name: '회사명' }), '주식회사 한빛소프트');
    await user.type(screen.getByRole('textbox', { name: '담당자명' }), '김민준');
    await user.type(screen.getByRole('textbox', { name: '연락처' }), '01012345678');
    await user.click(screen.getByRole('button', { name: SUBMIT_LABEL }));

    await waitFor(() => expect(router.state.location.href).toBe('/complete?isConsult=true'));
    expect(sent).toMatchObject({
      cc_name: '주식회사 한빛소프트',
      cc_tel: '01012345678',
      center_code: 'CT0028',
    });
  });
});
