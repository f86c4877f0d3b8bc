// corpus: pass
// Style: a statusPatcher helper struct whose method merge-patches /status with MergeFromWithOptimisticLock; a conflict comes back wrapped with %w and is recognised with apierrors.IsConflict to requeue; an event Recorder from SetupWithManager.
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

type statusPatcher struct {
	client client.Client
}

// apply changes the App's status with mutate and sends only the difference to /status.
func (p statusPatcher) apply(ctx context.Context, app *labv1.App, mutate func(*labv1.AppStatus)) error {
	base := app.DeepCopy()
	mutate(&app.Status)
	patch := client.MergeFromWithOptions(base, client.MergeFromWithOptimisticLock{})
	if err := p.client.Status().Patch(ctx, app, patch); err != nil {
		return fmt.Errorf("patch status of %s/%s: %w", app.Namespace, app.Name, err)
	}
	return nil
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Status.Phase == "Ready" && app.Status.Version == app.Spec.Version {
		return ctrl.Result{}, nil
	}

	err := statusPatcher{client: r.Client}.apply(ctx, app, func(s *labv1.AppStatus) {
		s.Phase = "Ready"
		s.Version = app.Spec.Version
	})
	if apierrors.IsConflict(err) {
		logger.Info("app changed while reconciling, requeueing")
		return ctrl.Result{Requeue: true}, nil
	}
	if err != nil {
		return ctrl.Result{}, err
	}
	r.Recorder.Event(app, corev1.EventTypeNormal, "Ready", "rolled out "+app.Spec.Version)
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.Recorder = mgr.GetEventRecorderFor("app-controller")
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
