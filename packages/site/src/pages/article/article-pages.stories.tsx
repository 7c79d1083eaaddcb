import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';

import { SiteStoryFrame } from '../../stories/site-story-frame';

import { ArticleDetailPage } from './article-detail-page';
import type { ArticleDetailPageProps } from './article-detail-page';
import { INFO_DETAIL_FIXTURE, SUCCESS_DETAIL_FIXTURE } from './article-fixture';

// The article pages with typed api answers (api-client's InfoDetail and SuccessDetail). The
// pictures the api's static host serves on the site come from the fake network here.
const CASE_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="382" height="510" viewBox="0 0 382 510">
<rect width="382" height="510" fill="#1f2a44"/><rect x="24" y="24" width="334" height="462" fill="none" stroke="#fff" stroke-opacity=".35"/>
<rect x="48" y="64" width="56" height="6" fill="#ae0e36"/>
<text x="48" y="112" fill="#fff" font-family="sans-serif" font-size="18" font-weight="700">성공 사례 · 이혼</text>
<text x="48" y="170" fill="#fff" font-family="sans-serif" font-size="26" font-weight="700">재산분할 50%</text>
<text x="48" y="206" fill="#fff" font-family="sans-serif" font-size="26" font-weight="700">인정</text>
<circle cx="300" cy="420" r="34" fill="none" stroke="#fff" stroke-width="3"/><path d="M300 396v48M282 420h36" stroke="#fff" stroke-width="3"/>
</svg>`;
const PORTRAIT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" fill="#fbeef1"/><circle cx="48" cy="38" r="16" fill="#ae0e36"/><path d="M18 92c4-20 16-30 30-30s26 10 30 30z" fill="#ae0e36"/></svg>`;
const svg = (body: string) => () =>
  new HttpResponse(body, { headers: { 'content-type': 'image/svg+xml' } });

function FramedArticle(props: ArticleDetailPageProps) {
  return (
    <SiteStoryFrame path={`/${props.kind}/${props.detail.idx}`}>
      <ArticleDetailPage {...props} />
    </SiteStoryFrame>
  );
}

const meta = {
  title: 'Site/Article detail',
  component: FramedArticle,
  parameters: {
    layout: 'fullscreen',
    msw: [
      http.get('*/static/articles/*', svg(CASE_IMAGE_SVG)),
      http.get('*/static/lawyers/*', svg(PORTRAIT_SVG)),
    ],
  },
  args: { kind: 'info', detail: INFO_DETAIL_FIXTURE },
} satisfies Meta<typeof FramedArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /info/{idx}: sections, links by flags, two FAQ elements in a plain container, no image. */
export const InfoArticle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      INFO_DETAIL_FIXTURE.title,
    );
    await expect(canvas.getByRole('link', { name: /진행 절차와 준비/ })).toHaveAttribute(
      'href',
      '#article-section-104',
    );
    await expect(canvas.getByText('이전 글이 없습니다')).toBeVisible();
  },
};

/** /success/{idx}: the 382x510 case image beside the header, pn neighbours. */
export const SuccessCase: Story = {
  args: { kind: 'success', detail: SUCCESS_DETAIL_FIXTURE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: SUCCESS_DETAIL_FIXTURE.imgData!.alt }),
    ).toBeVisible();
    await expect(canvas.getByText('다음 글이 없습니다')).toBeVisible();
  },
};

/** One FAQ element: the FAQ wrapper is a labelled box (spec/site.md §2). */
export const OneFaqElement: Story = {
  args: {
    kind: 'info',
    detail: {
      ...INFO_DETAIL_FIXTURE,
      contentsList: INFO_DETAIL_FIXTURE.contentsList.slice(0, 4),
      faqElementMaxCountInContents: 1,
    },
  },
};
