// client-go's typed clientset (k8s.io/client-go/kubernetes, typed/core|apps|batch/v1, gentype) was
// not provided: `kubernetes.NewForConfig(cfg)` failed to build. Its calls are direct requests as
// the config's user; each method returns a fresh object (the argument is left alone, an error
// still returns an empty object), an object in another namespace than the client's is the API
// server's 400, errors are the API's StatusErrors (IsNotFound, IsAlreadyExists), and typed
// objects come back without apiVersion/kind, as from the real REST client; Watch gives the
// server's events.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/cs

go 1.22.0

require (
	k8s.io/api v0.31.0
	k8s.io/apimachinery v0.31.0
	k8s.io/client-go v0.31.0
	sigs.k8s.io/controller-runtime v0.19.0
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	ctx := context.Background()
	var cs kubernetes.Interface = kubernetes.NewForConfigOrDie(ctrl.GetConfigOrDie())

	w, err := cs.CoreV1().ConfigMaps("default").Watch(ctx, metav1.ListOptions{LabelSelector: "tier=web"})
	if err != nil {
		panic(err)
	}
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "app", Labels: map[string]string{"tier": "web"}}, Data: map[string]string{"a": "1"}}
	got, err := cs.CoreV1().ConfigMaps("default").Create(ctx, cm, metav1.CreateOptions{})
	fmt.Println(got.Namespace, got.ResourceVersion != "", cm.ResourceVersion == "", got.Kind == "", err)
	ev := <-w.ResultChan()
	fmt.Printf("%s %s %T\\n", ev.Type, ev.Object.(*corev1.ConfigMap).Name, w)
	w.Stop()

	_, err = cs.CoreV1().ConfigMaps("default").Create(ctx, cm, metav1.CreateOptions{})
	fmt.Println(apierrors.IsAlreadyExists(err), err)

	other := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "x", Namespace: "kube-system"}}
	_, err = cs.CoreV1().ConfigMaps("default").Create(ctx, other, metav1.CreateOptions{})
	fmt.Println(apierrors.IsBadRequest(err), err)

	missing, err := cs.CoreV1().Secrets("default").Get(ctx, "nope", metav1.GetOptions{})
	fmt.Println(missing != nil, missing.Name == "", apierrors.IsNotFound(err), err)

	list, err := cs.CoreV1().ConfigMaps("default").List(ctx, metav1.ListOptions{LabelSelector: "tier=web"})
	fmt.Println(len(list.Items), list.Items[0].Name, list.ResourceVersion != "", err)

	got.Data["b"] = "2"
	upd, err := cs.CoreV1().ConfigMaps("default").Update(ctx, got, metav1.UpdateOptions{})
	fmt.Println(len(upd.Data), upd.ResourceVersion != got.ResourceVersion, err)

	p, err := cs.CoreV1().ConfigMaps("default").Patch(ctx, "app", types.MergePatchType, []byte(\`{"data":{"c":"3"}}\`), metav1.PatchOptions{})
	fmt.Println(p.Data, err)

	ns, err := cs.CoreV1().Namespaces().Get(ctx, "default", metav1.GetOptions{})
	fmt.Println(ns.Name, ns.Status.Phase, err)

	replicas := int32(1)
	dep := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: "web"},
		Spec: appsv1.DeploymentSpec{
			Replicas: &replicas,
			Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "web"}},
				Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "web", Image: "nginx"}}},
			},
		},
	}
	d, err := cs.AppsV1().Deployments("default").Create(ctx, dep, metav1.CreateOptions{FieldManager: "cs-test"})
	fmt.Println(d.Name, *d.Spec.Replicas, d.Spec.Strategy.Type, d.ManagedFields[0].Manager, err)

	err = cs.CoreV1().ConfigMaps("default").Delete(ctx, "app", metav1.DeleteOptions{})
	fmt.Println(err)
	err = cs.CoreV1().ConfigMaps("default").Delete(ctx, "app", metav1.DeleteOptions{})
	fmt.Println(apierrors.IsNotFound(err), err)

	jobs, err := cs.BatchV1().Jobs("").List(ctx, metav1.ListOptions{})
	fmt.Println(len(jobs.Items), err)

	role := &rbacv1.Role{
		ObjectMeta: metav1.ObjectMeta{Name: "reader"},
		Rules:      []rbacv1.PolicyRule{{APIGroups: []string{""}, Resources: []string{"pods"}, Verbs: []string{"get"}}},
	}
	rr, err := cs.RbacV1().Roles("default").Create(ctx, role, metav1.CreateOptions{})
	fmt.Println(rr.Name, rr.Namespace, err)
	_, err = cs.PolicyV1().PodDisruptionBudgets("default").Get(ctx, "web", metav1.GetOptions{})
	fmt.Println(err)
}
`;

describe('client-go typed clientset', () => {
  it('creates, reads, lists, updates, patches and deletes directly, with the API errors', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: MAIN },
      ],
      objects: [],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'default true true true <nil>',
        'ADDED app *watch.StreamWatcher',
        'true configmaps "app" already exists',
        'true the namespace of the provided object does not match the namespace sent on the request',
        'true true true secrets "nope" not found',
        '1 app true <nil>',
        '2 true <nil>',
        'map[a:1 b:2 c:3] <nil>',
        'default Active <nil>',
        'web 1 RollingUpdate cs-test <nil>',
        '<nil>',
        'true configmaps "app" not found',
        '0 <nil>',
        'reader default <nil>',
        'poddisruptionbudgets.policy "web" not found',
        '',
      ].join('\n'),
    );
    const calls = r.trace.filter((e) => e.kind === 'api');
    expect(calls.every((e) => e.kind === 'api' && e.clientPath === 'direct')).toBe(true);
  }, 120_000);
});
