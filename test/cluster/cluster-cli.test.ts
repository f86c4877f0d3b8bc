// `oplab cluster serve` as a user starts it: it applies the objects given, writes a kubeconfig that
// works, says how to use it, and stops on SIGTERM; a bad objects file is refused, naming the file.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as k8s from '@kubernetes/client-node';
import { afterAll, expect, test } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'oplab-cluster-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('serve: objects applied, a kubeconfig that works, stopped by SIGTERM', async () => {
  const objects = join(dir, 'objects.yaml');
  writeFileSync(
    objects,
    'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: team-a\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: seed\n  namespace: team-a\n',
  );
  const kubeconfig = join(dir, 'kc.yaml');
  const p = spawn(
    process.execPath,
    ['src/cli/oplab.ts', 'cluster', 'serve', '--objects', objects, '--kubeconfig', kubeconfig],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  p.stdout.on('data', (c: Buffer) => (out += c.toString()));
  await expect.poll(() => out, { timeout: 60_000 }).toContain('export KUBECONFIG=');
  expect(out).toMatch(/^Simulated cluster at https:\/\/127\.0\.0\.1:\d+ /);
  const kc = new k8s.KubeConfig();
  kc.loadFromString(readFileSync(kubeconfig, 'utf8'));
  const seed = await kc
    .makeApiClient(k8s.CoreV1Api)
    .readNamespacedConfigMap({ name: 'seed', namespace: 'team-a' });
  expect(seed.metadata?.namespace).toBe('team-a');
  const exited = new Promise<number | null>((r) => p.on('exit', (code) => r(code)));
  p.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 90_000);

test('serve: an objects file the API server refuses stops the start, naming the file', () => {
  const bad = join(dir, 'bad.yaml');
  writeFileSync(bad, 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: Not_Valid\n');
  const r = spawnSync(process.execPath, ['src/cli/oplab.ts', 'cluster', 'serve', '--objects', bad], {
    encoding: 'utf8',
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain(
    `oplab cluster serve: ${bad}: document 1: ConfigMap "Not_Valid" is invalid: metadata.name: Invalid value: "Not_Valid"`,
  );
}, 60_000);

test('serve: an unknown field in an objects file refuses it, as kubectl apply --validate=strict does', () => {
  const typo = join(dir, 'typo.yaml');
  writeFileSync(typo, 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndatas:\n  a: b\n');
  const r = spawnSync(process.execPath, ['src/cli/oplab.ts', 'cluster', 'serve', '--objects', typo], {
    encoding: 'utf8',
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain(
    `oplab cluster serve: ${typo}: document 1: ConfigMap in version "v1" cannot be handled as a ConfigMap: strict decoding error: unknown field "datas"`,
  );
}, 60_000);
