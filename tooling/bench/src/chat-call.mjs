// One call of the chat widget's api (spec/chat-widget.md §7), as the socket bench makes them.

/** spec §7: every chat call is a POST of {d} with the token in `a` and the version in `v`. */
export async function chatCall(origin, path, d, token) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', v: '1.0.0', ...(token ? { a: token } : {}) },
    body: JSON.stringify({ d }),
  });
  const body = await response.json();
  return { status: response.status, code: body.result_info?.result_cd, data: body.data };
}
