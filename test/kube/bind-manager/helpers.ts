// Small one-file operator projects for the control-path tests.

import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import type { LogEntry } from '../../../src/kube/runtime/log.ts';

/** go.mod + main.go of module example.com/<name> (the manager runs as <name>-controller-manager). */
export function project(name: string, main: string): { name: string; src: string }[] {
  return [
    { name: 'go.mod', src: `module example.com/${name}\n\ngo 1.26\n` },
    { name: 'main.go', src: main },
  ];
}

export function configMap(
  namespace: string,
  name: string,
  data: Record<string, string> = {},
  labels?: Record<string, string>,
): KubeObject {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name, namespace, ...(labels ? { labels } : {}) },
    data,
  };
}

export function namespace(name: string): KubeObject {
  return { apiVersion: 'v1', kind: 'Namespace', metadata: { name } };
}

/** A log entry's fields as an object (last value wins). */
export function fields(e: LogEntry): Record<string, unknown> {
  return Object.fromEntries(e.fields);
}

/** The usual main: a manager with the client-go scheme, one reconciler set up by setup(mgr). */
export function mainWith(opts: {
  imports?: string;
  decls: string;
  setup: string;
  managerOptions?: string;
  logger?: string;
}): string {
  return `package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
${opts.imports ?? ''}
)

var (
	_ = errors.New
	_ = fmt.Sprintf
	_ = time.Second
	_ = reconcile.TerminalError
	_ = log.FromContext
	_ context.Context
	_ client.Object
	_ corev1.ConfigMap
)

${opts.decls}

func main() {
	ctrl.SetLogger(${opts.logger ?? 'zap.New(zap.UseDevMode(true))'})
	setupLog := ctrl.Log.WithName("setup")
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme${opts.managerOptions ?? ''}})
	if err != nil {
		setupLog.Error(err, "unable to start manager")
		os.Exit(1)
	}
	if err := setup(mgr); err != nil {
		setupLog.Error(err, "unable to create controller")
		os.Exit(1)
	}
	setupLog.Info("starting manager")
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		setupLog.Error(err, "problem running manager")
		os.Exit(1)
	}
	fmt.Println("manager stopped")
}

func setup(mgr ctrl.Manager) error {
${opts.setup}
}
`;
}

export const CONFIGMAP_RBAC =
  '// +kubebuilder:rbac:groups="",resources=configmaps;secrets,verbs=get;list;watch;create;update;patch;delete';
