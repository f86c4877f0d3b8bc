// corpus: fail scope.get-namespace
// Mistake: a table of candidate namespaces tried in order, the operator's shared namespace (a reconciler field defaulted in SetupWithManager) before the App's: every reconcile also reads a Secret in another namespace.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
	// Namespace holds credentials shared by every App (the operator's own namespace).
	Namespace string
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	found := false
	for _, ns := range []string{r.Namespace, app.Namespace} {
		var secret corev1.Secret
		err := r.Get(ctx, client.ObjectKey{Namespace: ns, Name: app.Spec.SecretName}, &secret)
		if apierrors.IsNotFound(err) {
			logger.V(1).Info("not in namespace", "namespace", ns)
			continue
		}
		if err != nil {
			return ctrl.Result{}, fmt.Errorf("get secret in %q: %w", ns, err)
		}
		found = true
		break
	}

	app.Status.CredentialsFound = found
	if found {
		app.Status.Message = "credentials loaded"
	} else {
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	}
	if err := r.Status().Update(ctx, &app); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	if r.Namespace == "" {
		r.Namespace = "team-b"
	}
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
