// corpus: pass
// Style: a WatchSecrets flag (off: main.go never sets it) guards a Watches on Secrets; the Secret is read through APIReader with client.ObjectKeyFromObject; an unused cached-read helper is left in the file; the status is merge-patched only when it changed.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader reads straight from the API server, without the cache (mgr.GetAPIReader()).
	APIReader client.Reader
	Scheme    *runtime.Scheme

	// WatchSecrets re-reconciles Apps when their Secret changes. It costs a cluster-wide Secret
	// informer, so it stays off unless an install grants list/watch on Secrets.
	WatchSecrets bool
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get

// cachedSecret was the first version: it starts a Secret informer. Not used.
func (r *AppReconciler) cachedSecret(ctx context.Context, key client.ObjectKey) (*corev1.Secret, error) {
	s := &corev1.Secret{}
	return s, r.Get(ctx, key, s)
}

var _ = (*AppReconciler).cachedSecret

func (r *AppReconciler) secretPresent(ctx context.Context, app *labv1.App) (bool, error) {
	s := &corev1.Secret{ObjectMeta: metav1.ObjectMeta{Namespace: app.Namespace, Name: app.Spec.SecretName}}
	err := r.APIReader.Get(ctx, client.ObjectKeyFromObject(s), s)
	switch {
	case err == nil:
		return true, nil
	case apierrors.IsNotFound(err):
		return false, nil
	default:
		return false, fmt.Errorf("get secret %s: %w", client.ObjectKeyFromObject(s), err)
	}
}

// Reconcile reads the Secret an App refers to and reports whether the credentials are there.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx).WithValues("app", req.NamespacedName)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	found, err := r.secretPresent(ctx, app)
	if err != nil {
		return ctrl.Result{}, err
	}
	msg := "credentials loaded"
	if !found {
		msg = "secret " + app.Spec.SecretName + " not found"
	}
	log.V(1).Info("credentials", "secret", app.Spec.SecretName, "found", found)
	if app.Status.CredentialsFound == found && app.Status.Message == msg {
		return ctrl.Result{}, nil
	}
	patch := client.MergeFrom(app.DeepCopy())
	app.Status.CredentialsFound = found
	app.Status.Message = msg
	return ctrl.Result{}, r.Status().Patch(ctx, app, patch)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	b := ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app")
	if r.WatchSecrets {
		b = b.Watches(&corev1.Secret{}, handler.EnqueueRequestsFromMapFunc(
			func(ctx context.Context, o client.Object) []reconcile.Request {
				var apps labv1.AppList
				if err := mgr.GetClient().List(ctx, &apps, client.InNamespace(o.GetNamespace())); err != nil {
					return nil
				}
				var out []reconcile.Request
				for _, a := range apps.Items {
					if a.Spec.SecretName == o.GetName() {
						out = append(out, reconcile.Request{NamespacedName: client.ObjectKeyFromObject(&a)})
					}
				}
				return out
			}), builder.WithPredicates())
	}
	return b.Complete(r)
}
