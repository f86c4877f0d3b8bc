// controller-runtime's priority queue hands out higher priorities first, then in the order keys were
// added ([CR] pkg/controller/priorityqueue/priorityqueue.go lessReady). The handlers (v0.21+) add the
// objects of an informer's initial list at LowPriority (-100) (pkg/handler/eventhandler.go
// addToQueueCreate), so a real change made meanwhile goes before them; a requeue keeps the priority
// the item had, or Result.Priority (v0.23+) when set (pkg/internal/controller/controller.go
// reconcileHandler). The Create event says IsInInitialList for those objects (v0.21+). client-go's
// queue (v0.22's default) is FIFO.
import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const CONTROLLER = `package controller

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create

// ConfigMapReconciler: reconciling "a" creates "new"; each reconcile takes 100ms.
type ConfigMapReconciler struct {
	client.Client
	Result func(name string) ctrl.Result
}

func (r *ConfigMapReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	fmt.Println("reconcile", req.Name)
	if req.Name == "a" {
		cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "new", Namespace: req.Namespace}}
		if err := r.Create(ctx, cm); client.IgnoreAlreadyExists(err) != nil {
			return ctrl.Result{}, err
		}
	}
	// the create's event reaches the queue before the next item is taken
	time.Sleep(100 * time.Millisecond)
	fmt.Println("done", req.Name)
	return r.Result(req.Name), nil
}
`;

const main = (result: string) => `package main

import (
	"fmt"
	"os"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	ictrl "example.com/prio/internal/controller"
)

var _ = time.Second

func main() {
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	r := &ictrl.ConfigMapReconciler{Client: mgr.GetClient(), Result: func(name string) ctrl.Result { ${result} }}
	initial := predicate.Funcs{CreateFunc: func(e event.CreateEvent) bool {
		fmt.Println("create", e.Object.GetName(), "initial list:", e.IsInInitialList)
		return true
	}}
	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}, builder.WithPredicates(initial)).Complete(r); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

function run(version: string, result = 'return ctrl.Result{}') {
  const cm = (name: string) => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name, namespace: 'default' },
  });
  return runProject({
    files: [
      {
        name: 'go.mod',
        src: `module example.com/prio\n\ngo 1.26.0\n\nrequire sigs.k8s.io/controller-runtime ${version}\n`,
      },
      { name: 'cmd/main.go', src: main(result) },
      { name: 'internal/controller/configmap_controller.go', src: CONTROLLER },
    ],
    objects: [cm('a'), cm('b'), cm('c')],
    virtualTimeLimitMs: 60 * 1000,
  });
}

const lines = (r: ReturnType<typeof run>, word: string) =>
  r.stdout.split('\n').filter((l) => l.startsWith(word) && !l.includes('kube-root-ca'));

describe('the priority queue’s order', () => {
  it('v0.24: initial-list objects wait behind a change made meanwhile; IsInInitialList says which', () => {
    const r = run('v0.24.1');
    expect(r.exitCode).toBe(0);
    expect(lines(r, 'create')).toEqual([
      'create a initial list: true',
      'create b initial list: true',
      'create c initial list: true',
      'create new initial list: false',
    ]);
    expect(lines(r, 'reconcile')).toEqual(['reconcile a', 'reconcile new', 'reconcile b', 'reconcile c']);
  });

  it('v0.22 (client-go’s queue): first in, first out; one reconcile at a time while one sleeps', () => {
    const r = run('v0.22.1');
    expect(r.exitCode).toBe(0);
    expect(
      r.stdout.split('\n').filter((l) => /^(reconcile|done) /.test(l) && !l.includes('kube-root-ca')),
    ).toEqual(['a', 'b', 'c', 'new'].flatMap((n) => [`reconcile ${n}`, `done ${n}`]));
  });

  it('v0.24: a requeue keeps the item’s low priority, unless Result.Priority raises it', () => {
    // a comes back 50ms after its reconcile, while "new" is reconciled: at LowPriority it waits
    // behind b and c (added before it); at Result.Priority 10 it goes first, every time it is back
    const low = run(
      'v0.24.1',
      'if name == "a" { return ctrl.Result{RequeueAfter: 50 * time.Millisecond} }; return ctrl.Result{}',
    );
    expect(lines(low, 'reconcile').slice(0, 5)).toEqual([
      'reconcile a',
      'reconcile new',
      'reconcile b',
      'reconcile c',
      'reconcile a',
    ]);
    const high = run(
      'v0.24.1',
      'p := 10; if name == "a" { return ctrl.Result{RequeueAfter: 50 * time.Millisecond, Priority: &p} }; return ctrl.Result{}',
    );
    expect(lines(high, 'reconcile').slice(0, 5)).toEqual([
      'reconcile a',
      'reconcile new',
      'reconcile a',
      'reconcile b',
      'reconcile a',
    ]);
  });
});
