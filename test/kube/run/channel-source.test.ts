// source.Channel ([CR] pkg/source/source.go Channel/TypedChannel, pkg/internal/source/channel.go):
// a controller that also reconciles on events from outside the cluster, sent as GenericEvents on a
// channel by a manager Runnable, through WatchesRawSource(source.Channel(ch, handler)). It failed
// to build ("undefined: source.Channel"); now each event goes through the channel's predicates to
// the handler's Generic, which enqueues the object's key, and the reconcile runs. Start without a channel fails with "must specify Channel.Source".

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const CONTROLLER = `package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/manager"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/source"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

type ConfigMapReconciler struct {
	client.Client
	Events chan event.GenericEvent
}

func (r *ConfigMapReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logf.FromContext(ctx).Info("reconcile")
	return ctrl.Result{}, nil
}

func (r *ConfigMapReconciler) SetupWithManager(mgr ctrl.Manager) error {
	// an external trigger: three events, the second one dropped by the predicate
	if err := mgr.Add(manager.RunnableFunc(func(ctx context.Context) error {
		for _, name := range []string{"external", "dropped", "again"} {
			r.Events <- event.GenericEvent{Object: &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default"}}}
		}
		return nil
	})); err != nil {
		return err
	}
	notDropped := predicate.NewPredicateFuncs(func(o client.Object) bool { return o.GetName() != "dropped" })
	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		WatchesRawSource(source.Channel(r.Events, &handler.EnqueueRequestForObject{}, source.WithPredicates[client.Object, ctrl.Request](notDropped))).
		Named("configmap").
		Complete(r)
}
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"os"

	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/source"

	"example.com/channel/internal/controller"
)

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	var nilCh chan event.GenericEvent
	fmt.Println(source.Channel(nilCh, &handler.EnqueueRequestForObject{}).Start(context.Background(), nil))
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	r := &controller.ConfigMapReconciler{Client: mgr.GetClient(), Events: make(chan event.GenericEvent)}
	if err := r.SetupWithManager(mgr); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

it('reconciles on GenericEvents from a channel, through the predicates', () => {
  const r = runProject({
    files: [
      {
        name: 'go.mod',
        src: 'module example.com/channel\n\ngo 1.23.0\n\nrequire sigs.k8s.io/controller-runtime v0.20.4\n',
      },
      { name: 'cmd/main.go', src: MAIN },
      { name: 'internal/controller/configmap_controller.go', src: CONTROLLER },
    ],
    objects: [
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'in-cluster', namespace: 'default' } },
    ],
  });
  expect(r.stage).toBe('run');
  expect(r.exitCode).toBe(0);
  expect(r.stdout).toBe('must specify Channel.Source\n');
  const reconciles = r.logs
    .filter((l) => l.msg === 'reconcile')
    .map((l) => String(l.fields.find(([k]) => k === 'name')?.[1]));
  expect(reconciles.sort()).toEqual(['again', 'external', 'in-cluster']);
  expect(
    r.logs.some(
      (l) => l.msg === 'Starting EventSource' && /channel source: 0x/.test(JSON.stringify(l.fields)),
    ),
  ).toBe(true);
});
