// The "caller" field zap.AddCaller adds (issue left from session 20: accepted, never printed).
// controller-runtime's zap.New builds the zap logger with Options.ZapOpts (RawZapOpts); zapr calls
// zap with logr's call depth and controller-runtime's delegating sink takes its own frame off
// ([CR] pkg/log/deleg.go WithCallDepth), so the caller is the line calling the logr.Logger,
// AddCallerSkip frames further up. zapcore's ShortCallerEncoder prints EntryCaller.TrimmedPath
// (the last directory and the file: `controller/x_controller.go:25`), FullCallerEncoder the whole
// path; the console encoder puts it after the logger name, the JSON encoder as "caller" after
// "logger" ([ZAP] zapcore/console_encoder.go, json_encoder.go EncodeEntry); an EncoderConfig without
// CallerKey prints none. "Reconciler error" is real controller-runtime's controller.go line for the
// pinned tag (bind/zap-stack.ts). Not simulated: the caller of the manager's and controllers'
// start-up lines (their real positions are not tabled); those lines carry no caller.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { formatLog } from '../../../src/kube/runtime/log.ts';
import { runMain } from '../gopkg/helpers.ts';

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
	log.Info("reconciling")
	return ctrl.Result{}, errors.New("no data")
}

func (r *ConfigMapReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Named("configmap").Complete(r)
}
`;

function main(devel: boolean): string {
  return `package main

import (
	"flag"
	"os"

	uzap "go.uber.org/zap"
	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

	"example.com/caller/internal/controller"
)

var setupLog = ctrl.Log.WithName("setup")

func main() {
	opts := zap.Options{
		Development: ${devel},
		ZapOpts:     []uzap.Option{uzap.AddCaller()},
	}
	opts.BindFlags(flag.CommandLine)
	flag.Parse()
	ctrl.SetLogger(zap.New(zap.UseFlagOptions(&opts)))
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	if err := (&controller.ConfigMapReconciler{Client: mgr.GetClient()}).SetupWithManager(mgr); err != nil {
		os.Exit(1)
	}
	setupLog.Info("starting manager")
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;
}

function files(devel: boolean) {
  return [
    {
      name: 'go.mod',
      src: 'module example.com/caller\n\ngo 1.26.0\n\nrequire sigs.k8s.io/controller-runtime v0.24.1\n',
    },
    { name: 'cmd/main.go', src: main(devel) },
    { name: 'internal/controller/configmap_controller.go', src: CONTROLLER },
  ];
}

const objects = [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'broken', namespace: 'default' } }];

describe('zap.AddCaller', () => {
  it('console: main’s line, the reconciler’s, and controller-runtime’s "Reconciler error"', () => {
    const r = runProject({ files: files(true), objects });
    expect(r.exitCode).toBe(0);
    const line = (msg: string) =>
      formatLog({ encoding: 'console' } as never, r.logs.find((l) => l.msg === msg)!).split('\n')[0];
    expect(line('starting manager')).toBe(
      '2026-01-01T00:00:00Z\tINFO\tsetup\tcmd/main.go:35\tstarting manager',
    );
    expect(line('reconciling')).toMatch(
      /^\S+\tINFO\tcontroller\/configmap_controller\.go:24\treconciling\t\{"controller": "configmap"/,
    );
    expect(line('Reconciler error')).toMatch(
      /^\S+\tERROR\tcontroller\/controller\.go:494\tReconciler error\t\{"controller": "configmap"/,
    );
  }, 120_000);

  it('JSON: "caller" after "logger"', () => {
    const r = runProject({ files: files(false), objects });
    const lines = r.logs.map((l) => JSON.parse(formatLog({ encoding: 'json' } as never, l)));
    const start = lines.find((o) => o.msg === 'starting manager');
    expect(Object.keys(start)).toEqual(['level', 'ts', 'logger', 'caller', 'msg']);
    expect(start.caller).toBe('cmd/main.go:35');
    expect(lines.find((o) => o.msg === 'Reconciler error').caller).toBe('controller/controller.go:494');
  }, 120_000);
});

const PROGRAM = `package main

import (
	"errors"

	uzap "go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
)

func helper(log interface{ Info(string, ...any) }) {
	log.Info("from helper")
}

func main() {
	dev := zap.New(zap.UseDevMode(true), zap.RawZapOpts(uzap.AddCaller()))
	dev.Info("dev with caller", "k", 1)
	dev.WithName("setup").Error(errors.New("boom"), "named error")
	prod := zap.New(zap.RawZapOpts(uzap.AddCaller()))
	prod.WithName("setup").Info("prod with caller")
	ctrl.SetLogger(prod)
	ctrl.Log.WithName("deleg").Info("through the delegating logger")
	full := zap.New(zap.JSONEncoder(func(c *zapcore.EncoderConfig) { c.EncodeCaller = zapcore.FullCallerEncoder }), zap.RawZapOpts(uzap.AddCaller()))
	full.Info("full path")
	nokey := zap.New(zap.JSONEncoder(func(c *zapcore.EncoderConfig) { c.CallerKey = "" }), zap.RawZapOpts(uzap.AddCaller()))
	nokey.Info("no caller key")
	skip := zap.New(zap.UseDevMode(true), zap.RawZapOpts(uzap.AddCaller(), uzap.AddCallerSkip(1)))
	helper(skip)
	zap.New(zap.UseDevMode(true), zap.RawZapOpts(uzap.AddCaller(), uzap.WithCaller(false))).Info("caller off again")
}
`;

describe('zap.AddCaller outside a cluster run', () => {
  it('short and full callers, the delegating logger, CallerKey "", AddCallerSkip, WithCaller(false)', () => {
    const r = runMain(PROGRAM);
    expect(r.exitCode).toBe(0);
    const lines = r.stderr.split('\n');
    expect(lines[0]).toMatch(/^\S+\tINFO\tapp\/main\.go:18\tdev with caller\t\{"k": 1\}$/);
    expect(lines[1]).toMatch(/^\S+\tERROR\tsetup\tapp\/main\.go:19\tnamed error\t\{"error": "boom"\}$/);
    expect(lines[4]).toMatch(
      /^\{"level":"info","ts":"[^"]+","logger":"setup","caller":"app\/main\.go:21","msg":"prod with caller"\}$/,
    );
    expect(lines[5]).toMatch(/"logger":"deleg","caller":"app\/main\.go:23","msg"/);
    expect(lines[6]).toMatch(
      /^\{"level":"info","ts":[\d.]+,"caller":"\/home\/gopher\/app\/main\.go:25","msg":"full path"\}$/,
    );
    expect(lines[7]).toMatch(/^\{"level":"info","ts":[\d.]+,"msg":"no caller key"\}$/);
    expect(lines[8]).toMatch(/^\S+\tINFO\tapp\/main\.go:29\tfrom helper$/);
    expect(lines[9]).toMatch(/^\S+\tINFO\tcaller off again$/);
  });
});
