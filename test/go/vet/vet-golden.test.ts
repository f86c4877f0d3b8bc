// `go vet ./...` through the shell's toolchain, compared byte for byte with go1.23's vet on the same
// program (test/go/vet/testdata/NAME.vet, made by scripts/regen-vet-golden.sh from real Go). NAME.go is
// a module's main.go; a directory NAME/ is a whole module of several packages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../../src/shell/go-toolchain.ts';

const dir = join(import.meta.dirname, 'testdata');
const names = readdirSync(dir)
  .filter((n) => n.endsWith('.go'))
  .map((n) => n.slice(0, -3))
  .sort();
const modules = readdirSync(dir)
  .filter((n) => statSync(join(dir, n)).isDirectory())
  .sort();

/** The module's files by path relative to its root, as the shell hands them to the toolchain. */
function moduleFiles(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    if (statSync(join(root, rel)).isFile())
      out[rel.split('\\').join('/')] = readFileSync(join(root, rel), 'utf8');
  }
  return out;
}

describe('go vet goldens', () => {
  for (const name of names) {
    it(name, async () => {
      const r = await srcGoToolchain.run(
        {
          'go.mod': 'module example.com/m\n\ngo 1.23\n',
          'main.go': readFileSync(join(dir, `${name}.go`), 'utf8'),
        },
        ['vet', './...'],
        '/home/user/m',
      );
      expect(`${r.stderr}[exit ${r.exitCode}]\n`).toBe(readFileSync(join(dir, `${name}.vet`), 'utf8'));
    });
  }
  for (const name of modules) {
    it(name, async () => {
      const r = await srcGoToolchain.run(moduleFiles(join(dir, name)), ['vet', './...'], '/home/user/m');
      expect(`${r.stderr}[exit ${r.exitCode}]\n`).toBe(readFileSync(join(dir, `${name}.vet`), 'utf8'));
    });
  }
});
