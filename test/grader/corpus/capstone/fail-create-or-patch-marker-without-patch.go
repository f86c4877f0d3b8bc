// corpus: fail outcome.deployment-ready
// Mistake: CreateOrPatch for the Deployment, but the deployments marker kept the starter's verbs (create;update, no patch): the image change is a PATCH, refused with 403.
package controller

import (
	"context"
	"fmt"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update

type report struct {
	status  metav1.ConditionStatus
	reason  string
	message string
	ready   int32
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	secret := &corev1.Secret{}
	switch err := r.Get(ctx, client.ObjectKey{Namespace: app.Namespace, Name: app.Spec.SecretName}, secret); {
	case apierrors.IsNotFound(err):
		if err := r.report(ctx, app, report{metav1.ConditionFalse, "SecretMissing", "secret " + app.Spec.SecretName + " not found", 0}); err != nil {
			return ctrl.Result{}, err
		}
		return ctrl.Result{RequeueAfter: 30 * time.Second}, nil
	case err != nil:
		return ctrl.Result{}, fmt.Errorf("read secret: %w", err)
	}

	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace}}
	if _, err := controllerutil.CreateOrPatch(ctx, r.Client, dep, func() error {
		labels := map[string]string{"app.kubernetes.io/name": app.Name}
		dep.Spec.Replicas = &app.Spec.Replicas
		dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		dep.Spec.Template.Labels = labels
		dep.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:    "app",
			Image:   app.Spec.Image,
			EnvFrom: []corev1.EnvFromSource{{SecretRef: &corev1.SecretEnvSource{LocalObjectReference: corev1.LocalObjectReference{Name: secret.Name}}}},
		}}
		return controllerutil.SetControllerReference(app, dep, r.Scheme)
	}); err != nil {
		return ctrl.Result{}, fmt.Errorf("deployment: %w", err)
	}

	rep := report{metav1.ConditionFalse, "Progressing", "", dep.Status.ReadyReplicas}
	if dep.Status.ReadyReplicas == app.Spec.Replicas {
		rep.status, rep.reason = metav1.ConditionTrue, "AllReplicasReady"
	}
	return ctrl.Result{}, r.report(ctx, app, rep)
}

// report patches the status; the optimistic lock turns a concurrent write into a 409, which is returned.
func (r *AppReconciler) report(ctx context.Context, app *labv1.App, rep report) error {
	base := app.DeepCopy()
	app.Status.ObservedGeneration = app.Generation
	app.Status.ReadyReplicas = rep.ready
	now := metav1.Now()
	if c := meta.FindStatusCondition(app.Status.Conditions, "Available"); c != nil {
		if c.Status != rep.status {
			c.LastTransitionTime = now
		}
		c.Status, c.Reason, c.Message, c.ObservedGeneration = rep.status, rep.reason, rep.message, app.Generation
	} else {
		app.Status.Conditions = append(app.Status.Conditions, metav1.Condition{
			Type: "Available", Status: rep.status, Reason: rep.reason, Message: rep.message,
			ObservedGeneration: app.Generation, LastTransitionTime: now,
		})
	}
	if err := r.Status().Patch(ctx, app, client.MergeFromWithOptions(base, client.MergeFromWithOptimisticLock{})); err != nil {
		return fmt.Errorf("status: %w", err)
	}
	return nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
