// The places the sockets of one hub hold in the counts (socket-counts.ts): taken as a socket
// opens, refreshed at every ping sweep, given back when it closes, and every one given back
// before the hub has closed. A shared count (Redis) keeps a place nobody gives back until it
// lapses (SOCKET_LIMITS.placeLapseMs): a release left to a socket's close event after the api
// closed, or after the Redis connection quit, would hold its visitor's and address's room that
// long after every restart.
import type { SocketCounts, SocketPlace } from './socket-counts';

/** What taking a place came to: the socket goes on, or is refused, or is (being) closed. */
export type TakeOutcome = 'taken' | 'full' | 'gone';

export function createSocketPlaces(counts: SocketCounts) {
  /** The places of each open socket, by its id. */
  const held = new Map<string, SocketPlace[]>();
  /** Counts' calls under way: the hub's close waits for them. */
  const underWay = new Set<Promise<unknown>>();
  let closing = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    underWay.add(work);
    void work.finally(() => underWay.delete(work)).catch(() => undefined);
    return work;
  };
  const giveBack = (places: SocketPlace[]) => {
    for (const place of places.splice(0)) void track(counts.release(place));
  };
  const settled = async () => {
    while (underWay.size > 0) await Promise.allSettled([...underWay]);
  };

  return {
    /** A socket opened: it may take places until it closes. */
    open(socketId: string) {
      if (!closing) held.set(socketId, []);
    },

    /** Takes the socket's place under `key` unless `max` sockets hold it already. */
    async take(socketId: string, key: string, max: number): Promise<TakeOutcome> {
      if (closing || !held.has(socketId)) return 'gone';
      const place = { key, socketId };
      if (!(await track(counts.take(place, max)))) return 'full';
      const places = held.get(socketId);
      // Closed (or the hub closing) while counting: what was taken goes back at once.
      if (closing || !places) {
        giveBack([place]);
        return 'gone';
      }
      places.push(place);
      return 'taken';
    },

    /** The socket closed: its places go back. */
    release(socketId: string) {
      const places = held.get(socketId);
      held.delete(socketId);
      if (places) giveBack(places);
    },

    /** The ping sweep: the places of these sockets, still open here, are kept. */
    refresh(socketIds: Iterable<string>) {
      const places = [...socketIds].flatMap((socketId) => held.get(socketId) ?? []);
      void track(counts.refresh(places));
    },

    /**
     * The hub closes: no place is taken any more, the takes under way end, and every place is
     * given back; resolves once the counts have answered all of it.
     */
    async close() {
      closing = true;
      await settled();
      for (const places of held.values()) giveBack(places);
      held.clear();
      await settled();
    },
  };
}

export type SocketPlaces = ReturnType<typeof createSocketPlaces>;
