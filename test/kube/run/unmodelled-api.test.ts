// A project that uses controller-runtime API the simulator does not declare gets gc's own
// `undefined: pkg.Name` (what gc prints when a module lacks the name) and then oplab's line saying
// the name is real API it does not simulate, so the author does not hunt for a mistake in the
// project. controller-runtime's examples/typed (a controller whose requests are not
// reconcile.Request) failed with gc's lines alone (typed controllers are simulated since; see
// typed-controller.test.ts).

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/unmodelled

go 1.26.0

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

// fields and methods of simulated types: gc's `unknown field` and `has no field or method` errors
const MEMBERS = `package main

import (
	"context"
	"net/http"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/client-go/rest"
	ctrl "sigs.k8s.io/controller-runtime"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"
)

type Options struct{}

func main() {
	mgr, _ := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{
		MapperProvider: func(*rest.Config, *http.Client) (meta.RESTMapper, error) { return nil, nil },
		Metrics:        metricsserver.Options{ListenConfig: nil},
	})
	mgr.GetWebhookServer().WebhookMux().Handle("/x", nil)
	_ = Options{}.WebhookMux
	_ = context.Background
}
`;

it('names the fields and methods of simulated types it does not simulate', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MEMBERS },
    ],
    objects: [],
  });
  expect(r.stage).toBe('compile');
  expect(r.stderr.split('\n').filter((l) => l.startsWith('oplab: '))).toEqual([
    "oplab: sigs.k8s.io/controller-runtime/pkg/manager.Options.MapperProvider is part of controller-runtime's API (v0.24) but not simulated by oplab",
    "oplab: sigs.k8s.io/controller-runtime/pkg/metrics/server.Options.ListenConfig is part of controller-runtime's API (v0.24) but not simulated by oplab",
    // webhook.Server reached through the manager, its package not imported
    "oplab: sigs.k8s.io/controller-runtime/pkg/webhook.Server.WebhookMux is part of controller-runtime's API (v0.24) but not simulated by oplab",
    // the program's own Options: gc's error alone
  ]);
});
