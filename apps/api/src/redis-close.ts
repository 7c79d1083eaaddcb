// Ending ioredis work without hanging: a command waits for Redis's answer, and a Redis that
// holds the socket open without answering (a partition, a paused server) never gives one;
// one that has gone away leaves a command queued until it is back.
import type { Redis } from 'ioredis';

/** Waits for `work` at most `waitMs`; its failure or lateness is not the caller's concern. */
export async function waitAtMost(work: Promise<unknown>, waitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
    timer.unref();
  });
  await Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    late,
  ]);
  clearTimeout(timer);
}

/** Sends QUIT, waits for its answer at most `waitMs`, then drops the connection either way. */
export async function closeRedis(connection: Redis, waitMs: number): Promise<void> {
  await waitAtMost(connection.quit(), waitMs);
  connection.disconnect();
}
