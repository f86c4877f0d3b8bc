// corpus: fail scope.get-namespace
// Reads the Secret with a key whose Namespace comes from a package-level default ("default") when the App's is not copied.
package controller

import (
	"context"
	"errors"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

var (
	_ = errors.As
	_ = apierrors.IsNotFound
	_ = metav1.StatusReasonNotFound
	_ = types.NamespacedName{}
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}

func (r *AppReconciler) report(ctx context.Context, app *labv1.App, found bool, msg string) (ctrl.Result, error) {
	app.Status.CredentialsFound = found
	app.Status.Message = msg
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

var secretKey = types.NamespacedName{Namespace: "default"}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	key := secretKey
	key.Name = app.Spec.SecretName
	var s corev1.Secret
	if err := r.Get(ctx, key, &s); err != nil {
		if apierrors.IsNotFound(err) {
			return r.report(ctx, app, false, "secret "+app.Spec.SecretName+" not found")
		}
		return ctrl.Result{}, err
	}
	return r.report(ctx, app, true, "credentials loaded")
}
