package main

import (
	"context"
	"fmt"

	"example.com/op/api"
	"example.com/op/client"
)

type Reconciler struct {
	client.Client
}

func (r *Reconciler) Reconcile(ctx context.Context, key client.ObjectKey) error {
	var pod api.Pod
	if err := r.Get(ctx, client.InNamespace(key.Namespace), &pod); err != nil {
		return err
	}
	if err := r.Get(ctx, key, pod); err != nil {
		return client.IgnoreNotFound(err)
	}
	var pods api.PodList
	if err := r.List(ctx, &pods, key.Namespace); err != nil {
		return err
	}
	if err := r.Get(ctx, key, &pod, client.InNamespace("x")); err != nil {
		return err
	}
	pod.uid = "1234"
	if err := pod.validate(); err != nil {
		return err
	}
	o := api.options{}
	err := r.Update(ctx, pod)
	return r.List(ctx, pods)
}

func main() {
	fmt.Println(&Reconciler{})
}

// Error:
// # example.com/op
// ./main.go:17:23: cannot use client.InNamespace(key.Namespace) (value of string type client.InNamespace) as client.ObjectKey value in argument to r.Get
// ./main.go:20:28: cannot use pod (variable of struct type api.Pod) as client.Object value in argument to r.Get: api.Pod does not implement client.Object (method GetName has pointer receiver)
// ./main.go:24:31: cannot use key.Namespace (variable of type string) as client.ListOption value in argument to r.List: string does not implement client.ListOption (missing method ApplyToList)
// ./main.go:27:34: cannot use client.InNamespace("x") (constant "x" of string type client.InNamespace) as client.GetOption value in argument to r.Get: client.InNamespace does not implement client.GetOption (missing method ApplyToGet)
// ./main.go:30:6: pod.uid undefined (cannot refer to unexported field uid)
// ./main.go:31:16: pod.validate undefined (cannot refer to unexported method validate)
// ./main.go:34:2: declared and not used: o
// ./main.go:34:11: undefined: api.options
// ./main.go:35:23: cannot use pod (variable of struct type api.Pod) as client.Object value in argument to r.Update: api.Pod does not implement client.Object (method GetName has pointer receiver)
// ./main.go:36:21: cannot use pods (variable of struct type api.PodList) as client.ObjectList value in argument to r.List: api.PodList does not implement client.ObjectList (method Len has pointer receiver)
// ./main.go:34:2: too many errors
