// A project that uses controller-runtime API the simulator does not declare gets gc's own
// `undefined: pkg.Name` (what gc prints when a module lacks the name) and then oplab's line saying
// the name is real API it does not simulate, so the author does not hunt for a mistake in the
// project. controller-runtime's examples/typed (a controller whose requests are not
// reconcile.Request) failed with gc's lines alone.

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/typedreq

go 1.23.0

require sigs.k8s.io/controller-runtime v0.24.1
`;

const MAIN = `package main

import (
	"context"

	networkingv1 "k8s.io/api/networking/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	bldr "sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/source"
)

type everything struct{}

func main() {
	mgr, _ := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	r := reconcile.TypedFunc[everything](func(context.Context, everything) (reconcile.Result, error) {
		return reconcile.Result{}, nil
	})
	_ = bldr.TypedControllerManagedBy[everything](mgr).
		WatchesRawSource(source.TypedKind(mgr.GetCache(), &networkingv1.Ingress{},
			handler.TypedEnqueueRequestsFromMapFunc(func(context.Context, *networkingv1.Ingress) []everything {
				return []everything{{}}
			}))).
		Complete(r)
	_ = source.TypedKind
	_ = ctrl.Undeclared
}
`;

it('names the controller-runtime API it does not simulate after the compiler errors', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'cmd/main.go', src: MAIN },
    ],
    objects: [],
  });
  expect(r.stage).toBe('compile');
  expect(r.stderr).toBe(
    [
      '# example.com/typedreq/cmd',
      'cmd/main.go:21:11: undefined: bldr.TypedControllerManagedBy',
      'cmd/main.go:22:27: undefined: source.TypedKind',
      'cmd/main.go:27:13: undefined: source.TypedKind',
      'cmd/main.go:28:11: undefined: ctrl.Undeclared',
      // one line per name; a name no version has (ctrl.Undeclared) is gc's error alone
      "oplab: sigs.k8s.io/controller-runtime/pkg/builder.TypedControllerManagedBy is part of controller-runtime's API (v0.24) but not simulated by oplab",
      "oplab: sigs.k8s.io/controller-runtime/pkg/source.TypedKind is part of controller-runtime's API (v0.24) but not simulated by oplab",
      '',
    ].join('\n'),
  );
});
