// Tabs of one browser in memory, for tests: one lock handed in line and a channel that, like
// BroadcastChannel, delivers a tab's message to every other tab (asynchronously), never back.
import type { TabGroup, TabMessage } from '../tab-group';

export function memoryTabs() {
  const members = new Set<{ deliver(message: TabMessage): void }>();
  const line: Array<{ lead(): void; id: number }> = [];
  let holder: number | null = null;
  let serial = 0;

  const handOn = () => {
    if (holder !== null) return;
    const next = line.shift();
    if (!next) return;
    holder = next.id;
    next.lead();
  };

  function tab(): TabGroup {
    const id = (serial += 1);
    const listeners = new Set<(message: TabMessage) => void>();
    const member = {
      deliver(message: TabMessage) {
        for (const listener of [...listeners]) listener(message);
      },
    };
    members.add(member);
    return {
      join(onLead) {
        if (holder === null) {
          holder = id;
          return Promise.resolve(true);
        }
        line.push({ id, lead: onLead });
        return Promise.resolve(false);
      },
      post(message) {
        for (const other of members) {
          if (other !== member) queueMicrotask(() => other.deliver(message));
        }
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close() {
        members.delete(member);
        const waiting = line.findIndex((entry) => entry.id === id);
        if (waiting >= 0) line.splice(waiting, 1);
        if (holder === id) {
          holder = null;
          handOn();
        }
      },
    };
  }

  return { tab };
}
