// corpus: fail scope.list-namespace
// Mistake: the namespace scope sits in the options table behind a reconciler setting (PerNamespace) that main.go never sets, so the List goes to every namespace.
package controller

import (
	"context"
	"errors"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
	// PerNamespace restricts the count to the App's namespace.
	PerNamespace bool
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

func count[L client.ObjectList](ctx context.Context, c client.Reader, list L, opts ...client.ListOption) (int, error) {
	if err := c.List(ctx, list, opts...); err != nil {
		return 0, fmt.Errorf("list: %w", err)
	}
	return meta.LenList(list), nil
}

// Reconcile counts the App's Pods and records the count in its status.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		var se *apierrors.StatusError
		if errors.As(err, &se) && se.ErrStatus.Reason == metav1.StatusReasonNotFound {
			return ctrl.Result{}, nil
		}
		return ctrl.Result{}, err
	}

	scopes := []struct {
		why string
		on  bool
		opt client.ListOption
	}{
		{"the App's own namespace", r.PerNamespace, client.InNamespace(app.Namespace)},
		{"the App's component", true, client.MatchingLabels{"app": app.Spec.Component}},
	}
	opts := make([]client.ListOption, 0, len(scopes))
	for _, s := range scopes {
		if s.on {
			opts = append(opts, s.opt)
		}
	}

	n, err := count(ctx, r.Client, &corev1.PodList{}, opts...)
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("pods of %s: %w", req.NamespacedName, err)
	}
	if app.Status.Pods == int32(n) {
		return ctrl.Result{}, nil
	}
	app.Status.Pods = int32(n)
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
