// corpus: fail outcome.scaled-replicas-kept
// retry.RetryOnConflict around Get + Update, but the closure copies the whole desired spec (replicas: 1) over the live one; 注释是中文.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/retry"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

// Reconcile runs the App as a Deployment named <app>-web.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	desired := desiredDeployment(&app)
	if err := ctrl.SetControllerReference(&app, desired, r.Scheme); err != nil {
		return ctrl.Result{}, err
	}

	// 冲突时重新读取再更新
	err := retry.RetryOnConflict(retry.DefaultBackoff, func() error {
		var live appsv1.Deployment
		err := r.Get(ctx, client.ObjectKeyFromObject(desired), &live)
		if apierrors.IsNotFound(err) {
			return r.Create(ctx, desired.DeepCopy())
		}
		if err != nil {
			return err
		}
		// 用期望的 spec 覆盖现有的 spec
		live.Spec = desired.Spec
		live.OwnerReferences = desired.OwnerReferences
		return r.Update(ctx, &live)
	})
	return ctrl.Result{}, err
}

func desiredDeployment(app *labv1.App) *appsv1.Deployment {
	labels := map[string]string{"app.kubernetes.io/name": app.Name}
	return &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: app.Name + "-web", Namespace: app.Namespace},
		Spec: appsv1.DeploymentSpec{
			Replicas: ptr.To[int32](1),
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "app", Image: app.Spec.Image}}},
			},
		},
	}
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
