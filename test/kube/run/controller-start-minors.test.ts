// What a controller logs while it starts, per controller-runtime minor
// ([CR] pkg/internal/controller/controller.go Start, pkg/internal/source/kind.go WaitForSync):
// v0.19 logs "Starting Controller" right after starting its sources, before waiting for their
// caches, so a map function's line for the initial list comes after it (leovct's
// kube-operator-tutorial, pinned to v0.19.0, showed it before); from v0.20 the line waits for the
// caches. A cache that never syncs fails with `for Kind %T` until v0.23 (v0.19 without the source
// in the message or the log), `for kind source: %T` from v0.24.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const goMod = (cr: string) => `module example.com/starts

go 1.26.0

require sigs.k8s.io/controller-runtime ${cr}
`;

const MAP_MAIN = `package main

import (
	"context"
	"os"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	log := ctrl.Log.WithName("mapper")
	err = ctrl.NewControllerManagedBy(mgr).Named("mapper").
		Watches(&corev1.ConfigMap{}, handler.EnqueueRequestsFromMapFunc(func(_ context.Context, o client.Object) []reconcile.Request {
			log.Info("mapping", "name", o.GetName())
			return []reconcile.Request{{NamespacedName: types.NamespacedName{Namespace: o.GetNamespace(), Name: "all"}}}
		})).
		Complete(reconcile.Func(func(context.Context, reconcile.Request) (reconcile.Result, error) { return reconcile.Result{}, nil }))
	if err != nil {
		os.Exit(1)
	}
	_ = mgr.Start(ctrl.SetupSignalHandler())
}
`;

const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a', namespace: 'default' } };

describe('Starting Controller and the initial list', () => {
  const order = (cr: string) => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: goMod(cr) },
        { name: 'main.go', src: MAP_MAIN },
      ],
      objects: [cm],
    });
    expect(r.stage).toBe('run');
    return r.logs
      .map((l) => l.msg)
      .filter((m) =>
        ['Starting EventSource', 'Starting Controller', 'mapping', 'Starting workers'].includes(m),
      );
  };
  it('v0.19 logs Starting Controller before the caches sync', () => {
    expect(order('v0.19.0')).toEqual([
      'Starting EventSource',
      'Starting Controller',
      'mapping',
      'Starting workers',
    ]);
  });
  it('v0.20 on, once they synced', () => {
    expect(order('v0.20.4')).toEqual([
      'Starting EventSource',
      'mapping',
      'Starting Controller',
      'Starting workers',
    ]);
  });
});

const FORBIDDEN_MAIN = `package main

import (
	"context"
	"os"

	corev1 "k8s.io/api/core/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	err = ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).
		Complete(reconcile.Func(func(context.Context, reconcile.Request) (reconcile.Result, error) { return reconcile.Result{}, nil }))
	if err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		ctrl.Log.Error(err, "problem running manager")
		os.Exit(1)
	}
}
`;

describe('a cache that never syncs', () => {
  const timeout = (cr: string) => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: goMod(cr) },
        { name: 'main.go', src: FORBIDDEN_MAIN },
      ],
      objects: [cm],
    });
    expect(r.exitCode).toBe(1);
    const could = r.logs.find((l) => l.msg === 'Could not wait for Cache to sync')!;
    const problem = r.logs.find((l) => l.msg === 'problem running manager')!;
    expect(problem.error).toBe(could.error);
    return { error: could.error, source: Object.fromEntries(could.fields as [string, unknown][]).source };
  };
  it.each([
    [
      'v0.19.1',
      'failed to wait for configmap caches to sync: timed out waiting for cache to be synced for Kind *v1.ConfigMap',
      undefined,
    ],
    [
      'v0.21.0',
      'failed to wait for configmap caches to sync kind source: *v1.ConfigMap: timed out waiting for cache to be synced for Kind *v1.ConfigMap',
      'kind source: *v1.ConfigMap',
    ],
    [
      'v0.24.1',
      'failed to wait for configmap caches to sync kind source: *v1.ConfigMap: timed out waiting for cache to be synced for kind source: *v1.ConfigMap',
      'kind source: *v1.ConfigMap',
    ],
  ])('%s', (cr, error, source) => {
    expect(timeout(cr)).toEqual({ error, source });
  });
});
