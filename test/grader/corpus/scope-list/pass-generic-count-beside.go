// corpus: pass
// Style: a generic counter over any list type, given the owner to scope by; status written with RetryOnConflict.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func countBeside[L client.ObjectList](ctx context.Context, c client.Reader, owner client.Object, list L, sel map[string]string) (int, error) {
	if err := c.List(ctx, list, client.InNamespace(owner.GetNamespace()), client.MatchingLabels(sel)); err != nil {
		return 0, err
	}
	return meta.LenList(list), nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	return ctrl.Result{}, client.IgnoreNotFound(retry.RetryOnConflict(retry.DefaultBackoff, func() error {
		var app labv1.App
		if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
			return err
		}
		n, err := countBeside(ctx, r, &app, &corev1.PodList{}, map[string]string{"app": app.Spec.Component})
		if err != nil {
			return err
		}
		app.Status.Pods = int32(n)
		return r.Status().Update(ctx, &app)
	}))
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
