// spec/site.md §4 Consultation submit: idle, then loading, then success or failure; call #12
// through a TanStack mutation. One request at a time: a second submit while one is on its way
// is ignored (a ref, not state, so two clicks in the same frame are caught too). Each
// filled-in form has one Idempotency-Key, kept across retries of the same body.
import type { ApiClient } from '@lawfirm/api-client';
import type { ConsultingBodyInput } from '@lawfirm/api-client/site-core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { createIdempotencyKeys } from './idempotency-key';

/** How call #12 ended, as the form must react (spec/site.md §4 and §8). */
export type SubmitOutcome =
  /** Stored: clear the form; go to the complete page unless isNotComplete. */
  | { kind: 'stored'; isNotComplete: boolean; msg?: string }
  /** Refused with a message for the visitor (a broken rule, 429, 409, 500): alert it. */
  | { kind: 'refused'; msg: string }
  /** No usable answer: alert the §8 failure text. */
  | { kind: 'failed' };

export interface ConsultSubmit {
  /**
   * Sends the body; undefined when ignored because a request is already on its way, or when
   * the form left the page before the answer came (nothing is left to alert or clear).
   */
  submit: (body: ConsultingBodyInput) => Promise<SubmitOutcome | undefined>;
  submitting: boolean;
}

export function useConsultSubmit(apiClient: ApiClient): ConsultSubmit {
  const [keys] = useState(createIdempotencyKeys);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutation = useMutation({
    // The call and its answer's schema load with the first submit (check-form.ts has loaded
    // /site by then), not with the page.
    mutationFn: async ({ body, key }: { body: ConsultingBodyInput; key: string }) =>
      (await import('@lawfirm/api-client/site')).postConsulting(apiClient, body, {
        idempotencyKey: key,
      }),
  });

  async function submit(body: ConsultingBodyInput): Promise<SubmitOutcome | undefined> {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setSubmitting(true);
    // The same body gets the same key: a retry after a lost answer is stored once.
    const key = keys.keyFor(JSON.stringify(body));
    let outcome: SubmitOutcome;
    try {
      const answer = await mutation.mutateAsync({ body, key });
      if (answer.result) {
        // Stored: the next form is another request.
        keys.reset();
        outcome = { kind: 'stored', isNotComplete: answer.isNotComplete === true, msg: answer.msg };
      } else {
        outcome = answer.msg ? { kind: 'refused', msg: answer.msg } : { kind: 'failed' };
      }
    } catch {
      outcome = { kind: 'failed' };
    }
    inFlight.current = false;
    if (!mounted.current) return undefined;
    // The loader leaves the page before the caller's alert blocks it (§8 "loader off").
    flushSync(() => setSubmitting(false));
    return outcome;
  }

  return { submit, submitting };
}
