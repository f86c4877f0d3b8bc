import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  goTextFactsOf,
  goTextFiles,
  goTextsPlugin,
  standInModule,
  writeGoTexts,
} from '../../scripts/site-go-texts.ts';
import { FNV_OFFSET, fileHash, fnv } from '../../src/go/build/file-hash.ts';
import {
  appendGoText,
  deferredGoText,
  goText,
  goTextFacts,
  isDeferredGoText,
  setGoTextLoader,
} from '../../src/go/build/go-text.ts';
import { goPackage } from '../../src/kube/gopkg/pkg.ts';

// The site's engine worker gets the registry packages' Go texts as stand-ins (scripts/site-go-texts.ts,
// src/go/build/go-text.ts): what it builds from them must be what it builds from the texts (the same
// snapshot keys, the same deepcopy methods), and a text is loaded only when it is read.

const root = join(import.meta.dirname, '..', '..');
const files = goTextFiles();
const texts = files.map((f) => readFileSync(f, 'utf8'));
const at = (rel: string) => {
  const i = files.indexOf(join(root, rel));
  if (i < 0) throw new Error(`${rel} is not a registry Go file`);
  return i;
};
const standIn = (i: number) => deferredGoText(i, fnv(FNV_OFFSET, texts[i]), goTextFactsOf(texts[i]));

describe('registry Go texts as stand-ins', () => {
  const apps = at('src/kube/gopkg/api/appsv1.go');
  const appsMore = at('src/kube/gopkg/api/appsv1-more.go');
  const register = 'package v1\n\ntype Registered struct {\n\tTypeMeta\n}\n';

  it('key as their texts, and a package of stand-ins gets the same deepcopy methods and keys', () => {
    const s = standIn(apps);
    expect(isDeferredGoText(s)).toBe(true);
    expect(s).not.toBe(texts[apps]);
    expect(fileHash(s)).toBe(fileHash(texts[apps]));
    const spec = (a: string, b: string) =>
      goPackage({
        path: 'k8s.io/api/apps/v1',
        files: { 'types.go': a, 'types_more.go': b, 'register.go': register },
        deepCopy: { runtimePkg: 'runtime' },
      })();
    const fromTexts = spec(texts[apps], texts[appsMore]);
    const fromStandIns = spec(s, standIn(appsMore));
    expect(Object.keys(fromStandIns.natives).sort()).toEqual(Object.keys(fromTexts.natives).sort());
    expect(Object.keys(fromTexts.natives)).toContain('*Deployment.DeepCopyObject');
    expect(Object.keys(fromTexts.natives)).toContain('*Registered.DeepCopyObject');
    expect(fromStandIns.files.map((f) => fileHash(f.src))).toEqual(
      fromTexts.files.map((f) => fileHash(f.src)),
    );
    // The first file with its appended declarations: still a stand-in, with the whole's facts.
    expect(isDeferredGoText(fromStandIns.files[0].src)).toBe(true);
    expect(goTextFacts(fromStandIns.files[0].src)).toEqual(goTextFactsOf(fromTexts.files[0].src));
  });

  it("are read through the host's loader, once, only when a text is read", () => {
    const s = standIn(at('src/go/std/strings/strings.go'));
    const appended = appendGoText(s, '\nfunc extra() {}\n');
    setGoTextLoader(undefined);
    expect(() => goText(s)).toThrow(/not loaded/);
    let loads = 0;
    setGoTextLoader(() => {
      loads++;
      return texts;
    });
    expect(goText(appended)).toBe(`${texts[at('src/go/std/strings/strings.go')]}\nfunc extra() {}\n`);
    expect(goText(s)).toBe(texts[at('src/go/std/strings/strings.go')]);
    expect(fileHash(appended)).toBe(fileHash(goText(appended)));
    expect(loads).toBe(1);
    // A text is its own text, and has no facts to read instead.
    expect(goText('package x\n')).toBe('package x\n');
    expect(goTextFacts('package x\n')).toBeUndefined();
  });

  it("are what the engine worker's bundle gets, and only that bundle", () => {
    const strings = join(root, 'src/go/std/strings/strings.go');
    const plugin = goTextsPlugin();
    plugin.buildStart({ input: { worker: join(root, 'src/sandbox/worker.ts') } });
    const i = at('src/go/std/strings/strings.go');
    expect(plugin.load(`${strings}?raw`)).toBe(standInModule(i, texts[i]));
    expect(plugin.load(join(root, 'src/sandbox/worker.ts'))).toBeNull();
    const shell = goTextsPlugin();
    shell.buildStart({ input: [join(root, 'src/components/terminal/shell-worker.ts')] });
    expect(shell.load(`${strings}?raw`)).toBeNull();
  });

  it('are shipped as every registry text, in the order of their indices', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oplab-go-texts-'));
    try {
      const out = join(dir, 'go-sources.bin');
      expect(writeGoTexts(out).files).toBe(texts.length);
      expect(JSON.parse(inflateRawSync(readFileSync(out)).toString('utf8'))).toEqual(texts);
      expect(texts.length).toBeGreaterThan(100);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
