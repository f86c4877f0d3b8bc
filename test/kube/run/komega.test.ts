// sigs.k8s.io/controller-runtime/pkg/envtest/komega was not simulated (`package … is not in oplab's
// simulated sigs.k8s.io/controller-runtime`). Its closures over a client, as
// kubernetes-sigs/controller-runtime v0.24.1 pkg/envtest/komega (komega.go, default.go) has them:
// the key is taken when the closure is made, Update fetches, applies and writes back, Object and
// ObjectList return what they read, the package-level functions panic without SetClient.

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/komegauser

go 1.26.0

require sigs.k8s.io/controller-runtime v0.24.1
`;

const MAIN = `package main

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest/komega"
)

func main() {
	c, err := client.New(ctrl.GetConfigOrDie(), client.Options{})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "default", Name: "cfg"}, Data: map[string]string{"a": "1"}}
	if err := c.Create(ctx, cm); err != nil {
		panic(err)
	}
	komega.SetClient(c)
	komega.SetContext(ctx)

	read := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "default", Name: "cfg"}}
	fmt.Println("get:", komega.Get(read)(), read.Data["a"])
	fmt.Println("update:", komega.Update(read, func() { read.Data["a"] = "2" })())
	obj, err := komega.Object(&corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "default", Name: "cfg"}})()
	fmt.Println("object:", err, obj.(*corev1.ConfigMap).Data["a"], obj.GetResourceVersion() != cm.GetResourceVersion())
	list, err := komega.ObjectList(&corev1.ConfigMapList{}, client.InNamespace("default"))()
	fmt.Println("list:", err, len(list.(*corev1.ConfigMapList).Items))
	missing := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "default", Name: "nope"}}
	fmt.Println("missing:", komega.Get(missing)())

	k := komega.New(c).WithContext(ctx)
	d := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Namespace: "default", Name: "nope"}}
	fmt.Println("status of a missing one:", k.UpdateStatus(d, func() { d.Status.Replicas = 1 })())
	var cms corev1.ConfigMapList
	fmt.Println("instance list:", k.List(&cms)(), len(cms.Items))
}
`;

const UNSET = `package main

import (
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/controller-runtime/pkg/envtest/komega"
)

func main() {
	_ = komega.Get(&corev1.ConfigMap{})
}
`;

const run = (main: string) =>
  runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: main },
    ],
    rbac: 'admin',
  });

it('fetches, updates and lists through the client it is given', () => {
  const r = run(MAIN);
  expect(r.stage).toBe('run');
  expect(r.stdout).toBe(
    [
      'get: <nil> 1',
      'update: <nil>',
      'object: <nil> 2 true',
      'list: <nil> 1',
      'missing: configmaps "nope" not found',
      'status of a missing one: deployments.apps "nope" not found',
      'instance list: <nil> 1',
      '',
    ].join('\n'),
  );
});

it('panics in the package-level functions until SetClient', () => {
  const r = run(UNSET);
  expect(r.exitCode).toBe(2);
  expect(r.stderr).toContain("panic: Default Komega's client is not set. Use SetClient to set it.\n");
});
