// controller-runtime's ctrl.Log delegates to the logger SetLogger installs, and its fulfilled
// promise hands lines to that sink one call frame deeper (pkg/log/deleg.go loggerPromise.Fulfill:
// `withCallDepth.WithCallDepth(1)`), so a sink that finds its caller by call depth (klog's
// NewKlogr, klogr) names the program's line. A project doing `ctrl.SetLogger(klogr.New())`
// (MobarakHsn/Kubebuilder_CRD) printed `logr.go:50]` (logr.Logger.Info) for every line of its
// package-level setupLog and of ctrl.Log itself.

import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"context"

	"k8s.io/klog/v2"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log"
)

var setupLog = ctrl.Log.WithName("setup")

func main() {
	ctrl.SetLogger(klog.NewKlogr())
	setupLog.Info("made before SetLogger", "k", 1)
	ctrl.Log.WithName("after").Info("made after SetLogger")
	ctrl.Log.Info("the root")
	log.FromContext(context.Background()).Error(nil, "from a context")
	setupLog.WithValues("x", 2).V(0).Info("with values")
}
`;

it('names the line that called the logger, through ctrl.Log and loggers made from it', () => {
  const r = runMain(PROGRAM);
  const heads = r.stderr
    .trim()
    .split('\n')
    .map((l) => l.replace(/^(\w)\d{4} [\d:.]+\s+\d+ /, '$1 '));
  expect(heads).toEqual([
    'I main.go:15] "made before SetLogger" logger="setup" k=1',
    'I main.go:16] "made after SetLogger" logger="after"',
    'I main.go:17] "the root"',
    'E main.go:18] "from a context"',
    'I main.go:19] "with values" logger="setup" x=2',
  ]);
});
