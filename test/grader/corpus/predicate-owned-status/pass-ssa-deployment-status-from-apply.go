// corpus: pass
// Style: the Deployment is server-side applied (unstructured, client.Apply, FieldOwner, ForceOwnership) and its ready replicas read back from the apply's answer; the filter is moved to For() with builder.WithPredicates.
package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	labv1 "example.com/lab/api/v1"
)

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	labels := map[string]any{"app.kubernetes.io/name": app.Name}
	dep := &unstructured.Unstructured{Object: map[string]any{
		"apiVersion": "apps/v1",
		"kind":       "Deployment",
		"metadata": map[string]any{
			"name":      app.Name + "-web",
			"namespace": app.Namespace,
			"ownerReferences": []any{map[string]any{
				"apiVersion": labv1.GroupVersion.String(), "kind": "App", "name": app.Name,
				"uid": string(app.UID), "controller": true, "blockOwnerDeletion": true,
			}},
		},
		"spec": map[string]any{
			"replicas": int64(app.Spec.Replicas),
			"selector": map[string]any{"matchLabels": labels},
			"template": map[string]any{
				"metadata": map[string]any{"labels": labels},
				"spec": map[string]any{"containers": []any{
					map[string]any{"name": "app", "image": app.Spec.Image},
				}},
			},
		},
	}}
	if err := r.Patch(ctx, dep, client.Apply, client.FieldOwner("app-controller"), client.ForceOwnership); err != nil {
		return ctrl.Result{}, fmt.Errorf("apply deployment: %w", err)
	}
	ready, _, err := unstructured.NestedInt64(dep.Object, "status", "readyReplicas")
	if err != nil {
		return ctrl.Result{}, err
	}
	log.FromContext(ctx).Info("deployment applied", "readyReplicas", ready)

	status, reason := metav1.ConditionFalse, "Progressing"
	if int32(ready) == app.Spec.Replicas {
		status, reason = metav1.ConditionTrue, "AllReplicasReady"
	}
	app.Status.ObservedGeneration = app.Generation
	app.Status.ReadyReplicas = int32(ready)
	meta.SetStatusCondition(&app.Status.Conditions, metav1.Condition{
		Type: "Available", Status: status, Reason: reason, ObservedGeneration: app.Generation,
	})
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
