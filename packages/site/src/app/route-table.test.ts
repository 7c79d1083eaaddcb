import { describe, expect, it } from 'vitest';

import { createAppRouter } from './router';

// spec/site.md §2 route table, in TanStack Router's path syntax ({idx} is $idx). The
// withdrawal-reason page's path is not in the spec; /mypage/withdrawal is ours.
const SPEC_ROUTES = [
  '/',
  '/choice',
  '/consult',
  '/consulting',
  '/complete',
  '/info',
  '/success',
  // The detail pages' paths are not in the table; the api names them (pathname /info/{idx}).
  '/info/$idx',
  '/success/$idx',
  '/strength',
  '/strength/$url',
  // §2 "Other firm pages"; the spec shows no paths for them, these are ours.
  '/about/greeting',
  '/about/intro',
  '/about/system',
  '/about/ci',
  '/faq',
  '/faq/$codeDesc',
  '/faq/detail/$idx',
  '/field/area',
  '/integrate',
  '/map',
  '/map/$key',
  '/mycase',
  '/mycase/$idx',
  '/mypage',
  '/mypage/withdrawal',
  '/login',
  '/login/sign/step_one',
  '/login/sign/step_two',
  '/common/term/$termsCode',
  '/inquire',
  '/daeryuntalk',
  '/daeryuntalk-test',
];

describe('route table', () => {
  it('registers exactly the routes of spec/site.md §2', () => {
    const router = createAppRouter({ apiBaseUrl: 'http://127.0.0.1:9' });
    const registered = Object.keys(router.routesByPath);

    expect([...registered].sort()).toEqual([...SPEC_ROUTES].sort());
  });
});
