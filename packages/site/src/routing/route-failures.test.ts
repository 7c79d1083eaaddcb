import { ApiError } from '@lawfirm/api-client';
import { isNotFound, notFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';

import { FIRM_NAME } from '../constants';
import { ERROR_TITLE } from '../route-titles';

import {
  RouteFailure,
  errorPageHead,
  isRouteFailure,
  reportCaughtError,
  settleRouteFailure,
} from './route-failures';

const httpError = (status: number) =>
  new ApiError('HTTP_ERROR', `HTTP ${status} at http://10.0.0.5:3000/api/strength/x`, {
    status,
  });

describe('settleRouteFailure', () => {
  it("makes the api's 404 (nothing by that name) the not-found page, unlogged", () => {
    const report = vi.fn();
    expect(isNotFound(settleRouteFailure(httpError(404), '/strength/$url', report))).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });

  it.each([
    ['a route with a path parameter', '/faq/detail/$idx'],
    ['a list page', '/faq'],
    ['the root', '__root__'],
  ])("makes the api's 400 on %s the not-found page, and reports it first", (_, routeId) => {
    const report = vi.fn();
    const refused = httpError(400);
    expect(isNotFound(settleRouteFailure(refused, routeId, report))).toBe(true);
    expect(report).toHaveBeenCalledExactlyOnceWith(refused, routeId);
  });

  it.each([
    ['an api failure', httpError(500), 'API_FAILED'],
    ['a cut-off call', new ApiError('FETCH_ERROR', 'fetch failed'), 'API_FAILED'],
    ['a bug', new TypeError("Cannot read properties of undefined (reading '0')"), 'PAGE_FAILED'],
  ])('reports %s and keeps only its code', (_, error, code) => {
    const report = vi.fn();
    const settled = settleRouteFailure(error, '/strength', report);
    expect(settled).toBeInstanceOf(RouteFailure);
    expect((settled as RouteFailure).message).toBe(code);
    expect(JSON.stringify(settled)).not.toContain('10.0.0.5');
    expect(report).toHaveBeenCalledWith(error, '/strength');
  });

  it('leaves a not-found and a failure already settled as they are', () => {
    const report = vi.fn();
    const missing = notFound();
    expect(settleRouteFailure(missing, '/map/$key', report)).toBe(missing);
    const settled = new RouteFailure('API_FAILED');
    expect(settleRouteFailure(settled, '/map/$key', report)).toBe(settled);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('reportCaughtError', () => {
  it('reports a render error, but not a failure the browser read back from the HTML', () => {
    const report = vi.fn();
    const onCatch = reportCaughtError(report);
    // The router revives a dehydrated error as a plain Error with its message.
    onCatch(new Error('API_FAILED'));
    expect(isRouteFailure(new Error('API_FAILED'))).toBe(true);
    expect(report).not.toHaveBeenCalled();
    const bug = new TypeError('x is undefined');
    onCatch(bug);
    expect(report).toHaveBeenCalledWith(bug, 'render');
  });
});

describe('errorPageHead', () => {
  it('titles the page in Korean and keeps it out of search indexes', () => {
    const { meta } = errorPageHead();
    expect(meta).toContainEqual({ title: `${ERROR_TITLE} | ${FIRM_NAME}` });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });
});
