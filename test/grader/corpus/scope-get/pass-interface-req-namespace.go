// corpus: pass
// Reads through a small interface whose implementation takes the namespace from the request (a valid source: the App's own), status with Patch + MergeFrom, unusual formatting.
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

type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

type credentialSource interface {
	Fetch(ctx context.Context, name string) (*corev1.Secret, error)
}

type namespacedSecrets struct{ reader client.Reader; namespace string }

func (n namespacedSecrets) Fetch(ctx context.Context, name string) (*corev1.Secret, error) {
	var s corev1.Secret
	if err := n.reader.Get(ctx, types.NamespacedName{Namespace: n.namespace, Name: name}, &s); err != nil { return nil, err }
	return &s, nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil { return ctrl.Result{}, client.IgnoreNotFound(err) }
	var src credentialSource = namespacedSecrets{reader: r.Client, namespace: req.Namespace}
	base := app.DeepCopy()
	if _, err := src.Fetch(ctx, app.Spec.SecretName); err == nil {
		app.Status.CredentialsFound, app.Status.Message = true, "credentials loaded"
	} else if apierrors.IsNotFound(err) {
		app.Status.CredentialsFound, app.Status.Message = false, "secret "+app.Spec.SecretName+" not found"
	} else { return ctrl.Result{}, err }
	return ctrl.Result{}, r.Status().Patch(ctx, app, client.MergeFrom(base))
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
