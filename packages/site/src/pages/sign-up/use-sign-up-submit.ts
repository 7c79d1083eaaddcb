// Finishing sign-up (spec/site.md §4 Sign-up steps 1 and 2): the agreement (#18), then the user
// update (#19); on success the sign-up data is forgotten (the session store's finishSignUp; the
// member stays signed in) and the completion dialog shows. A failure keeps the data, so nothing chosen is
// lost: the member can try again, or sign in again and come back to it.
import { isApiError } from '@lawfirm/api-client';
import { useRef, useState } from 'react';

import { readSignUpData } from '../../member/stored-session';
import { useSessionStore } from '../../member/session-store';
import { useSiteSettings } from '../../settings/site-settings';

import { signUpRequestOf } from './sign-up-request';
import type { Interests } from './sign-up-request';

export type SignUpFailure = 'missing' | 'invalid' | 'expired' | 'failed';

export type SignUpStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'failed'; reason: SignUpFailure };

export interface SignUpSubmit {
  status: SignUpStatus;
  /** Step 1's skip sends no interests; step 2 sends the categories and fields chosen. */
  submit: (interests?: Interests) => Promise<void>;
}

function failureOf(error: unknown): SignUpFailure {
  if (!isApiError(error)) return 'failed';
  // The session ended (signed out elsewhere, expired): sign in again and come back.
  if (error.status === 401) return 'expired';
  // The api refused the data itself: trying again would not help.
  if (error.status === 400) return 'invalid';
  return 'failed';
}

export function useSignUpSubmit(): SignUpSubmit {
  const { apiClient } = useSiteSettings();
  const finishSignUp = useSessionStore((state) => state.finishSignUp);
  const [status, setStatus] = useState<SignUpStatus>({ kind: 'idle' });
  const inFlight = useRef(false);

  async function submit(interests?: Interests) {
    if (inFlight.current) return;
    const check = signUpRequestOf(readSignUpData(), interests);
    if (!check.ok) {
      console.error(check.log);
      setStatus({ kind: 'failed', reason: check.reason });
      return;
    }
    inFlight.current = true;
    setStatus({ kind: 'sending' });
    try {
      // The calls and their schemas load with the first submit, not with the page.
      const { patchAppUser, postUserAgree } = await import('@lawfirm/api-client/site');
      await postUserAgree(apiClient, check.request.agree);
      await patchAppUser(apiClient, check.request.user);
    } catch (error) {
      // §8: the calls' own messages ("marketing agree API call failed", "user info API call
      // failed") go to the console; the member reads the Korean explanation.
      console.error(error instanceof Error ? error.message : error, error);
      setStatus({ kind: 'failed', reason: failureOf(error) });
      return;
    } finally {
      inFlight.current = false;
    }
    finishSignUp();
    setStatus({ kind: 'done' });
  }

  return { status, submit };
}
