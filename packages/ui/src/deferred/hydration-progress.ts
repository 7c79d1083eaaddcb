// Which deferred parts (deferred-part.tsx) of the page are still waiting for their code, so
// that "the page has hydrated" can mean all of it: browser tests interact only then.
const pending = new Set<object>();
const waiters: (() => void)[] = [];

export function partPending(part: object): void {
  pending.add(part);
}

export function partHydrated(part: object): void {
  pending.delete(part);
  if (pending.size > 0) return;
  for (const waiter of waiters.splice(0)) waiter();
}

/** Runs `callback` once no deferred part of the page is waiting (at once if none is). */
export function whenDeferredPartsHydrated(callback: () => void): void {
  if (pending.size === 0) callback();
  else waiters.push(callback);
}
