// How long a write takes to reach the manager's cache, against controller-runtime's first retry.
// operator-sdk's memcached sample (and the book's tutorials) update the status, re-read the object
// from the cache and update it again: the re-read is stale (the watch event is not there yet) and
// the update conflicts. On a local cluster the watch event lands within a millisecond or two, well
// before the rate limiter's first retry (5ms, workqueue.DefaultTypedControllerRateLimiter), so the
// retry reads the fresh object and succeeds: one "object has been modified" error, not a run of them.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const SCAFFOLD = join(import.meta.dirname, 'scaffolds', 'memcached-v24');

const controller = `package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/tools/record"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	cachev1alpha1 "example.com/guestbook/api/v1alpha1"
)

type CacheReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
}

// +kubebuilder:rbac:groups=cache.guestbook.dev,resources=caches,verbs=get;list;watch;update
// +kubebuilder:rbac:groups=cache.guestbook.dev,resources=caches/status,verbs=get;update

func (r *CacheReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	cache := &cachev1alpha1.Cache{}
	if err := r.Get(ctx, req.NamespacedName, cache); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if len(cache.Status.Conditions) == 0 {
		meta.SetStatusCondition(&cache.Status.Conditions, metav1.Condition{
			Type: "Available", Status: metav1.ConditionUnknown, Reason: "Reconciling", Message: "Starting reconciliation",
		})
		if err := r.Status().Update(ctx, cache); err != nil {
			return ctrl.Result{}, err
		}
		// "re-fetch the memcached Custom Resource after updating the status"
		if err := r.Get(ctx, req.NamespacedName, cache); err != nil {
			return ctrl.Result{}, err
		}
	}
	if controllerutil.AddFinalizer(cache, "cache.guestbook.dev/finalizer") {
		if err := r.Update(ctx, cache); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, nil
}

func (r *CacheReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&cachev1alpha1.Cache{}).Named("cache").Complete(r)
}
`;

describe('a stale re-read after a status update', () => {
  it('conflicts once; the first retry (5ms later) reads the fresh object and succeeds', () => {
    const files = loadProject(SCAFFOLD).map((f) =>
      f.name === 'internal/controller/cache_controller.go' ? { name: f.name, src: controller } : f,
    );
    const r = runProject({
      files,
      objects: loadYaml(join(SCAFFOLD, 'config/samples/cache_v1alpha1_cache.yaml')),
    });
    // --leader-elect: client-go v0.36's leader elector takes the Lease before the controllers start
    expect(r.stderr).toBe(
      [
        'I0101 00:00:00.000000       1 leaderelection.go:258] "Attempting to acquire leader lease..." lock="guestbook-system/5e1a9c2f.guestbook.dev"',
        'I0101 00:00:00.000000       1 leaderelection.go:272] "Successfully acquired lease" lock="guestbook-system/5e1a9c2f.guestbook.dev"',
        '',
      ].join('\n'),
    );
    const conflicts = r.trace.filter((t) => t.kind === 'api' && t.result.code === 409);
    expect(conflicts).toHaveLength(1);
    expect(r.reconciles.filter((x) => x.error !== undefined)).toHaveLength(1);
    const cache = find(r, 'Cache', 'default', 'cache-sample');
    expect((cache?.metadata as JsonObject | undefined)?.finalizers).toEqual([
      'cache.guestbook.dev/finalizer',
    ]);
  });
});
