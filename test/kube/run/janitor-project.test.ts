// A client-go-only tool (test/kube/run/projects/janitor: k8s.io v0.33.4, no controller-runtime)
// that resolves "Kind.group" names through discovery — restmapper.NewDeferredDiscoveryRESTMapper
// over memory.NewMemCacheClient, as kubectl-like tools do — and deletes expired objects of any kind
// with the dynamic client. These packages were not provided (gc's "missing go.sum entry for module
// providing package k8s.io/client-go/restmapper"). What the real libraries do and the test holds:
// a CRD group's preferred version is its highest kube-aware version (v1 over v1beta1, whatever the
// CRD's order), an unknown kind is meta's NoKindMatchError, the memory cache stays Fresh after its
// first fill so the mapper only sees a CRD created later after Reset(), and the API server's own
// reads for discovery are no API calls in the trace.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'janitor');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));

describe('janitor project (client-go: discovery RESTMapper, memory cache, dynamic client)', () => {
  const r = runProject({ files, objects, args: ['-v=2'] });

  it('builds and sweeps the expired objects of every kind it can map', () => {
    expect(r.exitCode).toBe(0);
    expect(find(r, 'Job', 'previews', 'seed-db-pr-1812')).toBeUndefined();
    expect(find(r, 'ConfigMap', 'previews', 'pr-1812-env')).toBeUndefined();
    expect(find(r, 'Preview', 'previews', 'pr-1812')).toBeUndefined();
    expect(find(r, 'Preview', 'previews', 'pr-1840')).toBeDefined();
    expect(find(r, 'ConfigMap', 'previews', 'pr-1840-env')).toBeDefined();
    const lines = r.stderr.split('\n').map((l) => l.replace(/^(\w)\d{4} [\d:.]+ +\d+ /, '$1 '));
    expect(lines).toContain(
      'I sweep.go:69] "Listed" resource="apps.tidyops.io/v1, Resource=previews" scope="namespaced" count=2',
    );
    expect(lines).toContain(
      'I sweep.go:69] "Listed" resource="/v1, Resource=configmaps" scope="namespaced" count=2',
    );
    expect(lines).toContain(
      'I sweep.go:43] "Skipping kind the cluster does not serve" kind="Widget.example.com" err="no matches for kind \\"Widget\\" in group \\"example.com\\""',
    );
    expect(lines).toContain(
      'I sweep.go:78] "Ignoring bad expiry" object="previews/pr-1840-env" kind="ConfigMap" err="parsing time \\"next week\\" as \\"2006-01-02T15:04:05Z07:00\\": cannot parse \\"next week\\" as \\"2006\\""',
    );
    expect(lines).toContain('I main.go:63] "Sweep finished" deleted=3 dryRun=false');
  });

  it("traces only the tool's own calls: lists and deletes at the preferred versions, no discovery reads of CRDs", () => {
    const calls = r.trace
      .filter((e) => e.kind === 'api')
      .map(
        (e) =>
          e.kind === 'api' &&
          `${e.identity.username === r.identity ? 'janitor' : e.identity.username} ${e.verb} ${e.group}/${e.version} ${e.resource} ${e.namespace}/${e.name}`,
      );
    expect(calls).toEqual([
      'janitor list batch/v1 jobs /',
      'janitor delete batch/v1 jobs previews/seed-db-pr-1812',
      'janitor list /v1 configmaps /',
      'janitor delete /v1 configmaps previews/pr-1812-env',
      'janitor list apps.tidyops.io/v1 previews /',
      'janitor delete apps.tidyops.io/v1 previews previews/pr-1812',
    ]);
  });

  it('hack/mapper-check: priorities, versions asked for, and a CRD seen only after Reset', () => {
    const m = runProject({ files, objects, main: 'hack/mapper-check', rbac: 'admin' });
    expect(m.stderr).toBe('');
    expect(m.exitCode).toBe(0);
    expect(m.stdout).toBe(
      [
        'Deployment.apps -> apps/v1, Resource=deployments (namespace)',
        'HorizontalPodAutoscaler.autoscaling -> autoscaling/v2, Resource=horizontalpodautoscalers (namespace)',
        'Preview.apps.tidyops.io -> apps.tidyops.io/v1, Resource=previews (namespace)',
        'v1beta1 asked -> apps.tidyops.io/v1beta1, Resource=previews <nil>',
        // no ShortcutExpander: discovery's short names are not resources
        'deploy -> /, Resource= no matches for /, Resource=deploy',
        'previews -> apps.tidyops.io/v1, Kind=Preview <nil>',
        'singular -> preview <nil>',
        'create CRD: <nil>',
        'before Reset: fresh=true nomatch=true no matches for kind "Gadget" in group "example.com"',
        'after Reset: fresh=false',
        'after Reset: example.com/v1, Resource=gadgets (root) fresh=true',
        '',
      ].join('\n'),
    );
  });
});
