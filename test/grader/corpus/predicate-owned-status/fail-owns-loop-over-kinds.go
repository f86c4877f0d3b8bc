// corpus: fail outcome.deployment-ready
// Owns each child kind in a loop over a slice of objects, each with GenerationChangedPredicate, so the Deployment's status change is dropped.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler 负责调谐 App 对象。
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update
// +kubebuilder:rbac:groups="",resources=services,verbs=list;watch

// Reconcile 保证 <app>-web 这个 Deployment 存在，并把就绪副本数写回 App。
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := ctrl.LoggerFrom(ctx)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	deploy := &appsv1.Deployment{}
	deploy.Name = app.Name + "-web"
	deploy.Namespace = app.Namespace
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, deploy, func() error {
		sel := map[string]string{"app.kubernetes.io/name": app.Name}
		replicas := app.Spec.Replicas
		deploy.Spec.Replicas = &replicas
		deploy.Spec.Selector = &metav1.LabelSelector{MatchLabels: sel}
		deploy.Spec.Template.ObjectMeta.Labels = sel
		deploy.Spec.Template.Spec.Containers = []corev1.Container{{Name: "app", Image: app.Spec.Image}}
		return controllerutil.SetControllerReference(app, deploy, r.Scheme)
	})
	if err != nil {
		return ctrl.Result{}, err
	}
	log.V(1).Info("deployment synced", "operation", op)

	cond := metav1.Condition{Type: "Available", Status: metav1.ConditionFalse, Reason: "Progressing", ObservedGeneration: app.Generation}
	if deploy.Status.ReadyReplicas >= app.Spec.Replicas {
		cond.Status, cond.Reason = metav1.ConditionTrue, "AllReplicasReady"
	}
	app.Status.ReadyReplicas = deploy.Status.ReadyReplicas
	app.Status.ObservedGeneration = app.Generation
	meta.SetStatusCondition(&app.Status.Conditions, cond)
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

// SetupWithManager 注册控制器。
// 注意：没有用 WithEventFilter(predicate.GenerationChangedPredicate{})，
// 因为它会作用于所有 watch；这里只给每个子资源单独加 predicate。
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	b := ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}, builder.WithPredicates(predicate.GenerationChangedPredicate{}))
	// 子资源：Deployment 和（以后会用到的）Service
	for _, child := range []client.Object{&appsv1.Deployment{}, &corev1.Service{}} {
		b = b.Owns(child, builder.WithPredicates(predicate.GenerationChangedPredicate{}))
	}
	return b.Complete(r)
}
