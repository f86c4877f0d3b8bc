// Build step (Node only): the Go source text of the registry packages (src/go/**/*.go,
// src/kube/**/*.go, imported by the engine as `.go?raw`) shipped apart from the engine worker's
// JavaScript. A page's worker takes every package its exercises use from the site snapshot and
// never parses them (src/go/build/go-text.ts), so the texts (887 KB, 215 KB of the engine's 625 KB
// gzip) were fetched and compiled on the engine's thread at every start for nothing.
//
// - writeGoTexts: the texts, in goTextFiles' order, as one JSON array compressed with raw deflate
//   (static hosts rarely compress a binary file): node_modules/.cache/oplab/site/go-sources.bin,
//   written before the bundles (astro.config.mjs) and referred to by the page as a hashed asset
//   (src/workspace/engine-worker.ts sends its URL to the engine worker; src/sandbox/go-texts.ts
//   fetches it when a text is first read).
// - goTextsPlugin: in the engine worker's bundle only, each such import becomes the text's stand-in,
//   `deferredGoText(index, hash, facts)`: its place in that list, the hash the snapshot's keys use
//   (fnv, as src/go/build/file-hash.ts) and what code reads without parsing (deepcopy-names.ts).
//   Other bundles (the terminal's shell worker, which has no snapshot) keep the texts.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { FNV_OFFSET, fnv } from '../src/go/build/file-hash.ts';
import type { GoTextFacts } from '../src/go/build/go-text.ts';
import { packageClauseName, rootTypeNames, structTypeNames } from '../src/kube/gopkg/deepcopy-names.ts';

const root = join(import.meta.dirname, '..');

/** Where the site build writes the texts (engine-worker.ts refers to it by this path). */
export const SITE_GO_TEXTS_FILE = join(root, 'node_modules', '.cache', 'oplab', 'site', 'go-sources.bin');

/** The module whose stand-ins replace the texts in the engine worker's bundle. */
const GO_TEXT_MODULE = join(root, 'src', 'go', 'build', 'go-text.ts');

/** The worker whose bundle gets the stand-ins. */
const ENGINE_WORKER = join(root, 'src', 'sandbox', 'worker.ts');

function goFilesUnder(dir: string, out: string[]): void {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) goFilesUnder(p, out);
    else if (name.endsWith('.go')) out.push(p);
  }
}

/** Every registry Go file (absolute paths), in a fixed order: the texts' indices. */
export function goTextFiles(): string[] {
  const out: string[] = [];
  for (const d of ['src/go', 'src/kube']) goFilesUnder(join(root, d), out);
  return out;
}

/** Writes the texts of goTextFiles, in order, to `out`. Returns their count and size. */
export function writeGoTexts(out = SITE_GO_TEXTS_FILE): { files: number; bytes: number } {
  const texts = goTextFiles().map((f) => readFileSync(f, 'utf8'));
  const bytes = deflateRawSync(Buffer.from(JSON.stringify(texts)), { level: 9 });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, bytes);
  return { files: texts.length, bytes: bytes.length };
}

/** What the engine reads from `text` without parsing it (src/go/build/go-text.ts GoTextFacts). */
export function goTextFactsOf(text: string): GoTextFacts {
  return { structs: structTypeNames(text), roots: rootTypeNames(text), pkg: packageClauseName(text) };
}

/** The stand-in module for the text at `index`. */
export function standInModule(index: number, text: string): string {
  return `import { deferredGoText } from ${JSON.stringify(GO_TEXT_MODULE)};\nexport default deferredGoText(${index}, ${fnv(FNV_OFFSET, text)}, ${JSON.stringify(goTextFactsOf(text))});\n`;
}

/** Vite (Rolldown) plugin for the worker bundles (astro.config.mjs `worker.plugins`). */
export function goTextsPlugin() {
  let index: Map<string, number> | undefined;
  return {
    name: 'oplab-go-texts',
    enforce: 'pre' as const,
    buildStart(options: { input?: unknown }) {
      const input = options.input;
      const entries = Array.isArray(input)
        ? input
        : input !== null && typeof input === 'object'
          ? Object.values(input)
          : [input];
      index = entries.some((e) => typeof e === 'string' && e.split('?')[0] === ENGINE_WORKER)
        ? new Map(goTextFiles().map((f, i) => [f, i]))
        : undefined;
    },
    load(id: string) {
      if (index === undefined || !id.endsWith('.go?raw')) return null;
      const file = id.slice(0, -'?raw'.length);
      const i = index.get(file);
      return i === undefined ? null : standInModule(i, readFileSync(file, 'utf8'));
    },
  };
}
