// Cache transforms (controller-runtime pkg/cache: Options.DefaultTransform, ByObject.Transform,
// Config.Transform, TransformStripManagedFields), as operators set them to keep the cache small:
// "unknown field DefaultTransform in struct literal" before. What controller-runtime does and the
// test holds: the transform runs on every object an informer lists or watches, before it is stored,
// so cached reads and the event handlers see the transformed object while the API reader sees the
// server's; a ByObject transform wins over the default one for its type, and a namespace's Config
// over ByObject's (pkg/cache/cache.go defaultOpts / defaultConfig).
import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';

const gomod = `module example.com/auditor

go 1.24.0

require (
	k8s.io/api v0.34.1
	k8s.io/apimachinery v0.34.1
	k8s.io/client-go v0.34.1
	sigs.k8s.io/controller-runtime v0.22.1
)
`;

const main = `package main

import (
	"context"
	"fmt"
	"os"
	"sort"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
)

// +kubebuilder:rbac:groups="",resources=configmaps;secrets,verbs=get;list;watch

// keysOnly keeps a Secret's keys in an annotation and drops the values: the auditor never needs them.
func keysOnly(in any) (any, error) {
	s, ok := in.(*corev1.Secret)
	if !ok {
		return in, nil
	}
	keys := make([]string, 0, len(s.Data))
	for k := range s.Data {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if s.Annotations == nil {
		s.Annotations = map[string]string{}
	}
	s.Annotations["auditor/keys"] = fmt.Sprint(keys)
	s.Data = nil
	return s, nil
}

type auditor struct {
	client.Client
	api client.Reader
}

func (a *auditor) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var cm corev1.ConfigMap
	if err := a.Get(ctx, req.NamespacedName, &cm); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	var live corev1.ConfigMap
	if err := a.api.Get(ctx, req.NamespacedName, &live); err != nil {
		return ctrl.Result{}, err
	}
	var s corev1.Secret
	err := a.Get(ctx, types.NamespacedName{Namespace: req.Namespace, Name: cm.Data["secret"]}, &s)
	fmt.Printf("%s: cached managedFields=%d live managedFields=%d data=%v\\n", req.Name, len(cm.ManagedFields), len(live.ManagedFields), cm.Data)
	fmt.Printf("%s: secret err=%v data=%d keys=%s managedFields=%d\\n", req.Name, err, len(s.Data), s.Annotations["auditor/keys"], len(s.ManagedFields))
	return ctrl.Result{}, nil
}

func main() {
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{
		Cache: cache.Options{
			DefaultTransform: cache.TransformStripManagedFields(),
			ByObject: map[client.Object]cache.ByObject{
				&corev1.Secret{}: {Transform: keysOnly},
			},
		},
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	a := &auditor{Client: mgr.GetClient(), api: mgr.GetAPIReader()}
	err = ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}, builder.WithPredicates(predicate.Funcs{
			CreateFunc: func(e event.CreateEvent) bool {
				// the handlers get the stored (transformed) object too
				fmt.Printf("event: %s managedFields=%d\\n", e.Object.GetName(), len(e.Object.GetManagedFields()))
				return true
			},
		})).
		Watches(&corev1.Secret{}, &handler.EnqueueRequestForObject{}).
		Complete(a)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
`;

const objects: KubeObject[] = [
  {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'db', namespace: 'default' },
    stringData: { password: 'hunter2', username: 'app' },
  },
  {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'app', namespace: 'default' },
    data: { secret: 'db', mode: 'strict' },
  },
];

describe('cache transforms', () => {
  it('strip managedFields by default and a Secret transform keeps only the keys, in the cache only', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod },
        { name: 'main.go', src: main },
      ],
      objects,
    });
    expect(r.stage).toBe('run');
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines).toContain('event: app managedFields=0');
    expect(lines).toContain(
      'app: cached managedFields=0 live managedFields=1 data=map[mode:strict secret:db]',
    );
    expect(lines).toContain(
      // ByObject's transform replaces the default one: the Secret keeps its managedFields
      'app: secret err=<nil> data=0 keys=[password username] managedFields=1',
    );
  });
});
