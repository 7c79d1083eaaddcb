import type { queryOptions as reactQueryOptions } from '@tanstack/react-query';

// React Query's `queryOptions` hands back its argument unchanged: it exists for its types.
// The factories use this copy, typed as the original, so the fetch core (schemas, calls,
// envelope, retry) loads without React Query at run time: a server or script that only calls
// `fetch…()` need not install it, which is why the peer is optional (package.json).
// eslint.config.js keeps every other runtime import of React Query out of src/.
export const queryOptions = (<T>(options: T) => options) as typeof reactQueryOptions;
