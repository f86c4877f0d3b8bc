// corpus: pass
// Style: a credentialChecker helper struct holding mgr.GetAPIReader(), built in SetupWithManager; its error is wrapped with %w and NotFound recognised after the wrapping; an event Recorder; the secrets marker keeps get only.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/tools/record"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader reads straight from the API server, without the cache (mgr.GetAPIReader()).
	APIReader client.Reader
	Scheme    *runtime.Scheme
	Recorder  record.EventRecorder

	checker *credentialChecker
}

// credentialChecker reads one Secret at a time from the API server: no informer, no cached Secrets.
type credentialChecker struct {
	reader client.Reader
}

func (c *credentialChecker) check(ctx context.Context, app *labv1.App) error {
	var s corev1.Secret
	if err := c.reader.Get(ctx, client.ObjectKey{Namespace: app.Namespace, Name: app.Spec.SecretName}, &s); err != nil {
		return fmt.Errorf("credentials of %s: %w", app.Name, err)
	}
	return nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	err := r.checker.check(ctx, app)
	switch {
	case apierrors.IsNotFound(err):
		log.FromContext(ctx).Info("no credentials yet", "error", err.Error())
		r.Recorder.Event(app, corev1.EventTypeWarning, "SecretMissing", err.Error())
		app.Status.CredentialsFound = false
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	case err != nil:
		return ctrl.Result{}, err
	default:
		app.Status.CredentialsFound = true
		app.Status.Message = "credentials loaded"
	}
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.checker = &credentialChecker{reader: mgr.GetAPIReader()}
	r.Recorder = mgr.GetEventRecorderFor("app-controller")
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
