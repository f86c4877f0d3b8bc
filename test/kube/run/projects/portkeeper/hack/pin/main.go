// pin server-side applies the replica count of a Deployment as its own field manager, the way a
// small ops tool does with client-go's typed Apply, and shows who owns what afterwards.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	appsv1ac "k8s.io/client-go/applyconfigurations/apps/v1"
	corev1ac "k8s.io/client-go/applyconfigurations/core/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

func main() {
	kubeconfig := flag.String("kubeconfig", clientcmd.RecommendedHomeFile, "kubeconfig file")
	replicas := flag.Int("replicas", 3, "replicas to pin")
	flag.Parse()
	cfg, err := clientcmd.BuildConfigFromFlags("", *kubeconfig)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	kc := kubernetes.NewForConfigOrDie(cfg)
	ctx := context.Background()
	deployments := kc.AppsV1().Deployments("default")

	// without a field manager the API server refuses the apply
	_, err = deployments.Apply(ctx, appsv1ac.Deployment("web", "default"), metav1.ApplyOptions{})
	fmt.Println("no field manager:", err)
	_, err = deployments.Apply(ctx, nil, metav1.ApplyOptions{FieldManager: "pin"})
	fmt.Println("nil:", err)

	ac := appsv1ac.Deployment("web", "default").
		WithSpec(appsv1ac.DeploymentSpec().WithReplicas(int32(*replicas)))
	d, err := deployments.Apply(ctx, ac, metav1.ApplyOptions{FieldManager: "pin"})
	if err != nil {
		fmt.Println("apply:", err)
	} else {
		fmt.Println("applied:", d.Name, *d.Spec.Replicas, d.Spec.Template.Spec.Containers[0].Image)
		for _, m := range d.ManagedFields {
			fmt.Println("manager:", m.Manager, m.Operation)
		}
	}

	// the image belongs to whoever created the Deployment: taking it needs Force
	ac = appsv1ac.Deployment("web", "default").
		WithSpec(appsv1ac.DeploymentSpec().
			WithTemplate(corev1ac.PodTemplateSpec().
				WithSpec(corev1ac.PodSpec().
					WithContainers(corev1ac.Container().WithName("web").WithImage("nginx:1.29")))))
	_, err = deployments.Apply(ctx, ac, metav1.ApplyOptions{FieldManager: "pin"})
	fmt.Println("image:", err)
	d, err = deployments.Apply(ctx, ac, metav1.ApplyOptions{FieldManager: "pin", Force: true})
	if err != nil {
		fmt.Println("forced:", err)
	} else {
		fmt.Println("forced:", d.Spec.Template.Spec.Containers[0].Image, *d.Spec.Replicas)
	}

	cm, err := kc.CoreV1().ConfigMaps("default").Apply(ctx,
		corev1ac.ConfigMap("pins", "default").WithData(map[string]string{"web": fmt.Sprint(*replicas)}),
		metav1.ApplyOptions{FieldManager: "pin"})
	if err != nil {
		fmt.Println("configmap:", err)
	} else {
		fmt.Println("configmap:", cm.Name, cm.Data["web"], cm.ResourceVersion != "")
	}
}
