// DeleteOptions the API server refuses, from a program in process: ValidateDeleteOptions
// ([AM] pkg/apis/meta/v1/validation/validation.go) runs in the delete handler after authorization
// ([AS] pkg/endpoints/handlers/delete.go) and is answered with NewInvalid(DeleteOptions.meta.k8s.io,
// "", errs). In process a policy the simulator did not know was dropped (the delete went through as
// Background), and the deprecated OrphanDependents was lost on controller-runtime's Raw options
// (dependents deleted instead of orphaned) and turned into a policy by client-go's clients, so
// "both set" was never refused.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/delopts

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
	apierrors "k8s.io/apimachinery/pkg/api/errors"
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
	cm := func(name string) *corev1.ConfigMap {
		return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default"}}
	}
	_ = c.Create(ctx, cm("a"))
	err = c.Delete(ctx, cm("a"), client.PropagationPolicy("background"))
	fmt.Println(apierrors.IsInvalid(err), err)
	err = c.DeleteAllOf(ctx, &corev1.ConfigMap{}, client.InNamespace("default"), client.PropagationPolicy("Sideways"))
	fmt.Println(apierrors.IsInvalid(err), err)
	yes := true
	err = c.Delete(ctx, cm("a"), client.PropagationPolicy(metav1.DeletePropagationForeground), &client.DeleteOptions{Raw: &metav1.DeleteOptions{OrphanDependents: &yes}})
	fmt.Println(err)
	cs := kubernetes.NewForConfigOrDie(ctrl.GetConfigOrDie())
	bg := metav1.DeletePropagationBackground
	err = cs.CoreV1().ConfigMaps("default").Delete(ctx, "a", metav1.DeleteOptions{OrphanDependents: &yes, PropagationPolicy: &bg})
	fmt.Println(err)

	// OrphanDependents alone orphans the dependents
	owner := cm("owner")
	_ = c.Create(ctx, owner)
	dep := cm("dep")
	_ = controllerutil.SetControllerReference(owner, dep, scheme)
	_ = c.Create(ctx, dep)
	err = c.Delete(ctx, owner, &client.DeleteOptions{Raw: &metav1.DeleteOptions{OrphanDependents: &yes}})
	fmt.Println(err)
	// the garbage collector orphans the dependent after the delete returns
	time.Sleep(10 * time.Millisecond)
	var got corev1.ConfigMap
	err = c.Get(ctx, types.NamespacedName{Namespace: "default", Name: "dep"}, &got)
	fmt.Println(err, len(got.OwnerReferences))
}
`;

describe('DeleteOptions the API server refuses, in process', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [],
    rbac: 'admin',
  });

  it('an unknown policy and OrphanDependents beside a policy are 422 Invalid DeleteOptions', () => {
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'true DeleteOptions.meta.k8s.io "" is invalid: propagationPolicy: Unsupported value: "background": supported values: "Foreground", "Background", "Orphan", "nil"',
      'true DeleteOptions.meta.k8s.io "" is invalid: propagationPolicy: Unsupported value: "Sideways": supported values: "Foreground", "Background", "Orphan", "nil"',
      'DeleteOptions.meta.k8s.io "" is invalid: propagationPolicy: Invalid value: "Foreground": orphanDependents and deletionPropagation cannot be both set',
      'DeleteOptions.meta.k8s.io "" is invalid: propagationPolicy: Invalid value: "Background": orphanDependents and deletionPropagation cannot be both set',
    ]);
    // refused after authorization: the calls are in the trace with their 422
    const deletes = r.trace.filter(
      (e) => e.kind === 'api' && e.verb.startsWith('delete') && e.result.code === 422,
    );
    expect(deletes).toHaveLength(4);
  });

  it('Raw OrphanDependents alone orphans the dependents', () => {
    expect(r.stdout.split('\n').slice(4)).toEqual(['<nil>', '<nil> 0', '']);
  });
});
