// Key/value pairs a logr call gets wrong, through controller-runtime's zap logger (zapr's
// handleFields, github.com/go-logr/zapr zapr.go): a last key without a value is logged at DPANIC
// as "odd number of arguments passed as key-value pairs for logging" with "ignored key"; a key that
// is not a string as "non-string key argument passed to logging, ignoring all later arguments" with
// "invalid key", and the pairs end there. In development mode (zap.UseDevMode(true) adds
// zap.Development()) DPanic then panics with its message, before the entry is written, and the
// controller recovers the reconciler's panic as "panic: <msg> [recovered]". Before, the odd key was
// dropped and a non-string key printed as a string, silently.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, fields, mainWith, project } from './helpers.ts';

const decls = `${CONFIGMAP_RBAC}

type R struct{ done bool }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if req.Name != "trigger" || r.done {
		return ctrl.Result{}, nil
	}
	r.done = true
	l := log.FromContext(ctx)
	l.Info("odd", "a", 1, "dangling")
	l.Info("non-string", "a", 1, 2, "b", "c", "d")
	l.WithValues("solo").Info("with")
	fmt.Println("reconciled")
	return ctrl.Result{}, nil
}`;
const setup = `	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		Complete(&R{})`;

describe('odd or non-string logr keys', () => {
  it('production mode: a DPANIC line, then the entry with the pairs before the bad key', () => {
    const r = runProject({
      files: project('logpairs', mainWith({ decls, setup, logger: 'zap.New(zap.UseDevMode(false))' })),
      objects: [configMap('default', 'trigger')],
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.stdout).toContain('reconciled\n');
    const mine = r.logs.filter((e) => ['odd', 'non-string', 'with'].includes(e.msg) || e.level === 'DPANIC');
    expect(mine.map((e) => [e.level, e.msg])).toEqual([
      ['DPANIC', 'odd number of arguments passed as key-value pairs for logging'],
      ['INFO', 'odd'],
      ['DPANIC', 'non-string key argument passed to logging, ignoring all later arguments'],
      ['INFO', 'non-string'],
      // WithValues checks its pairs when it is called
      ['DPANIC', 'odd number of arguments passed as key-value pairs for logging'],
      ['INFO', 'with'],
    ]);
    expect(fields(mine[0])['ignored key']).toBe('dangling');
    expect(fields(mine[1]).a).toBe(1);
    expect(fields(mine[2])['invalid key']).toBe(2);
    expect(Object.keys(fields(mine[3]))).not.toContain('b');
    expect(fields(mine[4])['ignored key']).toBe('solo');
    expect(Object.keys(fields(mine[5]))).not.toContain('solo');
  });

  it('development mode: DPanic panics before the entry, and the controller recovers it', () => {
    const r = runProject({
      files: project('logpairs', mainWith({ decls, setup })),
      objects: [configMap('default', 'trigger')],
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.stdout).not.toContain('reconciled');
    expect(r.logs.some((e) => e.msg === 'odd')).toBe(false);
    const dpanic = r.logs.find((e) => e.level === 'DPANIC');
    expect(dpanic?.msg).toBe('odd number of arguments passed as key-value pairs for logging');
    const failed = r.logs.find((e) => e.msg === 'Reconciler error');
    expect(failed?.error).toBe(
      'panic: odd number of arguments passed as key-value pairs for logging [recovered]',
    );
  });
});
