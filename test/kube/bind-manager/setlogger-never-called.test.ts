// A manager whose program never calls ctrl.SetLogger: controller-runtime's delegating logger stays
// silent, and its first use 30 s or more after pkg/log was initialised writes to stderr
// "[controller-runtime] log.SetLogger(...) was never called; logs will not be displayed.\nDetected
// at:" and the goroutine's stack, each line prefixed "\n\t>  ", once, then installs a NullLogSink
// ([CR] pkg/log/log.go eventuallyFulfillRoot, called by every method of pkg/log/deleg.go).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, project } from './helpers.ts';

const decls = `${CONFIGMAP_RBAC}

type R struct{}

func (R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log.FromContext(ctx).Info("reconciling")
	return ctrl.Result{RequeueAfter: 20 * time.Second}, nil
}`;
const setup = `	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		Complete(R{})`;
const MESSAGE =
  '[controller-runtime] log.SetLogger(...) was never called; logs will not be displayed.\nDetected at:\n\t>  goroutine ';

describe('SetLogger never called', () => {
  it('the first log use after 30 s says so once on stderr, and nothing is logged', () => {
    const main = mainWith({ decls, setup }).replace(/\tctrl\.SetLogger\([^\n]*\n/, '\t_ = zap.New\n');
    expect(main).not.toContain('SetLogger');
    const r = runProject({
      files: project('nologger', main),
      objects: [configMap('default', 'trigger')],
      virtualTimeLimitMs: 70_000,
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr.startsWith(MESSAGE)).toBe(true);
    expect(r.stderr.split('was never called').length).toBe(2);
    expect(r.logs.filter((e) => e.msg === 'reconciling')).toEqual([]);
  });

  it('with SetLogger there is no such message', () => {
    const r = runProject({
      files: project('withlogger', mainWith({ decls, setup })),
      objects: [configMap('default', 'trigger')],
      virtualTimeLimitMs: 70_000,
    });
    expect(r.stderr).not.toContain('was never called');
    expect(r.logs.filter((e) => e.msg === 'reconciling').length).toBeGreaterThan(2);
  });
});
