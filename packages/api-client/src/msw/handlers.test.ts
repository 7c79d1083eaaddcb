// The fake network through the real client: every answer passes the call's schema at run time
// too (refinements such as the group-code pattern, which types cannot check).
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { getCenterFooterList } from '../calls/get-center-footer-list';
import { CENTER_LIST_PATH, getCenterList } from '../calls/get-center-list';
import { getFaqList } from '../calls/get-faq-list';
import { getFieldList } from '../calls/get-field-list';
import { getFooterTerms } from '../calls/get-footer-terms';
import { getLawyerList } from '../calls/get-lawyer-list';
import { getOfficeList } from '../calls/get-office-list';
import { getPopupTopList } from '../calls/get-popup-top-list';
import { postPopupTopClick } from '../calls/post-popup-top-click';
import { getStrengthList } from '../calls/get-strength-list';
import { getTermDetail } from '../calls/get-term-detail';
import { createApiClient } from '../http/client';
import { isApiError } from '../http/errors';

import { fail } from './answer';
import { answers } from './answers';
import { handlers, termDetailHandler } from './handlers';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });

async function rejectionOf(promise: Promise<unknown>) {
  const reason = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isApiError(reason)) throw new Error(`expected an ApiError, got ${String(reason)}`);
  return reason;
}

describe('the fake network', () => {
  it.each([
    ['the group list', () => getCenterList(client), answers.centerList],
    ['the footer rows', () => getCenterFooterList(client), answers.centerFooterList],
    ['the footer terms', () => getFooterTerms(client), answers.footerTerms],
    ['the top banners', () => getPopupTopList(client, 'CT0000'), answers.popupTopList],
    ['the offices', () => getOfficeList(client), answers.officeList],
    ['the lawyers', () => getLawyerList(client, { pageNumber: 2 }), answers.lawyerList],
    ['the FAQ list', () => getFaqList(client, { keyword: '이혼' }), answers.faqList],
    ['the strengths', () => getStrengthList(client), answers.strengthList],
    ['the case fields', () => getFieldList(client, { code: 'corporation' }), answers.fieldList],
  ])('answers %s with a body its schema accepts', async (_name, call, expected) => {
    await expect(call()).resolves.toEqual(expected);
  });

  it('answers one term when a test adds its handler', async () => {
    server.use(termDetailHandler);
    await expect(getTermDetail(client, 'privacy-policy')).resolves.toEqual(answers.termDetail);
  });

  it('accepts a banner click', async () => {
    await expect(postPopupTopClick(client, { idx: 1 })).resolves.toEqual({ result: true });
  });

  it('answers on any origin, as a same-origin Storybook client asks', async () => {
    const other = createApiClient({ baseUrl: 'http://localhost:6006/' });
    await expect(getCenterList(other)).resolves.toEqual(answers.centerList);
  });

  it('refuses a request no handler answers, as the site tests set it', async () => {
    const refused = await rejectionOf(client.request('/api/nowhere', { schema: z.unknown() }));
    expect(refused.code).toBe('FETCH_ERROR');
  });

  it('fails a call with an HTTP status or a broken connection when a test says so', async () => {
    server.use(fail(CENTER_LIST_PATH, 503));
    const refused = await rejectionOf(getCenterList(client));
    expect(refused.code).toBe('HTTP_ERROR');
    expect(refused.status).toBe(503);

    server.use(fail(CENTER_LIST_PATH, 'network'));
    expect((await rejectionOf(getCenterList(client))).code).toBe('FETCH_ERROR');
  });
});
