import { describe, expect, it } from 'vitest';
import type { EditorDocument } from '@lawfirm/api-client/site-core';

import { FAQ_DETAIL_EDITOR_FIXTURE } from '../pages/faq/faq-fixture';
import { editorDocumentText, htmlToText } from './plain-text';

describe('htmlToText', () => {
  it('keeps the text a reader sees, a line per block', () => {
    expect(
      htmlToText(
        '<p>재산분할은 <strong>기여도</strong>에 따라</p><ul><li>하나</li><li>둘</li></ul>',
      ),
    ).toBe('재산분할은 기여도에 따라\n하나\n둘');
  });

  it('drops scripts, styles, comments and handlers with their content', () => {
    expect(
      htmlToText(
        '<p onclick="alert(1)">보입니다</p><script>window.hacked = "</p>"</script><style>p{}</style><!-- 메모 -->',
      ),
    ).toBe('보입니다');
  });

  it('does not end a tag at a > inside a quoted attribute', () => {
    expect(htmlToText('<a title="a > b" href="/x">링크</a> 뒤')).toBe('링크 뒤');
  });

  it('decodes entities into text, so escaped markup stays text', () => {
    expect(htmlToText('1 &lt; 2 &amp;&amp; &#39;인용&#x27; &nbsp;끝 &unknown;')).toBe(
      "1 < 2 && '인용' 끝 &unknown;",
    );
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('leaves a lone < that starts no tag', () => {
    expect(htmlToText('<p>3 < 5</p>')).toBe('3 < 5');
  });
});

describe('editorDocumentText', () => {
  it('joins text nodes, a line per block and per hard break, marks and links dropped', () => {
    expect(editorDocumentText(FAQ_DETAIL_EDITOR_FIXTURE.answer as EditorDocument)).toBe(
      [
        '안녕하세요. 답변드립니다.',
        '핵심 답변',
        '기여도가 중요합니다.',
        '자세한 안내위험한 링크',
        '첫째 항목',
        '둘째 항목',
      ].join('\n'),
    );
  });

  it('writes nothing for a document without text', () => {
    expect(
      editorDocumentText({ content: [{ type: 'horizontalRule' }, { type: 'paragraph' }] }),
    ).toBe('');
  });
});
