// corpus: pass
// Style: a credentialsLoader helper struct with its own method, errors wrapped with %w and tested with apierrors.IsNotFound after wrapping, an event Recorder taken in SetupWithManager.
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
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
}

// credentialsLoader reads the Secret an App names, always next to the App.
type credentialsLoader struct {
	reader client.Reader
}

func (l credentialsLoader) load(ctx context.Context, app *labv1.App) (*corev1.Secret, error) {
	secret := &corev1.Secret{}
	key := client.ObjectKey{Namespace: app.GetNamespace(), Name: app.Spec.SecretName}
	if err := l.reader.Get(ctx, key, secret); err != nil {
		return nil, fmt.Errorf("reading secret %s: %w", key, err)
	}
	return secret, nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx).WithValues("app", req.NamespacedName)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	loader := credentialsLoader{reader: r.Client}
	_, err := loader.load(ctx, app)
	if err != nil && !apierrors.IsNotFound(err) {
		return ctrl.Result{}, err
	}

	if err != nil {
		logger.Info("credentials missing", "error", err.Error())
		r.Recorder.Eventf(app, corev1.EventTypeWarning, "SecretMissing", "secret %s not found", app.Spec.SecretName)
		app.Status.CredentialsFound = false
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	} else {
		app.Status.CredentialsFound = true
		app.Status.Message = "credentials loaded"
	}
	if err := r.Status().Update(ctx, app); err != nil {
		return ctrl.Result{}, fmt.Errorf("updating status: %w", err)
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	if r.Recorder == nil {
		r.Recorder = mgr.GetEventRecorderFor("app-controller")
	}
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
