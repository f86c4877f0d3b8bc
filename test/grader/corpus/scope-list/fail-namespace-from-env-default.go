// corpus: fail scope.list-namespace
// Mistake: the Pods' namespace comes from an env var with a fallback literal; the manager sets no such var, so every App counts team-a's Pods.
package controller

import (
	"context"
	"os"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func workloadNamespace() string {
	if ns, ok := os.LookupEnv("WORKLOAD_NAMESPACE"); ok && ns != "" {
		return ns
	}
	return "team-a"
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	opts := &client.ListOptions{Namespace: workloadNamespace()}
	client.MatchingLabels{"app": app.Spec.Component}.ApplyToList(opts)
	var pods corev1.PodList
	if err := r.List(ctx, &pods, opts); err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Pods = int32(len(pods.Items))
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
