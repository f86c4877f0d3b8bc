// k8s.io/sample-controller, unmodified (its released trees v0.31.0 and v0.36.2 and the mirror's
// HEAD, whose clientset returns v0.37's discovery.DiscoveryInterfaces, from the fetched mirror; skipped where /work/.mirror is absent — test/kube/run/generated-clientset.test.ts runs a
// checked-in program of the same generated shape everywhere). Run as its README runs it:
// `./sample-controller -kubeconfig=$HOME/.kube/config` on a kind cluster as the admin, with
// artifacts/examples/crd-status-subresource.yaml and example-foo.yaml applied. Before, its
// generated clientset did not build (gentype.NewClientWithListAndApply over rest.Interface,
// rest.HTTPClientFor, Config.NegotiatedSerializer; v0.36's informers: cache.InformerName,
// WaitFor, SyncResult, HasSyncedChecker, wait.ContextForChannel).

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import '../../../src/kube/rest/bind-transport.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const MIRROR = '/work/.mirror/kubernetes+sample-controller/repo';
const present = existsSync(MIRROR);
const scratch = present ? mkdtempSync(join(tmpdir(), 'sample-controller-')) : '';
afterAll(() => {
  if (scratch !== '') rmSync(scratch, { recursive: true, force: true });
});

function tree(name: string): string {
  const dir = join(scratch, name);
  execFileSync('mkdir', ['-p', dir]);
  const tar = execFileSync('git', ['--git-dir', MIRROR, 'archive', name.replace(/-plain$/, '')]);
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return dir;
}

describe.skipIf(!present).each(['v0.31.0', 'v0.36.2', 'HEAD'])('k8s.io/sample-controller %s', (tag) => {
  const dir = present ? tree(tag) : '';
  const examples = join(dir, 'artifacts', 'examples');
  // A skipped describe's body still runs to collect its tests: nothing to read without the mirror.
  if (!present) return;
  const r = runProject({
    files: loadProject(dir),
    objects: [
      ...loadYaml(join(examples, 'crd-status-subresource.yaml')),
      ...loadYaml(join(examples, 'example-foo.yaml')),
    ],
    cluster: 'kind',
    rbac: 'admin',
    args: ['-kubeconfig=/home/gopher/.kube/config'],
    virtualTimeLimitMs: 20_000,
  });

  it('creates the Deployment, updates the Foo status, records the event, logs as klog', () => {
    // (HEAD's pseudo-versions get oplab's notes first)
    const lines = r.stderr.split('\n').filter((l) => !l.startsWith('oplab: go.mod requires'));
    expect(lines[0]).toMatch(
      /^I0101 00:00:00\.000000 {7}1 controller\.go:\d+\] "Setting up event handlers"$/,
    );
    expect(r.stderr).toContain('"Starting Foo controller"');
    expect(r.stderr).toContain('"Starting workers" count=2');
    expect(r.stderr).toMatch(
      /event\.go:\d+\] "Event occurred" object="default\/example-foo" fieldPath="" kind="Foo" apiVersion="samplecontroller\.k8s\.io\/v1alpha1" type="Normal" reason="Synced" message="Foo synced successfully"/,
    );
    expect(r.stderr).toContain('"Successfully synced" objectName="default/example-foo"');
    expect(r.stderr).not.toContain('Error syncing');

    const deployment = find(r, 'Deployment', 'default', 'example-foo') ?? {};
    const owner = ((deployment.metadata as JsonObject).ownerReferences as JsonObject[])[0];
    expect(owner).toMatchObject({
      apiVersion: 'samplecontroller.k8s.io/v1alpha1',
      kind: 'Foo',
      name: 'example-foo',
      controller: true,
    });
    expect((deployment.spec as JsonObject).replicas).toBe(1);
    const foo = find(r, 'Foo', 'default', 'example-foo') ?? {};
    expect((foo.status as JsonObject).availableReplicas).toBe(1);
    const event = r.objects.find((o) => o.kind === 'Event' && (o.reason as string) === 'Synced');
    expect(event?.message).toBe('Foo synced successfully');

    // the generated clientset's requests: the REST client's, status through /status
    const fooWrites = r.trace.flatMap((e) =>
      e.kind === 'api' && e.resource === 'foos' && e.verb === 'update' ? [e.subresource] : [],
    );
    expect(fooWrites.length).toBeGreaterThan(0);
    expect(new Set(fooWrites)).toEqual(new Set(['status']));
  });
});

// artifacts/examples/crd.yaml has no status subresource: the apiserver answers PUT .../status with
// NotFound for the object (apiextensions-apiserver customresource_handler.go serveResource's
// default case), so the controller retries with backoff after creating the Deployment, as on a
// real cluster.
describe.skipIf(!present)('k8s.io/sample-controller v0.36.2 with crd.yaml', () => {
  const dir = present ? tree('v0.36.2-plain') : '';
  it('creates the Deployment and requeues on the status update the CRD does not serve', () => {
    const examples = join(dir, 'artifacts', 'examples');
    const r = runProject({
      files: loadProject(dir),
      objects: [...loadYaml(join(examples, 'crd.yaml')), ...loadYaml(join(examples, 'example-foo.yaml'))],
      cluster: 'kind',
      rbac: 'admin',
      args: ['-kubeconfig=/home/gopher/.kube/config'],
      virtualTimeLimitMs: 5_000,
    });
    expect(r.stderr).toMatch(
      /controller\.go:\d+\] "Error syncing; requeuing for later retry" err="foos\.samplecontroller\.k8s\.io \\"example-foo\\" not found" logger="UnhandledError" objectReference="default\/example-foo"/,
    );
    expect(find(r, 'Deployment', 'default', 'example-foo')).toBeDefined();
    const status = r.trace.find(
      (e) => e.kind === 'api' && e.resource === 'foos' && e.subresource === 'status',
    );
    expect(status?.kind === 'api' && status.result.code).toBe(404);
  });
});
