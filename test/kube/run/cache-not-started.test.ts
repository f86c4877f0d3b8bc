// Reading the manager's cache before mgr.Start: controller-runtime's informerCache answers
// `&cache.ErrCacheNotStarted{}` ("the cache is not started, can not read objects"), a classic
// main.go mistake (listing objects to set something up before starting the manager); the read
// still makes the type's informer, which lists and watches once the cache starts
// ([CR] pkg/cache/informer_cache.go Get/List, pkg/cache/internal/informers.go Get). The simulated
// cache used to start the informer on that first read and answer it. With
// ReaderFailOnMissingInformer a type without an informer is `*cache.ErrResourceNotCached`; both
// are typed, for errors.As.

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/early

go 1.24.0

require (
	k8s.io/api v0.34.0
	k8s.io/apimachinery v0.34.0
	sigs.k8s.io/controller-runtime v0.22.0
)
`;

const MAIN = `package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/manager"
)

// +kubebuilder:rbac:groups="",resources=configmaps;secrets,verbs=get;list;watch

func main() {
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	ctx := context.Background()
	var cms corev1.ConfigMapList
	err = mgr.GetClient().List(ctx, &cms)
	var notStarted *cache.ErrCacheNotStarted
	fmt.Println("list before Start:", err, errors.As(err, &notStarted))
	var cm corev1.ConfigMap
	err = mgr.GetClient().Get(ctx, types.NamespacedName{Namespace: "default", Name: "settings"}, &cm)
	fmt.Println("get before Start:", err)
	// the API reader does not go through the cache
	fmt.Println("API reader:", mgr.GetAPIReader().Get(ctx, types.NamespacedName{Namespace: "default", Name: "settings"}, &cm), cm.Data["mode"])

	strict, err := cache.New(mgr.GetConfig(), cache.Options{Scheme: mgr.GetScheme(), Mapper: mgr.GetRESTMapper(), ReaderFailOnMissingInformer: true})
	if err != nil {
		os.Exit(1)
	}
	if err := mgr.Add(strict); err != nil {
		os.Exit(1)
	}
	err = mgr.Add(manager.RunnableFunc(func(ctx context.Context) error {
		var cms corev1.ConfigMapList
		err := mgr.GetClient().List(ctx, &cms)
		fmt.Println("list after Start:", err, len(cms.Items))
		var secrets corev1.SecretList
		err = strict.List(ctx, &secrets, client.InNamespace("default"))
		var notCached *cache.ErrResourceNotCached
		fmt.Println("strict cache:", err, errors.As(err, &notCached))
		if notCached != nil {
			fmt.Println("kind:", notCached.GVK.Kind)
		}
		return nil
	}))
	if err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
}
`;

it('answers reads before mgr.Start with ErrCacheNotStarted, and starts their informers with the cache', () => {
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
  expect(r.stage).toBe('run');
  expect(r.stdout).toBe(
    [
      'list before Start: the cache is not started, can not read objects true',
      'get before Start: the cache is not started, can not read objects',
      'API reader: <nil> fast',
      'list after Start: <nil> 1',
      'strict cache: /v1, Kind=Secret is not cached true',
      'kind: Secret',
      '',
    ].join('\n'),
  );
  // the early read made the ConfigMap informer: it lists and watches from the cache's start, not
  // from that read
  const calls = r.trace.flatMap((e) => (e.kind === 'api' ? [`${e.clientPath} ${e.verb} ${e.resource}`] : []));
  expect(calls.slice(0, 3)).toEqual([
    'direct get configmaps',
    'cache list configmaps',
    'cache watch configmaps',
  ]);
});
