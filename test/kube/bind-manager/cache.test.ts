// The manager's cache as the Go program configures it: a type the manager may not list/watch makes
// its controller's caches time out after CacheSyncTimeout and mgr.Start return the real error
// (logged by zap's production JSON encoder here); DefaultNamespaces restricts the informers and
// reads outside them fail with the multi-namespace cache's plain error.

import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { formatLog } from '../../../src/kube/runtime/log.ts';
import { configMap, fields, mainWith, namespace, project } from './helpers.ts';

describe('For() on a type the manager cannot list', () => {
  const main = mainWith({
    decls: `// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	return ctrl.Result{}, nil
}`,
    setup: `	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&R{Client: mgr.GetClient()})`,
    logger: 'zap.New()',
  });
  const r = runProject({ files: project('forbidden', main), objects: [configMap('default', 'a')] });
  const source = 'kind source: *v1.ConfigMap';
  const message = `failed to wait for configmap caches to sync ${source}: timed out waiting for cache to be synced for ${source}`;

  it('mgr.Start returns the cache-sync timeout after 2 minutes; main exits 1', () => {
    expect(r.exitCode).toBe(1);
    expect(r.reconciles).toEqual([]);
    const could = r.logs.find((l) => l.msg === 'Could not wait for Cache to sync');
    expect(could?.error).toBe(message);
    expect(fields(could!).source).toBe(source);
    expect(could!.time - r.logs[0].time).toBe(120_000);
    const problem = r.logs.find((l) => l.msg === 'problem running manager');
    expect(problem?.error).toBe(message);
  });

  it('the reflector logged the forbidden list, with backoff', () => {
    const failed = r.logs.filter((l) => l.msg === 'Failed to watch');
    expect(failed.length).toBeGreaterThan(3);
    expect(failed[0].error).toBe(
      'failed to list *v1.ConfigMap: configmaps is forbidden: User "system:serviceaccount:forbidden-system:forbidden-controller-manager" cannot list resource "configmaps" in API group "" at the cluster scope',
    );
  });

  it('zap.New() without development mode logs JSON lines', () => {
    expect(r.logEncoding).toBe('json');
    const line = formatLog(r.env.logs, r.logs.find((l) => l.msg === 'Could not wait for Cache to sync')!);
    expect(JSON.parse(line)).toMatchObject({
      level: 'error',
      ts: '2026-01-01T00:02:00Z',
      msg: 'Could not wait for Cache to sync',
      controller: 'configmap',
      source,
      error: message,
    });
    expect(
      line.startsWith(
        '{"level":"error","ts":"2026-01-01T00:02:00Z","msg":"Could not wait for Cache to sync"',
      ),
    ).toBe(true);
  });
});

describe('cache.Options.DefaultNamespaces', () => {
  const main = mainWith({
    imports: `	"sigs.k8s.io/controller-runtime/pkg/cache"`,
    decls: `// +kubebuilder:rbac:groups="",resources=configmaps;secrets,verbs=get;list;watch

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	fmt.Println("reconcile", req.Namespace+"/"+req.Name)
	var s corev1.Secret
	if err := r.Get(ctx, client.ObjectKey{Namespace: "default", Name: "shared"}, &s); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	return ctrl.Result{}, nil
}`,
    managerOptions: `, Cache: cache.Options{DefaultNamespaces: map[string]cache.Config{"team-a": {}}}`,
    setup: `	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&R{Client: mgr.GetClient()})`,
  });
  const r = runProject({
    files: project('namespaced', main),
    objects: [namespace('team-a'), configMap('team-a', 'a'), configMap('default', 'b')],
    virtualTimeLimitMs: 1000,
  });

  it('only the listed namespaces are watched; a read elsewhere is a plain error, requeued', () => {
    expect(
      r.stdout
        .split('\n')
        .filter((l) => l.startsWith('reconcile'))
        .every((l) => l === 'reconcile team-a/a'),
    ).toBe(true);
    const errs = r.logs.filter((l) => l.msg === 'Reconciler error');
    expect(errs.length).toBeGreaterThan(3);
    expect(errs[0].error).toBe('unable to get: default/shared because of unknown namespace for the cache');
    expect(r.reconciles.every((x) => x.action.kind === 'rateLimited')).toBe(true);
  });
});

describe('a test-style main: go mgr.Start(ctx), writes, then cancel', () => {
  const main = `package main

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// +kubebuilder:rbac:groups="",resources=configmaps;secrets,verbs=get;list;watch;create;update;patch;delete

type R struct{ client.Client }

// Reconcile copies each ConfigMap into a Secret of the same name.
func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var cm corev1.ConfigMap
	if err := r.Get(ctx, req.NamespacedName, &cm); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	s := &corev1.Secret{}
	s.Name, s.Namespace, s.StringData = cm.Name, cm.Namespace, cm.Data
	return ctrl.Result{}, client.IgnoreAlreadyExists(r.Create(ctx, s))
}

func main() {
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&R{Client: mgr.GetClient()}); err != nil {
		panic(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan error)
	go func() { stopped <- mgr.Start(ctx) }()

	c := mgr.GetClient()
	time.Sleep(time.Second) // the cluster is idle meanwhile: the manager keeps running
	cm := &corev1.ConfigMap{}
	cm.Name, cm.Namespace, cm.Data = "late", "default", map[string]string{"k": "v"}
	if err := c.Create(context.Background(), cm); err != nil {
		panic(err)
	}
	time.Sleep(time.Second)
	var s corev1.Secret
	err = c.Get(context.Background(), client.ObjectKey{Namespace: "default", Name: "late"}, &s)
	fmt.Println("secret:", err == nil)
	cancel()
	fmt.Println("start returned:", <-stopped)
}
`;
  const r = runProject({ files: project('suite', main) });

  it('keeps running while idle, reconciles the program’s own writes, and returns when cancelled', () => {
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('secret: true\nstart returned: <nil>\n');
    expect(r.reconciles.map((x) => x.request.name)).toEqual(['late']);
  });
});

describe('For() on a type the manager may list but not watch', () => {
  const main = mainWith({
    decls: `// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	fmt.Println("reconcile", req.Name)
	return ctrl.Result{}, nil
}`,
    setup: `	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&R{Client: mgr.GetClient()})`,
  });
  let createdAt = 0;
  const r = runProject({
    files: project('nowatch', main),
    objects: [configMap('default', 'a')],
    virtualTimeLimitMs: 20_000,
    hooks: {
      afterCall(_e, env) {
        if (createdAt !== 0) return;
        createdAt = env.clock.now() + 5000;
        env.clock.after(5000, () => {
          env.server.create(
            { user: ADMIN_USER, clientPath: 'direct' },
            { group: '', version: 'v1', resource: 'configmaps', namespace: 'default' },
            configMap('default', 'b'),
          );
        });
      },
    },
  });

  it('the cache syncs from the LIST (client-go falls back from the streaming watch), so workers start', () => {
    expect(r.stdout.split('\n')).toContain('reconcile a');
    expect(r.logs.some((l) => l.msg === 'Starting workers')).toBe(true);
  });

  it('the forbidden WATCH is logged and the reflector relists with backoff: a new object arrives late', () => {
    const failed = r.logs.filter((l) => l.msg === 'Failed to watch');
    expect(failed[0].error).toBe(
      'configmaps is forbidden: User "system:serviceaccount:nowatch-system:nowatch-controller-manager" cannot watch resource "configmaps" in API group "" at the cluster scope',
    );
    const gaps = failed.slice(1, 5).map((l, i) => l.time - failed[i].time);
    expect(gaps).toEqual([800, 1600, 3200, 6400]);
    const b = r.reconciles.find((x) => x.request.name === 'b');
    expect(b).toBeDefined();
    // no watch event: it is seen at the first relist after its creation, not after the 10ms cache lag
    expect(b!.time - createdAt).toBeGreaterThan(10);
    expect(failed.some((l) => l.time === b!.time)).toBe(true);
  });
});
