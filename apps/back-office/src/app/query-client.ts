// One query client. A call refused because the session is over signs the counsellor out
// (the sign-in page then says why); other refusals stay with the component that asked.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { OperatorCallError } from '../api/operator-call';
import { useSessionStore } from '../session/session-store';

function endSessionOn(error: unknown) {
  if (error instanceof OperatorCallError && error.sessionOver) {
    useSessionStore.getState().signOut('expired');
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: endSessionOn }),
  mutationCache: new MutationCache({ onError: endSessionOn }),
  defaultOptions: {
    queries: {
      // The feed says when something changed; no refetch on focus or on a timer.
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      retry: (count, error) =>
        !(error instanceof OperatorCallError && error.status < 500) && count < 2,
    },
  },
});
