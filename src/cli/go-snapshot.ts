// The CLI's cache of checked registry packages (src/go/build/snapshot.ts): files beside the
// prebuilt CLI, named by the CLI bundle's manifest (its time and size), so a rebuilt toolchain (any source
// changed) never reads a snapshot of another; one per kind of command, because a snapshot is read
// whole: `go run` (the standard packages a program imports, ~0.3 MB for fmt) must not read the
// Kubernetes packages that grade, run and shell check (~9 MB, ~0.4 s to read). Loaded before a command that builds Go, written after
// it when the command checked registry packages the snapshot did not have (the first `oplab grade` of
// an exercise pays ~2 s once; later ones skip parsing and checking those packages).
// From the TypeScript sources (no fresh bundle) there is no snapshot: an edited checker must check.
// OPLAB_NO_SNAPSHOT=1 turns it off.
import {
  fstatSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { readSnapshot, type SnapshotSource, snapshotStale, useSnapshot, writeSnapshot } from '../go/index.ts';
import { BUNDLE_DIR, BUNDLED } from './prebuilt.ts';

const PREFIX = 'go-snapshot-';

/**
 * The snapshot file of this prebuilt CLI for commands of `kind`, or undefined when running from
 * source or turned off.
 */
export function snapshotFile(kind: 'go' | 'kube', dir = BUNDLE_DIR, bundled = BUNDLED): string | undefined {
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

/**
 * Uses the snapshot in `file` when there is a readable one of this toolchain. The file is read as the
 * reader asks (SnapshotSource): its header and main table now, a function body's segment when first
 * needed (most never are: `grade` reads ~5 of the Kubernetes snapshot's 13.8 MB). Every page of memory
 * a process touches first costs a fault, and reading the whole file was ~3,400 of them. The file stays
 * open for the process's life; a snapshot written meanwhile replaces it by a rename, which leaves
 * this file as it was.
 */
export function loadGoSnapshot(file: string | undefined): boolean {
  if (file === undefined) return false;
  let source: SnapshotSource;
  try {
    const fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    source = {
      size,
      read(offset, length) {
        if (offset + length > size) throw new Error('snapshot: read past the end of the file');
        const out = new Uint8Array(length);
        for (let got = 0; got < length; ) {
          const n = readSync(fd, out, got, length - got, offset + got);
          if (n === 0) throw new Error('snapshot: the file ended early');
          got += n;
        }
        return out;
      },
    };
  } catch {
    return false;
  }
  const snap = readSnapshot(source);
  useSnapshot(snap);
  return snap !== undefined;
}

/**
 * Writes this process's checked registry packages to `file` when it checked any that the snapshot
 * lacked; older snapshots beside it go. Never fails the command: a cache that cannot be written is
 * simply not there next time.
 */
export function saveGoSnapshot(file: string | undefined): void {
  if (file === undefined || !snapshotStale()) return;
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, writeSnapshot());
    renameSync(tmp, file);
    // Snapshots of other builds of the CLI go (their names carry another key).
    const dir = join(file, '..');
    const key = file.slice(dir.length + 1 + PREFIX.length).split('-')[0];
    for (const f of readdirSync(dir))
      if (f.startsWith(PREFIX) && !f.startsWith(`${PREFIX}${key}-`) && !f.endsWith('.tmp'))
        rmSync(join(dir, f), { force: true });
  } catch {
    rmSync(tmp, { force: true });
  }
}
