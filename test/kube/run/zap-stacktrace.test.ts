// zap's stack trace after ERROR lines (issue 20's leftover). controller-runtime's zap logger records
// the goroutine's stack at StacktraceLevel and above (Warn in development, Error in production:
// [CR] pkg/log/zap/zap.go addDefaults), printed by go.uber.org/zap as `function\n\tfile:line` per
// frame without the goroutine's outermost one, after the console line or as the JSON "stacktrace".
// The reconcile path's frames are real controller-runtime's for the tag go.mod pins
// (pkg/internal/controller/controller.go), under the module cache or vendor/; the program's own
// frames are its files under the module root. The shape matches traces users post, e.g.
// kubernetes-sigs/controller-runtime#2313 (processNextWorkItem, Start.func2.2 below reconcileHandler).

import { describe, expect, it } from 'vitest';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { formatLog } from '../../../src/kube/runtime/log.ts';

const CONTROLLER = `package controller

import (
	"context"
	"errors"

	corev1 "k8s.io/api/core/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

type ConfigMapReconciler struct {
	client.Client
}

func (r *ConfigMapReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	if req.Name != "broken" {
		return ctrl.Result{}, nil
	}
	err := errors.New("no data")
	log.Error(err, "Failed to read the ConfigMap")
	return ctrl.Result{}, err
}

func (r *ConfigMapReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Named("configmap").Complete(r)
}
`;

function main(devel: boolean): string {
  return `package main

import (
	"errors"
	"flag"
	"os"

	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

	"example.com/stack/internal/controller"
)

// As the scaffold declares it: before SetLogger, so through the delegating logger.
var setupLog = ctrl.Log.WithName("setup")

func main() {
	opts := zap.Options{
		Development: ${devel},
	}
	opts.BindFlags(flag.CommandLine)
	flag.Parse()
	ctrl.SetLogger(zap.New(zap.UseFlagOptions(&opts)))
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	setupLog.Error(errors.New("just checking"), "a line from main")
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	if err := (&controller.ConfigMapReconciler{Client: mgr.GetClient()}).SetupWithManager(mgr); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;
}

function files(version: string, devel: boolean, vendored = false) {
  const out = [
    {
      name: 'go.mod',
      src: `module example.com/stack\n\ngo 1.26.0\n\nrequire sigs.k8s.io/controller-runtime ${version}\n`,
    },
    { name: 'cmd/main.go', src: main(devel) },
    { name: 'internal/controller/configmap_controller.go', src: CONTROLLER },
  ];
  if (vendored)
    out.push({
      name: 'vendor/modules.txt',
      src: `# sigs.k8s.io/controller-runtime ${version}\n## explicit; go 1.22\nsigs.k8s.io/controller-runtime\n`,
    });
  return out;
}

const objects = [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'broken', namespace: 'default' } }];

/** The stacks of the ERROR lines with message `msg`, in the order logged. */
function errorBlocks(r: RunProjectResult, msg: string): (string | undefined)[] {
  return r.logs.filter((l) => l.level === 'ERROR' && l.msg === msg).map((l) => l.stack);
}

const CR = 'sigs.k8s.io/controller-runtime/pkg/internal/controller.(*Controller[...])';

describe('zap development mode prints the stack after ERROR lines', () => {
  it('v0.24.1 from the module cache: main, the reconciler, and "Reconciler error"', () => {
    const r = runProject({ files: files('v0.24.1', true), objects });
    expect(r.exitCode).toBe(0);
    const src =
      '/home/gopher/go/pkg/mod/sigs.k8s.io/controller-runtime@v0.24.1/pkg/internal/controller/controller.go';
    expect(errorBlocks(r, 'a line from main')).toEqual(['main.main\n\t/home/gopher/app/cmd/main.go:28']);
    // The console encoder: the entry's line, then the frames on the lines below it.
    const mainLine = r.logs.find((l) => l.msg === 'a line from main')!;
    expect(formatLog({ encoding: 'console' } as never, mainLine)).toBe(
      '2026-01-01T00:00:00Z\tERROR\tsetup\ta line from main\t{"error": "just checking"}\nmain.main\n\t/home/gopher/app/cmd/main.go:28',
    );
    expect(r.logs.filter((l) => l.level === 'INFO' && l.stack !== undefined)).toEqual([]);
    expect(errorBlocks(r, 'Failed to read the ConfigMap')[0]).toBe(
      [
        'example.com/stack/internal/controller.(*ConfigMapReconciler).Reconcile',
        '\t/home/gopher/app/internal/controller/configmap_controller.go:25',
        `${CR}.Reconcile`,
        `\t${src}:221`,
        `${CR}.reconcileHandler`,
        `\t${src}:478`,
        `${CR}.processNextWorkItem`,
        `\t${src}:437`,
        `${CR}.Start.func1.1`,
        `\t${src}:312`,
      ].join('\n'),
    );
    expect(errorBlocks(r, 'Reconciler error')[0]).toBe(
      [
        `${CR}.reconcileHandler`,
        `\t${src}:494`,
        `${CR}.processNextWorkItem`,
        `\t${src}:437`,
        `${CR}.Start.func1.1`,
        `\t${src}:312`,
      ].join('\n'),
    );
  }, 120_000);

  it('v0.19.4 from vendor/: that tag’s lines and closure name, under vendor/', () => {
    const r = runProject({ files: files('v0.19.4', true, true), objects });
    expect(r.exitCode).toBe(0);
    const src =
      '/home/gopher/app/vendor/sigs.k8s.io/controller-runtime/pkg/internal/controller/controller.go';
    expect(errorBlocks(r, 'Reconciler error')[0]).toBe(
      [
        `${CR}.reconcileHandler`,
        `\t${src}:316`,
        `${CR}.processNextWorkItem`,
        `\t${src}:263`,
        `${CR}.Start.func2.2`,
        `\t${src}:224`,
      ].join('\n'),
    );
  }, 120_000);

  it('production mode (Development: false): the JSON line carries it as "stacktrace"; INFO lines have none', () => {
    const r = runProject({ files: files('v0.24.1', false), objects });
    expect(r.logEncoding).toBe('json');
    const lines = r.logs.map((l) => JSON.parse(formatLog({ encoding: 'json' } as never, l)));
    const err = lines.find((o) => o.msg === 'Reconciler error');
    expect(Object.keys(err).slice(-2)).toEqual(['error', 'stacktrace']);
    expect(err.stacktrace).toBe(
      [
        `${CR}.reconcileHandler`,
        '\t/home/gopher/go/pkg/mod/sigs.k8s.io/controller-runtime@v0.24.1/pkg/internal/controller/controller.go:494',
        `${CR}.processNextWorkItem`,
        '\t/home/gopher/go/pkg/mod/sigs.k8s.io/controller-runtime@v0.24.1/pkg/internal/controller/controller.go:437',
        `${CR}.Start.func1.1`,
        '\t/home/gopher/go/pkg/mod/sigs.k8s.io/controller-runtime@v0.24.1/pkg/internal/controller/controller.go:312',
      ].join('\n'),
    );
    expect(lines.filter((o) => o.level === 'info' && 'stacktrace' in o)).toEqual([]);
  }, 120_000);
});
