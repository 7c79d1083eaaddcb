// spec/site.md §4 Withdrawal and §7 #14, #15: DELETE the member's account with the reason, then
// log out, then forget the session in this tab. A refusal or a failed request deletes nothing
// here: the page says so and keeps the form (§8 logs it; the member is told too, in Korean).
import type { WithdrawalBodyInput } from '@lawfirm/api-client/site-core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { useSessionStore } from '../../member/session-store';
import { useSiteSettings } from '../../settings/site-settings';

export type WithdrawalStatus = 'idle' | 'submitting' | 'failed' | 'done';

/** The query keys of what the site knew about the member: gone with the account. */
const MEMBER_QUERY_KEYS = [['app'], ['case'], ['auth']] as const;

export function useWithdrawal() {
  const { apiClient } = useSiteSettings();
  const queryClient = useQueryClient();
  const clearAll = useSessionStore((state) => state.clearAll);
  const [status, setStatus] = useState<WithdrawalStatus>('idle');
  // A ref, not state: two clicks in the same frame send one request.
  const busy = useRef(false);

  async function withdraw(body: WithdrawalBodyInput): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setStatus('submitting');
    let logout: () => Promise<unknown>;
    try {
      // The calls load with the submit, not with the page.
      const { deleteAppUser, postAuthLogout } = await import('@lawfirm/api-client/site');
      const answer = await deleteAppUser(apiClient, body);
      if (!answer.result) throw new Error(answer.msg ?? 'withdrawal refused');
      logout = () => postAuthLogout(apiClient);
    } catch (error) {
      console.error('withdrawal failed', error);
      busy.current = false;
      setStatus('failed');
      return;
    }
    // The account is gone; a logout that fails leaves only a cookie the api no longer honours.
    await logout().catch((error: unknown) => {
      console.error('logout after withdrawal failed', error);
    });
    clearAll();
    for (const queryKey of MEMBER_QUERY_KEYS) queryClient.removeQueries({ queryKey });
    setStatus('done');
  }

  return { status, withdraw };
}
