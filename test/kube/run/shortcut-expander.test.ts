// A kubectl-style "get" tool (client-go only) that resolves its arguments as kubectl's resource
// builder does: schema.ParseResourceArg, KindFor on the fully specified reading, then on the group
// resource, through restmapper.NewShortcutExpander over a deferred discovery mapper. Neither the
// expander nor ParseResourceArg/ParseKindArg existed (undefined: restmapper.NewShortcutExpander).
// What [CG] restmapper/shortcut.go does and the test holds: discovery's short names expand ("deploy",
// "hpa", a CRD's "pgdb"); a real resource or singular name is left alone; a short name two groups
// share goes to the first group in discovery order with one warning per lookup naming the other; a
// group prefix ("db.postgres") completes the group; an unknown name keeps its NoMatch error.

import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/kget

go 1.24.0

require (
\tk8s.io/apimachinery v0.33.4
\tk8s.io/client-go v0.33.4
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"os"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/discovery/cached/memory"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/restmapper"
	"k8s.io/client-go/tools/clientcmd"
)

// mappingFor resolves a resource argument the way kubectl's resource builder does.
func mappingFor(mapper meta.RESTMapper, arg string) (*meta.RESTMapping, error) {
	fullySpecifiedGVR, groupResource := schema.ParseResourceArg(arg)
	gvk := schema.GroupVersionKind{}
	if fullySpecifiedGVR != nil {
		gvk, _ = mapper.KindFor(*fullySpecifiedGVR)
	}
	if gvk.Empty() {
		gvk, _ = mapper.KindFor(groupResource.WithVersion(""))
	}
	if !gvk.Empty() {
		return mapper.RESTMapping(gvk.GroupKind(), gvk.Version)
	}

	fullySpecifiedGVK, groupKind := schema.ParseKindArg(arg)
	if fullySpecifiedGVK == nil {
		gvk := groupKind.WithVersion("")
		fullySpecifiedGVK = &gvk
	}
	if !fullySpecifiedGVK.Empty() {
		if mapping, err := mapper.RESTMapping(fullySpecifiedGVK.GroupKind(), fullySpecifiedGVK.Version); err == nil {
			return mapping, nil
		}
	}
	mapping, err := mapper.RESTMapping(groupKind, gvk.Version)
	if err != nil {
		if meta.IsNoMatchError(err) {
			return nil, fmt.Errorf("the server doesn't have a resource type %q", groupResource.Resource)
		}
		return nil, err
	}
	return mapping, nil
}

func main() {
	cfg, err := clientcmd.NewNonInteractiveDeferredLoadingClientConfig(
		clientcmd.NewDefaultClientConfigLoadingRules(), &clientcmd.ConfigOverrides{}).ClientConfig()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	dc := discovery.NewDiscoveryClientForConfigOrDie(cfg)
	cached := memory.NewMemCacheClient(dc)
	mapper := restmapper.NewShortcutExpander(restmapper.NewDeferredDiscoveryRESTMapper(cached), cached, func(w string) {
		fmt.Fprintln(os.Stderr, "Warning:", w)
	})
	dyn := dynamic.NewForConfigOrDie(cfg)

	for _, arg := range os.Args[1:] {
		m, err := mappingFor(mapper, arg)
		if err != nil {
			fmt.Printf("%s: error: %v\\n", arg, err)
			continue
		}
		fmt.Printf("%s -> %s %s (%s)\\n", arg, m.Resource, m.GroupVersionKind.Kind, m.Scope.Name())
		if m.Resource.Group == "" {
			continue
		}
		list, err := dyn.Resource(m.Resource).Namespace("default").List(context.Background(), metav1.ListOptions{})
		if err != nil {
			fmt.Printf("  list: %v\\n", err)
			continue
		}
		for _, item := range list.Items {
			fmt.Printf("  %s\\n", item.GetName())
		}
	}

	gvr, err := mapper.ResourceFor(schema.GroupVersionResource{Resource: "pgdb"})
	fmt.Println(gvr, err)
	kinds, err := mapper.KindsFor(schema.GroupVersionResource{Resource: "db"})
	fmt.Println(kinds, err)
	singular, err := mapper.ResourceSingularizer("deploy")
	fmt.Println(singular, err)
	_, err = mapper.ResourceFor(schema.GroupVersionResource{Resource: "frobs"})
	fmt.Println(err, meta.IsNoMatchError(err))
	_, ok := mapper.(meta.ResettableRESTMapper)
	fmt.Println(ok)
}
`;

function databaseCRD(group: string, shortNames: string[]): KubeObject {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `databases.${group}` },
    spec: {
      group,
      names: {
        kind: 'Database',
        listKind: 'DatabaseList',
        plural: 'databases',
        singular: 'database',
        shortNames,
      },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
        },
      ],
    },
  };
}

const OBJECTS: KubeObject[] = [
  databaseCRD('postgres.example.com', ['db', 'pgdb']),
  databaseCRD('mysql.example.com', ['db']),
  {
    apiVersion: 'postgres.example.com/v1',
    kind: 'Database',
    metadata: { name: 'orders', namespace: 'default' },
  },
  {
    apiVersion: 'mysql.example.com/v1',
    kind: 'Database',
    metadata: { name: 'legacy', namespace: 'default' },
  },
];

describe('restmapper.NewShortcutExpander', () => {
  it("resolves kubectl's arguments: short names, singular names, shared short names and group prefixes", () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: MAIN },
      ],
      objects: OBJECTS,
      rbac: 'admin',
      args: [
        'deploy',
        'deployment',
        'deploy.apps',
        'deployments.v1.apps',
        'hpa',
        'cm',
        'db',
        'pgdb',
        'db.postgres.example.com',
        'db.postgres',
        'Database.mysql.example.com',
        'frobs',
      ],
    });
    expect(r.diagnostics.map((d) => d.msg)).toEqual([]);
    // CRD groups share one aggregator priority and are ordered by name: mysql before postgres. The
    // warning comes once for the "db" argument and once for KindsFor("db").
    const warning =
      'Warning: short name "db" could also match lower priority resource databases.postgres.example.com\n';
    expect(r.stderr).toBe(warning + warning);
    expect(r.stdout).toBe(
      [
        'deploy -> apps/v1, Resource=deployments Deployment (namespace)',
        // a singular name is a resource name: not expanded, the mapper itself resolves it
        'deployment -> apps/v1, Resource=deployments Deployment (namespace)',
        'deploy.apps -> apps/v1, Resource=deployments Deployment (namespace)',
        'deployments.v1.apps -> apps/v1, Resource=deployments Deployment (namespace)',
        'hpa -> autoscaling/v2, Resource=horizontalpodautoscalers HorizontalPodAutoscaler (namespace)',
        'cm -> /v1, Resource=configmaps ConfigMap (namespace)',
        'db -> mysql.example.com/v1, Resource=databases Database (namespace)',
        '  legacy',
        'pgdb -> postgres.example.com/v1, Resource=databases Database (namespace)',
        '  orders',
        // first read as resource "db", version "postgres", group "example.com": no match, then as a group resource
        'db.postgres.example.com -> postgres.example.com/v1, Resource=databases Database (namespace)',
        '  orders',
        // "postgres" is a prefix of the group postgres.example.com
        'db.postgres -> postgres.example.com/v1, Resource=databases Database (namespace)',
        '  orders',
        'Database.mysql.example.com -> mysql.example.com/v1, Resource=databases Database (namespace)',
        '  legacy',
        'frobs: error: the server doesn\'t have a resource type "frobs"',
        'postgres.example.com/v1, Resource=databases <nil>',
        '[mysql.example.com/v1, Kind=Database] <nil>',
        'deployment <nil>',
        'no matches for /, Resource=frobs true',
        'true',
        '',
      ].join('\n'),
    );
  });
});
