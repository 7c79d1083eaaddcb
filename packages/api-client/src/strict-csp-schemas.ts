// The sites' Content-Security-Policy allows no 'unsafe-eval' (DESIGN.md §7). zod compiles an
// object schema's parser with `new Function` when it may, and finds out by trying once: under
// the policy the try fails quietly, but the browser still reports it as a violation. jitless
// (zod's own setting, z.config({ jitless: true })) skips the try and the compiling. Written to
// the shared object z.config() writes, which zod reads from globalThis when it loads, so that
// no page loads zod for it: a browser entry calls this first, and zod loads with the routes
// that use it, after. Not for servers, where the compiled parsers are faster and no policy applies.
const zodConfigKey = '__zod_globalConfig';

export function makeSchemasJitless(scope: Record<string, unknown> = globalThis): void {
  const existing = scope[zodConfigKey];
  const config = typeof existing === 'object' && existing !== null ? existing : {};
  Object.assign(config, { jitless: true });
  scope[zodConfigKey] = config;
}
