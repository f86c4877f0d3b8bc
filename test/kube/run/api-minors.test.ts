// The controller-runtime minor in go.mod selects the API (issue 21): for each minor from v0.20 to
// v0.24, a small operator using what that minor added (or still has) runs to its end state with the
// minor pinned, and the same project pinned to the neighbouring minor stops at compile time with gc's
// messages for the symbols that minor lacks. The symbols were found by diffing the exported API of
// controller-runtime's tags v0.19.7 … v0.24.1 (src/kube/gopkg/versions.ts).

import { describe, expect, it } from 'vitest';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { find } from './helpers.ts';

interface Features {
  /** Import lines. */
  imports?: string;
  /** Fields of manager.Options. */
  options?: string;
  /** Statements after the builder is made (`b` is the *builder.Builder before Complete). */
  builder?: string;
  /** Statements at the end of Reconcile (`log`, `src`, `dst`, `ctx`, `r` in scope). */
  reconcile?: string;
  /** Statements in main after the manager is made (`mgr` in scope). */
  main?: string;
}

function project(minor: number, f: Features): { name: string; src: string }[] {
  const gomod = `module example.com/copier

go 1.26.0

require (
	k8s.io/api v0.${minor + 12}.0
	k8s.io/apimachinery v0.${minor + 12}.0
	k8s.io/client-go v0.${minor + 12}.0
	sigs.k8s.io/controller-runtime v0.${minor}.0
)
`;
  const main = `package main

import (
	"context"
	"os"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
${f.imports ?? ''}
)

var scheme = runtime.NewScheme()

func init() {
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
}

// CopyReconciler copies a ConfigMap labelled copy=yes into <name>-copy, owned by the original.
type CopyReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch
// +kubebuilder:rbac:groups=events.k8s.io,resources=events,verbs=create;patch

func (r *CopyReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var src corev1.ConfigMap
	if err := r.Get(ctx, req.NamespacedName, &src); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if src.Labels["copy"] != "yes" {
		return ctrl.Result{}, nil
	}
	dst := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: src.Name + "-copy", Namespace: src.Namespace}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, dst, func() error {
		dst.Data = src.Data
		return controllerutil.SetControllerReference(&src, dst, r.Scheme)
	})
	if err != nil {
		return ctrl.Result{}, err
	}
	log.Info("copied", "operation", op)
${f.reconcile ?? ''}
	return ctrl.Result{}, nil
}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{
		Scheme: scheme,
${f.options ?? ''}
	})
	if err != nil {
		os.Exit(1)
	}
${f.main ?? ''}
	b := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Named("copy")
${f.builder ?? ''}
	if err := b.Complete(&CopyReconciler{Client: mgr.GetClient(), Scheme: mgr.GetScheme()}); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;
  return [
    { name: 'go.mod', src: gomod },
    { name: 'cmd/main.go', src: main },
  ];
}

const SOURCE = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'settings', namespace: 'default', labels: { copy: 'yes' } },
  data: { colour: 'blue' },
};

function run(minor: number, f: Features): RunProjectResult {
  return runProject({
    files: project(minor, f),
    objects: [SOURCE],
    virtualTimeLimitMs: 5_000,
  });
}

/** The copy exists, owned by the source: the end state a cluster reaches. */
function expectCopied(r: RunProjectResult): void {
  expect(r.diagnostics).toEqual([]);
  expect(r.stderr).toBe('');
  const copy = find(r, 'ConfigMap', 'default', 'settings-copy');
  expect(copy?.data).toEqual({ colour: 'blue' });
  const meta = (copy?.metadata ?? {}) as { ownerReferences?: { kind: string; name: string }[] };
  const owners = meta.ownerReferences;
  expect(owners?.map((o) => `${o.kind}/${o.name}`)).toEqual(['ConfigMap/settings']);
}

function compileErrors(r: RunProjectResult): string[] {
  expect(r.stage).toBe('compile');
  // as gc prints them: sorted by position
  return [...r.diagnostics]
    .sort((a, b) => a.line - b.line || a.col - b.col)
    .map((d) => `${d.file}:${d.line}:${d.col}: ${d.msg}`);
}

function lineOf(files: { name: string; src: string }[], text: string): string {
  const src = files.find((f) => f.name === 'cmd/main.go')?.src ?? '';
  const lines = src.split('\n');
  const i = lines.findIndex((l) => l.includes(text));
  return `cmd/main.go:${i + 1}:${lines[i].indexOf(text) + 1}`;
}

describe('controller-runtime v0.20 (HasOwnerReference, config.Controller.UsePriorityQueue)', () => {
  const f: Features = {
    imports: '\t"k8s.io/utils/ptr"\n\t"sigs.k8s.io/controller-runtime/pkg/config"',
    options: '\t\tController: config.Controller{UsePriorityQueue: ptr.To(false)},',
    reconcile: `	owned, err := controllerutil.HasOwnerReference(dst.OwnerReferences, &src, r.Scheme)
	if err != nil {
		return ctrl.Result{}, err
	}
	log.Info("owner reference", "present", owned)`,
  };

  it('runs pinned to v0.20', () => {
    const r = run(20, f);
    expectCopied(r);
    const present = r.logs
      .filter((l) => l.msg === 'owner reference')
      .map((l) => l.fields.find(([k]) => k === 'present')?.[1]);
    expect(present).toContain(true);
  });

  it('v0.19 has neither', () => {
    const files = project(19, f);
    const r = runProject({ files });
    expect(compileErrors(r)).toEqual([
      `${lineOf(files, 'HasOwnerReference')}: undefined: controllerutil.HasOwnerReference`,
      `${lineOf(files, 'UsePriorityQueue')}: unknown field UsePriorityQueue in struct literal of type "sigs.k8s.io/controller-runtime/pkg/config".Controller`,
    ]);
  });
});

describe('controller-runtime v0.21 (controller.Options.Logger, CreateEvent.IsInInitialList)', () => {
  const f: Features = {
    imports:
      '\t"sigs.k8s.io/controller-runtime/pkg/controller"\n\t"sigs.k8s.io/controller-runtime/pkg/event"\n\t"sigs.k8s.io/controller-runtime/pkg/predicate"',
    builder: `	b = b.WithOptions(controller.Options{Logger: ctrl.Log.WithName("copier")}).
		WithEventFilter(predicate.Funcs{CreateFunc: func(e event.CreateEvent) bool {
			ctrl.Log.Info("create event", "initialList", e.IsInInitialList)
			return true
		}})`,
  };

  it('runs pinned to v0.21', () => {
    const r = run(21, f);
    expectCopied(r);
    expect(r.logs.some((l) => l.msg === 'create event')).toBe(true);
  });

  it('v0.20 has neither', () => {
    const files = project(20, f);
    const r = runProject({ files });
    expect(compileErrors(r)).toEqual([
      `${lineOf(files, 'Logger:')}: unknown field Logger in struct literal of type controller.Options`,
      `${lineOf(files, 'IsInInitialList)')}: e.IsInInitialList undefined (type event.CreateEvent has no field or method IsInInitialList)`,
    ]);
  });
});

describe('controller-runtime v0.22 (cache.ByObject.SyncPeriod, config.Controller.ReconciliationTimeout)', () => {
  const f: Features = {
    imports:
      '\t"time"\n\t"sigs.k8s.io/controller-runtime/pkg/cache"\n\t"sigs.k8s.io/controller-runtime/pkg/config"',
    options: `		Cache: cache.Options{ByObject: map[client.Object]cache.ByObject{
			&corev1.ConfigMap{}: {SyncPeriod: ptrDuration(time.Hour)},
		}},
		Controller: config.Controller{ReconciliationTimeout: time.Minute},`,
    main: '\t_ = ptrDuration',
  };
  const withHelper = (files: { name: string; src: string }[]) =>
    files.map((x) =>
      x.name === 'cmd/main.go'
        ? { ...x, src: `${x.src}\nfunc ptrDuration(d time.Duration) *time.Duration { return &d }\n` }
        : x,
    );

  it('runs pinned to v0.22', () => {
    expectCopied(
      runProject({
        files: withHelper(project(22, f)),
        objects: [SOURCE],
        virtualTimeLimitMs: 5_000,
      }),
    );
  });

  it('v0.21 has neither', () => {
    const files = withHelper(project(21, f));
    const r = runProject({ files });
    // The ByObject literal is a map value with its type elided: gc names the struct type itself
    // (types2 takes the elided base as coreType(hint); go1.23 prints `struct{A int}` for
    // map[string]T{"x": {B: 1}}), without v0.22's SyncPeriod; the Controller literal is written out
    // and keeps its name. (The real struct's Transform is "k8s.io/client-go/tools/cache".TransformFunc;
    // the simulated one writes the func type out, so as not to load tools/cache with every manager.)
    expect(compileErrors(r)).toEqual([
      `${lineOf(files, 'SyncPeriod')}: unknown field SyncPeriod in struct literal of type struct{Namespaces map[string]"sigs.k8s.io/controller-runtime/pkg/cache".Config; Label labels.Selector; Field fields.Selector; Transform func(interface{}) (interface{}, error); UnsafeDisableDeepCopy *bool; EnableWatchBookmarks *bool}`,
      `${lineOf(files, 'ReconciliationTimeout')}: unknown field ReconciliationTimeout in struct literal of type "sigs.k8s.io/controller-runtime/pkg/config".Controller`,
    ]);
  });
});

describe('controller-runtime v0.23 (Manager.GetEventRecorder, ctrl.CreateOrPatch, Result.Priority)', () => {
  const f: Features = {
    imports: '\t"k8s.io/utils/ptr"',
    reconcile: `	if _, err := ctrl.CreateOrPatch(ctx, r.Client, dst, func() error { return nil }); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{Priority: ptr.To(1)}, nil`,
    main: `	recorder := mgr.GetEventRecorder("copier")
	_ = recorder`,
  };

  it('runs pinned to v0.23', () => {
    expectCopied(run(23, f));
  });

  it('v0.22 has none of them', () => {
    const files = project(22, f);
    const r = runProject({ files });
    expect(compileErrors(r)).toEqual([
      `${lineOf(files, 'CreateOrPatch')}: undefined: ctrl.CreateOrPatch`,
      `${lineOf(files, 'Priority')}: unknown field Priority in struct literal of type controllerruntime.Result`,
      `${lineOf(files, 'GetEventRecorder(')}: mgr.GetEventRecorder undefined (type manager.Manager has no field or method GetEventRecorder)`,
    ]);
  });
});

describe("controller-runtime v0.24 (the webhook builder's WithCustomPath removed)", () => {
  const f: Features = {
    imports: '\t"sigs.k8s.io/controller-runtime/pkg/webhook/admission"',
    main: `	if err := ctrl.NewWebhookManagedBy(mgr, &corev1.ConfigMap{}).
		WithValidator(cmValidator{}).
		WithCustomPath("/validate-configmaps").
		Complete(); err != nil {
		os.Exit(1)
	}`,
  };
  const withValidator = (files: { name: string; src: string }[]) =>
    files.map((x) =>
      x.name === 'cmd/main.go'
        ? {
            ...x,
            src: `${x.src}
type cmValidator struct{}

func (cmValidator) ValidateCreate(ctx context.Context, obj *corev1.ConfigMap) (admission.Warnings, error) {
	return nil, nil
}

func (cmValidator) ValidateUpdate(ctx context.Context, oldObj, newObj *corev1.ConfigMap) (admission.Warnings, error) {
	return nil, nil
}

func (cmValidator) ValidateDelete(ctx context.Context, obj *corev1.ConfigMap) (admission.Warnings, error) {
	return nil, nil
}
`,
          }
        : x,
    );

  it('v0.23 has it (deprecated): the validating webhook serves at the custom path', () => {
    const r = runProject({
      files: withValidator(project(23, f)),
      objects: [SOURCE],
      virtualTimeLimitMs: 5_000,
    });
    expectCopied(r);
    const registering = r.logs.filter((l) => l.msg === 'Registering a validating webhook');
    expect(registering.map((l) => l.fields.find(([k]) => k === 'path')?.[1])).toEqual([
      '/validate-configmaps',
    ]);
  });

  it('v0.24 does not', () => {
    const files = withValidator(project(24, f));
    const r = runProject({ files });
    expect(compileErrors(r)).toEqual([
      `${lineOf(files, 'WithCustomPath')}: ctrl.NewWebhookManagedBy(mgr, &corev1.ConfigMap{}).WithValidator(cmValidator{}).WithCustomPath undefined (type *builder.WebhookBuilder[*"k8s.io/api/core/v1".ConfigMap] has no field or method WithCustomPath)`,
    ]);
  });
});
