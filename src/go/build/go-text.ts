// Go source text of the registry packages (src/go/std, src/kube/gopkg), possibly not loaded yet.
// A page's engine worker takes every package its exercises use from the site snapshot
// (snapshot.ts), so it never parses their sources: it needs only each file's hash (the snapshot's
// keys) and, for the Kubernetes API packages, the type names deepcopy-gen's methods are declared
// for (src/kube/gopkg/pkg.ts). The site build (scripts/site-go-texts.ts) therefore ships the texts
// apart from the engine's JavaScript (they were 215 KB of its 625 KB gzip, compiled on the engine's
// thread at every start): each `.go?raw` import becomes `deferredGoText(...)`, a stand-in string
// that carries the file's hash and those facts, and the texts are loaded only when a package must
// be parsed (a program importing a package the snapshot lacks, no snapshot at all).
// The prebuilt CLI (scripts/bundle-cli.ts goTextFilesPlugin) does the same with a file of texts
// beside its bundle: each import is `deferredGoTextIn(...)`, a slice of that file read whole when a
// text of it is first read, so a command served from its snapshot never reads it (`go run` of hello
// world read and decoded 405 KB, grade and run 2 MB, on every start).
// Everywhere else (Node from source, tests, dev) the imports are the texts themselves.
//
// Code that reads a registry file's text goes through `goText` (parsing, slicing); code that only
// passes it along or keys it needs nothing.

import { fileHash, fnv, knownSource } from './file-hash.ts';

/** What the site build found in a file's text, for code that would otherwise read it. */
export interface GoTextFacts {
  /** `^type X struct` names, exported (src/kube/gopkg/deepcopy-names.ts structTypeNames). */
  structs: readonly string[];
  /** Struct types embedding TypeMeta (deepcopy-names.ts rootTypeNames). */
  roots: readonly string[];
  /** The package clause's name (deepcopy-names.ts packageClauseName), or '' without one. */
  pkg: string;
}

interface Deferred {
  /** The text's index in the loaded list; or the text is `parts[0]` followed by `parts[1]`. */
  index?: number;
  parts?: readonly [string, string];
  /** Or the text is [start, end) of what `load` returns. */
  slice?: { load: () => string; start: number; end: number };
  facts?: GoTextFacts;
}

// A stand-in begins with a NUL, which no Go source can (the scanner rejects it), so it is never
// mistaken for a text; the rest makes each one unique.
const TAG = '\u0000oplab-deferred-go-text:';
const deferred = new Map<string, Deferred>();
let serial = 0;
let texts: readonly string[] | undefined;
let loader: (() => readonly string[]) | undefined;

/**
 * The stand-in for the registry text at `index` of the site's list, whose hash (fnv of the text) is
 * `hash`; written by the site build in place of the text.
 */
export function deferredGoText(index: number, hash: number, facts: GoTextFacts): string {
  const s = `${TAG}${index}`;
  deferred.set(s, { index, facts });
  return knownSource(s, hash);
}

/**
 * The stand-in for the text at [start, end) of what `load` returns (a file of texts, read once by
 * `load` itself), whose hash (fnv of the text) is `hash`: the prebuilt CLI's form.
 */
export function deferredGoTextIn(
  load: () => string,
  start: number,
  end: number,
  hash: number,
  facts: GoTextFacts,
): string {
  const s = `${TAG}@${serial++}`;
  deferred.set(s, { slice: { load, start, end }, facts });
  return knownSource(s, hash);
}

/** Whether `s` is a stand-in for a text not read yet. */
export function isDeferredGoText(s: string): boolean {
  return s.charCodeAt(0) === 0 && deferred.has(s);
}

/**
 * How the host loads the texts when one is first read (the engine worker: src/sandbox/go-texts.ts):
 * the whole list, synchronously (a text is read in the middle of a build).
 */
export function setGoTextLoader(load: (() => readonly string[]) | undefined): void {
  loader = load;
}

/** The text `s` stands for (`s` itself when it is a text). Loads the texts the first time one is read. */
export function goText(s: string): string {
  const d = s.charCodeAt(0) === 0 ? deferred.get(s) : undefined;
  if (d === undefined) return s;
  if (d.parts !== undefined) return goText(d.parts[0]) + d.parts[1];
  if (d.slice !== undefined) return d.slice.load().slice(d.slice.start, d.slice.end);
  if (texts === undefined) {
    if (loader === undefined)
      throw new Error('the Go sources of the standard and Kubernetes packages are not loaded');
    texts = loader();
  }
  const t = texts[d.index!];
  if (t === undefined) throw new Error(`the loaded Go sources have no text ${d.index}`);
  return t;
}

/** The site build's facts about `s`'s text when `s` is a stand-in; undefined for a text (read it). */
export function goTextFacts(s: string): GoTextFacts | undefined {
  return s.charCodeAt(0) === 0 ? deferred.get(s)?.facts : undefined;
}

/**
 * `a` followed by `b`: a stand-in when `a` is one, with the hash of the whole (FNV-1a continues from
 * `a`'s hash over `b`, as it would over the joined text), so keys are as with the texts; `facts` are
 * the whole's (the caller's, who knows what `b` declares).
 */
export function appendGoText(a: string, b: string, facts?: GoTextFacts): string {
  if (!isDeferredGoText(a)) return a + b;
  const s = `${TAG}+${serial++}`;
  deferred.set(s, facts === undefined ? { parts: [a, b] } : { parts: [a, b], facts });
  return knownSource(s, fnv(fileHash(a), b));
}
