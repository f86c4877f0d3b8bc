// Regenerates test/kube/testdata/goyaml/*.yaml: each *.json object as REAL kubectl prints it with
// `kubectl create --dry-run=client -o yaml` (sigs.k8s.io/yaml over yaml.v2's emitter), the output
// src/kube/goyaml.ts reproduces. kubectl needs a server for the kinds' REST mapping: `oplab cluster
// serve` from this checkout. Needs kubectl on PATH; the tests do not.
//   node scripts/regen-goyaml-golden.ts
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const DIR = join(ROOT, 'test/kube/testdata/goyaml');
const tmp = mkdtempSync(join(tmpdir(), 'goyaml-'));
const kubeconfig = join(tmp, 'kubeconfig');
const server = spawn(process.execPath, ['src/cli/oplab.ts', 'cluster', 'serve', '--kubeconfig', kubeconfig], {
  cwd: ROOT,
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 600 && !existsSync(kubeconfig); i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 500));
  for (const f of readdirSync(DIR).filter((n) => n.endsWith('.json'))) {
    const r = spawnSync('kubectl', ['create', '--dry-run=client', '-o', 'yaml', '-f', join(DIR, f)], {
      encoding: 'utf8',
      env: { ...process.env, KUBECONFIG: kubeconfig },
    });
    if (r.status !== 0) throw new Error(`kubectl on ${f}: ${r.stderr}`);
    writeFileSync(join(DIR, f.replace(/\.json$/, '.yaml')), r.stdout);
    console.log(`${f} → ${f.replace(/\.json$/, '.yaml')}`);
  }
} finally {
  server.kill();
}
