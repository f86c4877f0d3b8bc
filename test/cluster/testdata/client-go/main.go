// A client-go program against `oplab cluster serve`: what a learner's compiled operator does through
// its kubeconfig. Run by test/cluster/client-go.test.ts when the module cache holds client-go.
package main

import (
	"context"
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

func main() {
	cfg, err := clientcmd.BuildConfigFromFlags("", os.Args[1])
	if err != nil {
		panic(err)
	}
	cs := kubernetes.NewForConfigOrDie(cfg)
	ctx := context.Background()
	cms := cs.CoreV1().ConfigMaps("default")
	created, err := cms.Create(ctx, &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Name: "client-go-made"},
		Data:       map[string]string{"k": "v1"},
	}, metav1.CreateOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Println("create", created.Name, created.Data["k"])
	stale := created.DeepCopy()
	created.Data["k"] = "v2"
	if _, err := cms.Update(ctx, created, metav1.UpdateOptions{}); err != nil {
		panic(err)
	}
	stale.Data["k"] = "v3"
	_, err = cms.Update(ctx, stale, metav1.UpdateOptions{})
	fmt.Println("stale update conflict:", apierrors.IsConflict(err))
	fmt.Println(err)
	list, err := cms.List(ctx, metav1.ListOptions{LabelSelector: "missing=label"})
	if err != nil {
		panic(err)
	}
	fmt.Println("list", len(list.Items))
	_, err = cs.CoreV1().Secrets("default").Get(ctx, "nowhere", metav1.GetOptions{})
	fmt.Println("get", apierrors.IsNotFound(err), err)
}
