// The snapshot's worker closes itself only once its fetch is recorded as complete: the body's last byte
// reaches a reader before the completion does (in Chromium and in Node alike), and a worker closed in
// between left DevTools (and Playwright's network-idle wait) with a request that never finished.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSettled } from '../../src/sandbox/fetch-settled.ts';

let server: Server;
let base: string;
let release: () => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    res.write('head ');
    if (req.url === '/held') release = () => res.end('tail');
    else res.end('tail');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('fetchSettled', () => {
  it('resolves after a read fetch is recorded complete, not before, and long before its cap', async () => {
    const url = `${base}/whole`;
    const res = await fetch(url);
    await res.text();
    // Read to its end, yet not recorded: a close here is the one that lost the completion.
    expect(performance.getEntriesByName(url, 'resource')).toHaveLength(0);
    const t = performance.now();
    await fetchSettled(url, 5000);
    expect(performance.now() - t).toBeLessThan(2000);
    expect(performance.getEntriesByName(url, 'resource')).toHaveLength(1);
  });

  it('waits while the response is unfinished and resolves when it ends', async () => {
    const url = `${base}/held`;
    const res = await fetch(url);
    let settled = false;
    const waiting = fetchSettled(url, 10_000).then(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(settled).toBe(false);
    release();
    await res.text();
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives up after its cap for a fetch that is never recorded', async () => {
    const t = performance.now();
    await fetchSettled(`${base}/never-fetched`, 120);
    expect(performance.now() - t).toBeGreaterThanOrEqual(100);
  });

  it('resolves at once for a URL it cannot resolve', async () => {
    await expect(fetchSettled('not a url')).resolves.toBeUndefined();
  });
});
