// corpus: pass
// A small applier type embedding client.Client that applies any object as app-controller, forced; the Deployment omits replicas.
package controller

import (
	"context"

	"github.com/go-logr/logr"
	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

type applier struct {
	client.Client
	owner string
	log   logr.Logger
}

func (a applier) apply(ctx context.Context, obj client.Object) error {
	a.log.V(1).Info("applying", "kind", obj.GetObjectKind().GroupVersionKind().Kind, "name", obj.GetName())
	return a.Patch(ctx, obj, client.Apply, client.FieldOwner(a.owner), client.ForceOwnership)
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logr.FromContextOrDiscard(ctx)
	app := new(labv1.App)
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	a := applier{Client: r.Client, owner: "app-controller", log: log}
	dep := deploymentFor(app)
	if err := ctrl.SetControllerReference(app, dep, r.Scheme); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, a.apply(ctx, dep)
}

func deploymentFor(app *labv1.App) *appsv1.Deployment {
	sel := map[string]string{"app.kubernetes.io/name": app.Name}
	d := &appsv1.Deployment{}
	d.SetGroupVersionKind(appsv1.SchemeGroupVersion.WithKind("Deployment"))
	d.Name, d.Namespace = app.Name+"-web", app.Namespace
	d.Spec.Selector = &metav1.LabelSelector{MatchLabels: sel}
	d.Spec.Template.Labels = sel
	d.Spec.Template.Spec.Containers = []corev1.Container{{Name: "app", Image: app.Spec.Image}}
	return d
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
