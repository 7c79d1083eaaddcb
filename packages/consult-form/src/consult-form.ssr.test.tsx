// @vitest-environment node
// DESIGN.md §8 SSR-safe: the form renders on a server, where there is no window or document.
import { createApiClient } from '@lawfirm/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ConsultForm } from './consult-form';

describe('ConsultForm on the server', () => {
  it('renders its fields without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <ConsultForm apiClient={createApiClient({ baseUrl: 'http://api.test' })} />
      </QueryClientProvider>,
    );

    expect(html).toContain('aria-label="기업 상담 신청서"');
    for (const label of ['문의 유형', '회사명', '담당자명', '연락처', '사건 분야', '문의 내용']) {
      expect(html).toContain(label);
    }
  });
});
