// Lines whose wording changed between controller-runtime minors follow the minor go.mod pins
// ([CR] pkg/internal/controller/controller.go reconcileHandler, pkg/manager/internal.go
// engageStopProcedure at v0.19.7, v0.21.0 and v0.24.1): the warning for a result returned with an
// error ("reqeueuing" in v0.19, the non-zero-result wording to v0.22, the RequeueAfter/Requeue wording
// from v0.23), and "Stopping and waiting for warmup runnables", which exists from v0.22.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, fields, mainWith } from './helpers.ts';

const main = mainWith({
  decls: `${CONFIGMAP_RBAC}

type R struct {
	client.Client
	seen int
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	r.seen++
	if r.seen == 1 {
		return ctrl.Result{RequeueAfter: time.Second}, errors.New("half done")
	}
	return ctrl.Result{}, nil
}`,
  setup: `	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&R{Client: mgr.GetClient()})`,
});

function run(version: string) {
  const gomod = `module example.com/minor\n\ngo 1.26.0\n\nrequire sigs.k8s.io/controller-runtime ${version}\n`;
  return runProject({
    files: [
      { name: 'go.mod', src: gomod },
      { name: 'main.go', src: main },
    ],
    objects: [configMap('default', 'both')],
  });
}

const WARNINGS: Record<string, string> = {
  'v0.19.7':
    'Warning: Reconciler returned both a non-zero result and a non-nil error. The result will always be ignored if the error is non-nil and the non-nil error causes reqeueuing with exponential backoff. For more details, see: https://pkg.go.dev/sigs.k8s.io/controller-runtime/pkg/reconcile#Reconciler',
  'v0.21.0':
    'Warning: Reconciler returned both a non-zero result and a non-nil error. The result will always be ignored if the error is non-nil and the non-nil error causes requeuing with exponential backoff. For more details, see: https://pkg.go.dev/sigs.k8s.io/controller-runtime/pkg/reconcile#Reconciler',
  'v0.24.1':
    'Warning: Reconciler returned both a result with either RequeueAfter or Requeue set and a non-nil error. RequeueAfter and Requeue will always be ignored if the error is non-nil. For more details, see: https://pkg.go.dev/sigs.k8s.io/controller-runtime/pkg/reconcile#Reconciler',
};

describe('log lines per controller-runtime minor', () => {
  for (const [version, warning] of Object.entries(WARNINGS)) {
    it(`${version}: the warning's wording and the stop sequence`, () => {
      const r = run(version);
      const warnings = r.logs.filter((l) => l.msg.startsWith('Warning: Reconciler returned both'));
      expect(warnings.map((l) => [l.msg, fields(l).name])).toEqual([[warning, 'both']]);
      const warmup = r.logs.some((l) => l.msg === 'Stopping and waiting for warmup runnables');
      expect(warmup).toBe(version === 'v0.24.1');
      expect(r.logs.some((l) => l.msg === 'Stopping and waiting for non leader election runnables')).toBe(
        true,
      );
    });
  }
});
