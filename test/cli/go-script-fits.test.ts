// The bin's guess of whether `oplab go ...` starts from go's CommonJS file (packages/cli/fresh.js
// goScriptFits): not for go test, nor for a run in a module whose go.mod names a Kubernetes module,
// the target directory's or the working directory's. A wrong guess only costs time: the file hands
// such runs to the ES module chunks (test/cli/prebuilt.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { goScriptFits } from '../../packages/cli/fresh.js';

const dir = mkdtempSync(join(tmpdir(), 'oplab-go-fits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const plain = join(dir, 'plain');
const kube = join(dir, 'kube');
const none = join(dir, 'none');
for (const d of [plain, kube, none, join(kube, 'cmd')]) mkdirSync(d, { recursive: true });
writeFileSync(join(plain, 'go.mod'), 'module example.com/plain\n\ngo 1.23\n');
writeFileSync(
  join(kube, 'go.mod'),
  'module example.com/op\n\ngo 1.24.0\n\nrequire (\n\tk8s.io/apimachinery v0.34.1\n\tsigs.k8s.io/controller-runtime v0.22.1\n)\n',
);

it('starts plain programs, go version and help from the file', () => {
  expect(goScriptFits(['run', 'hello.go'], none)).toBe(true);
  expect(goScriptFits(['run', '.'], plain)).toBe(true);
  expect(goScriptFits(['run', '-mod=mod', plain, 'arg'], none)).toBe(true);
  expect(goScriptFits(['version'], kube)).toBe(true);
  expect(goScriptFits([], none)).toBe(true);
});

it('starts go test and runs in a Kubernetes module from the chunks', () => {
  expect(goScriptFits(['test', './...'], plain)).toBe(false);
  expect(goScriptFits(['run', '.'], kube)).toBe(false);
  expect(goScriptFits(['run', './cmd'], kube)).toBe(false);
  expect(goScriptFits(['run', 'main.go'], kube)).toBe(false);
  // The target directory's module, from elsewhere.
  expect(goScriptFits(['run', kube], none)).toBe(false);
  expect(goScriptFits(['run', '-memory=64MiB', kube, 'x'], plain)).toBe(false);
});
