// corpus: fail scope.get-namespace
// Typed clientset: Secrets(r.Namespace) with a reconciler field main.go never fills: the GET goes to the namespace-less path and the 404 reads as a missing Secret.
package controller

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
	// Namespace is where the operator keeps shared settings.
	Namespace string
	secrets   kubernetes.Interface
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	_, err := r.secrets.CoreV1().Secrets(r.Namespace).Get(ctx, app.Spec.SecretName, metav1.GetOptions{})
	found := err == nil
	if err != nil && !apierrors.IsNotFound(err) {
		return ctrl.Result{}, err
	}
	if !found {
		log.Info("credentials secret not found", "secret", app.Spec.SecretName)
	}
	if app.Status.CredentialsFound == found && app.Status.Message != "" {
		return ctrl.Result{}, nil
	}
	base := app.DeepCopy()
	app.Status.CredentialsFound = found
	app.Status.Message = map[bool]string{true: "credentials loaded", false: "secret " + app.Spec.SecretName + " not found"}[found]
	return ctrl.Result{}, r.Status().Patch(ctx, &app, client.MergeFrom(base))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.secrets = kubernetes.NewForConfigOrDie(mgr.GetConfig())
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
