// A project pinning controller-runtime before v0.19 builds against the simulated packages (v0.19 to
// v0.24), so gc's errors name code that is right for its go.mod: operator-sdk's memcached sample of
// v1.33 (controller-runtime v0.15.0) stopped at `unknown field MetricsBindAddress in struct literal
// of type controllerruntime.Options`, of v1.25 (v0.13.0) at the webhook Validator's methods. After
// gc's errors, one oplab line per API change names what changed and in which minor (measured on the
// tags of kubernetes-sigs/controller-runtime; src/kube/gopkg/unmodelled.ts OLDER_API).

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const goMod = (cr: string) => `module example.com/older

go 1.22.0

require sigs.k8s.io/controller-runtime ${cr}
`;

const SETUP = `package main

import (
	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/source"
	"sigs.k8s.io/controller-runtime/pkg/webhook"
)

func main() {
	mgr, _ := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{
		MetricsBindAddress: ":8080",
		Port:               9443,
		Namespace:          "default",
		NewCache:           cache.MultiNamespacedCacheBuilder([]string{"a", "b"}),
	})
	_ = &webhook.Server{Port: 9443}
	_ = ctrl.NewControllerManagedBy(mgr).For(&appsv1.Deployment{}).
		Watches(&source.Kind{Type: &corev1.Pod{}}, &handler.EnqueueRequestForOwner{OwnerType: &appsv1.Deployment{}, IsController: true}).
		Complete(reconcile.Func(nil))
}
`;

const HANDLERS = `package main

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/source"
	"sigs.k8s.io/controller-runtime/pkg/webhook"
)

type V struct{}

func (v *V) ValidateCreate() error                     { return nil }
func (v *V) ValidateUpdate(old runtime.Object) error { return nil }
func (v *V) ValidateDelete() error                     { return nil }
func (v *V) DeepCopyObject() runtime.Object            { return v }
func (v *V) GetObjectKind() schema.ObjectKind          { return nil }

var _ webhook.Validator = &V{}

func main() {
	mgr, _ := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	c, _ := controller.New("x", mgr, controller.Options{Reconciler: reconcile.Func(func(context.Context, reconcile.Request) (reconcile.Result, error) { return reconcile.Result{}, nil })})
	_ = c.Watch(source.Kind(mgr.GetCache(), &corev1.Pod{}), &handler.EnqueueRequestForObject{})
	_ = handler.EnqueueRequestsFromMapFunc(func(o client.Object) []reconcile.Request { return nil })
}
`;

const notes = (stderr: string) =>
  stderr.split('\n').filter((l) => l.startsWith('oplab: ') && !l.includes('a version oplab does not model'));

it('names the options and types controller-runtime v0.15 and v0.16 replaced', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: goMod('v0.14.1') },
      { name: 'main.go', src: SETUP },
    ],
  });
  expect(r.stage).toBe('compile');
  expect(r.stderr).toContain(
    './main.go:16:3: unknown field MetricsBindAddress in struct literal of type controllerruntime.Options\n',
  );
  const pin = '(go.mod requires controller-runtime v0.14.1; oplab simulates v0.19 to v0.24)';
  expect(notes(r.stderr)).toEqual([
    `oplab: manager.Options.MetricsBindAddress was removed in v0.16; its place is Metrics: metricsserver.Options{BindAddress: …} ${pin}`,
    `oplab: manager.Options.Port was removed in v0.16; its place is WebhookServer: webhook.NewServer(webhook.Options{Port: …}) ${pin}`,
    `oplab: manager.Options.Namespace was removed in v0.16; its place is Cache: cache.Options{DefaultNamespaces: …} ${pin}`,
    `oplab: cache.MultiNamespacedCacheBuilder was removed in v0.16; its place is Cache: cache.Options{DefaultNamespaces: …} ${pin}`,
    `oplab: webhook.Server became an interface in v0.15, made by webhook.NewServer(webhook.Options{…}) ${pin}`,
    `oplab: source.Kind became a function in v0.15 (source.Kind(cache, obj); from v0.18 with the handler and predicates), and the builder's Watches takes the object (Watches(obj, handler)) ${pin}`,
    `oplab: handler.EnqueueRequestForOwner became a function in v0.15: handler.EnqueueRequestForOwner(scheme, mapper, owner, handler.OnlyControllerOwner()) ${pin}`,
  ]);
});

it('names the handler and webhook signatures by the minor that changed them, and only for older pins', () => {
  const run = (cr: string) =>
    runProject({
      files: [
        { name: 'go.mod', src: goMod(cr) },
        { name: 'main.go', src: HANDLERS },
      ],
    });
  const r = run('v0.15.3');
  expect(r.stage).toBe('compile');
  const pin = '(go.mod requires controller-runtime v0.15.3; oplab simulates v0.19 to v0.24)';
  // v0.15 already had the Validator's warnings and the MapFunc's context: those errors are the
  // project's own under v0.15 too, and get no line
  expect(notes(r.stderr)).toEqual([
    `oplab: from v0.18 Watch and WatchesRawSource take the source alone; the handler and predicates go to source.Kind(cache, obj, handler, predicates...) ${pin}`,
  ]);
  const old = run('v0.13.0');
  expect(notes(old.stderr)).toEqual(
    [
      "the webhook Validator's methods return (admission.Warnings, error) from v0.15",
      'from v0.18 Watch and WatchesRawSource take the source alone; the handler and predicates go to source.Kind(cache, obj, handler, predicates...)',
      'handler.MapFunc takes a context.Context first from v0.15: func(ctx context.Context, obj client.Object) []reconcile.Request',
    ].map((t) => `oplab: ${t} (go.mod requires controller-runtime v0.13.0; oplab simulates v0.19 to v0.24)`),
  );
  // a modelled minor: gc's errors alone
  const modelled = run('v0.19.0');
  expect(modelled.stage).toBe('compile');
  expect(notes(modelled.stderr)).toEqual([]);
});

const EVENT_HANDLERS = `package main

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/util/workqueue"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

type h struct{}

func (h) Create(context.Context, event.CreateEvent, workqueue.RateLimitingInterface)   {}
func (h) Update(context.Context, event.UpdateEvent, workqueue.RateLimitingInterface)   {}
func (h) Delete(context.Context, event.DeleteEvent, workqueue.RateLimitingInterface)   {}
func (h) Generic(context.Context, event.GenericEvent, workqueue.RateLimitingInterface) {}

func main() {
	mgr, _ := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	_ = ctrl.NewControllerManagedBy(mgr).For(&corev1.Pod{}).
		Watches(&corev1.ConfigMap{}, h{}).
		Watches(&corev1.Secret{}, handler.Funcs{CreateFunc: func(ctx context.Context, e event.CreateEvent, q workqueue.RateLimitingInterface) {}}).
		Watches(&corev1.Service{}, handler.Funcs{CreateFunc: func(e event.CreateEvent, q workqueue.RateLimitingInterface) {}}).
		Complete(reconcile.Func(nil))
}
`;

it("names v0.19's typed work queue in event handlers, from gc's have/want lines too", () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: goMod('v0.17.0') },
      { name: 'main.go', src: EVENT_HANDLERS },
    ],
  });
  expect(r.stage).toBe('compile');
  const note =
    "oplab: event handlers' functions and methods get a workqueue.TypedRateLimitingInterface[reconcile.Request] from v0.19 (workqueue.RateLimitingInterface before) and a context.Context first from v0.15 (go.mod requires controller-runtime v0.17.0; oplab simulates v0.19 to v0.24)";
  expect(notes(r.stderr)).toEqual([note]);
  // the handler type alone: the work queue is named in gc's have line only
  const alone = runProject({
    files: [
      { name: 'go.mod', src: goMod('v0.17.0') },
      { name: 'main.go', src: EVENT_HANDLERS.replace(/\t\tWatches\(&corev1\.(Secret|Service).*\n/g, '') },
    ],
  });
  expect(alone.stderr).toContain(
    'have Create(context.Context, event.CreateEvent, workqueue.RateLimitingInterface)',
  );
  expect(alone.stderr).not.toContain('value in struct literal');
  expect(notes(alone.stderr)).toEqual([note]);
  expect(notes(r.stderr)).toEqual([
    "oplab: event handlers' functions and methods get a workqueue.TypedRateLimitingInterface[reconcile.Request] from v0.19 (workqueue.RateLimitingInterface before) and a context.Context first from v0.15 (go.mod requires controller-runtime v0.17.0; oplab simulates v0.19 to v0.24)",
  ]);
});
