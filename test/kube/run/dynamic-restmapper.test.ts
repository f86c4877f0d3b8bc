// apiutil.NewDynamicRESTMapper ([CR] pkg/client/apiutil/restmapper.go): the RESTMapper a program
// builds itself, for client.New outside a manager or ctrl.Options.MapperProvider, over
// rest.HTTPClientFor(cfg). It was not declared (`undefined: apiutil.NewDynamicRESTMapper`). It
// maps from the API server's discovery as the manager's mapper does; a nil HTTP client is its
// own error.

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/mapper

go 1.24.0

require sigs.k8s.io/controller-runtime v0.22.0
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/rest"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get

func main() {
	cfg := ctrl.GetConfigOrDie()
	_, err := apiutil.NewDynamicRESTMapper(cfg, nil)
	fmt.Println(err)
	httpClient, err := rest.HTTPClientFor(cfg)
	if err != nil {
		os.Exit(1)
	}
	m, err := apiutil.NewDynamicRESTMapper(cfg, httpClient)
	if err != nil {
		os.Exit(1)
	}
	for _, gk := range []schema.GroupKind{{Group: "apps", Kind: "Deployment"}, {Kind: "Namespace"}} {
		mapping, err := m.RESTMapping(gk)
		fmt.Println(mapping.Resource, mapping.Scope.Name(), err)
	}
	_, err = m.RESTMapping(schema.GroupKind{Group: "example.com", Kind: "Widget"}, "v1")
	fmt.Println(err, meta.IsNoMatchError(err))
	gvk, err := m.KindFor(schema.GroupVersionResource{Resource: "configmaps"})
	fmt.Println(gvk, err)

	c, err := client.New(cfg, client.Options{Mapper: m})
	if err != nil {
		os.Exit(1)
	}
	var cm corev1.ConfigMap
	err = c.Get(context.Background(), types.NamespacedName{Namespace: "default", Name: "settings"}, &cm)
	fmt.Println(cm.Data["mode"], err)
}
`;

it('maps kinds from discovery, and serves client.New', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'settings', namespace: 'default' },
        data: { mode: 'fast' },
      },
    ],
  });
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      'httpClient must not be nil, consider using rest.HTTPClientFor(c) to create a client',
      'apps/v1, Resource=deployments namespace <nil>',
      '/v1, Resource=namespaces root <nil>',
      'no matches for kind "Widget" in version "example.com/v1" true',
      '/v1, Kind=ConfigMap <nil>',
      'fast <nil>',
      '',
    ].join('\n'),
  );
});

// The manager's mapper and client.New's default one are the mapper NewDynamicRESTMapper makes
// ([CR] pkg/cluster/cluster.go defaults MapperProvider to apiutil.NewDynamicRESTMapper;
// pkg/client/client.go newClient makes one when Options.Mapper is nil): `%T` prints
// *apiutil.mapper, and a program comparing it with a mapper of its own sees one type. The
// simulated client had a mapper type of its own (client.restMapper).
const SAME_MAIN = `package main

import (
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	"k8s.io/client-go/rest"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"
)

func main() {
	cfg := ctrl.GetConfigOrDie()
	mgr, err := ctrl.NewManager(cfg, ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	c, err := client.New(cfg, client.Options{})
	if err != nil {
		os.Exit(1)
	}
	httpClient, _ := rest.HTTPClientFor(cfg)
	own, _ := apiutil.NewDynamicRESTMapper(cfg, httpClient)
	fmt.Printf("%T %T %T %T\\n", mgr.GetRESTMapper(), mgr.GetClient().RESTMapper(), c.RESTMapper(), own)
	fmt.Println(mgr.GetRESTMapper() == mgr.GetClient().RESTMapper())
	for _, o := range []client.Object{&corev1.ConfigMap{}, &rbacv1.ClusterRole{}} {
		fmt.Println(c.IsObjectNamespaced(o))
		fmt.Println(apiutil.IsObjectNamespaced(o, mgr.GetScheme(), mgr.GetRESTMapper()))
	}
}
`;

it("is the manager's and the client's own mapper", () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: SAME_MAIN },
    ],
  });
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      '*apiutil.mapper *apiutil.mapper *apiutil.mapper *apiutil.mapper',
      'true',
      'true <nil>',
      'true <nil>',
      'false <nil>',
      'false <nil>',
      '',
    ].join('\n'),
  );
});
