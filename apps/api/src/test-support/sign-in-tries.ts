// Operator sign-in tries with a wrong password, sent as if from a given client address
// (X-Forwarded-For, read when TRUST_PROXY trusts the test's loopback): what the rate-limit
// tests count.

/** A function that tries once from `address` and answers the HTTP status (401, or 429). */
export function signInTriesAt(base: string) {
  return async (address: string): Promise<number> => {
    const response = await fetch(`${base}/chatops/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ login_id: 'nobody', password: 'not-the-password' }),
    });
    return response.status;
  };
}
