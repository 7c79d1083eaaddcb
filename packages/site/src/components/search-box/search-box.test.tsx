import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { SEARCH_MAX_LENGTH } from './integrate-search';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('is a search landmark with a labelled sear_txt input limited to 20 characters', () => {
    render(<SearchBox onSearch={() => {}} />);
    expect(screen.getByRole('search')).toBeTruthy();
    const input = screen.getByRole('searchbox', { name: '사이트 검색어' });
    expect(input.getAttribute('name')).toBe('sear_txt');
    expect(input.getAttribute('maxlength')).toBe(String(SEARCH_MAX_LENGTH));
  });

  it('reports Enter and the button apart, with the text as typed', async () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox'), ' 상속 {Enter}');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch.mock.calls).toEqual([
      [' 상속 ', 'enter'],
      [' 상속 ', 'button'],
    ]);
  });

  it('ignores Enter when Enter-to-submit is off, and Enter that commits an IME composition', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox onSearch={onSearch} submitOnEnter={false} />);
    await userEvent.type(screen.getByRole('searchbox'), '이혼{Enter}');
    expect(onSearch).not.toHaveBeenCalled();

    rerender(<SearchBox onSearch={onSearch} />);
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter', isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('keeps the text typed into the server-rendered box before the page hydrated', async () => {
    const onSearch = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchBox onSearch={onSearch} />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.value = '이혼 소송';
    const root = await act(async () => hydrateRoot(container, <SearchBox onSearch={onSearch} />));
    expect(input.value).toBe('이혼 소송');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('이혼 소송', 'enter');
    act(() => root.unmount());
    container.remove();
  });
});
