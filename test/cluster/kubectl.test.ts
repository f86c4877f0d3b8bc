// Real kubectl against `oplab cluster serve` (the machine's kubectl; skipped, with the reason printed,
// only where none is installed): discovery and short names, apply, get, a Forbidden for a restricted
// identity.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { kubeconfigYaml } from '../../src/cluster/kubeconfig.ts';
import { makePki } from '../../src/cluster/pki.ts';
import { type ClusterServer, startClusterServer } from '../../src/cluster/server.ts';
import { ApiServer } from '../../src/kube/apiserver/index.ts';

const kubectl = process.env.KUBECTL ?? 'kubectl';
const found = spawnSync(kubectl, ['version', '--client'], { encoding: 'utf8' });
const haveKubectl = found.status === 0;
if (!haveKubectl)
  console.log(`test/cluster/kubectl.test.ts: skipped: no kubectl on this machine (${kubectl})`);

let server: ClusterServer;
let dir: string;
let kubeconfig: string;

// Async kubectl, so the server in this process keeps answering while kubectl waits for it.
function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(kubectl, ['--kubeconfig', kubeconfig, ...args], { env: { ...process.env, HOME: dir } });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    p.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    p.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

describe.skipIf(!haveKubectl)('kubectl against the served cluster', () => {
  beforeAll(async () => {
    const api = new ApiServer({ clock: { now: () => Date.now() } });
    const pki = await makePki([
      { name: 'admin', groups: ['system:masters'] },
      { name: 'alice', groups: ['dev'] },
    ]);
    server = await startClusterServer({ api, pki });
    dir = mkdtempSync(join(tmpdir(), 'oplab-kubectl-'));
    kubeconfig = join(dir, 'kubeconfig');
    writeFileSync(kubeconfig, kubeconfigYaml(server.url, pki, 'admin'));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('apply, then get by short name, as a table', async () => {
    const manifest = join(dir, 'cm.yaml');
    writeFileSync(
      manifest,
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: default\ndata:\n  mode: fast\n',
    );
    const applied = await run(['apply', '-f', manifest]);
    expect(applied.stderr).toBe('');
    expect(applied.stdout).toBe('configmap/settings created\n');
    const again = await run(['apply', '-f', manifest]);
    expect(again.stdout).toBe('configmap/settings unchanged\n');
    const got = await run(['get', 'cm', 'settings']);
    expect(got.code).toBe(0);
    expect(got.stdout.split('\n')[0]).toMatch(/^NAME\s+DATA\s+AGE$/);
    expect(got.stdout.split('\n')[1]).toMatch(/^settings\s+1\s+\d+s$/);
    const yaml = await run(['get', 'configmap', 'settings', '-o', 'jsonpath={.data.mode}']);
    expect(yaml.stdout).toBe('fast');
  });

  test('a restricted identity is Forbidden, in the real words', async () => {
    const r = await run(['--context', 'oplab-alice', 'get', 'pods']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      'Error from server (Forbidden): pods is forbidden: User "alice" cannot list resource "pods" in API group "" in the namespace "default"',
    );
  });

  test('kubectl discovers with aggregated discovery v2: two requests, no per-group-version lists', async () => {
    const cache = join(dir, 'fresh-cache');
    const r = await run(['--cache-dir', cache, 'get', 'deployments', '-v=8']);
    expect(r.code).toBe(0);
    const gets = [...r.stderr.matchAll(/\] GET (https:\/\/\S+)/g)].map((m) =>
      (m[1] ?? '').replace(server.url, ''),
    );
    expect(gets.slice(0, 2)).toEqual(['/api?timeout=32s', '/apis?timeout=32s']);
    expect(gets.filter((p) => /^\/apis?\/[^?]*\?timeout=32s$/.test(p))).toEqual([]);
    expect(r.stderr).toContain(
      'Content-Type: application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList',
    );
    expect(r.stdout + r.stderr).toContain('No resources found in default namespace.');
  });

  test('typed clients send protobuf: create configmap/deployment/role/rolebinding, auth can-i', async () => {
    const cm = await run(['create', 'configmap', 'proto-cm', '--from-literal=k=v', '-v=8']);
    expect(cm.stderr).toContain('Content-Type: application/vnd.kubernetes.protobuf');
    expect(cm.stdout).toBe('configmap/proto-cm created\n');
    const d = await run(['create', 'deployment', 'web', '--image=nginx', '--replicas=0']);
    expect(d.stdout).toBe('deployment.apps/web created\n');
    const replicas = await run([
      'get',
      'deployment',
      'web',
      '-o',
      'jsonpath={.spec.replicas} {.spec.template.spec.containers[0].image}',
    ]);
    expect(replicas.stdout).toBe('0 nginx');

    const before = await run(['auth', 'can-i', 'list', 'pods', '--as=alice']);
    expect(before).toMatchObject({ code: 1, stdout: 'no\n' });
    expect((await run(['auth', 'can-i', 'list', 'pods'])).stdout).toBe('yes\n');
    const role = await run(['create', 'role', 'pod-reader', '--verb=get,list', '--resource=pods']);
    expect(role.stdout).toBe('role.rbac.authorization.k8s.io/pod-reader created\n');
    const binding = await run(['create', 'rolebinding', 'alice-reads', '--role=pod-reader', '--user=alice']);
    expect(binding.stdout).toBe('rolebinding.rbac.authorization.k8s.io/alice-reads created\n');
    const after = await run(['auth', 'can-i', 'list', 'pods', '--as=alice']);
    expect(after).toMatchObject({ code: 0, stdout: 'yes\n' });
    expect((await run(['auth', 'can-i', 'delete', 'pods', '--as=alice'])).stdout).toBe('no\n');
    expect((await run(['--context', 'oplab-alice', 'get', 'pods'])).stderr).toBe(
      'No resources found in default namespace.\n',
    );
  });

  test('kubectl apply validates on the server: a typo is the strict decoder error; --validate=warn warns', async () => {
    const manifest = join(dir, 'typo.yaml');
    writeFileSync(
      manifest,
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: typo\nspec:\n  replica: 2\n  selector:\n    matchLabels: {app: typo}\n  template:\n    metadata:\n      labels: {app: typo}\n    spec:\n      containers:\n      - name: web\n        image: nginx\n',
    );
    const strict = await run(['apply', '-f', manifest]);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toBe(
      'Error from server (BadRequest): error when creating "' +
        manifest +
        '": Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: unknown field "spec.replica"\n',
    );
    const warned = await run(['apply', '-f', manifest, '--validate=warn']);
    expect(warned.stderr).toBe('Warning: unknown field "spec.replica"\n');
    expect(warned.stdout).toBe('deployment.apps/typo created\n');
  });

  test('kubectl explain walks a built-in kind to a field, through references, arrays and IntOrString, with the descriptions of k8s.io/api', async () => {
    const replicas = await run(['explain', 'deployment.spec.replicas']);
    expect(replicas.code).toBe(0);
    expect(replicas.stdout).toBe(
      'GROUP:      apps\nKIND:       Deployment\nVERSION:    v1\n\nFIELD: replicas <integer>\n\n\nDESCRIPTION:\n' +
        '    Number of desired pods. This is a pointer to distinguish between explicit\n' +
        '    zero and not specified. Defaults to 1.\n    \n\n',
    );
    const ports = await run(['explain', 'deploy.spec.template.spec.containers.ports']);
    expect(ports.stdout).toContain('FIELD: ports <[]ContainerPort>');
    // The field's description, then its type's.
    expect(ports.stdout).toContain('    ContainerPort represents a network port in a single container.\n');
    expect(ports.stdout).toMatch(/\n {2}containerPort\t<integer> -required-\n {4}Number of port to expose/);
    const surge = await run(['explain', 'deployment.spec.strategy.rollingUpdate.maxSurge']);
    expect(surge.stdout).toContain('FIELD: maxSurge <IntOrString>');
    // The well-known types carry their own descriptions, as the real OpenAPI v3 documents do.
    expect(surge.stdout).toContain(
      '    IntOrString is a type that can hold an int32 or a string.  When used in JSON\n' +
        '    or YAML marshalling and unmarshalling, it produces or consumes the inner\n' +
        '    type.  This allows you to have, for example, a JSON field that can accept a\n' +
        '    name or number.\n',
    );
    const limits = await run(['explain', 'pod.spec.containers.resources.limits']);
    expect(limits.stdout).toContain('FIELD: limits <map[string]Quantity>');
    expect(limits.stdout).toContain(
      '    Quantity is a fixed-point representation of a number. It provides convenient\n',
    );
    const created = await run(['explain', 'cm.metadata.creationTimestamp']);
    expect(created.stdout).toContain('FIELD: creationTimestamp <string>');
    expect(created.stdout).toContain(
      '    Time is a wrapper around time.Time which supports correct marshaling to YAML\n',
    );
    const missing = await run(['explain', 'deployment.spec.replica']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('error: field "replica" does not exist\n');
    expect(missing.stdout).toBe('GROUP:      apps\nKIND:       Deployment\nVERSION:    v1\n\n');
  });
});
