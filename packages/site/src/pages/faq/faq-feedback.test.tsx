import { resultSchema } from '@lawfirm/api-client';
import { anyOrigin, fail, jsonFor } from '@lawfirm/api-client/msw';
import { FAQ_FEEDBACK_PATH } from '@lawfirm/api-client/site-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '../../test/msw-server';
import { renderWithRouter } from '../../test/render-with-router';

import { FAQ_COPY } from './faq-constants';
import { FaqFeedback } from './faq-feedback';

const FAQ_FEEDBACK_TEXTS = FAQ_COPY.feedback;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Records each answer the api receives, for question `idx`. */
function recordAnswers() {
  const sent: { idx: string; body: unknown }[] = [];
  server.use(
    http.post(anyOrigin(FAQ_FEEDBACK_PATH), async ({ request, params }) => {
      sent.push({ idx: String(params.idx), body: await request.json() });
      return jsonFor(resultSchema, { result: true });
    }),
  );
  return sent;
}

async function renderFeedback() {
  const user = userEvent.setup();
  await renderWithRouter(<FaqFeedback idx={42} />);
  const region = within(screen.getByRole('region', { name: FAQ_FEEDBACK_TEXTS.title }));
  return {
    user,
    region,
    helpful: region.getByRole('button', { name: FAQ_FEEDBACK_TEXTS.helpful }),
    notHelpful: region.getByRole('button', { name: FAQ_FEEDBACK_TEXTS.notHelpful }),
  };
}

describe('FaqFeedback (spec/site.md §2 Legal Q&A detail)', () => {
  it('sends the answer for its question and thanks the visitor once it is recorded', async () => {
    const sent = recordAnswers();
    const { user, region, helpful, notHelpful } = await renderFeedback();
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    await user.click(helpful);
    await waitFor(() =>
      expect(region.getByRole('status').textContent).toBe(FAQ_FEEDBACK_TEXTS.thanks.helpful),
    );
    expect(sent).toEqual([{ idx: '42', body: { helpful: true } }]);
    expect(helpful.getAttribute('aria-pressed')).toBe('true');
    // One answer a visit: the other choice is no longer offered, and sends nothing.
    expect(notHelpful.getAttribute('aria-disabled')).toBe('true');
    await user.click(notHelpful);
    await user.click(helpful);
    expect(sent).toHaveLength(1);
  });

  it('sends "not helpful" as helpful false, with its own thank-you', async () => {
    const sent = recordAnswers();
    const { user, region, notHelpful } = await renderFeedback();
    await user.click(notHelpful);
    await waitFor(() =>
      expect(region.getByRole('status').textContent).toBe(FAQ_FEEDBACK_TEXTS.thanks.notHelpful),
    );
    expect(sent).toEqual([{ idx: '42', body: { helpful: false } }]);
  });

  it('sends once when pressed twice while the first is on its way', async () => {
    const sent = recordAnswers();
    const { user, region, helpful } = await renderFeedback();
    await user.dblClick(helpful);
    await waitFor(() =>
      expect(region.getByRole('status').textContent).toBe(FAQ_FEEDBACK_TEXTS.thanks.helpful),
    );
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['a server error', 500 as const],
    ['no connection', 'network' as const],
  ])('after %s says it was not sent, and sends again when pressed', async (_name, status) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(fail(FAQ_FEEDBACK_PATH, status, { method: 'post' }));
    const { user, region, helpful } = await renderFeedback();
    await user.click(helpful);
    await waitFor(() =>
      expect(region.getByRole('status').textContent).toBe(FAQ_FEEDBACK_TEXTS.failed),
    );
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    expect(helpful.getAttribute('aria-disabled')).toBeNull();

    const sent = recordAnswers();
    await user.click(helpful);
    await waitFor(() =>
      expect(region.getByRole('status').textContent).toBe(FAQ_FEEDBACK_TEXTS.thanks.helpful),
    );
    expect(sent).toEqual([{ idx: '42', body: { helpful: true } }]);
  });
});
