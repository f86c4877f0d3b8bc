// corpus: pass
// Style: the request's NamespacedName copied and only its Name replaced, so the namespace stays the App's; found/missing reported through a small result struct.
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
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

type lookup struct {
	found bool
	msg   string
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	key := req.NamespacedName // same namespace as the App
	key.Name = app.Spec.SecretName

	res := lookup{found: true, msg: "credentials loaded"}
	if err := r.Get(ctx, key, &corev1.Secret{}); apierrors.IsNotFound(err) {
		res = lookup{msg: "secret " + key.Name + " not found"}
	} else if err != nil {
		return ctrl.Result{}, err
	}

	app.Status.CredentialsFound, app.Status.Message = res.found, res.msg
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
