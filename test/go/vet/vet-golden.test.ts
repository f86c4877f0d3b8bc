// `go vet ./...` through the shell's toolchain, compared byte for byte with go1.23's vet on the same
// program (test/go/vet/testdata/NAME.vet, made by scripts/regen-vet-golden.sh from real Go).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../../src/shell/go-toolchain.ts';

const dir = join(import.meta.dirname, 'testdata');
const names = readdirSync(dir)
  .filter((n) => n.endsWith('.go'))
  .map((n) => n.slice(0, -3))
  .sort();

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
});
