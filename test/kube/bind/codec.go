package main

import (
	"context"
	"fmt"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/client-go/rest"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	c, err := client.New(&rest.Config{Host: "https://127.0.0.1:6443"}, client.Options{})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()

	s := &corev1.Secret{
		ObjectMeta: metav1.ObjectMeta{Name: "s", Namespace: "default", Labels: map[string]string{"b": "2", "a": "1"}},
		Data:       map[string][]byte{"password": []byte("hunter2\x00\xff")},
		Type:       corev1.SecretTypeOpaque,
	}
	fmt.Println("secret:", c.Create(ctx, s), string(s.Data["password"]) == "hunter2\x00\xff", len(s.Data["password"]))

	svc := &corev1.Service{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"},
		Spec: corev1.ServiceSpec{
			Selector: map[string]string{"app": "web"},
			Ports: []corev1.ServicePort{
				{Name: "http", Port: 80, TargetPort: intstr.FromInt32(8080)},
				{Name: "metrics", Port: 9090, TargetPort: intstr.FromString("metrics")},
			},
		},
	}
	fmt.Println("service:", c.Create(ctx, svc), svc.Spec.Ports[0].TargetPort.IntValue(), svc.Spec.Ports[1].TargetPort.String())

	dep := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"},
		Spec: appsv1.DeploymentSpec{
			Replicas: ptr.To(int32(3)),
			Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "web"}},
				Spec: corev1.PodSpec{Containers: []corev1.Container{{
					Name:  "web",
					Image: "nginx",
					Resources: corev1.ResourceRequirements{
						Limits:   corev1.ResourceList{corev1.ResourceCPU: resource.MustParse("1000m"), corev1.ResourceMemory: resource.MustParse("128Mi")},
						Requests: corev1.ResourceList{corev1.ResourceCPU: resource.MustParse("0.5")},
					},
				}}},
			},
		},
	}
	fmt.Println("deployment:", c.Create(ctx, dep), *dep.Spec.Replicas)
	lim := dep.Spec.Template.Spec.Containers[0].Resources.Limits
	req := dep.Spec.Template.Spec.Containers[0].Resources.Requests
	cpu, mem, rcpu := lim[corev1.ResourceCPU], lim[corev1.ResourceMemory], req[corev1.ResourceCPU]
	fmt.Println("quantities:", cpu.String(), mem.String(), rcpu.String(), mem.Value())

	// Times: second precision on the wire; conditions round-trip.
	created := dep.CreationTimestamp
	fmt.Println("created:", created.UTC().Format(time.RFC3339), created.Time.Equal(time.Now().Truncate(time.Second)))
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c", Namespace: "default"}}
	fmt.Println("configmap:", c.Create(ctx, cm), cm.Data == nil, cm.Labels == nil)
	var got corev1.ConfigMap
	fmt.Println("get:", c.Get(ctx, client.ObjectKeyFromObject(cm), &got), got.Data == nil)

	conds := []metav1.Condition{}
	meta.SetStatusCondition(&conds, metav1.Condition{Type: "Ready", Status: metav1.ConditionTrue, Reason: "Up", Message: "ok"})
	fmt.Println("condition time set:", !conds[0].LastTransitionTime.IsZero())
}
