// controllerutil.CreateOrPatch run as learner Go against the simulated cluster (envtest + client.New):
// the operation results the real one decides ([CR] pkg/controller/controllerutil/controllerutil.go,
// v0.24.1), what reaches the server through Patch and Status().Patch, and the MutateFn key error.
import { expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';
import { newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { phases } from './helpers.ts';

const src = `package main

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
)

func main() {
	testEnv := &envtest.Environment{}
	cfg, err := testEnv.Start()
	if err != nil {
		panic(err)
	}
	defer testEnv.Stop()
	c, err := client.New(cfg, client.Options{Scheme: clientgoscheme.Scheme})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()

	// A ConfigMap has no status: only created, unchanged and updated are possible.
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cfg", Namespace: "default"}}
	value := "1"
	setData := func() error {
		cm.Data = map[string]string{"k": value}
		return nil
	}
	for _, v := range []string{"1", "1", "2"} {
		value = v
		op, err := controllerutil.CreateOrPatch(ctx, c, cm, setData)
		fmt.Println("configmap", v, op, err)
	}
	stored := &corev1.ConfigMap{}
	fmt.Println(c.Get(ctx, client.ObjectKeyFromObject(cm), stored), stored.Data["k"])

	// A Deployment has a status subresource: status changes go through Status().Patch.
	labels := map[string]string{"app": "web"}
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"}}
	image, ready := "nginx:1", int32(0)
	// Edits in place, so the fields the server defaulted survive.
	mutate := func() error {
		if dep.Spec.Selector == nil {
			dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		}
		dep.Spec.Template.ObjectMeta.Labels = labels
		if len(dep.Spec.Template.Spec.Containers) == 0 {
			dep.Spec.Template.Spec.Containers = []corev1.Container{{Name: "web"}}
		}
		dep.Spec.Template.Spec.Containers[0].Image = image
		dep.Status.ReadyReplicas = ready
		return nil
	}
	steps := []struct {
		what  string
		image string
		ready int32
	}{
		{"create", "nginx:1", 3},
		{"no-op", "nginx:1", 0},
		{"spec", "nginx:2", 0},
		{"status", "nginx:2", 2},
		{"both", "nginx:3", 1},
	}
	for _, s := range steps {
		image, ready = s.image, s.ready
		op, err := controllerutil.CreateOrPatch(ctx, c, dep, mutate)
		got := &appsv1.Deployment{}
		getErr := c.Get(ctx, client.ObjectKeyFromObject(dep), got)
		fmt.Println("deployment", s.what, op, err, getErr, got.Spec.Template.Spec.Containers[0].Image, got.Status.ReadyReplicas, dep.Status.ReadyReplicas)
	}

	// Replacing the containers drops what the server defaulted (imagePullPolicy...): always a patch.
	op, err := controllerutil.CreateOrPatch(ctx, c, dep, func() error {
		dep.Spec.Template.Spec.Containers = []corev1.Container{{Name: "web", Image: image}}
		return nil
	})
	fmt.Println("deployment reset-defaults", op, err)

	// The MutateFn may not move the object to another key, whether it exists or not.
	renamed := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cfg", Namespace: "default"}}
	op, err = controllerutil.CreateOrPatch(ctx, c, renamed, func() error {
		renamed.Name = "other"
		return nil
	})
	fmt.Printf("%q %v\\n", op, err)
	missing := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "missing", Namespace: "default"}}
	op, err = controllerutil.CreateOrPatch(ctx, c, missing, func() error {
		missing.Namespace = "kube-system"
		return nil
	})
	fmt.Printf("%q %v\\n", op, err)

	// A MutateFn error is returned as is; a nil MutateFn on an existing object changes nothing.
	op, err = controllerutil.CreateOrPatch(ctx, c, cm, func() error { return fmt.Errorf("boom") })
	fmt.Printf("%q %v\\n", op, err)
	op, err = controllerutil.CreateOrPatch(ctx, c, dep, nil)
	fmt.Printf("%q %v\\n", op, err)
}
`;

it('CreateOrPatch reports created, unchanged, updated, updatedStatus and updatedStatusOnly as the real one', () => {
  const env = newKubeEnv();
  const r = withKubeEnv(env, () => runGo({ files: [{ name: 'main.go', src }], phases, clock: env.goClock }));
  expect(r.stderr).toBe('');
  expect(r.stdout.split('\n')).toEqual([
    'configmap 1 created <nil>',
    'configmap 1 unchanged <nil>',
    'configmap 2 updated <nil>',
    '<nil> 2',
    // On create the status is not written (the server drops it): the next call sees ready 0.
    'deployment create created <nil> <nil> nginx:1 0 0',
    'deployment no-op unchanged <nil> <nil> nginx:1 0 0',
    'deployment spec updated <nil> <nil> nginx:2 0 0',
    'deployment status updatedStatusOnly <nil> <nil> nginx:2 2 2',
    'deployment both updatedStatus <nil> <nil> nginx:3 1 1',
    'deployment reset-defaults updated <nil>',
    '"unchanged" MutateFn cannot mutate object name and/or object namespace',
    '"unchanged" MutateFn cannot mutate object name and/or object namespace',
    '"unchanged" boom',
    '"unchanged" <nil>',
    '',
  ]);
});
