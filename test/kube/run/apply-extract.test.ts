// client-go's apply configurations have ExtractX (and ExtractXStatus for a kind with a status):
// the extract/modify-in-place/apply workflow reads back what one field manager applied, from the
// object's managedFields ([K8S] staging/src/k8s.io/client-go/applyconfigurations/apps/v1/
// deployment.go, applyconfiguration-gen). Operators written that way (zoetrope's
// kubebuilder-training MarkdownView compares the extracted configuration with the one it is about
// to apply) did not build: `undefined: appsv1apply.ExtractDeployment`.

import { expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/extract

go 1.24.0

require (
	k8s.io/api v0.34.0
	k8s.io/apimachinery v0.34.0
	k8s.io/client-go v0.34.0
	sigs.k8s.io/controller-runtime v0.22.0
)
`;

const MAIN = `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/types"
	appsv1apply "k8s.io/client-go/applyconfigurations/apps/v1"
	corev1apply "k8s.io/client-go/applyconfigurations/core/v1"
	metav1apply "k8s.io/client-go/applyconfigurations/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch

func show(label string, v any) {
	b, _ := json.Marshal(v)
	fmt.Println(label, string(b))
}

func main() {
	c, err := client.New(ctrl.GetConfigOrDie(), client.Options{})
	if err != nil {
		os.Exit(1)
	}
	ctx := context.Background()
	labels := map[string]string{"app": "web"}
	dep := appsv1apply.Deployment("web", "default").
		WithLabels(labels).
		WithSpec(appsv1apply.DeploymentSpec().
			WithReplicas(2).
			WithSelector(metav1apply.LabelSelector().WithMatchLabels(labels)).
			WithTemplate(corev1apply.PodTemplateSpec().
				WithLabels(labels).
				WithSpec(corev1apply.PodSpec().
					WithContainers(corev1apply.Container().WithName("web").WithImage("nginx:1.27")))))
	if err := c.Apply(ctx, dep, client.FieldOwner("web-operator")); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	// another manager changes the replicas with an Update: the operator no longer owns them
	var got appsv1.Deployment
	if err := c.Get(ctx, types.NamespacedName{Namespace: "default", Name: "web"}, &got); err != nil {
		os.Exit(1)
	}
	got.Spec.Replicas = new(int32)
	*got.Spec.Replicas = 5
	if err := c.Update(ctx, &got, client.FieldOwner("kubectl-scale")); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	if err := c.Get(ctx, types.NamespacedName{Namespace: "default", Name: "web"}, &got); err != nil {
		os.Exit(1)
	}
	mine, err := appsv1apply.ExtractDeployment(&got, "web-operator")
	fmt.Println(err)
	show("web-operator:", mine)
	theirs, err := appsv1apply.ExtractDeployment(&got, "kubectl-scale")
	show("kubectl-scale (an Update, not an Apply):", theirs)
	status, err := appsv1apply.ExtractDeploymentStatus(&got, "web-operator")
	show("status:", status)

	cm := corev1apply.ConfigMap("settings", "default").WithData(map[string]string{"mode": "fast"})
	if err := c.Apply(ctx, cm, client.FieldOwner("web-operator")); err != nil {
		os.Exit(1)
	}
	var gotCM corev1.ConfigMap
	if err := c.Get(ctx, types.NamespacedName{Namespace: "default", Name: "settings"}, &gotCM); err != nil {
		os.Exit(1)
	}
	extracted, err := corev1apply.ExtractConfigMap(&gotCM, "web-operator")
	show("configmap:", extracted)
}
`;

it('extracts what a field manager applied from managedFields', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: MAIN },
    ],
    objects: [],
  });
  expect(r.stderr).toBe('');
  expect(r.stage).toBe('run');
  expect(r.stdout).toBe(
    [
      '<nil>',
      'web-operator: {"kind":"Deployment","apiVersion":"apps/v1","metadata":{"name":"web","namespace":"default","labels":{"app":"web"}},"spec":{"selector":{"matchLabels":{"app":"web"}},"template":{"metadata":{"labels":{"app":"web"}},"spec":{"containers":[{"name":"web","image":"nginx:1.27"}]}}}}',
      'kubectl-scale (an Update, not an Apply): {"kind":"Deployment","apiVersion":"apps/v1","metadata":{"name":"web","namespace":"default"}}',
      'status: {"kind":"Deployment","apiVersion":"apps/v1","metadata":{"name":"web","namespace":"default"}}',
      'configmap: {"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"settings","namespace":"default"},"data":{"mode":"fast"}}',
      '',
    ].join('\n'),
  );
});
