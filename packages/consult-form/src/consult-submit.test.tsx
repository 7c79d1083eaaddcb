// @vitest-environment jsdom
// Call #12 from the form (spec/site.md §4 Consultation submit, §7 #12, §8): the request as the
// api receives it, the loader, the complete page, isNotComplete, the failure text, the api's
// msg (429 included), one Idempotency-Key per filled-in form, and one request per submit.
import './test-support/dom-setup';

import { INVALID_REQUEST_MESSAGE } from '@lawfirm/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  COMPLETE_URL,
  RECEIVED_MESSAGE,
  SUBMITTING_LABEL,
  SUBMIT_FAILED_MESSAGE,
} from './constants';
import {
  RATE_LIMIT_MESSAGE,
  consultingEndpoint,
  held,
  networkError,
  notStored,
  rateLimited,
  refused,
  serverError,
  stored,
} from './test-support/consult-network';
import { TEST_API_BASE_URL, server } from './test-support/dom-setup';
import { field, fillRequired, renderForm, spyOnAlert } from './test-support/render-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const loader = () => screen.queryByText(SUBMITTING_LABEL);

/** window.alert, recording whether the loader was still shown when it blocked the page. */
function spyOnAlertOverLoader() {
  const loaderShown: boolean[] = [];
  const alert = spyOnAlert().mockImplementation(() => {
    loaderShown.push(loader() !== null);
  });
  return { alert, loaderShown };
}

/** Resolves when the test opens it: a request held on its way. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('ConsultForm submit (spec/site.md §4, §7 #12)', () => {
  it('sends the request under its Korean detail labels, shows the loader, then goes to the complete page', async () => {
    const alert = spyOnAlert();
    const answer = gate();
    const endpoint = consultingEndpoint(held(answer.opened, stored()));
    server.use(endpoint.handler);
    const { user, onComplete } = renderForm();

    await fillRequired(user);
    for (const [control, text] of [
      [field.address, '서울특별시 강남구 테헤란로 152'],
      [field.business, '소프트웨어 개발'],
      [field.size, '직원 120명'],
      [field.position, '법무팀 팀장'],
      [field.email, 'minjun.kim@hanbit.example'],
      [field.memo, '공급 계약서 검토를 부탁드립니다.'],
    ] as const) {
      await user.click(control());
      await user.paste(text);
    }
    await vi.waitFor(() => expect(field.caseField().querySelectorAll('option')).toHaveLength(6));
    await user.selectOptions(field.caseField(), '계약 검토·자문');
    await user.click(field.submit());

    // spec/site.md §2: the full-screen loader, in a status region a screen reader announces.
    expect((await screen.findByText(SUBMITTING_LABEL)).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('form', { name: '기업 상담 신청서' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    answer.open();

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith(COMPLETE_URL));
    expect(loader()).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]!.body).toEqual({
      cc_name: '주식회사 한빛소프트',
      cc_tel: '01012345678',
      law_type_code: '42',
      contents: '공급 계약서 검토를 부탁드립니다.',
      c_type: 'comp_consult',
      detail: {
        회사명: '주식회사 한빛소프트',
        '회사 주소': '서울특별시 강남구 테헤란로 152',
        업종: '소프트웨어 개발',
        '기업 규모': '직원 120명',
        담당자명: '김민준',
        '부서/직책': '법무팀 팀장',
        이메일: 'minjun.kim@hanbit.example',
      },
      isCheck: true,
      isOver14: true,
    });
    expect(endpoint.requests[0]!.idempotencyKey).toMatch(UUID);
    // Success clears the form.
    expect(field.company()).toHaveProperty('value', '');
    expect(field.contact()).toHaveProperty('value', '');
    expect(field.consent()).toHaveProperty('checked', false);
    expect(field.consult()).toHaveProperty('checked', false);
  });

  it("sends the centre's group code as center_code when the host gives one", async () => {
    spyOnAlert();
    const endpoint = consultingEndpoint(stored());
    server.use(endpoint.handler);
    const { user, onComplete } = renderForm({ centerCode: 'CT0028' });

    await fillRequired(user);
    await user.click(field.submit());

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith(COMPLETE_URL));
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]!.body).toMatchObject({ center_code: 'CT0028' });
  });

  it('clears the form but stays when the answer says isNotComplete', async () => {
    const alert = spyOnAlert();
    server.use(consultingEndpoint(stored({ isNotComplete: true })).handler);
    const { user, onComplete } = renderForm();

    await fillRequired(user);
    await user.click(field.submit());

    expect(await screen.findByText(RECEIVED_MESSAGE)).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(field.company()).toHaveProperty('value', '');
    expect(loader()).toBeNull();
  });

  it("alerts a stored request's msg, then goes on", async () => {
    const alert = spyOnAlert();
    server.use(consultingEndpoint(stored({ msg: '접수되었습니다. 곧 연락드리겠습니다.' })).handler);
    const { user, onComplete } = renderForm();

    await fillRequired(user);
    await user.click(field.submit());

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith(COMPLETE_URL));
    expect(alert).toHaveBeenCalledExactlyOnceWith('접수되었습니다. 곧 연락드리겠습니다.');
  });

  // §8: a failed answer alerts the failure text; an answer with msg alerts the msg alone.
  // Either way the loader is off and nothing typed is lost.
  it.each([
    ['the connection fails', networkError(), SUBMIT_FAILED_MESSAGE],
    ['the answer is result false without msg', notStored(), SUBMIT_FAILED_MESSAGE],
    ['an error status carries no msg', serverError(502), SUBMIT_FAILED_MESSAGE],
    [
      'a 2xx says result false with a msg',
      notStored('오늘은 상담 접수가 마감되었습니다.'),
      '오늘은 상담 접수가 마감되었습니다.',
    ],
    [
      'the api refuses with 400 and its msg',
      refused(400, INVALID_REQUEST_MESSAGE),
      INVALID_REQUEST_MESSAGE,
    ],
    ['the api answers 429 Too Many Requests, in Korean', rateLimited(), RATE_LIMIT_MESSAGE],
  ])('when %s, alerts its text and turns the loader off', async (_name, reply, text) => {
    const { alert, loaderShown } = spyOnAlertOverLoader();
    server.use(consultingEndpoint(reply).handler);
    const { user, onComplete } = renderForm();

    await fillRequired(user);
    await user.click(field.submit());

    await vi.waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith(text));
    // "loader off": gone before the alert blocks the page.
    expect(loaderShown).toEqual([false]);
    expect(loader()).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
    expect(field.company()).toHaveProperty('value', '주식회사 한빛소프트');
  });
});

describe('ConsultForm Idempotency-Key (apps/api/README.md, Consultation endpoint)', () => {
  it('sends the same key when the same values are sent again after a failure', async () => {
    const alert = spyOnAlert();
    const endpoint = consultingEndpoint(networkError(), stored());
    server.use(endpoint.handler);
    const { user, onComplete } = renderForm();

    await fillRequired(user);
    await user.click(field.submit());
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(SUBMIT_FAILED_MESSAGE));
    await user.click(field.submit());

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    const [first, retry] = endpoint.requests;
    expect(retry!.body).toEqual(first!.body);
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('sends a new key once the values change', async () => {
    const alert = spyOnAlert();
    const endpoint = consultingEndpoint(rateLimited(), stored());
    server.use(endpoint.handler);
    const { user, onComplete } = renderForm();

    await fillRequired(user);
    await user.click(field.submit());
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(RATE_LIMIT_MESSAGE));
    await user.type(field.position(), '대표이사');
    await user.click(field.submit());

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    const [first, changed] = endpoint.requests;
    expect(changed!.idempotencyKey).toMatch(UUID);
    expect(changed!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('sends a new key for the next form after a stored request, even with the same values', async () => {
    spyOnAlert();
    const endpoint = consultingEndpoint(stored({ isNotComplete: true }));
    server.use(endpoint.handler);
    const { user } = renderForm();

    await fillRequired(user);
    await user.click(field.submit());
    await screen.findByText(RECEIVED_MESSAGE);
    await fillRequired(user);
    await user.click(field.submit());

    await vi.waitFor(() => expect(endpoint.requests).toHaveLength(2));
    const [first, next] = endpoint.requests;
    expect(next!.body).toEqual(first!.body);
    expect(next!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });
});

describe('ConsultForm apiBase', () => {
  it('builds its own client on apiBase when the host gives none', async () => {
    spyOnAlert();
    const endpoint = consultingEndpoint();
    server.use(endpoint.handler);
    const { user, onComplete } = renderForm({ apiClient: undefined, apiBase: TEST_API_BASE_URL });

    await fillRequired(user);
    await user.click(field.submit());

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith(COMPLETE_URL));
    expect(endpoint.requests.map((request) => request.url)).toEqual([
      `${TEST_API_BASE_URL}/api/consulting`,
    ]);
  });
});

describe('ConsultForm double submit', () => {
  it('sends once however often it is submitted while a request is on its way', async () => {
    const alert = spyOnAlert();
    const answer = gate();
    const endpoint = consultingEndpoint(held(answer.opened, stored()));
    server.use(endpoint.handler);
    const { user, onComplete } = renderForm();

    await fillRequired(user);
    const form = screen.getByRole('form', { name: '기업 상담 신청서' });
    // Two submits in one frame (a double click), then more while the request is on its way.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await vi.waitFor(() => expect(endpoint.requests).toHaveLength(1));
    await user.click(field.submit());
    await user.type(field.company(), '{Enter}');
    answer.open();

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(endpoint.requests).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
  });
});
