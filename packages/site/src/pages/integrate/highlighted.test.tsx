import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Highlighted } from './highlighted';

const marksOf = (text: string, keyword?: string) => {
  const { container } = render(<Highlighted text={text} keyword={keyword} />);
  return {
    text: container.textContent,
    marks: [...container.querySelectorAll('mark')].map((mark) => mark.textContent),
  };
};

describe('Highlighted', () => {
  it('marks every word of the keyword, in any order, a middle dot read as a space', () => {
    expect(marksOf('음주운전·교통사고 전문 변호사', '교통사고·음주')).toEqual({
      text: '음주운전·교통사고 전문 변호사',
      marks: ['음주', '교통사고'],
    });
  });

  it('marks every occurrence, ignoring case, and merges words that overlap', () => {
    expect(marksOf('AI 분쟁과 ai 계약', 'ai').marks).toEqual(['AI', 'ai']);
    expect(marksOf('상속포기 상담', '상속 상속포기').marks).toEqual(['상속포기']);
  });

  it('leaves the text as it is without a keyword or a match', () => {
    expect(marksOf('이혼 소송', undefined).marks).toEqual([]);
    expect(marksOf('이혼 소송', '  ').marks).toEqual([]);
    expect(marksOf('이혼 소송', '상속')).toEqual({ text: '이혼 소송', marks: [] });
  });
});
