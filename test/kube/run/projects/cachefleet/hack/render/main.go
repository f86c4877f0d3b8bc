// render prints the apply configurations the operator sends, as JSON, to review them without a
// cluster.
package main

import (
	"encoding/json"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	appsv1ac "k8s.io/client-go/applyconfigurations/apps/v1"
	corev1ac "k8s.io/client-go/applyconfigurations/core/v1"
	metav1ac "k8s.io/client-go/applyconfigurations/meta/v1"
)

func show(v interface{}) {
	b, err := json.Marshal(v)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println(string(b))
}

func main() {
	show(appsv1ac.Deployment("web", "shop"))
	show(corev1ac.ConfigMap("web-config", "shop").
		WithLabels(map[string]string{"a": "1"}).
		WithLabels(map[string]string{"b": "2"}).
		WithData(map[string]string{"k": "v"}).
		WithFinalizers("x/one").
		WithFinalizers("x/two"))
	show(corev1ac.Service("web", "shop").WithSpec(corev1ac.ServiceSpec().
		WithType(corev1.ServiceTypeClusterIP).
		WithPorts(corev1ac.ServicePort().WithPort(80).WithTargetPort(intstr.FromInt32(8080)))))
	show(corev1ac.Volume().WithName("data").WithConfigMap(corev1ac.ConfigMapVolumeSource().WithName("web-config").WithDefaultMode(0o644)))
	show(metav1ac.Condition().WithType("Ready").WithStatus("True"))
	show(corev1ac.PodTemplateSpec())

	sts := appsv1ac.StatefulSet("db", "shop").WithSpec(appsv1ac.StatefulSetSpec().
		WithServiceName("db").
		WithVolumeClaimTemplates(corev1ac.PersistentVolumeClaim("data", "").
			WithSpec(corev1ac.PersistentVolumeClaimSpec().
				WithAccessModes(corev1.ReadWriteOnce))))
	fmt.Println(*sts.GetName(), *sts.GetNamespace(), *sts.GetKind(), *sts.GetAPIVersion(), *sts.Spec.VolumeClaimTemplates[0].Name)
	fmt.Printf("%T %v\n", sts.Spec.Replicas, sts.Spec.Replicas == nil)

	defer func() { fmt.Println("recovered:", recover()) }()
	corev1ac.PodSpec().WithContainers(corev1ac.Container().WithName("a"), nil)
}
