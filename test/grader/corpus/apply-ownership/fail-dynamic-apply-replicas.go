// corpus: fail outcome.scaled-replicas-kept
// Applies through the dynamic client, forced, with replicas: 1 in the map: each apply takes replicas back.
package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
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

var deploymentsGVR = schema.GroupVersionResource{Group: "apps", Version: "v1", Resource: "deployments"}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := ctrl.LoggerFrom(ctx).WithValues("app", req.NamespacedName)

	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	dyn, err := dynamic.NewForConfig(ctrl.GetConfigOrDie())
	if err != nil {
		return ctrl.Result{}, err
	}

	name := app.Name + "-web"
	labels := map[string]interface{}{"app.kubernetes.io/name": app.Name}
	desired := &unstructured.Unstructured{Object: map[string]interface{}{
		"apiVersion": "apps/v1",
		"kind":       "Deployment",
		"metadata": map[string]interface{}{
			"name":      name,
			"namespace": app.Namespace,
			"ownerReferences": []interface{}{map[string]interface{}{
				"apiVersion":         labv1.GroupVersion.String(),
				"kind":               "App",
				"name":               app.Name,
				"uid":                string(app.UID),
				"controller":         true,
				"blockOwnerDeletion": true,
			}},
		},
		"spec": map[string]interface{}{
			"replicas": int64(1),
			"selector": map[string]interface{}{"matchLabels": labels},
			"template": map[string]interface{}{
				"metadata": map[string]interface{}{"labels": labels},
				"spec": map[string]interface{}{
					"containers": []interface{}{
						map[string]interface{}{"name": "app", "image": app.Spec.Image},
					},
				},
			},
		},
	}}

	force := true
	if _, err := dyn.Resource(deploymentsGVR).Namespace(app.Namespace).Apply(ctx, name, desired,
		metav1.ApplyOptions{FieldManager: "app-controller", Force: force}); err != nil {
		log.Error(err, "apply failed")
		return ctrl.Result{}, err
	}
	log.V(1).Info("applied", "image", app.Spec.Image)
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Owns(&appsv1.Deployment{}).
		Named("app").
		Complete(r)
}
