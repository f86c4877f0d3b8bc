// client.StrategicMergeFrom computes strategicpatch.CreateTwoWayMergePatch from the Go type's
// patchStrategy/patchMergeKey tags, so removing a container or an env var really removes it (a
// plain merge diff sent as a strategic patch would keep it).
import { expect, it } from 'vitest';
import { runWithCluster } from './helpers.ts';

// The replaced container literal drops the server-defaulted imagePullPolicy, terminationMessagePath and
// terminationMessagePolicy: the real diff sends null for them too.
it('StrategicMergeFrom patches keyed lists item by item, with deletions and element order', () => {
  const r = runWithCluster(`package main

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/rest"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	c, _ := client.New(&rest.Config{}, client.Options{})
	ctx := context.Background()
	labels := map[string]string{"app": "web"}
	dep := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default", Finalizers: []string{"x/a", "x/b"}},
		Spec: appsv1.DeploymentSpec{
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: corev1.PodSpec{Containers: []corev1.Container{
					{Name: "web", Image: "nginx:1", Env: []corev1.EnvVar{{Name: "A", Value: "1"}, {Name: "B", Value: "2"}}},
					{Name: "sidecar", Image: "busybox"},
				}},
			},
		},
	}
	if err := c.Create(ctx, dep); err != nil {
		panic(err)
	}
	base := dep.DeepCopy()
	dep.Spec.Template.Spec.Containers = []corev1.Container{
		{Name: "web", Image: "nginx:2", Env: []corev1.EnvVar{{Name: "A", Value: "1"}}},
	}
	dep.Finalizers = []string{"x/b", "x/c"}
	patch := client.StrategicMergeFrom(base)
	data, _ := patch.Data(dep)
	fmt.Println(string(data))
	fmt.Println(c.Patch(ctx, dep, patch))
	cs := dep.Spec.Template.Spec.Containers
	fmt.Println(len(cs), cs[0].Image, len(cs[0].Env), dep.Finalizers)
}
`);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      '{"metadata":{"$deleteFromPrimitiveList/finalizers":["x/a"],"$setElementOrder/finalizers":["x/b","x/c"],"finalizers":["x/c"]},"spec":{"template":{"spec":{"$setElementOrder/containers":[{"name":"web"}],"containers":[{"$setElementOrder/env":[{"name":"A"}],"env":[{"$patch":"delete","name":"B"}],"image":"nginx:2","imagePullPolicy":null,"name":"web","terminationMessagePath":null,"terminationMessagePolicy":null},{"$patch":"delete","name":"sidecar"}]}}}}',
      '<nil>',
      '1 nginx:2 1 [x/b x/c]',
      '',
    ].join('\n'),
  );
});
