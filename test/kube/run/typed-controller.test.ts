// Typed controllers (controller-runtime v0.19+): a controller whose work-queue items are the
// program's own request type, made with builder.TypedControllerManagedBy[R] or
// controller.NewTyped[R] and fed by source.TypedKind with a typed map function
// ([CR] pkg/builder/controller.go, pkg/controller/controller.go, pkg/source/source.go).
// controller-runtime's examples/typed, and operators that reconcile a whole namespace or the whole
// cluster at once, did not build. Equal requests are one queue item; a failed request comes back
// rate limited as itself; the default logger has no object keys (only a reconcile.Request adds
// them); For() with another request type is the builder's error.

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/typedctl

go 1.24.0

require (
	k8s.io/api v0.34.0
	k8s.io/apimachinery v0.34.0
	sigs.k8s.io/controller-runtime v0.22.0
)
`;

const MAIN = `package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/source"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// byNamespace: one reconcile per namespace, whichever of its ConfigMaps changed.
type byNamespace struct{ Namespace string }

type all struct{}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	noop := reconcile.TypedFunc[all](func(context.Context, all) (reconcile.Result, error) { return reconcile.Result{}, nil })
	_, err = builder.TypedControllerManagedBy[all](mgr).For(&corev1.ConfigMap{}).Named("for_all").Build(noop)
	fmt.Println("For:", err)

	failed := false
	r := reconcile.TypedFunc[byNamespace](func(ctx context.Context, req byNamespace) (reconcile.Result, error) {
		var list corev1.ConfigMapList
		if err := mgr.GetClient().List(ctx, &list); err != nil {
			return reconcile.Result{}, err
		}
		n := 0
		for _, cm := range list.Items {
			if cm.Namespace == req.Namespace {
				n++
			}
		}
		if req.Namespace == "team-a" && !failed {
			failed = true
			return reconcile.Result{}, errors.New("not yet")
		}
		ctrl.LoggerFrom(ctx).Info("namespace", "ns", req.Namespace, "configmaps", n)
		return reconcile.Result{}, nil
	})
	c, err := controller.NewTyped("per_namespace", mgr, controller.TypedOptions[byNamespace]{Reconciler: r})
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	err = c.Watch(source.TypedKind(mgr.GetCache(), &corev1.ConfigMap{},
		handler.TypedEnqueueRequestsFromMapFunc(func(_ context.Context, cm *corev1.ConfigMap) []byNamespace {
			return []byNamespace{{Namespace: cm.Namespace}}
		}),
		predicate.TypedFuncs[*corev1.ConfigMap]{CreateFunc: func(e event.TypedCreateEvent[*corev1.ConfigMap]) bool {
			return e.Object.Namespace != "ignored"
		}}))
	if err != nil {
		os.Exit(1)
	}

	// the whole cluster at once, as controller-runtime's examples/typed
	err = builder.TypedControllerManagedBy[all](mgr).
		Named("everything").
		WatchesRawSource(source.TypedKind(mgr.GetCache(), &corev1.ConfigMap{},
			handler.TypedEnqueueRequestsFromMapFunc(func(context.Context, *corev1.ConfigMap) []all { return []all{{}} }))).
		Complete(reconcile.TypedFunc[all](func(ctx context.Context, _ all) (reconcile.Result, error) {
			ctrl.LoggerFrom(ctx).Info("everything")
			return reconcile.Result{}, nil
		}))
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

const cm = (namespace: string, name: string) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace },
});
const ns = (name: string) => ({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } });

it('runs controllers whose requests are the program’s own type', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [
      ns('team-a'),
      ns('ignored'),
      cm('team-a', 'a1'),
      cm('team-a', 'a2'),
      cm('default', 'd1'),
      cm('ignored', 'i1'),
    ],
  });
  expect(r.stage).toBe('run');
  expect(r.stdout).toBe('For: For() can only be used with reconcile.Request, got main.all\n');
  const mine = r.logs
    .filter((l) => ['namespace', 'everything', 'Reconciler error'].includes(l.msg))
    .map((l) => [
      l.msg,
      Object.fromEntries((l.fields as [string, unknown][]).filter(([k]) => k !== 'reconcileID')),
    ]);
  expect(mine).toEqual([
    ['namespace', { controller: 'per_namespace', ns: 'default', configmaps: 1 }],
    ['Reconciler error', { controller: 'per_namespace', error: 'not yet' }],
    ['everything', { controller: 'everything' }],
    ['namespace', { controller: 'per_namespace', ns: 'team-a', configmaps: 2 }],
  ]);
  // the source starts before the controller's workers, as a reconcile.Request controller's
  expect(
    r.logs
      .filter((l) =>
        (l.fields as [string, unknown][]).some(([k, v]) => k === 'controller' && v === 'per_namespace'),
      )
      .slice(0, 3)
      .map((l) => l.msg),
  ).toEqual(['Starting EventSource', 'Starting Controller', 'Starting workers']);
  const byController = (name: string) => r.reconciles.filter((x) => x.controller === name).length;
  expect(byController('per_namespace')).toBe(3);
  expect(byController('everything')).toBe(1);
  expect(byController('for_all')).toBe(0);
});
