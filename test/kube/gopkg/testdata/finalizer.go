package main

import (
	"context"
	"errors"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/finalizer"
)

type cleanup struct{ fail bool }

func (c *cleanup) Finalize(ctx context.Context, obj client.Object) (finalizer.Result, error) {
	if c.fail {
		return finalizer.Result{StatusUpdated: true}, errors.New("bucket not empty")
	}
	obj.SetAnnotations(map[string]string{"cleaned": "yes"})
	return finalizer.Result{}, nil
}

func main() {
	ctx := context.Background()
	fs := finalizer.NewFinalizers()
	c := &cleanup{fail: true}
	fmt.Println(fs.Register("example.com/cleanup", c))
	fmt.Println(fs.Register("example.com/cleanup", c))
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "ns"}}
	res, err := fs.Finalize(ctx, cm)
	fmt.Printf("%+v %v %v\n", res, err, cm.Finalizers)
	res, err = fs.Finalize(ctx, cm)
	fmt.Printf("%+v %v %v\n", res, err, cm.Finalizers)
	now := metav1.Now()
	cm.DeletionTimestamp = &now
	res, err = fs.Finalize(ctx, cm)
	fmt.Printf("%+v %v %v\n", res, err, cm.Finalizers)
	c.fail = false
	res, err = fs.Finalize(ctx, cm)
	fmt.Printf("%+v %v %v %v\n", res, err, cm.Finalizers, cm.Annotations)
}
