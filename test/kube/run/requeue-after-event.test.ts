// A reconciler that asks to come back later (Result{RequeueAfter}) and an update event for the same
// object while that wait runs. controller-runtime's priority queue (the default from v0.23.0) holds
// one entry per key: the event moves the waiting entry to ready, so the object is reconciled once,
// at the event, and the wait is gone ([CR] pkg/controller/priorityqueue/priorityqueue.go
// lockedAddWithOpts). client-go's rate-limiting queue (v0.22's default, or UsePriorityQueue false)
// keeps the delaying queue's waiting item apart from the dirty set (util/workqueue
// delaying_queue.go, queue.go): it reconciles at the event and again when the wait ends.
import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const CONTROLLER = `package controller

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
	ctrl "sigs.k8s.io/controller-runtime"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;update

// ConfigMapReconciler waits for a ConfigMap to be marked ready, checking every 30s.
type ConfigMapReconciler struct {
	client.Client
	Start time.Time
}

func (r *ConfigMapReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var cm corev1.ConfigMap
	if err := r.Get(ctx, req.NamespacedName, &cm); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	at := time.Since(r.Start).Round(time.Second)
	if cm.Labels["ready"] != "true" {
		fmt.Printf("%s %s not ready, again in 30s\\n", at, req.Name)
		return ctrl.Result{RequeueAfter: 30 * time.Second}, nil
	}
	fmt.Printf("%s %s ready\\n", at, req.Name)
	return ctrl.Result{}, nil
}

// Marker labels the ConfigMap ready 10s after the manager starts.
type Marker struct {
	client.Client
}

func (m *Marker) Start(ctx context.Context) error {
	select {
	case <-time.After(10 * time.Second):
	case <-ctx.Done():
		return nil
	}
	var cm corev1.ConfigMap
	if err := m.Get(ctx, client.ObjectKey{Namespace: "default", Name: "settings"}, &cm); err != nil {
		return err
	}
	cm.Labels = map[string]string{"ready": "true"}
	return m.Update(ctx, &cm)
}
`;

const main = (opts: string) => `package main

import (
	"os"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/controller"

	ictrl "example.com/waiter/internal/controller"
)

var _ = controller.Options{}

func main() {
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	r := &ictrl.ConfigMapReconciler{Client: mgr.GetClient(), Start: time.Now()}
	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{})${opts}.Complete(r); err != nil {
		os.Exit(1)
	}
	if err := mgr.Add(&ictrl.Marker{Client: mgr.GetClient()}); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

function run(version: string, opts = '') {
  return runProject({
    files: [
      {
        name: 'go.mod',
        src: `module example.com/waiter\n\ngo 1.26.0\n\nrequire sigs.k8s.io/controller-runtime ${version}\n`,
      },
      { name: 'cmd/main.go', src: main(opts) },
      { name: 'internal/controller/configmap_controller.go', src: CONTROLLER },
    ],
    objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings', namespace: 'default' } }],
    virtualTimeLimitMs: 5 * 60 * 1000,
  });
}

const settings = (r: ReturnType<typeof run>) => r.stdout.split('\n').filter((l) => l.includes(' settings '));

describe('RequeueAfter and a watch event for the same object', () => {
  it('v0.24 (priority queue): the event takes the waiting entry, one reconcile at 10s', () => {
    const r = run('v0.24.1');
    expect(r.exitCode).toBe(0);
    expect(settings(r)).toEqual(['0s settings not ready, again in 30s', '10s settings ready']);
  });

  it('v0.24 with UsePriorityQueue false: client-go’s queue reconciles at 10s and again at 30s', () => {
    const r = run(
      'v0.24.1',
      '.WithOptions(controller.Options{UsePriorityQueue: func(b bool) *bool { return &b }(false)})',
    );
    expect(r.exitCode).toBe(0);
    expect(settings(r)).toEqual([
      '0s settings not ready, again in 30s',
      '10s settings ready',
      '30s settings ready',
    ]);
  });

  it('v0.22 (client-go’s queue by default): twice as well', () => {
    const r = run('v0.22.4');
    expect(r.exitCode).toBe(0);
    expect(settings(r)).toEqual([
      '0s settings not ready, again in 30s',
      '10s settings ready',
      '30s settings ready',
    ]);
  });
});
