// spec/site.md §5 and §9: the memo takes at most 500 characters. The visible counter follows
// every keystroke; a screen reader hears it politely once typing pauses, not at each key.
import { useEffect, useState } from 'react';

import { MEMO_COUNT_ANNOUNCE_DELAY_MS, MEMO_MAX_LENGTH } from './constants';
import { ErrorText, RequiredMark, describedBy } from './fields';

export const MEMO_LABEL = '문의 내용';

/** What the counter says: "120/500". */
export const memoCount = (length: number) => `${length}/${MEMO_MAX_LENGTH}`;

/** What a screen reader hears once typing pauses. */
export const memoCountAnnouncement = (length: number) =>
  `${MEMO_MAX_LENGTH}자 중 ${length}자를 입력했습니다.`;

export const MEMO_PLACEHOLDER = '상담받고 싶은 내용을 간단히 적어 주세요.';

export interface MemoFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /** The corporate form's "문의 내용" unless given. */
  label?: string;
  placeholder?: string;
  required?: boolean;
}

export function MemoField({
  id,
  value,
  onValueChange,
  error,
  label = MEMO_LABEL,
  placeholder = MEMO_PLACEHOLDER,
  required = false,
}: MemoFieldProps) {
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const [announced, setAnnounced] = useState('');
  const [typed, setTyped] = useState(false);

  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(
      () => setAnnounced(memoCountAnnouncement(value.length)),
      MEMO_COUNT_ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, value.length]);

  return (
    <div className="lf-consult-form__field" data-invalid={error ? '' : undefined}>
      <label className="lf-consult-form__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <textarea
        id={id}
        name="contents"
        className="lf-consult-form__input lf-consult-form__memo"
        value={value}
        maxLength={MEMO_MAX_LENGTH}
        rows={6}
        placeholder={placeholder}
        onChange={(event) => {
          setTyped(true);
          onValueChange(event.target.value);
        }}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(countId, error && errorId)}
      />
      <p id={countId} className="lf-consult-form__count">
        <span className="lf-visually-hidden">입력한 글자 수 </span>
        {memoCount(value.length)}
      </p>
      <p className="lf-visually-hidden" role="status">
        {announced}
      </p>
      <ErrorText id={errorId} message={error} />
    </div>
  );
}
