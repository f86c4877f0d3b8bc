// corpus: pass
// 通过一个小接口读 Secret，实现是 APIReader（不走缓存）；status 只在变化时用 MergeFrom 补丁写入。
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	APIReader client.Reader
	Scheme    *runtime.Scheme
}

// secretGetter 只需要 Get：一次一个 Secret。
type secretGetter interface {
	Get(ctx context.Context, key client.ObjectKey, obj client.Object, opts ...client.GetOption) error
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var getter secretGetter = r.APIReader // 直连 API server：不会为 Secret 启动 informer
	err := getter.Get(ctx, types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName}, &corev1.Secret{})
	if err != nil && !apierrors.IsNotFound(err) {
		return ctrl.Result{}, err
	}
	found := err == nil
	msg := map[bool]string{true: "credentials loaded", false: "secret " + app.Spec.SecretName + " not found"}[found]

	if app.Status.CredentialsFound == found && app.Status.Message == msg {
		log.V(1).Info("状态不变")
		return ctrl.Result{}, nil
	}
	before := app.DeepCopy()
	app.Status.CredentialsFound, app.Status.Message = found, msg
	log.Info("更新 status", "found", found)
	return ctrl.Result{}, r.Status().Patch(ctx, app, client.MergeFrom(before))
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Named("app").Complete(r)
}
