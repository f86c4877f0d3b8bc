// corpus: fail status.conflict-handled
// client-go dynamic client: UpdateStatus answered 409, and the conflict branch logs it and returns no error (nothing requeues).
package controller

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler 调谐 App。
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
	dc     dynamic.Interface
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	l := ctrl.LoggerFrom(ctx)
	gvr := schema.GroupVersionResource{Group: "lab.example.com", Version: "v1", Resource: "apps"}

	// 直接读 API server，拿到最新的对象
	u, err := r.dc.Resource(gvr).Namespace(req.Namespace).Get(ctx, req.Name, metav1.GetOptions{})
	if err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	ver, _, _ := unstructured.NestedString(u.Object, "spec", "version")
	_ = unstructured.SetNestedField(u.Object, "Ready", "status", "phase")
	_ = unstructured.SetNestedField(u.Object, ver, "status", "version")

	if _, err := r.dc.Resource(gvr).Namespace(req.Namespace).UpdateStatus(ctx, u, metav1.UpdateOptions{}); err != nil {
		if apierrors.IsConflict(err) {
			// 冲突说明别人刚改过，下次事件来了再写就行
			l.Info("status 写入冲突，跳过", "app", req.NamespacedName)
			return ctrl.Result{}, nil
		}
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	r.dc = dynamic.NewForConfigOrDie(mgr.GetConfig())
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
