// corpus: fail scope.list-namespace
// The same wrapper, but it takes the namespace from the App's name (a swapped field hidden in the helper).
package controller

import (
	"context"

	"github.com/go-logr/logr"
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

type podCounter struct {
	client.Reader
}

func (p podCounter) forApp(ctx context.Context, app *labv1.App) (int, error) {
	var pods corev1.PodList
	if err := p.List(ctx, &pods, client.InNamespace(app.GetName()), client.MatchingLabels{"app": app.Spec.Component}); err != nil {
		return 0, err
	}
	return len(pods.Items), nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	lg := logr.FromContextOrDiscard(ctx)
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	n, err := podCounter{r.Client}.forApp(ctx, &app)
	if err != nil {
		lg.Error(err, "listing pods")
		return ctrl.Result{}, err
	}
	base := app.DeepCopy()
	app.Status.Pods = int32(n)
	return ctrl.Result{}, r.Status().Patch(ctx, &app, client.MergeFrom(base))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
