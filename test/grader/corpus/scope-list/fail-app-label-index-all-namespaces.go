// corpus: fail scope.list-namespace
// The same app-label index on Pods, trusted to scope the List: without client.InNamespace the cache answers from the index key for all namespaces, and team-b's Pod is counted too.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

const podAppIndex = "pod.app"

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

// Reconcile counts the App's Pods in its own namespace.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var pods corev1.PodList
	if err := r.List(ctx, &pods, client.MatchingFields{podAppIndex: app.Spec.Component}); err != nil {
		return ctrl.Result{}, err
	}
	count := int32(len(pods.Items))

	err := retry.RetryOnConflict(retry.DefaultRetry, func() error {
		var latest labv1.App
		if err := r.Get(ctx, req.NamespacedName, &latest); err != nil {
			return err
		}
		if latest.Status.Pods == count {
			return nil
		}
		latest.Status.Pods = count
		return r.Status().Update(ctx, &latest)
	})
	return ctrl.Result{}, client.IgnoreNotFound(err)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	if err := mgr.GetFieldIndexer().IndexField(context.Background(), &corev1.Pod{}, podAppIndex, func(o client.Object) []string {
		if v := o.GetLabels()["app"]; v != "" {
			return []string{v}
		}
		return nil
	}); err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
