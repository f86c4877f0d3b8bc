// A project that uses controller-runtime API the simulator does not declare gets gc's own
// `undefined: pkg.Name` (what gc prints when a module lacks the name) and then oplab's line saying
// the name is real API it does not simulate, so the author does not hunt for a mistake in the
// project. controller-runtime's examples/typed (a controller whose requests are not
// reconcile.Request) failed with gc's lines alone (typed controllers are simulated since; see
// typed-controller.test.ts).

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/unmodelled

go 1.23.0

require sigs.k8s.io/controller-runtime v0.24.1
`;

const MAIN = `package main

import (
	"net/http"

	"k8s.io/apimachinery/pkg/runtime/schema"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"
	"sigs.k8s.io/controller-runtime/pkg/healthz"
)

func main() {
	cfg := ctrl.GetConfigOrDie()
	httpClient := http.DefaultClient
	_, _ = apiutil.RESTClientForGVK(schema.GroupVersionKind{}, false, false, cfg, nil, httpClient)
	var h http.Handler = &healthz.Handler{}
	_ = h
	_ = apiutil.RESTClientForGVK
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
      '# example.com/unmodelled/cmd',
      'cmd/main.go:15:17: undefined: apiutil.RESTClientForGVK',
      'cmd/main.go:16:32: undefined: healthz.Handler',
      'cmd/main.go:18:14: undefined: apiutil.RESTClientForGVK',
      'cmd/main.go:19:11: undefined: ctrl.Undeclared',
      // one line per name; a name no version has (ctrl.Undeclared) is gc's error alone
      "oplab: sigs.k8s.io/controller-runtime/pkg/client/apiutil.RESTClientForGVK is part of controller-runtime's API (v0.24) but not simulated by oplab",
      "oplab: sigs.k8s.io/controller-runtime/pkg/healthz.Handler is part of controller-runtime's API (v0.24) but not simulated by oplab",
      '',
    ].join('\n'),
  );
});
