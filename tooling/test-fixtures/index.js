// Loads shared by the api's tests and the bench, so that a test and a measurement of the same
// scenario send the same thing (README).

/**
 * The flood that once stalled the api: 5,000 frames sent at once on one chat socket (as
 * `inquiry.watching`, about 350 KB). The api's tests send it and expect the socket closed with
 * 4429 while `/healthz` answers; the bench times `/healthz` during it.
 */
export const FLOOD_FRAMES = 5_000;
