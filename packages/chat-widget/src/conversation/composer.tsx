import { useMediaQuery } from '@lawfirm/ui';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

import { COMPOSER_MAX_HEIGHT_PX, COMPOSER_MIN_HEIGHT_PX } from '../constants';
import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';
import { readDraft, writeDraft } from './draft-storage';
import { Icon } from './icon';
import { createUndoHistory, recordEdit, redo, undo, type UndoHistory } from './undo-history';

/**
 * spec §2 Composer: "Enter sends on desktop. On mobile, Enter inserts a line break." We read
 * "desktop" as a device whose main pointer is a mouse or trackpad, so it has a hardware
 * keyboard: a narrow desktop window still sends on Enter, and a wide tablet's on-screen
 * keyboard still gets its line break.
 */
export const ENTER_SENDS_QUERY = '(hover: hover) and (pointer: fine)';

export interface ComposerProps {
  busy: boolean;
  /** spec §4 Age check: disabled, with its own placeholder, until the visitor agrees. */
  disabled?: boolean;
  placeholder?: string;
  /** Where the unsent text is kept across a reload (draft-storage.ts); none: not kept. */
  draftKey?: string | undefined;
  onSend(text: string): void;
  /** The clock of the undo groups (tests pass a fake one). */
  now?: () => number;
}

function isUndo(event: KeyboardEvent) {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z';
}

function isRedo(event: KeyboardEvent) {
  const key = event.key.toLowerCase();
  return (event.ctrlKey || event.metaKey) && ((event.shiftKey && key === 'z') || key === 'y');
}

export function Composer({
  busy,
  disabled = false,
  placeholder = TEXTS.composerPlaceholder,
  draftKey,
  onSend,
  now = Date.now,
}: ComposerProps) {
  const [history, setHistory] = useState<UndoHistory>(() => createUndoHistory(readDraft(draftKey)));
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const enterSends = useMediaQuery(ENTER_SENDS_QUERY);
  const value = history.present;
  const canSend = !disabled && !busy && value.trim() !== '';

  useEffect(() => writeDraft(draftKey, value), [draftKey, value]);

  // spec §2 "Height 36 to 72px": grows with its content, then scrolls inside.
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    const height = Math.min(
      COMPOSER_MAX_HEIGHT_PX,
      Math.max(COMPOSER_MIN_HEIGHT_PX, el.scrollHeight),
    );
    el.style.height = `${height}px`;
  }, [value]);

  const send = () => {
    // spec §2: nothing empty or whitespace-only, nothing while a send is in progress.
    if (!canSend) return;
    onSend(value.trim());
    setHistory(createUndoHistory());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter that confirms a Korean IME composition is not a send.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (isUndo(event) || isRedo(event)) {
      event.preventDefault();
      setHistory(isUndo(event) ? undo : redo);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && enterSends) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="cv-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <textarea
        ref={textareaRef}
        className="cv-composer-input"
        rows={1}
        aria-label={TEXTS.composerLabel}
        placeholder={placeholder}
        disabled={disabled}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          setHistory((h) => recordEdit(h, next, now()));
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="cv-send" aria-label={TEXTS.send} disabled={!canSend}>
        <Icon size={20} strokeWidth={2.2}>
          <path d="M12 19V5M6 11l6-6 6 6" />
        </Icon>
      </button>
    </form>
  );
}
