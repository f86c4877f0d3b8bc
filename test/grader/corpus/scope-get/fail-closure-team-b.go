// corpus: fail scope.get-namespace
// 闭包里的 Get 把命名空间写死成 team-b（从另一个集群抄来的）：mistake in a closure, called from Reconcile.
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

// AppReconciler 调谐 App。
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

// Reconcile 检查 App 引用的 Secret 是否存在。
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// 读取凭据：所有团队的 Secret 都放在同一个命名空间里（错误的假设）
	lookup := func(name string) (*corev1.Secret, error) {
		s := &corev1.Secret{}
		err := r.Get(ctx, client.ObjectKey{Namespace: "team-b", Name: name}, s)
		return s, err
	}

	_, err := lookup(app.Spec.SecretName)
	if err != nil && !apierrors.IsNotFound(err) {
		return ctrl.Result{}, err
	}
	found := err == nil
	app.Status.CredentialsFound = found
	if found {
		app.Status.Message = "credentials loaded"
	} else {
		app.Status.Message = "secret " + app.Spec.SecretName + " not found"
	}
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager 把控制器注册到 Manager。
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
