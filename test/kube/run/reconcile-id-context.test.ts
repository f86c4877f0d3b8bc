// controller.ReconcileIDFromContext ([CR] pkg/controller/controller.go, a var since v0.19 over
// pkg/internal/controller's reconcileIDKey): the controller puts each reconcile's ID into the
// context it hands the reconciler, beside the logger that carries it as "reconcileID". Operators
// use it to tag their own events and external calls; the simulated package had no such name
// (undefined: controller.ReconcileIDFromContext).

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/rid

go 1.24.0

require (
	k8s.io/api v0.33.2
	k8s.io/apimachinery v0.33.2
	sigs.k8s.io/controller-runtime v0.21.0
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

type tagger struct{}

func (tagger) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	id := controller.ReconcileIDFromContext(ctx)
	fmt.Printf("%s %T %d\\n", req.Name, id, len(id))
	ctrl.LoggerFrom(ctx).Info("tagged", "id", string(id))
	return ctrl.Result{}, nil
}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	fmt.Printf("outside a reconcile: %q\\n", controller.ReconcileIDFromContext(context.Background()))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(tagger{}); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

it('controller.ReconcileIDFromContext gives the reconcileID the reconcile logger carries', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'settings', namespace: 'default' },
        data: { a: '1' },
      },
    ],
  });
  expect(r.stage).toBe('run');
  expect(r.stdout).toBe('outside a reconcile: ""\nsettings types.UID 36\n');
  const tagged = r.logs.filter((l) => l.msg === 'tagged');
  expect(tagged).toHaveLength(1);
  const fields = Object.fromEntries(tagged[0].fields as [string, unknown][]);
  expect(fields.id).toBe(fields.reconcileID);
  expect(fields.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
});
