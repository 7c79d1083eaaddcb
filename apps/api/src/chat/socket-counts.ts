// Open sockets per visitor and per address (SOCKET_LIMITS.socketsPerVisitor, socketsPerAddress).
// Each socket takes a place under its keys when it opens and gives it back when it closes. With
// REDIS_URL the places live in Redis (redis-socket-counts.ts), so the caps hold across every api
// instance; without it, in this process's memory.

/** One socket's place under one key. */
export interface SocketPlace {
  key: string;
  socketId: string;
}

export interface SocketCounts {
  /** Counts the place if fewer than `max` are counted under its key; false when that is full. */
  take(place: SocketPlace, max: number): Promise<boolean>;
  /** Stops counting the place. */
  release(place: SocketPlace): Promise<void>;
  /**
   * The places of the sockets still open here, at every ping sweep. A shared count forgets
   * places not refreshed for a while, so an instance that died stops counting its sockets.
   */
  refresh(places: readonly SocketPlace[]): Promise<void>;
}

/** The key of a count: which cap it is, and whom it counts. */
export const socketCountKeys = {
  visitor: (visitorKey: string) => `visitor:${visitorKey}`,
  address: (address: string) => `address:${address}`,
} as const;

export function createMemorySocketCounts(): SocketCounts {
  const places = new Map<string, Set<string>>();
  return {
    async take({ key, socketId }, max) {
      const held = places.get(key) ?? new Set<string>();
      if (held.size >= max) return false;
      held.add(socketId);
      places.set(key, held);
      return true;
    },
    async release({ key, socketId }) {
      const held = places.get(key);
      held?.delete(socketId);
      if (held?.size === 0) places.delete(key);
    },
    async refresh() {
      // Memory dies with its sockets: nothing to forget.
    },
  };
}
