// Command reconcile-check drives the Tenant reconciler against controller-runtime's fake client,
// with failures injected through interceptor.Funcs, and prints what the reconciler did: the kind
// of check the unit tests make, runnable without a cluster.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"
	"sigs.k8s.io/controller-runtime/pkg/client/interceptor"

	platformv1alpha1 "github.com/acme/tenant-operator/api/v1alpha1"
	"github.com/acme/tenant-operator/internal/controller"
)

func main() {
	scheme := runtime.NewScheme()
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(platformv1alpha1.AddToScheme(scheme))

	tenant := &platformv1alpha1.Tenant{
		ObjectMeta: metav1.ObjectMeta{Name: "search"},
		Spec:       platformv1alpha1.TenantSpec{Quota: platformv1alpha1.TenantQuota{Pods: 4}},
	}

	quotaCreates, statusUpdates := 0, 0
	c := fake.NewClientBuilder().
		WithScheme(scheme).
		WithObjects(tenant).
		WithStatusSubresource(tenant).
		WithInterceptorFuncs(interceptor.Funcs{
			Create: func(ctx context.Context, c client.WithWatch, obj client.Object, opts ...client.CreateOption) error {
				if _, ok := obj.(*corev1.ResourceQuota); ok {
					quotaCreates++
					if quotaCreates == 1 {
						return apierrors.NewServiceUnavailable("quota admission is not ready")
					}
				}
				return c.Create(ctx, obj, opts...)
			},
			SubResourceUpdate: func(ctx context.Context, c client.Client, subResourceName string, obj client.Object, opts ...client.SubResourceUpdateOption) error {
				statusUpdates++
				return c.SubResource(subResourceName).Update(ctx, obj, opts...)
			},
		}).
		Build()

	r := &controller.TenantReconciler{Client: c, Scheme: scheme}
	req := ctrl.Request{NamespacedName: types.NamespacedName{Name: "search"}}
	ctx := context.Background()

	for i := 1; i <= 2; i++ {
		res, err := r.Reconcile(ctx, req)
		fmt.Printf("reconcile %d: %+v err=%v\n", i, res, err)
		printTenant(ctx, c)
	}
	fmt.Printf("quota creates=%d status updates=%d\n", quotaCreates, statusUpdates)

	quota := &corev1.ResourceQuota{}
	if err := c.Get(ctx, types.NamespacedName{Namespace: "tenant-search", Name: "tenant-quota"}, quota); err != nil {
		fmt.Println("quota:", err)
		os.Exit(1)
	}
	pods := quota.Spec.Hard[corev1.ResourcePods]
	fmt.Printf("quota pods=%s owner=%s\n", pods.String(), quota.OwnerReferences[0].Kind)

	// Deleting: the fake client keeps the Tenant while its finalizer is there.
	current := &platformv1alpha1.Tenant{}
	_ = c.Get(ctx, req.NamespacedName, current)
	if err := c.Delete(ctx, current); err != nil {
		fmt.Println("delete:", err)
		os.Exit(1)
	}
	for i := 3; i <= 4; i++ {
		res, err := r.Reconcile(ctx, req)
		fmt.Printf("reconcile %d: %+v err=%v\n", i, res, err)
	}
	err := c.Get(ctx, req.NamespacedName, &platformv1alpha1.Tenant{})
	fmt.Println("tenant after finalize:", apierrors.IsNotFound(err), errors.Unwrap(err) == nil)
}

func printTenant(ctx context.Context, c client.Client) {
	t := &platformv1alpha1.Tenant{}
	if err := c.Get(ctx, types.NamespacedName{Name: "search"}, t); err != nil {
		fmt.Println("  get:", err)
		return
	}
	fmt.Printf("  finalizers=%v namespace=%q\n", t.Finalizers, t.Status.Namespace)
	for _, cond := range t.Status.Conditions {
		fmt.Printf("  %s=%s %s: %s\n", cond.Type, cond.Status, cond.Reason, cond.Message)
	}
}
