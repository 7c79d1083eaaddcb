// The frames one socket may send (SOCKET_LIMITS.frameBurst and framesPerSecond): a token bucket
// that holds `burst` frames and refills at `perSecond`. The socket hub spends one per frame as
// it arrives, before the frame is read or queued, so a flood costs no more than its first
// `burst` frames.

export interface FrameBudget {
  /** Takes one frame from the budget; false when it is spent (the frame is over the budget). */
  spend(): boolean;
}

export function createFrameBudget(
  { burst, perSecond }: { burst: number; perSecond: number },
  now: () => number = Date.now,
): FrameBudget {
  let available = burst;
  let filledAt = now();
  return {
    spend() {
      const at = now();
      available = Math.min(burst, available + ((at - filledAt) / 1000) * perSecond);
      filledAt = at;
      if (available < 1) return false;
      available -= 1;
      return true;
    },
  };
}
