// A seeded pseudo-random generator (mulberry32): the seed data varies like real data but is the
// same on every run, so seeding twice writes the same rows.

export type Random = () => number;

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number from min to max inclusive. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** `YYYY-MM-DD` of the UTC day `days` after `start`. */
export function addDays(start: string, days: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A fixed instant on the day `days` after `start`, at 09:00 Seoul time. */
export function seoulMorning(start: string, days: number): Date {
  return new Date(`${addDays(start, days)}T09:00:00+09:00`);
}

/** The item at `index`, counting round the list again past its end. */
export function cycle<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('cycle() needs a non-empty list');
  return item;
}
