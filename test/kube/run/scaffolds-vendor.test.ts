// Issue 21, "each also runs from a vendor/ folder": the scaffold-shaped projects of scaffolds.test.ts
// and multiversion.test.ts, vendored as `go mod vendor` leaves them (vendor/modules.txt with every
// requirement `## explicit` and the packages the build imports, the modules' sources beside it),
// run without a module cache and reach the same end states. The Kubernetes modules' vendored
// sources are present, as in a real vendor/ folder, and the simulator's packages are used instead
// of them; a third-party module (robfig/cron) is read from vendor/ only.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

type File = { name: string; src: string };
const SCAFFOLDS = join(import.meta.dirname, 'scaffolds');

/** The import paths of the project's .go files (outside vendor/). */
function imports(files: File[]): Set<string> {
  const out = new Set<string>();
  for (const f of files) {
    if (!f.name.endsWith('.go') || f.name.startsWith('vendor/')) continue;
    const block = f.src.match(/^import \(([\s\S]*?)^\)/m)?.[1] ?? f.src.match(/^import (.*)$/m)?.[1] ?? '';
    for (const m of block.matchAll(/"([^"]+)"/g)) out.add(m[1]);
  }
  return out;
}

/**
 * vendor/modules.txt as `go mod vendor` writes it (modload/vendor.go's format): one `# path version`
 * per requirement, `## explicit; go <version>`, then the packages of that module the build uses.
 */
function vendored(files: File[], sources: File[]): File[] {
  const gomod = files.find((f) => f.name === 'go.mod')!.src;
  const reqs = [...gomod.matchAll(/^\t(\S+) (v\S+)$/gm)].map((m) => ({ path: m[1], version: m[2] }));
  const used = [...imports(files)].sort();
  const txt = reqs
    .map(({ path, version }) => {
      const pkgs = used.filter((p) => p === path || p.startsWith(`${path}/`));
      return `# ${path} ${version}\n## explicit; go 1.22\n${pkgs.map((p) => `${p}\n`).join('')}`;
    })
    .join('');
  // A vendored Kubernetes source file: the simulator's package is used whatever it says.
  const k8s = {
    name: 'vendor/sigs.k8s.io/controller-runtime/pkg/client/doc.go',
    src: '// Package client contains functionality for interacting with Kubernetes API servers.\npackage client\n',
  };
  return [...files, { name: 'vendor/modules.txt', src: txt }, k8s, ...sources];
}

function conditions(o: JsonObject | undefined): string[] {
  const list = ((o?.status as JsonObject | undefined)?.conditions as JsonObject[] | undefined) ?? [];
  return list.map((c) => `${c.type}=${c.status} (${c.reason})`);
}

describe('scaffold-shaped projects run from their vendor/ folder', () => {
  it('kubebuilder go/v4, controller-runtime v0.24 (Memcached-style): owned Deployment, finalizer, Available', () => {
    const dir = join(SCAFFOLDS, 'memcached-v24');
    const r = runProject({
      files: vendored(loadProject(dir), []),
      objects: loadYaml(join(dir, 'config/samples/cache_v1alpha1_cache.yaml')),
      args: ['--metrics-bind-address=:8443'],
    });
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    const cache = find(r, 'Cache', 'default', 'cache-sample');
    expect((cache!.metadata as JsonObject).finalizers).toEqual(['cache.guestbook.dev/finalizer']);
    expect(conditions(cache)).toEqual(['Available=True (Reconciled)']);
    expect((find(r, 'Deployment', 'default', 'cache-sample')!.spec as JsonObject).replicas).toBe(2);
    expect(r.metrics[0].body).toContain('guestbook_cache_deployments_created_total{namespace="default"} 1\n');
  }, 120_000);

  it('kubebuilder v4.3 go/v4, controller-runtime v0.19 (deploy-image Memcached, webhooks): the same end state', () => {
    const dir = join(SCAFFOLDS, 'memcached-v19');
    const r = runProject({
      files: vendored(loadProject(dir), []),
      objects: loadYaml(join(dir, 'config/samples/cache_v1alpha1_memcached.yaml')),
      objectsAfterManager: true,
    });
    // --leader-elect: client-go v0.31's leader elector (printf-style klog lines) takes the Lease first
    expect(r.stderr).toBe(
      [
        'I0101 00:00:00.000000       1 leaderelection.go:254] attempting to acquire leader lease memcached-operator-system/86f835c3.example.com...',
        'I0101 00:00:00.000000       1 leaderelection.go:268] successfully acquired lease memcached-operator-system/86f835c3.example.com',
        '',
      ].join('\n'),
    );
    expect(r.exitCode).toBe(0);
    const m = find(r, 'Memcached', 'default', 'memcached-sample');
    expect((m!.metadata as JsonObject).finalizers).toEqual(['cache.example.com/finalizer']);
    expect(conditions(m)).toEqual(['Available=True (Reconciling)']);
    expect((find(r, 'Deployment', 'default', 'memcached-sample')!.spec as JsonObject).replicas).toBe(2);
    expect(r.logs.map((l) => l.msg)).toContain('Serving webhook server');
  }, 120_000);

  it('operator-sdk, controller-runtime v0.21: webhooks on a core type, and the controller', () => {
    const dir = join(SCAFFOLDS, 'webhooks-v21');
    const r = runProject({
      files: vendored(loadProject(dir), []),
      objects: loadYaml(join(SCAFFOLDS, 'memcached-v24/config/samples/cache_v1alpha1_cache.yaml')),
      args: ['--webhook-cert-path=/tmp/k8s-webhook-server/serving-certs'],
    });
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(r.logs.map((l) => l.msg)).toContain('Serving webhook server');
    expect(find(r, 'Deployment', 'default', 'cache-sample')).toBeDefined();
  }, 120_000);

  it('multi-version (v1 hub, v2 spoke, conversion webhook) with robfig/cron vendored: Jobs for both samples', () => {
    const dir = join(SCAFFOLDS, 'multiversion-v24');
    const cron = 'github.com/robfig/cron';
    const files = [...loadProject(dir), { name: 'go.sum', src: readFileSync(join(dir, 'go.sum'), 'utf8') }];
    const r = runProject({
      files: vendored(files, [
        {
          name: `vendor/${cron}/cron.go`,
          src: readFileSync(join(SCAFFOLDS, 'modcache', `${cron}@v1.2.0`, 'cron.go'), 'utf8'),
        },
      ]),
      objects: [
        ...loadYaml(join(dir, 'config/samples/batch_v1_cronjob.yaml')),
        ...loadYaml(join(dir, 'config/samples/batch_v2_cronjob.yaml')),
      ],
      objectsAfterManager: true,
      virtualTimeLimitMs: 270_000,
    });
    // stderr holds the leader elector's two klog lines (--leader-elect), then the program's own
    // log.Printf lines from the conversion functions.
    expect(r.stderr.split('\n').filter((l) => l !== '' && !/ Convert(To|From): /.test(l))).toEqual([
      'I0101 00:00:00.000000       1 leaderelection.go:257] attempting to acquire leader lease project-system/80807133.tutorial.kubebuilder.io...',
      'I0101 00:00:00.000000       1 leaderelection.go:271] successfully acquired lease project-system/80807133.tutorial.kubebuilder.io',
    ]);
    expect(r.exitCode).toBe(0);
    const owners = r.objects
      .filter((o) => o.kind === 'Job')
      .map((j) => ((j.metadata as JsonObject).ownerReferences as JsonObject[])[0].name);
    expect(new Set(owners)).toEqual(new Set(['cronjob-v1', 'cronjob-v2']));
  }, 120_000);

  it('a vendor/modules.txt that disagrees with go.mod stops the build with the go command’s words', () => {
    const dir = join(SCAFFOLDS, 'memcached-v24');
    const files = vendored(loadProject(dir), []).map((f) =>
      f.name === 'vendor/modules.txt'
        ? {
            ...f,
            src: f.src.replace(
              '# sigs.k8s.io/controller-runtime v0.24.1',
              '# sigs.k8s.io/controller-runtime v0.23.3',
            ),
          }
        : f,
    );
    const r = runProject({ files });
    expect(r.stage).toBe('load');
    // go1.23's own output for this go.mod and vendor/modules.txt (checked with `go build` in a temp dir).
    expect(r.stderr).toBe(
      [
        'go: inconsistent vendoring in /home/gopher/app:',
        '\tsigs.k8s.io/controller-runtime@v0.24.1: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt',
        '\tsigs.k8s.io/controller-runtime@v0.23.3: is marked as explicit in vendor/modules.txt, but not explicitly required in go.mod',
        '',
        '\tTo ignore the vendor directory, use -mod=readonly or -mod=mod.',
        '\tTo sync the vendor directory, run:',
        '\t\tgo mod vendor',
        '',
      ].join('\n'),
    );
  });
});
