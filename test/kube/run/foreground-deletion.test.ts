// Foreground deletion as kube-controller-manager's garbage collector does it, seen from a manager.
// DELETE with propagationPolicy Foreground only marks the owner (deletionTimestamp, the
// `foregroundDeletion` finalizer: kubernetes staging/src/k8s.io/apiserver/pkg/registry/generic/
// registry/store.go updateForGracefulDeletionAndFinalizers); the collector works later, from its
// informers (pkg/controller/garbagecollector/graph_builder.go processTransitions queues every
// dependent), so the owner is read back with its finalizer and a reconciler watching it sees that
// update before the deletion. Each dependent is handled by attemptToDeleteItem
// (garbagecollector.go): one without dependents of its own and without finalizers is deleted with
// Background; one that has another live owner keeps that reference and loses the waiting one.
// The simulator used to collect inside the DELETE call (the owner was gone when read back) and
// deleted every dependent with Foreground, a shared one too.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/foreground

go 1.24.0

require (
	k8s.io/api v0.34.1
	k8s.io/apimachinery v0.34.1
	k8s.io/client-go v0.34.1
	sigs.k8s.io/controller-runtime v0.22.1
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/manager"
)

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if req.Name != "owner" {
		return ctrl.Result{}, nil
	}
	var cm corev1.ConfigMap
	if err := r.Get(ctx, req.NamespacedName, &cm); err != nil {
		fmt.Println("reconcile: not found", apierrors.IsNotFound(err))
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	fmt.Println("reconcile: deleting", cm.DeletionTimestamp != nil, cm.Finalizers)
	return ctrl.Result{}, nil
}

func main() {
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		panic(err)
	}
	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&R{mgr.GetClient()}); err != nil {
		panic(err)
	}
	_ = mgr.Add(manager.RunnableFunc(func(ctx context.Context) error {
		c, s := mgr.GetClient(), mgr.GetScheme()
		cm := func(name string) *corev1.ConfigMap {
			return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default"}}
		}
		owner, other := cm("owner"), cm("other")
		_ = c.Create(ctx, owner)
		_ = c.Create(ctx, other)
		leaf := cm("leaf")
		_ = controllerutil.SetControllerReference(owner, leaf, s)
		_ = c.Create(ctx, leaf)
		shared := cm("shared")
		_ = controllerutil.SetControllerReference(owner, shared, s)
		_ = controllerutil.SetOwnerReference(other, shared, s)
		_ = c.Create(ctx, shared)
		time.Sleep(time.Second)
		fmt.Println("delete:", c.Delete(ctx, owner, client.PropagationPolicy(metav1.DeletePropagationForeground)))
		var got corev1.ConfigMap
		err := mgr.GetAPIReader().Get(ctx, types.NamespacedName{Namespace: "default", Name: "owner"}, &got)
		fmt.Println("owner right after:", err, got.DeletionTimestamp != nil, got.Finalizers)
		time.Sleep(time.Second)
		for _, n := range []string{"owner", "leaf", "shared"} {
			var o corev1.ConfigMap
			err := mgr.GetAPIReader().Get(ctx, types.NamespacedName{Namespace: "default", Name: n}, &o)
			refs := []string{}
			for _, r := range o.OwnerReferences {
				refs = append(refs, r.Name)
			}
			fmt.Println(n+":", apierrors.IsNotFound(err), refs)
		}
		return nil
	}))
	ctx, cancel := context.WithTimeout(ctrl.SetupSignalHandler(), 4*time.Second)
	defer cancel()
	if err := mgr.Start(ctx); err != nil {
		panic(err)
	}
}
`;

describe('foreground deletion through the garbage collector', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [],
    rbac: 'admin',
  });

  it('the owner is read back marked, the reconciler sees the marked owner, then it is gone', () => {
    expect(r.stderr).not.toContain('panic');
    expect(r.stdout.split('\n')).toEqual([
      'reconcile: deleting false []',
      'delete: <nil>',
      'owner right after: <nil> true [foregroundDeletion]',
      'reconcile: deleting true [foregroundDeletion]',
      'reconcile: not found true',
      'owner: true []',
      'leaf: true []',
      'shared: false [other]',
      '',
    ]);
  });

  it('the collector deletes the leaf with Background, unlinks the shared dependent, then releases the owner', () => {
    const gc = r.trace.flatMap((e) =>
      e.kind === 'api' && e.clientPath === 'internal'
        ? [`${e.identity.username} ${e.verb} ${e.name} ${JSON.stringify(e.details ?? {})} ${e.result.code}`]
        : [],
    );
    const sa = 'system:serviceaccount:kube-system:generic-garbage-collector';
    expect(gc).toEqual([
      `${sa} delete leaf {"propagationPolicy":"Background"} 200`,
      // unlinked with a strategic merge patch deleting the reference by uid (garbagecollector patch.go)
      `${sa} patch shared {"patchType":"strategic"} 200`,
      `${sa} patch owner {"patchType":"merge"} 200`,
    ]);
  });
});
