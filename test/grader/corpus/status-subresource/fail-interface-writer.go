// corpus: fail status.written-via-subresource
// 状态通过一个接口写回；实现用的是 r.Client 本身（client.Writer），而不是 r.Status()：mistake behind an interface.
package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// statusSaver 把状态保存下来。
type statusSaver interface {
	Save(ctx context.Context, app *labv1.App) error
}

type patchSaver struct{ w client.Writer }

// Save 用 merge patch 写回整个对象（包括 status）。
func (p patchSaver) Save(ctx context.Context, app *labv1.App) error {
	patch := client.MergeFrom(&labv1.App{})
	return p.w.Patch(ctx, app, patch)
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) saver() statusSaver { return patchSaver{w: r.Client} }

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}
	app.Status.Phase = "Ready"
	app.Status.Version = app.Spec.Version
	// 保存
	if err := r.saver().Save(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
