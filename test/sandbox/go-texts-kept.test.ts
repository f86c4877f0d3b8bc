import { deflateSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The engine worker fetches the registry packages' Go texts ahead, once it has been idle after its
// first job, and keeps them (src/sandbox/go-texts.ts): a build that needs them later works with the
// network gone. Here the worker's XMLHttpRequest and fetch are stand-ins that count and can fail.

const TEXTS = ['package strings\n', 'package list\n'];
const BYTES = deflateSync(new TextEncoder().encode(JSON.stringify(TEXTS)));

let online = true;
let xhrs = 0;
let fetches = 0;

class FakeXhr {
  status = 0;
  response: ArrayBuffer | null = null;
  responseType = '';
  open() {}
  send() {
    xhrs++;
    // A synchronous request offline throws (Chromium: NetworkError), it does not end with a status.
    if (!online) throw new Error('NetworkError: Failed to execute send');
    this.status = 200;
    this.response = BYTES.slice().buffer;
  }
}

async function freshModules() {
  vi.resetModules();
  const text = await import('../../src/go/build/go-text.ts');
  const kept = await import('../../src/sandbox/go-texts.ts');
  const standIn = text.deferredGoText(1, 7, { structs: [], roots: [], pkg: 'list' });
  return { ...text, ...kept, standIn };
}

describe('the Go texts kept by the engine worker', () => {
  beforeEach(() => {
    online = true;
    xhrs = 0;
    fetches = 0;
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('fetch', async () => {
      fetches++;
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(BYTES.slice());
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are fetched once the engine has been idle after its first job, and read offline later', async () => {
    const m = await freshModules();
    m.loadGoTextsFrom('/go-sources.bin');
    expect(fetches).toBe(0); // nothing while the page starts
    m.engineIdle(5_000);
    m.engineIdle(5_000); // later jobs do not fetch again
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetches).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(fetches).toBe(1);
    online = false;
    expect(m.goText(m.standIn)).toBe('package list\n');
    expect(xhrs).toBe(0);
  });

  it('without a kept copy, a build reads them when it needs them; offline that fails with why', async () => {
    const m = await freshModules();
    m.loadGoTextsFrom('/go-sources.bin');
    online = false;
    expect(() => m.goText(m.standIn)).toThrow(
      'the Go sources of the standard and Kubernetes packages did not load (HTTP 0)',
    );
    online = true;
    expect(m.goText(m.standIn)).toBe('package list\n');
    expect(xhrs).toBe(2);
  });

  it('are not fetched ahead when a build has read them already, and a failed fetch is tried again', async () => {
    const read = await freshModules();
    read.loadGoTextsFrom('/go-sources.bin');
    expect(read.goText(read.standIn)).toBe('package list\n');
    read.engineIdle(10);
    await vi.runAllTimersAsync();
    expect(fetches).toBe(0);

    const m = await freshModules();
    m.loadGoTextsFrom('/go-sources.bin');
    online = false;
    m.engineIdle(10);
    await vi.runAllTimersAsync();
    expect(fetches).toBe(1);
    online = true;
    m.engineIdle(10);
    await vi.runAllTimersAsync();
    expect(fetches).toBe(2);
    online = false;
    expect(m.goText(m.standIn)).toBe('package list\n');
  });
});
