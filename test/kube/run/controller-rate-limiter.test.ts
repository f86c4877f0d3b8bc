// controller.Options.RateLimiter: the limiter the controller's queue asks how long a failed (or
// Requeue: true) request waits, and tells to forget a request that succeeded ([CR]
// pkg/controller/controller.go NewTypedUnmanaged keeps the program's limiter and defaults only a nil
// one; pkg/internal/controller/controller.go reconcileHandler: AddRateLimited on an error, Forget on
// success). The simulated controller accepted the option and used client-go's default limiter
// (5ms, 10ms, 20ms...) whatever the program gave.

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/ratelimit

go 1.24.0

require sigs.k8s.io/controller-runtime v0.22.0
`;

const MAIN = `package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/util/workqueue"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// counting wraps a limiter and says what the queue asks of it for the ConfigMap "flaky".
type counting struct {
	workqueue.TypedRateLimiter[reconcile.Request]
}

func (c counting) When(req reconcile.Request) time.Duration {
	d := c.TypedRateLimiter.When(req)
	if req.Name == "flaky" {
		fmt.Println("When", req, d, "requeues before:", c.NumRequeues(req)-1)
	}
	return d
}

func (c counting) Forget(req reconcile.Request) {
	if req.Name == "flaky" {
		fmt.Println("Forget", req)
	}
	c.TypedRateLimiter.Forget(req)
}

var start time.Time

func main() {
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	attempts := 0
	limiter := counting{workqueue.NewTypedItemExponentialFailureRateLimiter[reconcile.Request](time.Second, 3*time.Second)}
	err = ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		WithOptions(controller.Options{RateLimiter: limiter}).
		Complete(reconcile.Func(func(ctx context.Context, req reconcile.Request) (reconcile.Result, error) {
			if req.Name != "flaky" {
				return reconcile.Result{}, nil
			}
			attempts++
			fmt.Println("reconcile", attempts, "at", time.Since(start).Round(time.Millisecond))
			if attempts == 4 {
				return reconcile.Result{Requeue: true}, nil
			}
			if attempts < 5 {
				return reconcile.Result{}, errors.New("not yet")
			}
			return reconcile.Result{}, nil
		}))
	if err != nil {
		os.Exit(1)
	}
	start = time.Now()
	_ = mgr.Start(ctrl.SetupSignalHandler())
}
`;

it("asks the program's limiter for each retry's delay and tells it to forget", () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'flaky', namespace: 'default' } }],
  });
  expect(r.stage).toBe('run');
  expect(r.stdout).toBe(
    [
      'reconcile 1 at 0s',
      'When default/flaky 1s requeues before: 0',
      'reconcile 2 at 1s',
      'When default/flaky 2s requeues before: 1',
      'reconcile 3 at 3s',
      'When default/flaky 3s requeues before: 2',
      'reconcile 4 at 6s',
      'When default/flaky 3s requeues before: 3',
      'reconcile 5 at 9s',
      'Forget default/flaky',
      '',
    ].join('\n'),
  );
});

// a typed controller (its own request type): the limiter gets the program's requests
const TYPED_MAIN = `package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/util/workqueue"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/source"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

type byNamespace struct{ Namespace string }

type counting struct {
	workqueue.TypedRateLimiter[byNamespace]
}

func (c counting) When(req byNamespace) time.Duration {
	d := c.TypedRateLimiter.When(req)
	fmt.Printf("When %+v %v\\n", req, d)
	return d
}

func main() {
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	start := time.Now()
	attempts := 0
	r := reconcile.TypedFunc[byNamespace](func(ctx context.Context, req byNamespace) (reconcile.Result, error) {
		if req.Namespace != "default" {
			return reconcile.Result{}, nil
		}
		attempts++
		fmt.Println("reconcile", req.Namespace, attempts, "at", time.Since(start).Round(time.Millisecond))
		if attempts < 3 {
			return reconcile.Result{}, errors.New("not yet")
		}
		return reconcile.Result{}, nil
	})
	c, err := controller.NewTyped("per_namespace", mgr, controller.TypedOptions[byNamespace]{
		Reconciler:  r,
		RateLimiter: counting{workqueue.NewTypedItemExponentialFailureRateLimiter[byNamespace](2*time.Second, time.Minute)},
	})
	if err != nil {
		os.Exit(1)
	}
	err = c.Watch(source.TypedKind(mgr.GetCache(), &corev1.ConfigMap{},
		handler.TypedEnqueueRequestsFromMapFunc(func(_ context.Context, cm *corev1.ConfigMap) []byNamespace {
			return []byNamespace{{Namespace: cm.Namespace}}
		})))
	if err != nil {
		os.Exit(1)
	}
	_ = client.IgnoreNotFound
	_ = mgr.Start(ctrl.SetupSignalHandler())
}
`;

it("gives a typed controller's limiter the program's requests", () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: TYPED_MAIN },
    ],
    objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'flaky', namespace: 'default' } }],
  });
  expect(r.stage).toBe('run');
  expect(r.stdout.split('\n').filter((l) => !l.startsWith('When {Namespace:kube') && l !== '')).toEqual([
    'reconcile default 1 at 0s',
    'When {Namespace:default} 2s',
    'reconcile default 2 at 2s',
    'When {Namespace:default} 4s',
    'reconcile default 3 at 6s',
  ]);
});
