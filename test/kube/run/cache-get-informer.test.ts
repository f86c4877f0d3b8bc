// cache.Informers' GetInformer, GetInformerForKind and RemoveInformer, and the Informer they return
// ([CR] pkg/cache/cache.go, informer_cache.go): operators take the manager cache's informer for a
// type to add their own client-go event handlers (toolscache.ResourceEventHandlerFuncs) beside their
// controllers. The simulated cache.Cache had none of them, so such a main.go did not compile
// (mgr.GetCache().GetInformer undefined). The simulator hands a new handler the informer's objects
// as it registers it (the real informer's listener delivers them from its own goroutine), so the
// order of the lines below is the simulator's; which events each handler gets is the real one's.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const goMod = (cr: string) => `module example.com/watcher

go 1.26.0

require (
	k8s.io/api v0.33.2
	k8s.io/apimachinery v0.33.2
	k8s.io/client-go v0.33.2
	sigs.k8s.io/controller-runtime ${cr}
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	toolscache "k8s.io/client-go/tools/cache"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;delete

type labeller struct {
	client.Client
	removeAudit func()
}

func (r *labeller) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	cm := &corev1.ConfigMap{}
	if err := r.Get(ctx, req.NamespacedName, cm); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if req.Name != "app" || cm.Labels["seen"] == "yes" {
		return ctrl.Result{}, nil
	}
	r.removeAudit()
	cm.Labels = map[string]string{"seen": "yes"}
	if err := r.Update(ctx, cm); err != nil {
		return ctrl.Result{}, err
	}
	copy := &corev1.ConfigMap{}
	copy.Namespace, copy.Name = cm.Namespace, "app-copy"
	if err := r.Create(ctx, copy); err != nil {
		return ctrl.Result{}, err
	}
	old := &corev1.ConfigMap{}
	old.Namespace, old.Name = cm.Namespace, "stale"
	return ctrl.Result{}, r.Delete(ctx, old)
}

func name(obj interface{}) string { return obj.(*corev1.ConfigMap).Name }

func main() {
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	ctx := context.Background()
	inf, err := mgr.GetCache().GetInformer(ctx, &corev1.ConfigMap{})
	if err != nil {
		fmt.Println("GetInformer:", err)
		os.Exit(1)
	}
	fmt.Println("synced:", inf.HasSynced(), "stopped:", inf.IsStopped())
	_, err = inf.AddEventHandler(toolscache.ResourceEventHandlerDetailedFuncs{
		AddFunc: func(obj interface{}, isInInitialList bool) {
			fmt.Println("watch: add", name(obj), isInInitialList)
		},
		UpdateFunc: func(oldObj, newObj interface{}) {
			fmt.Println("watch: update", name(newObj), newObj.(*corev1.ConfigMap).Labels["seen"])
		},
		DeleteFunc: func(obj interface{}) {
			fmt.Println("watch: delete", name(obj))
		},
	})
	if err != nil {
		os.Exit(1)
	}
	// a second handler, removed on the first reconcile: it sees the initial objects only
	audit, _ := inf.AddEventHandler(toolscache.ResourceEventHandlerFuncs{
		AddFunc:    func(obj interface{}) { fmt.Println("audit: add", name(obj)) },
		UpdateFunc: func(_, obj interface{}) { fmt.Println("audit: update", name(obj)) },
	})
	removeAudit := func() {
		if err := inf.RemoveEventHandler(audit); err != nil {
			fmt.Println(err)
		}
	}

	same, err := mgr.GetCache().GetInformerForKind(ctx, corev1.SchemeGroupVersion.WithKind("ConfigMap"), cache.BlockUntilSynced(false))
	fmt.Println("for kind:", same != nil, err)
	_, err = mgr.GetCache().GetInformerForKind(ctx, schema.GroupVersionKind{Group: "example.com", Version: "v1", Kind: "Widget"})
	fmt.Println("unregistered kind:", err != nil)

	if err := ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Complete(&labeller{Client: mgr.GetClient(), removeAudit: removeAudit}); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

const cm = (name: string) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace: 'default' },
  data: { k: 'v' },
});

describe('cache.Informers.GetInformer', () => {
  it("hands out the manager cache's informer: client-go handlers get its initial objects, then its changes", () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: goMod('v0.24.1') },
        { name: 'main.go', src: MAIN },
      ],
      objects: [cm('app'), cm('stale')],
    });
    expect(r.stage).toBe('run');
    expect(r.stdout).toBe(
      [
        'synced: true stopped: false',
        'watch: add app true',
        'watch: add stale true',
        'audit: add app',
        'audit: add stale',
        'for kind: true <nil>',
        'unregistered kind: true',
        'watch: update app yes',
        'watch: add app-copy false',
        'watch: delete stale',
        '',
      ].join('\n'),
    );
  });

  it('AddEventHandlerWithOptions (v0.21) and HasSyncedChecker (v0.24) are not in older minors', () => {
    const main = `package main

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	toolscache "k8s.io/client-go/tools/cache"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	mgr, _ := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	inf, _ := mgr.GetCache().GetInformer(context.Background(), &corev1.ConfigMap{})
	_, _ = inf.AddEventHandlerWithOptions(toolscache.ResourceEventHandlerFuncs{}, toolscache.HandlerOptions{})
	_ = inf.HasSyncedChecker()
}
`;
    const run = (cr: string) =>
      runProject({
        files: [
          { name: 'go.mod', src: goMod(cr) },
          { name: 'main.go', src: main },
        ],
        objects: [],
      });
    const v20 = run('v0.20.4');
    expect(v20.stage).toBe('compile');
    expect(v20.stderr).toContain(
      './main.go:14:13: inf.AddEventHandlerWithOptions undefined (type "sigs.k8s.io/controller-runtime/pkg/cache".Informer has no field or method AddEventHandlerWithOptions)',
    );
    expect(v20.stderr).toContain(
      './main.go:15:10: inf.HasSyncedChecker undefined (type "sigs.k8s.io/controller-runtime/pkg/cache".Informer has no field or method HasSyncedChecker)',
    );
    const v23 = run('v0.23.3');
    expect(v23.stage).toBe('compile');
    expect(v23.stderr).not.toContain('AddEventHandlerWithOptions');
    expect(v23.stderr).toContain('inf.HasSyncedChecker undefined');
    expect(run('v0.24.1').stage).toBe('run');
  });
});
