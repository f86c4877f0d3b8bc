// k8s.io/client-go/discovery (and apimachinery's pkg/version, metav1's discovery types) were not
// provided: an operator checking that a CRD is installed before watching it
// (ServerResourcesForGroupVersion, then apierrors.IsNotFound) did not build. The client reads the
// simulated API server's discovery documents and /version; a group the server does not serve is the
// apiserver's 404 ("the server could not find the requested resource"), as [CG]
// discovery/discovery_client.go gets it.

import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/disco

go 1.23.0

require (
	k8s.io/api v0.32.1
	k8s.io/apimachinery v0.32.1
	k8s.io/client-go v0.32.1
	sigs.k8s.io/controller-runtime v0.20.2
)
`;

const MAIN = `package main

import (
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	cfg := ctrl.GetConfigOrDie()
	dc := discovery.NewDiscoveryClientForConfigOrDie(cfg)

	v, err := dc.ServerVersion()
	fmt.Println(v, v.Major, v.Minor, v.Platform, err)

	_, err = dc.ServerResourcesForGroupVersion("monitoring.coreos.com/v1")
	fmt.Println(apierrors.IsNotFound(err), err)
	_, err = dc.ServerResourcesForGroupVersion("")
	fmt.Println(err)

	rl, err := dc.ServerResourcesForGroupVersion("cache.example.com/v1alpha1")
	fmt.Println(rl.GroupVersion, len(rl.APIResources), err)
	for _, r := range rl.APIResources {
		fmt.Println(r.Name, r.SingularName, r.Kind, r.Namespaced, len(r.Verbs), r.ShortNames)
	}

	groups, err := dc.ServerGroups()
	fmt.Printf("%q %s %v\\n", groups.Groups[0].Name, groups.Groups[0].PreferredVersion.GroupVersion, err)
	for _, g := range groups.Groups {
		if g.Name == "cache.example.com" || g.Name == "apps" {
			fmt.Println(g.Name, g.PreferredVersion.Version, len(g.Versions))
		}
	}

	cs := kubernetes.NewForConfigOrDie(cfg)
	core, err := cs.Discovery().ServerResourcesForGroupVersion("v1")
	found := false
	for _, r := range core.APIResources {
		found = found || r.Name == "configmaps"
	}
	fmt.Println(found, err)

	fmt.Println(discovery.ServerSupportsVersion(dc, schema.GroupVersion{Group: "cache.example.com", Version: "v1alpha1"}))
	fmt.Println(discovery.ServerSupportsVersion(dc, schema.GroupVersion{Group: "cache.example.com", Version: "v2"}))

	_, lists, err := dc.ServerGroupsAndResources()
	gvrs, _ := discovery.GroupVersionResources(lists)
	_, has := gvrs[schema.GroupVersionResource{Group: "cache.example.com", Version: "v1alpha1", Resource: "memcacheds"}]
	fmt.Println(has, err)

	namespaced, err := dc.ServerPreferredNamespacedResources()
	for _, l := range namespaced {
		if l.GroupVersion == "cache.example.com/v1alpha1" {
			fmt.Println(l.GroupVersion, l.APIResources[0].Name)
		}
	}
	fmt.Println(err)
}
`;

const CRD: KubeObject = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'memcacheds.cache.example.com' },
  spec: {
    group: 'cache.example.com',
    names: {
      kind: 'Memcached',
      listKind: 'MemcachedList',
      plural: 'memcacheds',
      singular: 'memcached',
      shortNames: ['mc'],
    },
    scope: 'Namespaced',
    versions: [
      {
        name: 'v1alpha1',
        served: true,
        storage: true,
        schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
        subresources: { status: {} },
      },
    ],
  },
};

describe('client-go discovery', () => {
  it('reads the served groups, resources and version; an absent group is the 404', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: MAIN },
      ],
      objects: [CRD],
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'v1.34.0 1 34 linux/amd64 <nil>',
        'true the server could not find the requested resource',
        "groupVersion shouldn't be empty",
        'cache.example.com/v1alpha1 2 <nil>',
        'memcacheds memcached Memcached true 8 [mc]',
        'memcacheds/status  Memcached true 3 []',
        '"" v1 <nil>',
        'apps v1 1',
        'cache.example.com v1alpha1 1',
        'true <nil>',
        '<nil>',
        'server does not support API version "cache.example.com/v2"',
        'true <nil>',
        'cache.example.com/v1alpha1 memcacheds',
        '<nil>',
        '',
      ].join('\n'),
    );
  });
});
