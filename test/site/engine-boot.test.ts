import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineUrls, writeEngineUrls } from '../../scripts/site-engine-boot.ts';
import {
  ENGINE_URLS_PLACEHOLDER,
  earlyWarmScript,
  engineBootScript,
} from '../../src/workspace/engine-boot.ts';

// The exercise pages start the engine's workers from their HTML (src/workspace/engine-boot.ts); the
// build writes the hashed URLs into them (scripts/site-engine-boot.ts). These hold the writer to the
// one file of each kind the page's engine module refers to.

const words = { name: 'oplab-engine+snapshot', here: 'h', port: 'p' };

function site(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'engine-boot-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

const names = {
  worker: '/_astro/worker-AbC12_-x.js',
  snapshotWorker: '/_astro/snapshot-worker-Q1.js',
  snapshot: '/_astro/go-snapshot.9_hU.bin',
  sources: '/_astro/go-sources.Brk.bin',
};
const assets = {
  '_astro/worker-AbC12_-x.js': '',
  '_astro/snapshot-worker-Q1.js': '',
  '_astro/go-snapshot.9_hU.bin': '',
  '_astro/go-sources.Brk.bin': '',
  '_astro/editor.worker-Zz.js': '',
  // The page's engine module (engine-worker.ts's chunk): refers to all four.
  '_astro/engine-worker.x1.js': Object.values(names).join(' '),
};

describe('scripts/site-engine-boot.ts', () => {
  it('writes the URLs the page’s engine module uses into the pages that start the engine', () => {
    const script = `<script>${engineBootScript(words)}</script>`;
    const dist = site({
      ...assets,
      'en/exercises/a/index.html': `<p>${script}</p>`,
      'en/lessons/b/index.html': '<p>no engine here</p>',
    });
    expect(writeEngineUrls(dist)).toBe(1);
    const html = readFileSync(join(dist, 'en/exercises/a/index.html'), 'utf8');
    expect(html).not.toContain(ENGINE_URLS_PLACEHOLDER);
    expect(html).toContain(`var u=${JSON.stringify(names)};`);
    expect(readFileSync(join(dist, 'en/lessons/b/index.html'), 'utf8')).toBe('<p>no engine here</p>');
  });

  it('refuses a build where a kind has two files, or no module refers to the four', () => {
    expect(() => engineUrls(site({ ...assets, '_astro/worker-Other.js': '' }))).toThrow(/2 files like/);
    expect(() => engineUrls(site({ ...assets, '_astro/engine-worker.x1.js': names.worker }))).toThrow(
      /no module/,
    );
  });

  it('gives a script that starts nothing while the URLs are not written (the dev server)', () => {
    let started = 0;
    const fakeWindow = {} as Record<string, unknown>;
    new Function('Worker', 'window', 'location', engineBootScript(words))(
      function Worker() {
        started++;
      },
      fakeWindow,
      { href: 'http://x/' },
    );
    expect(started).toBe(0);
    expect(Object.keys(fakeWindow)).toEqual([]);
  });

  it('gives a script that, with the URLs written, starts both workers on its own (no outer names)', () => {
    const made: { url: string; opts: { name?: string }; posted: unknown[] }[] = [];
    class FakeWorker {
      posted: unknown[] = [];
      onerror: unknown = null;
      constructor(url: string, opts: { name?: string }) {
        made.push({ url, opts, posted: this.posted });
      }
      postMessage(m: unknown) {
        this.posted.push(m);
      }
    }
    class FakeChannel {
      port1 = { n: 1 };
      port2 = { n: 2 };
    }
    const fakeWindow = {} as Record<string, { worker: FakeWorker; failed: boolean }>;
    const script = engineBootScript(words).replace(ENGINE_URLS_PLACEHOLDER, JSON.stringify(names));
    new Function('Worker', 'MessageChannel', 'window', 'location', 'URL', script)(
      FakeWorker,
      FakeChannel,
      fakeWindow,
      { href: 'http://site.test/en/exercises/a/' },
      URL,
    );
    expect(made.map((m) => m.url)).toEqual([
      'http://site.test/_astro/worker-AbC12_-x.js',
      'http://site.test/_astro/snapshot-worker-Q1.js',
    ]);
    expect(made[0].opts.name).toBe(words.name);
    expect(made[1].posted).toEqual([{ url: 'http://site.test/_astro/go-snapshot.9_hU.bin', port: { n: 1 } }]);
    expect(made[0].posted).toEqual([
      {
        kind: 'p',
        port: { n: 2 },
        url: 'http://site.test/_astro/go-snapshot.9_hU.bin',
        sources: 'http://site.test/_astro/go-sources.Brk.bin',
      },
    ]);
    expect(fakeWindow.__oplabEarlyEngine?.failed).toBe(false);
  });

  it('gives a script that hands the early worker the workspace data before it, as text, and nothing else', () => {
    const script = earlyWarmScript('w');
    const run = (slot: unknown, sibling: unknown) =>
      new Function('window', 'document', script)(
        { __oplabEarlyEngine: slot },
        { currentScript: sibling === undefined ? null : { previousElementSibling: sibling } },
      );
    const posted: unknown[] = [];
    const worker = { postMessage: (m: unknown) => posted.push(m) };
    run({ worker, failed: false }, { textContent: '{"id":"scope-get"}' });
    expect(posted).toEqual([{ kind: 'w', data: '{"id":"scope-get"}' }]);
    // No worker started early (the dev server), one that failed, no data before it: nothing is sent.
    run(undefined, { textContent: '{}' });
    run({ worker, failed: true }, { textContent: '{}' });
    run({ worker, failed: false }, null);
    run({ worker, failed: false }, undefined);
    expect(posted).toHaveLength(1);
    // A worker that throws on the message does not break the page's parsing.
    expect(() =>
      run(
        {
          worker: {
            postMessage() {
              throw new Error('gone');
            },
          },
          failed: false,
        },
        { textContent: '{}' },
      ),
    ).not.toThrow();
  });
});
