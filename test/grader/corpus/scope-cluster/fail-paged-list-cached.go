// corpus: fail outcome.node-count
// 错误：通过 manager 的缓存按标签分页 List Node（Limit + Continue）：缓存每次都回 continue token "continue-not-supported"，带着它的下一次 List 报错 continue list option is not supported by the cache。
package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
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

const zoneLabel = "topology.kubernetes.io/zone"

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=nodes,verbs=get;list;watch

// Reconcile 统计 App 所在可用区的 Node 数。
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var app labv1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	// 分页读取：大集群里 Node 可能有几千个。Node 是集群级资源，不带命名空间。
	total, cont := 0, ""
	for {
		var page corev1.NodeList
		opts := []client.ListOption{client.MatchingLabels{zoneLabel: app.Spec.Zone}, client.Limit(50)}
		if cont != "" {
			opts = append(opts, client.Continue(cont))
		}
		if err := r.List(ctx, &page, opts...); err != nil {
			return ctrl.Result{}, err
		}
		total += len(page.Items)
		if cont = page.Continue; cont == "" {
			break
		}
	}

	if app.Status.Nodes == int32(total) {
		return ctrl.Result{}, nil
	}
	app.Status.Nodes = int32(total)
	return ctrl.Result{}, r.Status().Update(ctx, &app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
