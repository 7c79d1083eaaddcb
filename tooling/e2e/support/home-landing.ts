// The home page's featured keywords (spec/site.md §2 Home, call #1), as the api gives them and
// as the page lists them.
import type { APIRequestContext, Page } from '@playwright/test';

import { homeLandingResponseSchema } from '@lawfirm/api-client/site';

export async function homeLanding(request: APIRequestContext) {
  return homeLandingResponseSchema.parse(await (await request.get('/api/home/landing')).json())
    .data;
}

/** The links of the home page's 추천 검색어 list (the page must be open). */
export const featuredKeywordLinks = (page: Page) =>
  page.getByRole('list', { name: '추천 검색어' }).getByRole('link');
