// The signed-in counsellor: the api's session token (sent as Authorization: Bearer), when it
// expires, and who it is. Kept in sessionStorage, not a cookie: a cookie would ride along with
// requests other sites make, and the operator API reads only the header. A closed tab forgets it.
import type { Operator } from '@lawfirm/api-client/operator';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface Session {
  token: string;
  /** ISO date-time: the api's expires_at. */
  expiresAt: string;
  operator: Operator;
}

/** Why the counsellor is at the sign-in page again, shown there once. */
export type SignOutReason = 'signed-out' | 'expired' | 'password-changed';

export const SIGN_OUT_NOTICES: Record<SignOutReason, string> = {
  'signed-out': '로그아웃했습니다.',
  expired: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  'password-changed': '비밀번호를 변경했습니다. 새 비밀번호로 다시 로그인해 주세요.',
};

export interface SessionState {
  session: Session | null;
  notice: SignOutReason | null;
  signedIn(session: Session): void;
  signOut(reason: SignOutReason): void;
  clearNotice(): void;
}

export const SESSION_STORAGE_KEY = 'lawfirm-back-office-session';

/** True while `session` has not reached its expiry at `now`. */
export function isLive(session: Session | null, now: number): session is Session {
  return session !== null && Date.parse(session.expiresAt) > now;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      notice: null,
      signedIn: (session) => set({ session, notice: null }),
      // A call still under way when the counsellor signed out fails for want of a token: that
      // is no expiry, and the sign-in page keeps saying why they are there.
      signOut: (reason) =>
        set((state) =>
          state.session || reason !== 'expired' ? { session: null, notice: reason } : {},
        ),
      clearNotice: () => set({ notice: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ session }) => ({ session }),
      // A token that expired while the tab slept is not restored.
      merge: (persisted, current) => {
        const session = (persisted as { session?: Session | null } | undefined)?.session ?? null;
        return { ...current, session: isLive(session, Date.now()) ? session : null };
      },
    },
  ),
);

/** The current token, for calls made outside React. */
export const currentToken = (): string | null => useSessionStore.getState().session?.token ?? null;
