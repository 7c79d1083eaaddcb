import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MessageItem, isFileNamesOnly } from './message-item';
import { chatMessage, documentFile, inquiryMain } from './test-fixtures';

const files = [documentFile('협의이혼_안내문.pdf', 52_000), documentFile('체크리스트.hwp', 9_000)];

describe('isFileNamesOnly', () => {
  it.each([
    [
      'the names the api writes for a file message without text',
      '협의이혼_안내문.pdf, 체크리스트.hwp',
      files,
      true,
    ],
    ['a text of its own', '안내문을 보내 드립니다.', files, false],
    ['the names in another order', '체크리스트.hwp, 협의이혼_안내문.pdf', files, false],
    ['no files', '', [], false],
  ])('%s', (_name, text, messageFiles, expected) => {
    expect(isFileNamesOnly(text, messageFiles)).toBe(expected);
  });
});

describe('a file message', () => {
  const renderItem = (plainText: string) =>
    render(
      <ul>
        <MessageItem
          message={chatMessage({ plain_text: plainText, message_type: 'file', files })}
          main={inquiryMain()}
          showSender
          busy={false}
          onDownload={() => Promise.resolve()}
          onOpenImage={() => undefined}
          onSavePersonalInfo={() => Promise.resolve(true)}
        />
      </ul>,
    );

  it('shows its files without repeating their names as text', () => {
    renderItem('협의이혼_안내문.pdf, 체크리스트.hwp');
    expect(screen.queryByText('협의이혼_안내문.pdf, 체크리스트.hwp')).toBeNull();
    expect(screen.getByRole('button', { name: '협의이혼_안내문.pdf 내려받기' })).toBeTruthy();
  });

  it('shows the text an operator wrote with the files', () => {
    renderItem('안내문을 보내 드립니다.');
    expect(screen.getByText('안내문을 보내 드립니다.')).toBeTruthy();
  });
});
