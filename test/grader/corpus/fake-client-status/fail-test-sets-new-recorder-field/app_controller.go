// corpus: fail test.catches-mistake
// Exercise decision (see README): the test sets a Recorder field the learner added to AppReconciler, so it cannot build against the shipped reconciler, which Check also runs it against; the reconciler itself is right.
package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/tools/record"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
}

type statusMarker struct{ c client.Client }

func (m statusMarker) ready(ctx context.Context, app *labv1.App) error {
	base := app.DeepCopy()
	app.Status.Phase = "Ready"
	app.Status.Version = app.Spec.Version
	if err := m.c.Status().Patch(ctx, app, client.MergeFrom(base)); err != nil {
		return fmt.Errorf("mark %s ready: %w", app.Name, err)
	}
	return nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}
	if err := (statusMarker{c: r.Client}).ready(ctx, app); err != nil {
		return ctrl.Result{}, err
	}
	if r.Recorder != nil {
		r.Recorder.Eventf(app, corev1.EventTypeNormal, "Ready", "version %s rolled out", app.Spec.Version)
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
