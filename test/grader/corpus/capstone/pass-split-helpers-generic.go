// corpus: pass
// Reconcile split into ensureX helpers with early returns; a generic getInNamespace helper; conditions via meta; status via SubResource("status").Patch with an optimistic lock.
package controller

import (
	"context"
	"errors"

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
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

var errSecretMissing = errors.New("secret missing")

func getInNamespace[T client.Object](ctx context.Context, c client.Reader, owner client.Object, name string, obj T) error {
	return c.Get(ctx, client.ObjectKey{Namespace: owner.GetNamespace(), Name: name}, obj)
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	secret, err := r.ensureSecret(ctx, app)
	if errors.Is(err, errSecretMissing) {
		return ctrl.Result{}, r.report(ctx, app, metav1.ConditionFalse, "SecretMissing", "secret "+app.Spec.SecretName+" not found", 0)
	}
	if err != nil {
		return ctrl.Result{}, err
	}
	dep, err := r.ensureDeployment(ctx, app, secret)
	if err != nil {
		return ctrl.Result{}, err
	}
	if dep.Status.ReadyReplicas == app.Spec.Replicas {
		return ctrl.Result{}, r.report(ctx, app, metav1.ConditionTrue, "AllReplicasReady", "", dep.Status.ReadyReplicas)
	}
	return ctrl.Result{}, r.report(ctx, app, metav1.ConditionFalse, "Progressing", "", dep.Status.ReadyReplicas)
}

func (r *AppReconciler) ensureSecret(ctx context.Context, app *labv1.App) (*corev1.Secret, error) {
	s := &corev1.Secret{}
	err := getInNamespace(ctx, r.Client, app, app.Spec.SecretName, s)
	if apierrors.IsNotFound(err) {
		return nil, errSecretMissing
	}
	return s, err
}

func (r *AppReconciler) ensureDeployment(ctx context.Context, app *labv1.App, secret *corev1.Secret) (*appsv1.Deployment, error) {
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: app.Name, Namespace: app.Namespace}}
	_, err := controllerutil.CreateOrPatch(ctx, r.Client, dep, func() error {
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
	return dep, err
}

func (r *AppReconciler) report(ctx context.Context, app *labv1.App, status metav1.ConditionStatus, reason, msg string, ready int32) error {
	base := app.DeepCopy()
	app.Status.ObservedGeneration = app.Generation
	app.Status.ReadyReplicas = ready
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type: "Available", Status: status, Reason: reason, Message: msg, ObservedGeneration: app.Generation,
	})
	return r.SubResource("status").Patch(ctx, app, client.MergeFromWithOptions(base, client.MergeFromWithOptimisticLock{}))
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
