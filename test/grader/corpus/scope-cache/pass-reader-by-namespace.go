// corpus: pass
// 一个方法按命名空间挑读取方式：team-a 走缓存，platform 走 APIReader；原因写在注释里。
package controller

import (
	"context"
	"fmt"
	"strconv"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader reads straight from the API server, bypassing the cache.
	APIReader client.Reader
	Scheme    *runtime.Scheme
}

// The platform team publishes the replica count of each tier in this ConfigMap.
var tiersKey = types.NamespacedName{Namespace: "platform", Name: "tiers"}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch

// reader 按命名空间选读取方式：team-a 在缓存里，用缓存；别的命名空间（platform）缓存不覆盖，
// 直接问 API server。代价：每次调谐多一次请求，但不用为了一个 ConfigMap 去 watch 整个 platform。
func (r *AppReconciler) reader(namespace string) client.Reader {
	if namespace == "team-a" {
		return r.Client
	}
	return r.APIReader
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := labv1.App{}
	if err := r.reader(req.Namespace).Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	cm := corev1.ConfigMap{}
	if err := r.reader(tiersKey.Namespace).Get(ctx, tiersKey, &cm); err != nil {
		return ctrl.Result{}, err
	}
	n, err := strconv.Atoi(cm.Data[app.Spec.Tier])
	if err != nil { return ctrl.Result{}, fmt.Errorf("tier %q: %w", app.Spec.Tier, err) }
	if app.Status.Replicas == int32(n) { return ctrl.Result{}, nil }
	app.Status.Replicas = int32(n)
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
