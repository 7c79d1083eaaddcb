// Closing an ioredis connection without hanging: QUIT waits for Redis's answer, and a Redis that
// holds the socket open without answering (a partition, a paused server) never gives one.
import type { Redis } from 'ioredis';

/** Sends QUIT, waits for its answer at most `waitMs`, then drops the connection either way. */
export async function closeRedis(connection: Redis, waitMs: number): Promise<void> {
  const quit = connection.quit().catch(() => undefined);
  const late = new Promise<void>((resolve) => {
    setTimeout(resolve, waitMs).unref();
  });
  await Promise.race([quit, late]);
  connection.disconnect();
}
