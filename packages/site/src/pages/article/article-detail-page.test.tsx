import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { ARTICLE_COPY, CASE_IMAGE_HEIGHT_PX, CASE_IMAGE_WIDTH_PX } from './article-constants';
import { ArticleDetailPage } from './article-detail-page';
import { INFO_DETAIL_FIXTURE, SUCCESS_DETAIL_FIXTURE } from './article-fixture';

const originalMatchMedia = window.matchMedia;

afterEach(() => {
  vi.restoreAllMocks();
  window.matchMedia = originalMatchMedia;
});

const sidebar = () => within(screen.getByRole('complementary', { name: '글 도구와 관련 정보' }));

// spec/site.md §2 Legal-topic article pages.
describe('ArticleDetailPage', () => {
  it('has the header (field, H1, intro, date) and the H2/H3 outline with sanitized bodies', async () => {
    await renderWithRouter(<ArticleDetailPage kind="info" detail={INFO_DETAIL_FIXTURE} />);
    const article = within(screen.getByRole('article'));
    expect(article.getByRole('heading', { level: 1 }).textContent).toBe(INFO_DETAIL_FIXTURE.title);
    expect(article.getByText(INFO_DETAIL_FIXTURE.intro)).toBeTruthy();
    expect(article.getByText('2024.03.14')).toBeTruthy();
    expect(
      article
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .slice(0, 3),
    ).toEqual(['재산분할, 무엇인가요?', '진행 절차와 준비', '자주 묻는 질문']);
    expect(article.getAllByRole('heading', { level: 3 }).map((heading) => heading.id)).toEqual([
      'article-section-102',
      'article-section-103',
      'article-section-105',
    ]);
    expect(article.getByText('기여도').tagName).toBe('STRONG');
    expect(document.querySelector('.site-article-body script')).toBeNull();
  });

  it('shows the links by flags: more, news (new tab) and videos', async () => {
    await renderWithRouter(<ArticleDetailPage kind="info" detail={INFO_DETAIL_FIXTURE} />);
    const more = within(screen.getByRole('complementary', { name: ARTICLE_COPY.reference }));
    expect(more.getByRole('link').getAttribute('href')).toBe('/faq/detail/11');
    const news = within(screen.getByRole('complementary', { name: ARTICLE_COPY.news }));
    const newsLink = news.getByRole('link');
    expect(newsLink.getAttribute('target')).toBe('_blank');
    expect(newsLink.getAttribute('rel')).toBe('noopener noreferrer');
    const video = within(screen.getByRole('complementary', { name: ARTICLE_COPY.video }));
    expect(video.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText('숨은 링크')).toBeNull();
  });

  it('lists FAQ elements in a plain container from 2, in a labelled box below', async () => {
    const { unmount } = await renderWithRouter(
      <ArticleDetailPage kind="info" detail={INFO_DETAIL_FIXTURE} />,
    );
    expect(document.querySelector('.site-article-faq--boxed')).toBeNull();
    expect(screen.getByText('퇴직금도 나누나요?')).toBeTruthy();
    unmount();
    await renderWithRouter(
      <ArticleDetailPage
        kind="info"
        detail={{ ...INFO_DETAIL_FIXTURE, faqElementMaxCountInContents: 1 }}
      />,
    );
    expect(document.querySelector('.site-article-faq--boxed')).not.toBeNull();
  });

  it('jumps from the table of contents 150 px above the heading and focuses it', async () => {
    await renderWithRouter(<ArticleDetailPage kind="info" detail={INFO_DETAIL_FIXTURE} />);
    const heading = document.getElementById('article-section-104')!;
    vi.spyOn(heading, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    const toc = within(screen.getByRole('navigation', { name: ARTICLE_COPY.tocTitle }));
    const link = toc.getByRole('link', { name: /진행 절차와 준비/ });
    expect(link.getAttribute('href')).toBe('#article-section-104');
    fireEvent.click(link);
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 900 - 150));
    expect(document.activeElement).toBe(heading);
    expect(window.location.hash).toBe('#article-section-104');
  });

  it('has the sidebar: print, contents, success cases, other fields and lawyers filled to 6 at most', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderWithRouter(<ArticleDetailPage kind="info" detail={INFO_DETAIL_FIXTURE} />);
    fireEvent.click(sidebar().getByRole('button', { name: ARTICLE_COPY.printLabel }));
    expect(print).toHaveBeenCalledOnce();
    const cases = within(sidebar().getByRole('region', { name: ARTICLE_COPY.successCases }));
    expect(cases.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/success/24',
      '/success/25',
    ]);
    const fields = within(sidebar().getByRole('region', { name: ARTICLE_COPY.otherFields }));
    expect(fields.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '기업법무',
      '상속·가사',
    ]);
    expect(fields.getByRole('link', { name: '기업법무' }).getAttribute('href')).toBe(
      '/info?group_code=CT0004',
    );
    const lawyers = within(sidebar().getByRole('region', { name: ARTICLE_COPY.lawyers }));
    // One of its own, then the group's top list without the repeated name.
    expect(lawyers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '한서윤대표변호사',
      '정다온파트너변호사',
      '윤지호파트너변호사',
    ]);
    // The narrow-screen order: contents, consultation widget, phone widget.
    const order = [...document.querySelectorAll('.site-article-side h2')].map(
      (heading) => heading.textContent,
    );
    expect(order.slice(0, 3)).toEqual([
      ARTICLE_COPY.tocTitle,
      ARTICLE_COPY.consultWidgetTitle,
      ARTICLE_COPY.phoneWidgetTitle,
    ]);
  });

  it('has the statistics and contact blocks with the phone number', async () => {
    await renderWithRouter(<ArticleDetailPage kind="info" detail={INFO_DETAIL_FIXTURE} />, {
      settings: { phone: '1800-7905' },
    });
    const stats = within(screen.getByRole('region', { name: ARTICLE_COPY.statisticsTitle }));
    expect(stats.getByText('231')).toBeTruthy();
    expect(stats.getByText('48,500')).toBeTruthy();
    const contact = within(screen.getByRole('region', { name: ARTICLE_COPY.contactTitle }));
    expect(contact.getByRole('link', { name: /1800-7905/ }).getAttribute('href')).toBe(
      'tel:18007905',
    );
  });

  it('links the neighbours and the list, and says when there is no previous post (info)', async () => {
    await renderWithRouter(<ArticleDetailPage kind="info" detail={INFO_DETAIL_FIXTURE} />);
    const nav = within(screen.getByRole('navigation', { name: ARTICLE_COPY.neighboursLabel }));
    expect(nav.getByText('이전 글이 없습니다')).toBeTruthy();
    expect(nav.getByRole('link', { name: '목록 보기' }).getAttribute('href')).toBe('/info');
    const next = nav.getByRole('link', { name: '상속포기와 한정승인, 무엇이 다를까' });
    expect(next.getAttribute('href')).toBe('/info/8');
    expect(next.getAttribute('rel')).toBe('next');
  });

  it('shows the success case image at 382x510 with its Korean alt, and the pn neighbours', async () => {
    await renderWithRouter(<ArticleDetailPage kind="success" detail={SUCCESS_DETAIL_FIXTURE} />);
    const image = screen.getByRole('img', { name: SUCCESS_DETAIL_FIXTURE.imgData!.alt });
    expect(image.getAttribute('width')).toBe(String(CASE_IMAGE_WIDTH_PX));
    expect(image.getAttribute('height')).toBe(String(CASE_IMAGE_HEIGHT_PX));
    const nav = within(screen.getByRole('navigation', { name: ARTICLE_COPY.neighboursLabel }));
    expect(nav.getByText('다음 글이 없습니다')).toBeTruthy();
    expect(nav.getByRole('link', { name: /음주운전 재범/ }).getAttribute('href')).toBe(
      '/success/23',
    );
    expect(nav.getByRole('link', { name: '목록 보기' }).getAttribute('href')).toBe('/success');
  });

  it('shows no case image on an info article', async () => {
    await renderWithRouter(<ArticleDetailPage kind="info" detail={INFO_DETAIL_FIXTURE} />);
    expect(document.querySelector('.site-article-case-image')).toBeNull();
  });
});
