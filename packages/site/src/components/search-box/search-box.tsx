import { useId, useRef } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';

import { SEARCH_MAX_LENGTH } from './integrate-search';

export interface SearchBoxProps {
  /** Called with the text as typed; `via` tells Enter from the button (their trim rules differ). */
  onSearch: (text: string, via: 'enter' | 'button') => void;
  /** The visible placeholder; the label says the same to screen readers. */
  placeholder?: string;
  /** The accessible name of the input. */
  label?: string;
  /** spec/site.md §2 Header: "max length 20 by default". */
  maxLength?: number;
  /** spec/site.md §2 Header: "an optional Enter-to-submit". */
  submitOnEnter?: boolean;
  className?: string;
  defaultValue?: string;
}

/**
 * spec/site.md §2 Header "A search box component": a text input named sear_txt with a
 * search button. A search landmark (role search) so screen-reader users can jump to it.
 */
export function SearchBox({
  onSearch,
  placeholder = '변호사, 성공 사례, 법률 정보 검색',
  label = '사이트 검색어',
  maxLength = SEARCH_MAX_LENGTH,
  submitOnEnter = true,
  className,
  defaultValue = '',
}: SearchBoxProps) {
  // Uncontrolled, read when searching: text typed before the page hydrates is kept (a
  // controlled input would be reset to its initial state by hydration).
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const typed = () => inputRef.current?.value ?? '';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // IME composition (Hangul) also fires Enter; only a committed Enter searches.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (submitOnEnter) onSearch(typed(), 'enter');
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed(), 'button');
  };

  return (
    <form
      role="search"
      className={['site-search-box', className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className="lf-visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        name="sear_txt"
        className="site-search-box__input"
        ref={inputRef}
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="site-search-box__button" aria-label="검색">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
