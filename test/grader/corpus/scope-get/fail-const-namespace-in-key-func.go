// corpus: fail scope.get-namespace
// Mistake: the Secret's key comes from a method that uses a package constant for the namespace, so team-c's App looks in team-a.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

const secretsNamespace = "team-a"

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func (r *AppReconciler) secretKey(app *labv1.App) types.NamespacedName {
	return types.NamespacedName{Namespace: secretsNamespace, Name: app.Spec.SecretName}
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := new(labv1.App)
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	found, msg, err := r.lookup(ctx, app)
	if err != nil {
		return ctrl.Result{}, err
	}
	app.Status.CredentialsFound = found
	app.Status.Message = msg
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

func (r *AppReconciler) lookup(ctx context.Context, app *labv1.App) (bool, string, error) {
	s := &corev1.Secret{}
	err := r.Get(ctx, r.secretKey(app), s)
	if apierrors.IsNotFound(err) {
		return false, "secret " + app.Spec.SecretName + " not found", nil
	}
	if err != nil {
		return false, "", err
	}
	return true, "credentials loaded", nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
