// Events reach a Go reconciler the way controller-runtime routes them: Go predicates
// (GenerationChangedPredicate keeps status writes from re-triggering, NewPredicateFuncs through
// WithEventFilter), Watches with EnqueueRequestsFromMapFunc, Owns through the controller owner
// reference; the builder's and controller's own errors are the real ones.

import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, project } from './helpers.ts';

const DEPLOY_RBAC = `// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=apps,resources=deployments/status,verbs=get;update;patch`;

function deployment(name: string): KubeObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace: 'default' },
    spec: {
      selector: { matchLabels: { app: name } },
      template: {
        metadata: { labels: { app: name } },
        spec: { containers: [{ name: 'c', image: 'busybox' }] },
      },
    },
  };
}

describe('predicates', () => {
  const main = mainWith({
    imports: `	appsv1 "k8s.io/api/apps/v1"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/predicate"`,
    decls: `${DEPLOY_RBAC}

// R writes the Deployment's status: an update event, with no generation change.
type R struct {
	client.Client
	name string
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var d appsv1.Deployment
	if err := r.Get(ctx, req.NamespacedName, &d); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	fmt.Println(r.name, "reconciles", req.Name, "generation", d.Generation)
	if d.Status.ObservedGeneration != d.Generation {
		d.Status.ObservedGeneration = d.Generation
		if err := r.Status().Update(ctx, &d); err != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, nil
}`,
    setup: `	if err := ctrl.NewControllerManagedBy(mgr).Named("filtered").
		For(&appsv1.Deployment{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).
		Complete(&R{Client: mgr.GetClient(), name: "filtered"}); err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).Named("unfiltered").
		For(&appsv1.Deployment{}).
		WithEventFilter(predicate.NewPredicateFuncs(func(o client.Object) bool { return o.GetName() != "ignored" })).
		Complete(&R{Client: mgr.GetClient(), name: "unfiltered"})`,
  });
  const r = runProject({
    files: project('predicates', main),
    objects: [deployment('web'), deployment('ignored')],
  });

  it('GenerationChangedPredicate drops the status-only update; without it the write re-triggers', () => {
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n').filter((l) => l.includes('reconciles web'));
    const filtered = lines.filter((l) => l.startsWith('filtered')).length;
    const unfiltered = lines.filter((l) => l.startsWith('unfiltered')).length;
    expect(filtered).toBe(1);
    expect(unfiltered).toBeGreaterThan(1);
  });

  it('WithEventFilter applies to every watch of the controller', () => {
    expect(r.stdout).not.toContain('unfiltered reconciles ignored');
    expect(r.stdout).toContain('filtered reconciles ignored');
  });
});

describe('Watches with EnqueueRequestsFromMapFunc', () => {
  const main = mainWith({
    imports: `	"sigs.k8s.io/controller-runtime/pkg/handler"`,
    decls: `${CONFIGMAP_RBAC}

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	fmt.Println("reconcile", req.Namespace+"/"+req.Name)
	return ctrl.Result{}, nil
}

// secretToConfigMap maps a Secret to the ConfigMap its "config" label names.
func secretToConfigMap(ctx context.Context, o client.Object) []reconcile.Request {
	name, ok := o.GetLabels()["config"]
	if !ok {
		return nil
	}
	return []reconcile.Request{{NamespacedName: client.ObjectKey{Namespace: o.GetNamespace(), Name: name}}}
}`,
    setup: `	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		Watches(&corev1.Secret{}, handler.EnqueueRequestsFromMapFunc(secretToConfigMap)).
		Complete(&R{Client: mgr.GetClient()})`,
  });
  const secret = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 's1', namespace: 'default', labels: { config: 'from-secret' } },
  };
  const r = runProject({
    files: project('mapfunc', main),
    objects: [configMap('default', 'direct'), secret],
  });

  it('a Secret event enqueues the ConfigMap the map function names', () => {
    expect(r.stderr).toBe('');
    expect(
      r.stdout
        .split('\n')
        .filter((l) => l.startsWith('reconcile'))
        .sort(),
    ).toEqual(['reconcile default/direct', 'reconcile default/from-secret']);
  });
});

describe('builder and controller errors', () => {
  const cases: [string, string][] = [
    [
      `	return ctrl.NewControllerManagedBy(mgr).Named("x").Owns(&corev1.Secret{}).Complete(reconcile.Func(func(context.Context, reconcile.Request) (reconcile.Result, error) { return reconcile.Result{}, nil }))`,
      'Owns() can only be used together with For()',
    ],
    [
      `	return ctrl.NewControllerManagedBy(mgr).Named("x").Complete(reconcile.Func(func(context.Context, reconcile.Request) (reconcile.Result, error) { return reconcile.Result{}, nil }))`,
      'there are no watches configured, controller will never get triggered. Use For(), Owns(), Watches() or WatchesRawSource() to set them up',
    ],
    [
      `	r := reconcile.Func(func(context.Context, reconcile.Request) (reconcile.Result, error) { return reconcile.Result{}, nil })
	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(r); err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(r)`,
      'controller with name configmap already exists. Controller names must be unique to avoid multiple controllers reporting the same metric. This validation can be disabled via the SkipNameValidation option',
    ],
    [
      `	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(nil)`,
      'must provide a non-nil Reconciler',
    ],
  ];
  it.each(cases)('%#: the real message', (setup, message) => {
    const r = runProject({ files: project('builder', mainWith({ decls: '', setup })) });
    expect(r.exitCode).toBe(1);
    const e = r.logs.find((l) => l.msg === 'unable to create controller');
    expect(e?.error).toBe(message);
  });
});

describe('manager extras: event recorders, the webhook server, runnables', () => {
  const main = mainWith({
    imports: `	"k8s.io/client-go/tools/events"
	"k8s.io/client-go/tools/record"
	"sigs.k8s.io/controller-runtime/pkg/manager"`,
    decls: `${CONFIGMAP_RBAC}
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch
// +kubebuilder:rbac:groups=events.k8s.io,resources=events,verbs=create;patch

type R struct {
	client.Client
	Old record.EventRecorder
	New events.EventRecorder
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var cm corev1.ConfigMap
	if err := r.Get(ctx, req.NamespacedName, &cm); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	r.Old.Event(&cm, corev1.EventTypeNormal, "Seen", "seen by the old API")
	r.New.Eventf(&cm, nil, corev1.EventTypeWarning, "Seen", "Reconcile", "seen by the new API %d", 2)
	return ctrl.Result{}, nil
}`,
    setup: `	_ = mgr.GetWebhookServer()
	if err := mgr.Add(manager.RunnableFunc(func(ctx context.Context) error {
		fmt.Println("runnable started")
		<-ctx.Done()
		fmt.Println("runnable stopped")
		return nil
	})); err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).
		Complete(&R{Client: mgr.GetClient(), Old: mgr.GetEventRecorderFor("cm-controller"), New: mgr.GetEventRecorder("cm-controller")})`,
  });
  const r = runProject({ files: project('extras', main), objects: [configMap('default', 'a')] });

  it('GetEventRecorderFor and GetEventRecorder write Events as the manager', () => {
    expect(r.stderr).toBe('');
    // both APIs store core Events (events.k8s.io is another view of the same resource)
    const events = r.objects.filter((o) => o.kind === 'Event');
    expect(events.map((e) => `${e.type} ${e.reason}`).sort()).toEqual(['Normal Seen', 'Warning Seen']);
    const creates = r.trace.filter((e) => e.kind === 'api' && e.verb === 'create' && e.resource === 'events');
    expect(creates.every((e) => e.identity.username === r.identity)).toBe(true);
    expect(creates).toHaveLength(2);
  });

  it('the webhook server and added runnables start with the manager and stop with it', () => {
    const msgs = r.logs.map((l) => l.msg);
    expect(msgs).toContain('Starting webhook server');
    expect(msgs.indexOf('Shutting down webhook server with timeout of 1 minute')).toBeGreaterThan(
      msgs.indexOf('Stopping and waiting for webhooks'),
    );
    expect(r.stdout).toBe('runnable started\nrunnable stopped\nmanager stopped\n');
  });
});

describe('WatchesRawSource with a typed source.Kind', () => {
  const main = mainWith({
    imports: `	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/source"`,
    decls: `${CONFIGMAP_RBAC}

type R struct{}

func (R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	fmt.Println("reconcile", req.Name)
	return ctrl.Result{}, nil
}`,
    setup: `	onlyOK := predicate.TypedFuncs[*corev1.ConfigMap]{
		CreateFunc: func(e event.TypedCreateEvent[*corev1.ConfigMap]) bool { return e.Object.Data["ok"] == "yes" },
	}
	return ctrl.NewControllerManagedBy(mgr).Named("raw").
		WatchesRawSource(source.Kind(mgr.GetCache(), &corev1.ConfigMap{}, &handler.TypedEnqueueRequestForObject[*corev1.ConfigMap]{}, onlyOK)).
		Complete(R{})`,
  });
  const r = runProject({
    files: project('rawsource', main),
    objects: [configMap('default', 'a', { ok: 'yes' }), configMap('default', 'b')],
  });

  it('events reach typed predicates and handlers with the concrete object type', () => {
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('reconcile a\nmanager stopped\n');
  });
});
