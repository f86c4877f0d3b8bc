// The table of go1.23's type-parameter positions (scripts/gen-std-typeparam-pos.ts) covers every
// exported generic function of oplab's std with the same type parameter names: otherwise a
// "cannot infer T" error would quote oplab's own source position instead of GOROOT's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseFile } from '../../../src/go/syntax/parser.ts';
import { stdTypeParamPos } from '../../../src/go/types/std-typeparam-pos.gen.ts';

const STD = join(import.meta.dirname, '../../../src/go/std');
// src/go/std directory → import path, for the packages that declare generic functions.
const dirs: Record<string, string> = {
  cmp: 'cmp',
  iter: 'iter',
  maps: 'maps',
  'rand/v2': 'math/rand/v2',
  reflect: 'reflect',
  slices: 'slices',
  sync: 'sync',
};

describe('standard generic functions quote GOROOT positions', () => {
  for (const [dir, path] of Object.entries(dirs)) {
    test(path, () => {
      const missing: string[] = [];
      for (const name of readdirSync(join(STD, dir)).filter((n) => n.endsWith('.go'))) {
        const { file } = parseFile(name, readFileSync(join(STD, dir, name), 'utf8'));
        for (const d of file?.decls ?? []) {
          if (d.kind !== 'FuncDecl' || d.recv !== undefined || d.type.typeParams === undefined) continue;
          if (!/^[A-Z]/.test(d.name.name)) continue;
          const entry = stdTypeParamPos[`${path}.${d.name.name}`];
          for (const f of d.type.typeParams.list)
            for (const id of f.names)
              if (entry?.[id.name] === undefined) missing.push(`${path}.${d.name.name}[${id.name}]`);
        }
      }
      expect(missing).toEqual([]);
    });
  }
});
