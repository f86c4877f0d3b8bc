// The CLI's cache of checked registry packages (src/go/build/snapshot.ts): files beside the
// prebuilt CLI, named by the CLI bundle's manifest (its time and size), so a rebuilt toolchain (any source
// changed) never reads a snapshot of another; one per kind of command, because a snapshot is read
// whole: `go run` (the standard packages a program imports, ~0.3 MB for fmt) must not read the
// Kubernetes packages that grade, run and shell check (~9 MB, ~0.4 s to read). Loaded before a command
// that builds Go, written after it when the command checked registry packages the snapshot did not
// have. Both are filled when the CLI is bundled (src/cli/prefill.ts), so that a learner's first grade
// does not pay for checking the Kubernetes packages (5.3 s).
// From the TypeScript sources (no fresh bundle) there is no snapshot: an edited checker must check.
// OPLAB_NO_SNAPSHOT=1 turns it off.
import {
  appendFileSync,
  closeSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { FNV_OFFSET, fnv } from '../go/build/file-hash.ts';
import {
  readSnapshot,
  type SnapshotSource,
  snapshotLayout,
  snapshotStale,
  useSnapshot,
  writeSnapshot,
} from '../go/index.ts';
import { headerLength } from '../go/syntax/header.ts';
import { Scanner } from '../go/syntax/scanner.ts';
import { T } from '../go/syntax/token.ts';
import type { SnapshotKind } from './commands.ts';
import { BUNDLE_DIR, BUNDLED } from './prebuilt.ts';

const PREFIX = 'go-snapshot-';

/**
 * The snapshot file of this prebuilt CLI for commands of `kind`, or undefined when running from
 * source or turned off.
 */
export function snapshotFile(kind: SnapshotKind, dir = BUNDLE_DIR, bundled = BUNDLED): string | undefined {
  if (!bundled || process.env.OPLAB_NO_SNAPSHOT === '1') return undefined;
  try {
    // cli.json is written last by every build of the bundle (scripts/bundle-cli.ts), so its
    // modification time and size name the build. (A SHA-256 of it meant loading node:crypto, ~10 ms.)
    const st = statSync(join(dir, 'cli.json'));
    const key = `${Math.trunc(st.mtimeMs * 1000).toString(36)}${st.size.toString(36)}`;
    return join(dir, `${PREFIX}${key}-${kind}.bin`);
  } catch {
    return undefined;
  }
}

// --- the file: the snapshot's bytes, then a trailer that lets a reader trust them
//
// A file of another build or a damaged one must never give a wrong result: the toolchain trusts a
// snapshot like its own code (build/snapshot.ts). The trailer names the build (the key in the file's
// name) and holds a hash of the main table and one of each function body's segment, checked as each
// is read: the main table at start, a segment when a body is first needed, so a command still reads
// only the segments it uses. Words, little-endian, after the snapshot's bytes (a multiple of 4 long):
//   key length, key (UTF-8, padded to 4), segment count S, the main table's end, S segment starts,
//   the main table's hash, S segment hashes, then the trailer's length in words (all before it) and MAGIC.

const MAGIC = 0x6f70_6c31; // "opl1"

/** FNV-1a over 32-bit words: any one changed word changes it (each step is a bijection). */
function hashWords(words: Uint32Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x01000193);
  return h >>> 0;
}

function wordsIn(bytes: Uint8Array, start: number, end: number): Uint32Array {
  const at = bytes.byteOffset + start;
  return at % 4 === 0
    ? new Uint32Array(bytes.buffer, at, (end - start) >> 2)
    : new Uint32Array(bytes.slice(start, end).buffer);
}

/** The key a snapshot file's name carries (`go-snapshot-KEY-kind.bin`). */
function keyOfFile(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return name.startsWith(PREFIX) ? name.slice(PREFIX.length).split('-')[0] : '';
}

/** The trailer for a snapshot's bytes, to be written after them by the build of `key`. */
export function snapshotTrailer(bytes: Uint8Array, key: string): Uint8Array {
  const layout = snapshotLayout(bytes);
  if (layout === undefined || bytes.byteLength % 4 !== 0) throw new Error('snapshot: not one');
  const { mainEnd, segmentStarts } = layout;
  const keyBytes = new TextEncoder().encode(key);
  const keyWords = (keyBytes.length + 3) >> 2;
  const s = segmentStarts.length;
  const body = 1 + keyWords + 2 + s + 1 + s;
  const out = new Uint32Array(body + 2);
  let w = 0;
  out[w++] = keyBytes.length;
  new Uint8Array(out.buffer, 4, keyBytes.length).set(keyBytes);
  w += keyWords;
  out[w++] = s;
  out[w++] = mainEnd;
  for (const at of segmentStarts) out[w++] = at;
  out[w++] = hashWords(wordsIn(bytes, 0, mainEnd));
  for (let i = 0; i < s; i++)
    out[w++] = hashWords(
      wordsIn(bytes, segmentStarts[i], i + 1 < s ? segmentStarts[i + 1] : bytes.byteLength),
    );
  out[w++] = body;
  out[w++] = MAGIC;
  return new Uint8Array(out.buffer);
}

// --- the seal: a main table already checked
//
// Hashing the main table cost every start 3% of hello world's CPU and 2.6% of a grade's (bench/
// README.md, session 38). Once a process has checked it, it writes a seal beside the file: the
// file's identity as fstat sees it (device, inode, size, modification and change times) and the
// trailer's hash. A later process that finds the seal matching the file it opened skips the hash:
// the file is the one checked, unchanged (a snapshot written anew is a new inode, renamed in; a
// write in place changes the change time, which no program can set back). Segments are still
// checked as they are read.

const SEAL = '.sealed';

function readSeal(file: string): string | undefined {
  try {
    return readFileSync(file + SEAL, 'latin1');
  } catch {
    return undefined;
  }
}

function writeSeal(file: string, seal: string): void {
  const tmp = `${file}${SEAL}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, seal, 'latin1');
    renameSync(tmp, file + SEAL);
  } catch {
    // Only ever an optimisation (a read-only tree): the next process checks the hash again.
    rmSync(tmp, { force: true });
  }
}

/** What a damaged segment does: by default, the command stops (see loadGoSnapshot). */
export type Damaged = (file: string) => never;

function stopDamaged(file: string): never {
  rmSync(file, { force: true });
  rmSync(file + SEAL, { force: true });
  process.stderr.write(
    `oplab: the cache of compiled packages ${file} was damaged and has been removed; run the command again\n`,
  );
  process.exit(3);
}

/**
 * The snapshot in `file` as a source for readSnapshot, when the file is one of build `key` whose main
 * table is as written; undefined otherwise. The file stays open for the process's life (a snapshot
 * written meanwhile replaces it by a rename, which leaves this file as it was). A segment read later
 * that does not match its hash calls `damaged`.
 */
export function openSnapshotFile(
  file: string,
  key: string,
  damaged: Damaged = stopDamaged,
): SnapshotSource | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const st = fstatSync(fd);
    const size = st.size;
    const readAt = (offset: number, length: number): Uint8Array => {
      const out = new Uint8Array(length);
      for (let got = 0; got < length; ) {
        const n = readSync(fd as number, out, got, length - got, offset + got);
        if (n === 0) throw new Error('snapshot: the file ended early');
        got += n;
      }
      return out;
    };
    if (size < 8 || size % 4 !== 0) throw new Error('snapshot: no trailer');
    const [body, magic] = new Uint32Array(readAt(size - 8, 8).buffer);
    if (magic !== MAGIC || body * 4 + 8 > size) throw new Error('snapshot: no trailer');
    const end = size - 8 - body * 4;
    const t = new Uint32Array(readAt(end, body * 4).buffer);
    let w = 0;
    const keyLength = t[w++];
    const keyWords = (keyLength + 3) >> 2;
    if (1 + keyWords + 2 > body) throw new Error('snapshot: bad trailer');
    const fileKey = new TextDecoder().decode(new Uint8Array(t.buffer, 4, keyLength));
    w += keyWords;
    const s = t[w++];
    if (fileKey !== key || 1 + keyWords + 2 + 2 * s + 1 !== body) throw new Error('snapshot: another build');
    const mainEnd = t[w++];
    const starts = t.subarray(w, w + s);
    w += s;
    const mainHash = t[w++];
    const hashes = t.subarray(w, w + s);
    if (mainEnd > end || mainEnd % 4 !== 0) throw new Error('snapshot: bad trailer');
    const main = readAt(0, mainEnd);
    const seal = `${st.dev}:${st.ino}:${size}:${st.mtimeMs}:${st.ctimeMs}:${mainHash}`;
    if (readSeal(file) !== seal) {
      if (hashWords(wordsIn(main, 0, mainEnd)) !== mainHash) throw new Error('snapshot: damaged');
      writeSeal(file, seal);
    }
    const segment = new Map<number, number>();
    for (let i = 0; i < s; i++) segment.set(starts[i], i);
    return {
      size: end,
      read(offset, length) {
        if (offset + length <= mainEnd) return main.subarray(offset, offset + length);
        const i = segment.get(offset);
        const segEnd = i === undefined ? -1 : i + 1 < s ? starts[i + 1] : end;
        if (i === undefined || offset + length !== segEnd) return damaged(file);
        const bytes = readAt(offset, length);
        if (hashWords(wordsIn(bytes, 0, length)) !== hashes[i]) return damaged(file);
        return bytes;
      },
    };
  } catch {
    if (fd !== undefined) closeSync(fd);
    return undefined;
  }
}

/**
 * Uses the snapshot in `file` when there is a sound one of this build. The file is read as the reader
 * asks (SnapshotSource): its header and main table now, a function body's segment when first needed
 * (most never are: `grade` reads ~5 of the Kubernetes snapshot's 13.8 MB). Every page of memory a
 * process touches first costs a fault, and reading the whole file was ~3,400 of them. A file that is
 * not sound is not used; the command then checks what it needs and writes the file anew.
 */
export function loadGoSnapshot(file: string | undefined): boolean {
  if (file === undefined) return false;
  const source = openSnapshotFile(file, keyOfFile(file));
  if (source === undefined) return false;
  const snap = readSnapshot(source);
  useSnapshot(snap);
  return snap !== undefined;
}

// --- `go run`: a snapshot per set of imports
//
// `go run` builds whatever program it is given. With one `go` file, that file gained every package
// any program run through the CLI imported (1.9 MB after hello world, 3.5 MB after the bench
// programs; a Kubernetes module's packages too), and hello world read all of its main table at every
// start. So a program's snapshot is named by the set of paths its files import: hello world's set
// (`fmt`) is the file the bundle step fills (`…-go.bin`, src/cli/prefill.ts), any other set has its
// own (`…-go-HASH.bin`), which starts from hello world's until the first run writes it. A program
// that imports nothing beyond hello world's packages writes nothing (snapshotStale).

/** Hello world's imports (prefill.ts runs it to fill the `go` snapshot). */
const BASE_IMPORTS = 'fmt';
/** Snapshots of other import sets kept per build; the least recently written go first. */
export const MAX_IMPORT_SETS = 16;
/**
 * And at most this many bytes of them: a program importing Kubernetes packages writes ~14 MB, so
 * sixteen such sets would fill 220 MB of a learner's disk; past the budget the oldest go first.
 */
export const MAX_IMPORT_SET_BYTES = 64 * 1024 * 1024;

/**
 * The paths imported by Go source files, sorted, once each: the string literals of each file's header
 * (package clause and imports, as the go command reads it: syntax/header.ts), where the only string
 * literals are import paths.
 */
export function programImports(srcs: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const src of srcs) {
    const sc = new Scanner(src.slice(0, headerLength(src)), () => {});
    for (sc.next(); sc.tok !== T.EOF; sc.next())
      if (sc.tok === T.Literal && sc.kind === 'STRING') paths.add(sc.lit.slice(1, -1));
  }
  return [...paths].sort();
}

/**
 * The `go` snapshot file of a program importing `imports` (programImports), and hello world's, to start
 * from when that one is missing; undefined when there is no snapshot (from source, or turned off).
 */
export function goSnapshotFiles(
  imports: readonly string[],
  dir = BUNDLE_DIR,
  bundled = BUNDLED,
): { file: string; base: string } | undefined {
  const base = snapshotFile('go', dir, bundled);
  if (base === undefined) return undefined;
  const set = imports.join('\n');
  if (set === BASE_IMPORTS) return { file: base, base };
  const hash = fnv(fnv(FNV_OFFSET, set), `\0${imports.length}`).toString(36);
  return { file: `${base.slice(0, -'.bin'.length)}-${hash}.bin`, base };
}

/** Uses the snapshot of `files` (goSnapshotFiles): its own when sound, else hello world's. */
export function loadProgramSnapshot(files: { file: string; base: string } | undefined): boolean {
  if (files === undefined) return false;
  return loadGoSnapshot(files.file) || (files.file !== files.base && loadGoSnapshot(files.base));
}

/**
 * Removes the snapshots in `dir` of builds other than `key`'s, and the `go` snapshots of import sets
 * beyond the MAX_IMPORT_SETS written last or past `maxBytes` of them (the newest always stays).
 */
export function pruneSnapshots(dir: string, key: string, maxBytes = MAX_IMPORT_SET_BYTES): void {
  const sets: { path: string; mtime: number; size: number }[] = [];
  const seals: string[] = [];
  for (const f of readdirSync(dir)) {
    if (!f.startsWith(PREFIX) || f.endsWith('.tmp')) continue;
    const path = join(dir, f);
    if (f.endsWith(SEAL)) seals.push(path);
    else if (!f.startsWith(`${PREFIX}${key}-`)) rmSync(path, { force: true });
    else if (f.startsWith(`${PREFIX}${key}-go-`)) {
      const st = statSync(path);
      sets.push({ path, mtime: st.mtimeMs, size: st.size });
    }
  }
  // Newest first: keep while both budgets allow (the newest is always kept: it was just written).
  sets.sort((a, b) => b.mtime - a.mtime);
  let bytes = 0;
  sets.forEach((s, i) => {
    bytes += s.size;
    if (i > 0 && (i >= MAX_IMPORT_SETS || bytes > maxBytes)) rmSync(s.path, { force: true });
  });
  // A seal goes with its snapshot.
  for (const seal of seals) {
    if (statSync(seal.slice(0, -SEAL.length), { throwIfNoEntry: false }) === undefined)
      rmSync(seal, { force: true });
  }
}

/**
 * Writes this process's checked registry packages to `file` when it checked any that the snapshot
 * lacked (or the snapshot in use was not sound); then prunes the others (pruneSnapshots). Never fails
 * the command: a cache that cannot be written is simply not there next time.
 */
export function saveGoSnapshot(file: string | undefined): void {
  if (file === undefined || !snapshotStale()) return;
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    const key = keyOfFile(file);
    const bytes = writeSnapshot();
    writeFileSync(tmp, bytes);
    appendFileSync(tmp, snapshotTrailer(bytes, key));
    renameSync(tmp, file);
    // Snapshots of other builds of the CLI go (their names carry another key).
    pruneSnapshots(join(file, '..'), key);
  } catch {
    rmSync(tmp, { force: true });
  }
}
