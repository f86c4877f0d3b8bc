// controller.Options.NewQueue is accepted but never called: the simulated controller's queue is
// oplab's own (it honours RateLimiter and UsePriorityQueue). A program that sets it is told so once
// per controller on stderr, rather than having its queue silently replaced ([CR]
// pkg/internal/controller/controller.go Start: `c.Queue = c.NewQueue(c.Name, c.RateLimiter)`).

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/newqueue

go 1.24.0

require sigs.k8s.io/controller-runtime v0.22.0
`;

const MAIN = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/util/workqueue"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

func main() {
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		panic(err)
	}
	newQueue := func(name string, rl workqueue.TypedRateLimiter[reconcile.Request]) workqueue.TypedRateLimitingInterface[reconcile.Request] {
		fmt.Println("NewQueue called for", name)
		return workqueue.NewTypedRateLimitingQueueWithConfig(rl, workqueue.TypedRateLimitingQueueConfig[reconcile.Request]{Name: name})
	}
	err = ctrl.NewControllerManagedBy(mgr).
		Named("cms").
		For(&corev1.ConfigMap{}).
		WithOptions(controller.Options{NewQueue: newQueue}).
		Complete(reconcile.Func(func(ctx context.Context, req reconcile.Request) (reconcile.Result, error) {
			fmt.Println("reconcile", req.NamespacedName)
			return reconcile.Result{}, nil
		}))
	if err != nil {
		panic(err)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		panic(err)
	}
}
`;

it('notes a NewQueue it does not call, and reconciles through its own queue', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'one', namespace: 'default' } }],
    rbac: 'admin',
  });
  expect(r.stage).toBe('run');
  const notes = r.stderr.split('\n').filter((l) => l.startsWith('oplab: controller'));
  expect(notes).toEqual([
    `oplab: controller "cms": Options.NewQueue is not simulated; the controller uses oplab's work queue (RateLimiter and UsePriorityQueue are honoured)`,
  ]);
  expect(r.stdout).not.toContain('NewQueue called');
  expect(r.stdout).toContain('reconcile default/one\n');
});
