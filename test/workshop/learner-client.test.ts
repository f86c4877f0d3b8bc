// The learner's offline queue: Check summaries wait in storage while the server is away and are
// sent, once each, when it answers again; what the server refuses for good is not retried forever.
import { describe, expect, it, vi } from 'vitest';
import {
  checkEvent,
  type KeyValue,
  LearnerClient,
  QUEUE_KEY,
  type Session,
} from '../../src/workshop/client/learner.ts';

function memory(): KeyValue & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function session(): Session {
  return {
    view: {
      id: 'w_1',
      title: 'T',
      locale: 'en',
      exercises: [{ id: 'scope-get' }],
      locked: [],
      messages: [],
      ended: false,
      removed: false,
      you: { id: 'l_1', name: 'Ann' },
      lastSeq: 2,
    },
    titles: {},
    paths: {},
    status: 'ok',
  };
}

const detail = {
  exercise: 'scope-get',
  status: 'fail',
  checks: [
    { id: 'compile', status: 'pass', lesson: '/lessons/scope/#get-takes-a-key', title: { en: 'x' } },
    { id: 'scope.get-namespace', status: 'fail', lesson: 'javascript:alert(1)' },
  ],
  durationMs: 1234.5,
  files: { 'main.go': 'secret code' },
};

describe('learner client', () => {
  it('reduces a Check to its summary: ids, statuses, lesson paths that are paths, timing; no code', () => {
    const e = checkEvent(detail, 1000)!;
    expect(e).toMatchObject({
      kind: 'check',
      exercise: 'scope-get',
      status: 'fail',
      ms: 1235,
      checks: [
        { id: 'compile', status: 'pass', lesson: '/lessons/scope/#get-takes-a-key' },
        { id: 'scope.get-namespace', status: 'fail' },
      ],
    });
    expect(JSON.stringify(e)).not.toContain('secret code');
    expect(JSON.stringify(e)).not.toContain('javascript');
    expect(checkEvent({ ...detail, exercise: '../etc' }, 1)).toBeUndefined();
    expect(checkEvent({ ...detail, status: 'stopped' }, 1)).toBeUndefined();
    expect(checkEvent({ ...detail, status: 'compile-error', checks: [] }, 1)).toMatchObject({
      status: 'error',
      checks: [],
    });
  });

  it('queues while offline and sends when the server is back, each event once', async () => {
    const store = memory();
    let up = false;
    const sent: string[] = [];
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (!up) throw new TypeError('Failed to fetch');
      const { events } = JSON.parse(String(init?.body)) as { events: { id: string }[] };
      sent.push(...events.map((e) => e.id));
      return new Response(JSON.stringify({ acked: events.map((e, i) => ({ id: e.id, seq: 3 + i })) }), {
        status: 200,
      });
    });
    const changes: [number, boolean][] = [];
    const c = new LearnerClient(session(), {
      store,
      fetch: fetch as unknown as typeof globalThis.fetch,
      onChange: (_s, q, online) => changes.push([q, online]),
    });
    c.checked(detail);
    c.checked(detail);
    await vi.waitFor(() => expect(c.online).toBe(false));
    expect(c.queued()).toBe(2);
    // A reload keeps the queue: a new client on the same storage sees it.
    expect(JSON.parse(store.getItem(QUEUE_KEY)!)).toHaveLength(2);
    up = true;
    await c.flush();
    expect(c.queued()).toBe(0);
    expect(new Set(sent).size).toBe(2);
    expect(changes.some(([q, online]) => q === 2 && !online)).toBe(true);
  });

  it('drops a batch the server refuses for good (400), stops on 401, keeps on 503', async () => {
    const store = memory();
    let status = 400;
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'x', message: 'm' }), { status }));
    const c = new LearnerClient(session(), {
      store,
      fetch: fetch as unknown as typeof globalThis.fetch,
      onChange: () => {},
    });
    c.checked(detail);
    await c.flush();
    await vi.waitFor(() => expect(c.queued()).toBe(0));
    status = 503;
    c.checked(detail);
    await c.flush();
    expect(c.queued()).toBe(1);
    status = 401;
    await vi.waitFor(async () => {
      await c.flush(); // once the 503 attempt in flight has finished
      expect(c.session.status).toBe('expired');
    });
    expect(c.queued()).toBe(1); // kept: nothing the learner did is thrown away
  });

  it('ignores exercises that are not part of the workshop', () => {
    const store = memory();
    const c = new LearnerClient(session(), {
      store,
      fetch: vi.fn() as unknown as typeof fetch,
      onChange: () => {},
    });
    c.checked({ ...detail, exercise: 'capstone' });
    expect(c.queued()).toBe(0);
  });
});
