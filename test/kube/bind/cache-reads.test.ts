// The Go client over a manager-style backend: cached reads (lazy informers, watch lag, Kind-named
// NotFound, field indexes, cluster-scoped lists, DefaultNamespaces errors) and a goroutine blocked
// on an informer that cannot sync until its context's deadline — SEMANTICS.md §1.3–1.5, §3, §7.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';
import { newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { clusterPhases } from './cluster-pkg.ts';

it('reads through the cache as controller-runtime v0.24 does', () => {
  const env = newKubeEnv({ seed: 3 });
  env.server.create(
    { user: env.identity },
    { group: '', version: 'v1', resource: 'namespaces' },
    { metadata: { name: 'team-a' } },
  );
  const src = readFileSync(join(import.meta.dirname, 'cache-reads.go'), 'utf8');
  const r = withKubeEnv(env, () =>
    runGo({ files: [{ name: 'main.go', src }], phases: clusterPhases, clock: env.goClock }),
  );
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      'list: <nil> 0',
      'create: <nil>',
      'get right after create: ConfigMap "cfg" not found true',
      'get after 20ms: <nil> rv=7 kind="ConfigMap" apiVersion="v1"',
      'get without namespace: ConfigMap "cfg" not found true',
      'list by field: <nil> 1',
      'list by other field: <nil> 0',
      'continue from the cache: continue list option is not supported by the cache',
      'create node: <nil>',
      'list nodes: <nil> 1',
      'list nodes in x: <nil> 0',
      'get node with a namespace: <nil> n1',
      'scoped get: unable to get: default/cfg because of unknown namespace for the cache false',
      'scoped list: unable to list: default because of unknown namespace for the cache',
      'forbidden informer: Timeout: failed waiting for *v1.Secret Informer to sync true 5s',
      '',
    ].join('\n'),
  );
});

it('without a context deadline the read hangs (as in a real reconcile) until the run’s virtual-time limit', () => {
  const env = newKubeEnv({ seed: 3 });
  env.deadlineMs = env.clock.now() + 60_000;
  const src = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/kubernetes/scheme"

	"oplab.dev/test/cluster"
)

func main() {
	c := cluster.ManagerClient(scheme.Scheme, "sa")
	err := c.List(context.Background(), &corev1.SecretList{})
	fmt.Println("never printed", err)
}
`;
  const r = withKubeEnv(env, () =>
    runGo({ files: [{ name: 'main.go', src }], phases: clusterPhases, clock: env.goClock }),
  );
  expect(r.stdout).toBe('');
  expect(r.stderr).toContain(
    'virtual time limit reached: a goroutine is still blocked waiting for the v1.Secret informer to sync',
  );
  expect(r.exitCode).toBe(2);
  expect(env.clock.now()).toBe(Date.UTC(2026, 0, 1) + 60_000);
  // the reflector kept retrying with backoff meanwhile (client-go ≥ v0.33 "Failed to watch" lines)
  expect(env.logs.entries.filter((e) => e.msg === 'Failed to watch').length).toBeGreaterThan(3);
});
