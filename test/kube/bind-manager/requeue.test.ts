// The reconcile handler's rules as controller-runtime v0.23+ applies them, through a Go reconciler:
// an error → rate-limited requeue with per-item exponential backoff (5ms·2^n) and the
// `Reconciler error` log with its keys; TerminalError → no requeue; Requeue:true → rate-limited;
// RequeueAfter → forget + requeue after; a result with an error → the warning; a panic → recovered
// as `panic: <v> [recovered]`, logged as `Observed a panic`, requeued.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, fields, mainWith, project } from './helpers.ts';

const main = mainWith({
  decls: `${CONFIGMAP_RBAC}

type R struct {
	client.Client
	seen map[string]int
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	r.seen[req.Name]++
	n := r.seen[req.Name]
	switch req.Name {
	case "fails":
		if n <= 4 {
			return ctrl.Result{}, fmt.Errorf("attempt %d failed", n)
		}
	case "terminal":
		return ctrl.Result{}, reconcile.TerminalError(errors.New("cannot fix this"))
	case "panics":
		if n == 1 {
			var m map[string]int
			m["x"] = 1
		}
		if n == 2 {
			panic("kaboom")
		}
	case "requeue":
		if n <= 2 {
			return ctrl.Result{Requeue: true}, nil
		}
	case "after":
		if n == 1 {
			return ctrl.Result{RequeueAfter: 30 * time.Second}, nil
		}
	case "both":
		if n == 1 {
			return ctrl.Result{RequeueAfter: time.Second}, errors.New("half done")
		}
	}
	log.FromContext(ctx).Info("done", "attempt", n)
	return ctrl.Result{}, nil
}`,
  setup: `	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&R{Client: mgr.GetClient(), seen: map[string]int{}})`,
});

const names = ['fails', 'terminal', 'panics', 'requeue', 'after', 'both'];
const r = runProject({ files: project('requeue', main), objects: names.map((n) => configMap('default', n)) });
const actions = (name: string) =>
  r.reconciles
    .filter((x) => x.request.name === name)
    .map((x) =>
      x.action.kind === 'forget' || x.action.kind === 'none'
        ? x.action.kind
        : `${x.action.kind}:${x.action.delayMs}`,
    );

describe('the reconcile handler, driven by a Go reconciler', () => {
  it('ran and stopped when the cluster was idle', () => {
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('manager stopped\n');
    expect(r.exitCode).toBe(0);
  });

  it('an error requeues with exponential backoff until success, then forgets', () => {
    expect(actions('fails')).toEqual([
      'rateLimited:5',
      'rateLimited:10',
      'rateLimited:20',
      'rateLimited:40',
      'forget',
    ]);
    const errs = r.logs.filter((l) => l.msg === 'Reconciler error' && fields(l).name === 'fails');
    expect(errs.map((l) => l.error)).toEqual([1, 2, 3, 4].map((n) => `attempt ${n} failed`));
    const f = fields(errs[0]);
    expect(Object.keys(f)).toEqual([
      'controller',
      'controllerGroup',
      'controllerKind',
      'ConfigMap',
      'namespace',
      'name',
      'reconcileID',
      'error',
    ]);
    expect(f).toMatchObject({
      controller: 'configmap',
      controllerGroup: '',
      controllerKind: 'ConfigMap',
      ConfigMap: { name: 'fails', namespace: 'default' },
      namespace: 'default',
    });
    expect(errs[0].level).toBe('ERROR');
  });

  it('a TerminalError is logged but not requeued', () => {
    expect(actions('terminal')).toEqual(['none']);
    const e = r.logs.find((l) => l.msg === 'Reconciler error' && fields(l).name === 'terminal');
    expect(e?.error).toBe('terminal error: cannot fix this');
  });

  it('panics are recovered as errors and requeued', () => {
    expect(actions('panics')).toEqual(['rateLimited:5', 'rateLimited:10', 'forget']);
    const errs = r.logs
      .filter((l) => l.msg === 'Reconciler error' && fields(l).name === 'panics')
      .map((l) => l.error);
    expect(errs).toEqual(['panic: assignment to entry in nil map [recovered]', 'panic: kaboom [recovered]']);
    const observed = r.logs.filter((l) => l.msg === 'Observed a panic' && fields(l).name === 'panics');
    expect(observed.map((l) => fields(l).panic)).toEqual(['assignment to entry in nil map', 'kaboom']);
    expect(r.reconciles.filter((x) => x.request.name === 'panics').map((x) => x.panicked)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('Requeue: true requeues rate-limited without forgetting; RequeueAfter forgets and waits', () => {
    expect(actions('requeue')).toEqual(['rateLimited:5', 'rateLimited:10', 'forget']);
    expect(actions('after')).toEqual(['after:30000', 'forget']);
    const after = r.reconciles.filter((x) => x.request.name === 'after');
    expect(after[1].time - after[0].time).toBe(30_000);
  });

  it('a result with an error: the error wins, with the warning', () => {
    expect(actions('both')).toEqual(['rateLimited:5', 'forget']);
    expect(
      r.logs.some(
        (l) =>
          fields(l).name === 'both' &&
          l.msg.startsWith(
            'Warning: Reconciler returned both a result with either RequeueAfter or Requeue set and a non-nil error.',
          ),
      ),
    ).toBe(true);
  });
});
