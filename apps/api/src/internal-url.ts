// The address the api's own server-side renderer uses to call the api: the listening host,
// except that a wildcard address (listen on every interface) is reached through loopback.
const WILDCARD_HOSTS: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };

export function internalBaseUrl(host: string, port: number): string {
  const reachable = WILDCARD_HOSTS[host] ?? host;
  // An IPv6 literal goes in brackets inside a URL.
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${hostPart}:${port}`;
}
