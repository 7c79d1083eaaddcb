import { createContext, useCallback, useContext, type ReactNode } from 'react';

import { resolveApiUrl } from '../resolve-url';

const ApiBaseContext = createContext('');

/** Gives the views the chat API's base, against which the api's image paths resolve. */
export function ApiBaseProvider({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  return <ApiBaseContext.Provider value={apiBase}>{children}</ApiBaseContext.Provider>;
}

/** Resolves an image path of an answer against the chat API's origin (resolve-url.ts). */
export function useApiUrl(): (url: string) => string {
  const apiBase = useContext(ApiBaseContext);
  return useCallback((url: string) => resolveApiUrl(url, apiBase), [apiBase]);
}
