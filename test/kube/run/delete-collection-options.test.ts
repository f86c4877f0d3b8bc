// DeleteAllOf / DeleteCollection carry the whole DeleteOptions: the API server validates them
// (ValidateDeleteOptions, [AM] pkg/apis/meta/v1/validation/validation.go, in the deletecollection
// handler as in delete's) and hands them to each item's delete (kubernetes
// staging/src/k8s.io/apiserver/pkg/registry/generic/registry/store.go DeleteCollection:
// e.Delete(ctx, name, deleteValidation, options.DeepCopy())). controller-runtime's DeleteAllOf
// sends its Raw DeleteOptions (DeleteAllOfOptions.AsDeleteOptions), client-go's DeleteCollection
// the metav1.DeleteOptions it is given. In process the deprecated OrphanDependents and
// GracePeriodSeconds were lost on the way: "both set" was not refused and the dependents of the
// deleted owners were collected instead of orphaned.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/delall

go 1.24.0

require (
	k8s.io/api v0.34.1
	k8s.io/apimachinery v0.34.1
	k8s.io/client-go v0.34.1
	sigs.k8s.io/controller-runtime v0.22.1
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/kubernetes"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
)

func main() {
	ctx := context.Background()
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	c, err := client.New(ctrl.GetConfigOrDie(), client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	cm := func(name string, labels map[string]string) *corev1.ConfigMap {
		return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default", Labels: labels}}
	}
	owned := map[string]string{"tier": "owner"}
	for _, n := range []string{"a", "b"} {
		owner := cm(n, owned)
		_ = c.Create(ctx, owner)
		dep := cm(n+"-dep", nil)
		_ = controllerutil.SetControllerReference(owner, dep, scheme)
		_ = c.Create(ctx, dep)
	}
	yes := true
	err = c.DeleteAllOf(ctx, &corev1.ConfigMap{}, client.InNamespace("default"), client.MatchingLabels(owned),
		client.PropagationPolicy(metav1.DeletePropagationBackground), &client.DeleteAllOfOptions{DeleteOptions: client.DeleteOptions{Raw: &metav1.DeleteOptions{OrphanDependents: &yes}}})
	fmt.Println("both:", err)
	cs := kubernetes.NewForConfigOrDie(ctrl.GetConfigOrDie())
	err = cs.CoreV1().ConfigMaps("default").DeleteCollection(ctx, metav1.DeleteOptions{OrphanDependents: &yes}, metav1.ListOptions{LabelSelector: "tier=owner"})
	fmt.Println("orphan:", err)
	time.Sleep(10 * time.Millisecond)
	for _, n := range []string{"a", "a-dep", "b-dep"} {
		var got corev1.ConfigMap
		err := c.Get(ctx, types.NamespacedName{Namespace: "default", Name: n}, &got)
		fmt.Println(n, err, len(got.OwnerReferences))
	}
}
`;

describe('DeleteAllOf and DeleteCollection with DeleteOptions', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [],
    rbac: 'admin',
  });

  it("OrphanDependents beside a policy is refused; alone it orphans the owners' dependents", () => {
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')).toEqual([
      'both: DeleteOptions.meta.k8s.io "" is invalid: propagationPolicy: Invalid value: "Background": orphanDependents and deletionPropagation cannot be both set',
      'orphan: <nil>',
      'a configmaps "a" not found 0',
      'a-dep <nil> 0',
      'b-dep <nil> 0',
      '',
    ]);
  });
});
