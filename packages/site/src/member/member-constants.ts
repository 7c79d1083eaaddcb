// The client area's constants (spec/site.md §9), named as the spec names them.

/** §9 "Login polling: every 1000 ms for at most 15000 ms". */
export const LOGIN_POLL_INTERVAL_MS = 1000;
export const LOGIN_POLL_MAX_MS = 15_000;
