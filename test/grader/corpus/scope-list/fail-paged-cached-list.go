// corpus: fail outcome.pod-count
// Mistake: the Pods are counted page by page (client.Limit, client.Continue) through the manager's client: the cache applies the Limit but hands back no continue token, so the loop stops after the first page.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

// pageSize keeps each List small on big namespaces.
const pageSize = 1

// countPods counts the Pods with the App's label in its namespace, one page at a time.
func countPods(ctx context.Context, c client.Reader, app *labv1.App) (int32, error) {
	var n int32
	opts := []client.ListOption{
		client.InNamespace(app.Namespace),
		client.MatchingLabels{"app": app.Spec.Component},
		client.Limit(pageSize),
	}
	for cont := ""; ; {
		var page corev1.PodList
		if err := c.List(ctx, &page, append(opts, client.Continue(cont))...); err != nil {
			return 0, err
		}
		n += int32(len(page.Items))
		if cont = page.Continue; cont == "" {
			return n, nil
		}
	}
}

// Reconcile counts the App's Pods and records the count in its status.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	n, err := countPods(ctx, r.Client, &app)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Pods = n
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
