import { expect, test } from '../support/fixtures';
import type { APIRequestContext } from '@playwright/test';

import {
  articleListResponseSchema,
  faqListResponseSchema,
  infoDetailResponseSchema,
  successDetailResponseSchema,
} from '@lawfirm/api-client/site';

import { jsonLdObjects, jsonLdScriptTexts, validateJsonLd } from './support/structured-data';

// What search engines read of an article (DESIGN.md §8 "Search"): its Open Graph type, an
// Article with a picture and its last edit (dateModified), and the sitemap's lastmod, all
// from the api's created_at and updated_at. The seed revises every third article 45 days after
// it was written (info 1 among them).

async function articleDetail(request: APIRequestContext, kind: 'info' | 'success', idx: number) {
  const body = await (await request.get(`/api/${kind}/${idx}`)).json();
  return kind === 'info'
    ? infoDetailResponseSchema.parse(body).data
    : successDetailResponseSchema.parse(body).data;
}

async function serverHead(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const objects = jsonLdScriptTexts(html).flatMap((text) => jsonLdObjects(JSON.parse(text)));
  for (const object of objects) expect(validateJsonLd(object), path).toEqual([]);
  const ogType = /<meta[^>]+property="og:type"[^>]+content="([^"]+)"/.exec(html)?.[1];
  return { objects, ogType };
}

/** The newest article of a kind, as its list gives it. */
async function firstIdx(request: APIRequestContext, kind: 'info' | 'success') {
  const response = await request.get(`/api/${kind}/list`, { params: { pageNumber: 1 } });
  return articleListResponseSchema.parse(await response.json()).data.list[0]!.idx;
}

for (const kind of ['info', 'success'] as const) {
  test(`an /${kind} article has its picture, its dates and its sitemap lastmod`, async ({
    request,
  }) => {
    const idx = await firstIdx(request, kind);
    const detail = await articleDetail(request, kind, idx);
    expect(detail.updated_at).toBeDefined();
    const { objects, ogType } = await serverHead(request, `/${kind}/${idx}`);
    expect(ogType).toBe('article');
    const article = objects.find((object) => object['@type'] === 'Article')!;
    expect(article.datePublished).toBe(detail.created_at);
    expect(article.dateModified).toBe(detail.updated_at);

    // The picture is an absolute URL that answers with an image.
    const image = String(article.image);
    expect(image).toMatch(/^https?:\/\//);
    const picture = await request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entry = new RegExp(
      `<loc>[^<]*/${kind}/${idx}</loc>\\s*<lastmod>([0-9-]+)</lastmod>`,
    ).exec(sitemap);
    expect(entry?.[1]).toBe(detail.updated_at!.slice(0, 10));
  });
}

test('an edited article says when: info 1 was revised after it was written', async ({
  request,
}) => {
  const detail = await articleDetail(request, 'info', 1);
  expect(Date.parse(detail.updated_at!)).toBeGreaterThan(Date.parse(detail.created_at));
});

test('a Q&A entry is an article to link previews', async ({ request }) => {
  const response = await request.get('/api/faq/list', { params: { pageNumber: 1 } });
  const [first] = faqListResponseSchema.parse(await response.json()).data.list;
  const { ogType, objects } = await serverHead(request, `/faq/detail/${first!.idx}`);
  expect(ogType).toBe('article');
  expect(objects.map((object) => object['@type'])).toContain('QAPage');
});
