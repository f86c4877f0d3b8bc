// The controller builder files each watch it registers with the program's call that asked for it
// (For, Owns, Watches, WatchesRawSource, WithEventFilter): the grader names those lines instead of
// searching the source text. A helper that adds a watch keeps the line that called it from the
// function that made the builder; main's call of setup is not part of the watch.

import { describe, expect, it } from 'vitest';
import { registeredWatches } from '../../../src/kube/bind/manager-state.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, mainWith, project } from '../bind-manager/helpers.ts';

const main = mainWith({
  imports: `	appsv1 "k8s.io/api/apps/v1"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/source"`,
  decls: `${CONFIGMAP_RBAC}
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	return ctrl.Result{}, nil
}

// owned adds an owned kind the way some projects factor it out.
func owned(b *builder.Builder, obj client.Object) *builder.Builder {
	return b.Owns(obj) // OWNS-IN-HELPER
}`,
  setup: `	b := ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}, // FOR
			builder.WithPredicates(predicate.GenerationChangedPredicate{}))
	b = owned(b, &appsv1.Deployment{}) // OWNED-CALL
	b = b.WatchesRawSource( // RAW
		source.Kind(mgr.GetCache(), &corev1.Secret{}, &handler.TypedEnqueueRequestForObject[*corev1.Secret]{}))
	return b.WithEventFilter(predicate.ResourceVersionChangedPredicate{}). // FILTER
		Complete(&R{Client: mgr.GetClient()})`,
});

const lineOf = (mark: string) => main.split('\n').findIndex((l) => l.includes(`// ${mark}`)) + 1;

describe('the builder records its watches with their call sites', () => {
  const r = runProject({ files: project('watches', main), virtualTimeLimitMs: 2000 });
  const ws = registeredWatches(r.env).map((w) => ({
    via: w.via,
    controller: w.controller,
    kind: w.gvk?.kind,
    line: w.site?.line,
    callers: w.site?.callers?.map((c) => c.line),
  }));

  it('For, a helper’s Owns, WatchesRawSource and WithEventFilter, each at the line of its call', () => {
    expect(r.stderr).toBe('');
    expect(ws).toEqual([
      { via: 'For', controller: 'configmap', kind: 'ConfigMap', line: lineOf('FOR'), callers: undefined },
      {
        via: 'Owns',
        controller: 'configmap',
        kind: 'Deployment',
        line: lineOf('OWNS-IN-HELPER'),
        callers: [lineOf('OWNED-CALL')],
      },
      {
        via: 'WatchesRawSource',
        controller: 'configmap',
        kind: 'Secret',
        line: lineOf('RAW'),
        callers: undefined,
      },
      {
        via: 'WithEventFilter',
        controller: 'configmap',
        kind: undefined,
        line: lineOf('FILTER'),
        callers: undefined,
      },
    ]);
  });
});

describe('the objects a typed watch hands to predicates', () => {
  const main = mainWith({
    imports: `	"sigs.k8s.io/controller-runtime/pkg/predicate"`,
    decls: `${CONFIGMAP_RBAC}

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var cm corev1.ConfigMap
	if err := r.Get(ctx, req.NamespacedName, &cm); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	fmt.Printf("read kind=%q\\n", cm.GetObjectKind().GroupVersionKind().Kind)
	return ctrl.Result{}, nil
}`,
    setup: `	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		WithEventFilter(predicate.NewPredicateFuncs(func(o client.Object) bool {
			fmt.Printf("event kind=%q\\n", o.GetObjectKind().GroupVersionKind().Kind)
			return true
		})).
		Complete(&R{Client: mgr.GetClient()})`,
  });
  const r = runProject({
    files: project('typemeta', main),
    objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c', namespace: 'default' } }],
    virtualTimeLimitMs: 2000,
  });

  it('carry no apiVersion or kind (the typed decoder drops TypeMeta); a cached Get sets them', () => {
    expect(r.stdout).toContain('event kind=""\n');
    expect(r.stdout).not.toContain('event kind="ConfigMap"');
    expect(r.stdout).toContain('read kind="ConfigMap"\n');
  });
});

describe('a controller made with controller.New: the program’s own Watch calls are recorded', () => {
  const main = mainWith({
    imports: `	appsv1 "k8s.io/api/apps/v1"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/source"`,
    decls: `${CONFIGMAP_RBAC}
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	return ctrl.Result{}, nil
}

// watchDeployments adds a watch the way some projects factor it out.
func watchDeployments(c controller.Controller, mgr ctrl.Manager) error {
	return c.Watch(source.Kind(mgr.GetCache(), &appsv1.Deployment{}, // WATCH-IN-HELPER
		&handler.TypedEnqueueRequestForObject[*appsv1.Deployment]{}))
}`,
    setup: `	c, err := controller.New("cms", mgr, controller.Options{Reconciler: &R{Client: mgr.GetClient()}})
	if err != nil {
		return err
	}
	if err := c.Watch(source.Kind(mgr.GetCache(), &corev1.ConfigMap{}, // WATCH-IN-SETUP
		&handler.TypedEnqueueRequestForObject[*corev1.ConfigMap]{})); err != nil {
		return err
	}
	return watchDeployments(c, mgr) // HELPER-CALL`,
  });
  const lineOf = (mark: string) => main.split('\n').findIndex((l) => l.includes(`// ${mark}`)) + 1;

  it('each Watch at the line of its call, a helper’s with the line that called it', () => {
    const r = runProject({ files: project('new-watch', main), virtualTimeLimitMs: 2000 });
    expect(r.stderr).toBe('');
    expect(
      registeredWatches(r.env).map((w) => ({
        via: w.via,
        controller: w.controller,
        kind: w.gvk?.kind,
        line: w.site?.line,
        callers: w.site?.callers?.map((c) => c.line),
      })),
    ).toEqual([
      {
        via: 'Watch',
        controller: 'cms',
        kind: 'ConfigMap',
        line: lineOf('WATCH-IN-SETUP'),
        callers: undefined,
      },
      {
        via: 'Watch',
        controller: 'cms',
        kind: 'Deployment',
        line: lineOf('WATCH-IN-HELPER'),
        callers: [lineOf('HELPER-CALL')],
      },
    ]);
  });
});
