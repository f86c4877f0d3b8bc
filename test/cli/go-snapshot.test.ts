// `go run`'s snapshot of checked packages is chosen by the set of paths the program imports
// (src/cli/go-snapshot.ts): hello world's set reads the file the bundle step fills, any other set a
// file of its own, so that what one program checked is not read by every other.
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  goSnapshotFiles,
  MAX_IMPORT_SETS,
  programImports,
  pruneSnapshots,
  snapshotFile,
} from '../../src/cli/go-snapshot.ts';

let dir = '';
afterEach(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
  dir = '';
});
const scratch = () => {
  dir = mkdtempSync(join(tmpdir(), 'oplab-snap-'));
  writeFileSync(join(dir, 'cli.json'), '{"inputs":{}}');
  return dir;
};

describe("a program's imports", () => {
  it('are the import paths of its files, sorted, once each, whatever the spelling', () => {
    const a = [
      '// "not/an/import" in a comment',
      'package main',
      '',
      '/* "nor/this" */',
      'import (',
      '\tf "fmt" // "nor/that"',
      '\t. `strings`',
      '\t_ "embed"',
      ')',
      '',
      'import "os"',
      '',
      'func main() { f.Println("not/a/header/string", os.Args, ToUpper("x")) }',
    ].join('\n');
    const b = 'package main\n\nimport "fmt"\nimport "sort"\n\nvar s = "sort/not"\n';
    expect(programImports([a, b])).toEqual(['embed', 'fmt', 'os', 'sort', 'strings']);
    expect(programImports(['package main\n\nfunc main() {}\n'])).toEqual([]);
  });

  it("name the snapshot file: hello world's set the bundle step's file, any other set its own", () => {
    const d = scratch();
    const base = snapshotFile('go', d, true) as string;
    expect(base).toMatch(/go-snapshot-[0-9a-z]+-go\.bin$/);
    expect(goSnapshotFiles(['fmt'], d, true)).toEqual({ file: base, base });
    const own = goSnapshotFiles(['fmt', 'strings'], d, true);
    expect(own?.base).toBe(base);
    expect(own?.file).toMatch(/go-snapshot-[0-9a-z]+-go-[0-9a-z]+\.bin$/);
    expect(own?.file.startsWith(base.slice(0, -'.bin'.length))).toBe(true);
    expect(goSnapshotFiles(['fmt', 'strings'], d, true)).toEqual(own);
    expect(goSnapshotFiles(['fmt', 'sort'], d, true)?.file).not.toBe(own?.file);
    expect(goSnapshotFiles([], d, true)?.file).not.toBe(base);
    expect(goSnapshotFiles(['fmt'], d, false)).toBeUndefined();
  });
});

describe('pruning the snapshots', () => {
  it("keeps this build's, and of the import sets only those written last", () => {
    const d = scratch();
    const name = (s: string) => join(d, `go-snapshot-${s}.bin`);
    writeFileSync(name('old1-go'), '');
    writeFileSync(name('old1-kube'), '');
    for (const k of ['new1-go', 'new1-kube', 'new1-shell']) writeFileSync(name(k), '');
    const sets = MAX_IMPORT_SETS + 3;
    for (let i = 0; i < sets; i++) {
      writeFileSync(name(`new1-go-s${i}`), '');
      // Written in turn, a second apart: s0 is the oldest.
      utimesSync(name(`new1-go-s${i}`), 1_000_000 + i, 1_000_000 + i);
    }
    writeFileSync(join(d, 'go-snapshot-new1-go-x.bin.123.tmp'), '');
    pruneSnapshots(d, 'new1');
    const left = readdirSync(d).sort();
    expect(left).not.toContain('go-snapshot-old1-go.bin');
    expect(left).not.toContain('go-snapshot-old1-kube.bin');
    for (const k of ['new1-go', 'new1-kube', 'new1-shell']) expect(left).toContain(`go-snapshot-${k}.bin`);
    for (let i = 0; i < sets; i++)
      expect([i, left.includes(`go-snapshot-new1-go-s${i}.bin`)]).toEqual([i, i >= sets - MAX_IMPORT_SETS]);
    expect(left).toContain('go-snapshot-new1-go-x.bin.123.tmp');
  });

  it('removes a seal with its snapshot, and never counts a seal as an import set', () => {
    const d = scratch();
    const name = (s: string) => join(d, `go-snapshot-${s}`);
    for (const f of ['old1-kube.bin', 'old1-kube.bin.sealed', 'new1-kube.bin', 'new1-kube.bin.sealed'])
      writeFileSync(name(f), '');
    for (let i = 0; i < MAX_IMPORT_SETS; i++) {
      writeFileSync(name(`new1-go-s${i}.bin`), '');
      writeFileSync(name(`new1-go-s${i}.bin.sealed`), '');
      utimesSync(name(`new1-go-s${i}.bin`), 1_000_000 + i, 1_000_000 + i);
    }
    pruneSnapshots(d, 'new1');
    const left = readdirSync(d);
    expect(left).not.toContain('go-snapshot-old1-kube.bin.sealed');
    expect(left).toContain('go-snapshot-new1-kube.bin.sealed');
    for (let i = 0; i < MAX_IMPORT_SETS; i++) {
      expect(left).toContain(`go-snapshot-new1-go-s${i}.bin`);
      expect(left).toContain(`go-snapshot-new1-go-s${i}.bin.sealed`);
    }
  });

  it('keeps the import sets within a byte budget, the newest first, and always the one just written', () => {
    const d = scratch();
    const name = (s: string) => join(d, `go-snapshot-new1-go-s${s}.bin`);
    for (let i = 0; i < 5; i++) {
      writeFileSync(name(String(i)), Buffer.alloc(1000));
      utimesSync(name(String(i)), 1_000_000 + i, 1_000_000 + i);
    }
    pruneSnapshots(d, 'new1', 2500);
    expect(
      readdirSync(d)
        .filter((f) => f.startsWith('go-snapshot'))
        .sort(),
    ).toEqual(['go-snapshot-new1-go-s3.bin', 'go-snapshot-new1-go-s4.bin']);
    writeFileSync(name('big'), Buffer.alloc(4000));
    utimesSync(name('big'), 2_000_000, 2_000_000);
    pruneSnapshots(d, 'new1', 2500);
    expect(readdirSync(d).filter((f) => f.startsWith('go-snapshot'))).toEqual([
      'go-snapshot-new1-go-sbig.bin',
    ]);
  });
});
