import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { SearchBox } from './search-box';
import { useSiteSearch } from './use-site-search';

function SiteSearch() {
  return <SearchBox onSearch={useSiteSearch()} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('useSiteSearch', () => {
  it('navigates inside a site with sub pages, trimmed on Enter', async () => {
    const { router } = await renderWithRouter(<SiteSearch />);
    await userEvent.type(screen.getByRole('searchbox'), '  상속 {Enter}');
    expect(router.state.location.pathname).toBe('/integrate');
    expect(router.state.location.searchStr).toBe(
      `?search=${encodeURIComponent('상속')}&tab=${encodeURIComponent('전체')}`,
    );
  });

  it('keeps the spaces when the icon is clicked', async () => {
    const { router } = await renderWithRouter(<SiteSearch />);
    await userEvent.type(screen.getByRole('searchbox'), ' 상속 ');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(router.state.location.search).toEqual({ search: ' 상속 ', tab: '전체' });
  });

  it('opens the main site in a new tab from a site without sub pages', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { router } = await renderWithRouter(<SiteSearch />, {
      settings: { hasSubPages: false, mainSiteUrl: 'https://lawfirm.example' },
    });
    await userEvent.type(screen.getByRole('searchbox'), '형사{Enter}');
    expect(open).toHaveBeenCalledExactlyOnceWith(
      `https://lawfirm.example/integrate?search=${encodeURIComponent('형사')}&tab=${encodeURIComponent('전체')}`,
      '_blank',
      'noopener',
    );
    expect(router.state.location.pathname).toBe('/');
  });
});
