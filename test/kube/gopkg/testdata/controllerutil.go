package main

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/equality"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
)

// memClient stores Deployments by key; the methods it does not override stay nil (and would
// panic), which is all CreateOrUpdate needs.
type memClient struct {
	client.Client
	deployments map[client.ObjectKey]*appsv1.Deployment
	calls       []string
}

func (c *memClient) Get(ctx context.Context, key client.ObjectKey, obj client.Object, opts ...client.GetOption) error {
	c.calls = append(c.calls, "get")
	d, ok := c.deployments[key]
	if !ok {
		return apierrors.NewNotFound(appsv1.Resource("deployments"), key.Name)
	}
	d.DeepCopyInto(obj.(*appsv1.Deployment))
	return nil
}

func (c *memClient) Create(ctx context.Context, obj client.Object, opts ...client.CreateOption) error {
	c.calls = append(c.calls, "create")
	c.deployments[client.ObjectKeyFromObject(obj)] = obj.(*appsv1.Deployment).DeepCopy()
	return nil
}

func (c *memClient) Update(ctx context.Context, obj client.Object, opts ...client.UpdateOption) error {
	c.calls = append(c.calls, "update")
	c.deployments[client.ObjectKeyFromObject(obj)] = obj.(*appsv1.Deployment).DeepCopy()
	return nil
}

func main() {
	scheme := runtime.NewScheme()
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	fmt.Println(len(scheme.AllKnownTypes()), scheme.Recognizes(appsv1.SchemeGroupVersion.WithKind("Deployment")), appsv1.Resource("deployments"), corev1.Resource("pods"))

	pod := &corev1.Pod{}
	fmt.Println(controllerutil.AddFinalizer(pod, "lab/cleanup"), controllerutil.AddFinalizer(pod, "lab/cleanup"), pod.Finalizers)
	fmt.Println(controllerutil.ContainsFinalizer(pod, "lab/cleanup"), controllerutil.RemoveFinalizer(pod, "lab/cleanup"), controllerutil.RemoveFinalizer(pod, "lab/cleanup"), len(pod.Finalizers))

	a := corev1.ResourceList{corev1.ResourceCPU: resource.MustParse("1")}
	b := corev1.ResourceList{corev1.ResourceCPU: resource.MustParse("1000m")}
	fmt.Println(equality.Semantic.DeepEqual(a, b), equality.Semantic.DeepEqual(&corev1.Pod{}, &corev1.Pod{}), equality.Semantic.DeepEqual(a, corev1.ResourceList{}))
	fmt.Println(equality.Semantic.DeepDerivative(corev1.PodSpec{}, corev1.PodSpec{NodeName: "n"}), equality.Semantic.DeepEqual(corev1.PodSpec{}, corev1.PodSpec{NodeName: "n"}))

	c := &memClient{deployments: map[client.ObjectKey]*appsv1.Deployment{}}
	ctx := context.Background()
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "lab"}}
	mutate := func() error {
		dep.Spec.Replicas = ptr.To(int32(2))
		return nil
	}
	for i := 0; i < 2; i++ {
		op, err := controllerutil.CreateOrUpdate(ctx, c, dep, mutate)
		fmt.Println(op, err)
	}
	op, err := controllerutil.CreateOrUpdate(ctx, c, dep, func() error {
		dep.Spec.Replicas = ptr.To(int32(3))
		return nil
	})
	fmt.Println(op, err, *c.deployments[client.ObjectKey{Namespace: "lab", Name: "web"}].Spec.Replicas, c.calls)
	_, err = controllerutil.CreateOrUpdate(ctx, c, dep, func() error {
		dep.Name = "renamed"
		return nil
	})
	fmt.Println(err)
}

// Output:
// 100 true deployments.apps pods
// true false [lab/cleanup]
// true true false 0
// true true false
// true false
// created <nil>
// unchanged <nil>
// updated <nil> 3 [get create get get update]
// MutateFn cannot mutate object name and/or object namespace
