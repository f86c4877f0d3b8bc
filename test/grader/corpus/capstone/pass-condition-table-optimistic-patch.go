// corpus: pass
// Helper methods (secretFor, ensureDeployment, conditionsFor, writeStatus); two condition types built in a table (Available and SecretFound) and set with meta.SetStatusCondition; the Deployment with CreateOrPatch; the status merge-patched with MergeFromWithOptimisticLock, a 409 returned; V(1) logs.
package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"

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
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	before := app.DeepCopy()

	secret, err := r.secretFor(ctx, app)
	if err != nil {
		return ctrl.Result{}, err
	}
	var ready int32
	if secret != nil {
		dep, err := r.ensureDeployment(ctx, app, secret)
		if err != nil {
			return ctrl.Result{}, err
		}
		ready = dep.Status.ReadyReplicas
	}
	for _, c := range conditionsFor(app, secret != nil, ready) {
		meta.SetStatusCondition(&app.Status.Conditions, c)
	}
	app.Status.ReadyReplicas = ready
	app.Status.ObservedGeneration = app.Generation
	return ctrl.Result{}, r.writeStatus(ctx, before, app)
}

// secretFor reads the App's Secret from the App's namespace; nil when it does not exist yet.
func (r *AppReconciler) secretFor(ctx context.Context, app *labv1.App) (*corev1.Secret, error) {
	s := &corev1.Secret{}
	key := types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName}
	switch err := r.Get(ctx, key, s); {
	case apierrors.IsNotFound(err):
		log.FromContext(ctx).V(1).Info("secret not there yet", "secret", key)
		return nil, nil
	case err != nil:
		return nil, fmt.Errorf("secret %s: %w", key, err)
	}
	return s, nil
}

func (r *AppReconciler) ensureDeployment(ctx context.Context, app *labv1.App, secret *corev1.Secret) (*appsv1.Deployment, error) {
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace}}
	op, err := controllerutil.CreateOrPatch(ctx, r.Client, dep, func() error {
		labels := map[string]string{"app.kubernetes.io/name": app.Name}
		replicas := app.Spec.Replicas
		dep.Spec.Replicas = &replicas
		dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		dep.Spec.Template.Labels = labels
		dep.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:  "app",
			Image: app.Spec.Image,
			EnvFrom: []corev1.EnvFromSource{{
				SecretRef: &corev1.SecretEnvSource{LocalObjectReference: corev1.LocalObjectReference{Name: secret.Name}},
			}},
		}}
		return controllerutil.SetControllerReference(app, dep, r.Scheme)
	})
	if err != nil {
		return nil, fmt.Errorf("deployment %s/%s: %w", dep.Namespace, dep.Name, err)
	}
	log.FromContext(ctx).V(1).Info("deployment", "operation", op)
	return dep, nil
}

// conditionsFor is the table of conditions the App should carry.
func conditionsFor(app *labv1.App, secretFound bool, ready int32) []metav1.Condition {
	type row struct {
		typ      string
		ok       bool
		yes, no  string
		messages [2]string
	}
	rows := []row{
		{"SecretFound", secretFound, "Found", "SecretMissing", [2]string{"secret " + app.Spec.SecretName + " not found", ""}},
		{"Available", secretFound && ready == app.Spec.Replicas, "AllReplicasReady", "Progressing", [2]string{"", ""}},
	}
	out := make([]metav1.Condition, 0, len(rows))
	for _, r := range rows {
		c := metav1.Condition{Type: r.typ, ObservedGeneration: app.Generation}
		if r.ok {
			c.Status, c.Reason, c.Message = metav1.ConditionTrue, r.yes, r.messages[1]
		} else {
			c.Status, c.Reason, c.Message = metav1.ConditionFalse, r.no, r.messages[0]
		}
		out = append(out, c)
	}
	return out
}

// writeStatus patches the status subresource against the version read; a conflict is returned.
func (r *AppReconciler) writeStatus(ctx context.Context, before, app *labv1.App) error {
	patch := client.MergeFromWithOptions(before, client.MergeFromWithOptimisticLock{})
	if err := r.Status().Patch(ctx, app, patch); err != nil {
		return fmt.Errorf("status of %s: %w", client.ObjectKeyFromObject(app), err)
	}
	return nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
