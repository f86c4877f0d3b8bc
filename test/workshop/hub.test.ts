import { describe, expect, it } from 'vitest';
import { Hub } from '../../src/workshop/hub.ts';
import type { StoredEvent } from '../../src/workshop/model.ts';
import type { WorkshopStore } from '../../src/workshop/store.ts';

// The hub must hand every committed event to every open stream, whenever the commit's news arrives.
// On SQLite the news comes from inside a promise chain (the commit runs in a microtask), so it can
// land at any point of a pump that is finishing; a message once got lost there until the next event.

/** A store in memory whose commits announce themselves like the SQLite driver's. */
function memoryStore() {
  const events: StoredEvent[] = [];
  let listener: ((w: string, seq: number) => void) | undefined;
  const store = {
    db: {
      onAppend(l: (w: string, seq: number) => void) {
        listener = l;
        return () => {
          listener = undefined;
        };
      },
    },
    async eventsSince(_w: string, after: number, limit: number) {
      return events.filter((e) => e.seq > after).slice(0, limit);
    },
  } as unknown as WorkshopStore;
  const commit = (text: string) => {
    const seq = events.length + 1;
    events.push({ seq, at: seq, event: { kind: 'message.sent', text } });
    listener?.('w1', seq);
  };
  return { store, commit };
}

const microtasks = async (n: number) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};
const macrotask = () => new Promise((r) => setTimeout(r, 0));

describe('the hub', () => {
  it('delivers an event committed at any moment while the previous pump finishes', async () => {
    for (let hops = 0; hops < 40; hops++) {
      const { store, commit } = memoryStore();
      const hub = new Hub(store);
      const got: number[] = [];
      await hub.subscribe('w1', { lastSeq: 0, send: (es) => got.push(...es.map((e) => e.seq)) });
      commit('lock');
      await microtasks(hops);
      commit('Break until 11:00');
      await macrotask();
      await macrotask();
      expect(got, `second commit ${hops} microtasks after the first`).toEqual([1, 2]);
      hub.close();
    }
  });

  it('a dashboard read right after a commit includes it', async () => {
    for (let hops = 0; hops < 40; hops++) {
      const { store, commit } = memoryStore();
      const hub = new Hub(store);
      await hub.dashboard('w1');
      commit('one');
      await microtasks(hops);
      commit('two');
      const d = await hub.dashboard('w1');
      expect(d.lastSeq, `second commit ${hops} microtasks after the first`).toBe(2);
      hub.close();
    }
  });
});
