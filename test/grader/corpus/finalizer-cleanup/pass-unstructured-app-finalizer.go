// corpus: pass
// The App is handled as unstructured.Unstructured (GetFinalizers/SetFinalizers, NestedString for the hostname); the registry entry with Create then Update on AlreadyExists.
package controller

import (
	"context"
	"slices"
	"strings"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

const registrationFinalizer = "lab.example.com/registration"

const registryNamespace = "registry"

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(labv1.GroupVersion.WithKind("App"))
	if err := r.Get(ctx, req.NamespacedName, u); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	host, _, _ := unstructured.NestedString(u.Object, "spec", "hostname")
	name := strings.ReplaceAll(host, ".", "-")
	fins := u.GetFinalizers()
	has := slices.Contains(fins, registrationFinalizer)

	if u.GetDeletionTimestamp() != nil {
		if !has {
			return ctrl.Result{}, nil
		}
		cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: registryNamespace}}
		if err := r.Delete(ctx, cm); err != nil && !apierrors.IsNotFound(err) {
			return ctrl.Result{}, err
		}
		u.SetFinalizers(slices.DeleteFunc(fins, func(f string) bool { return f == registrationFinalizer }))
		return ctrl.Result{}, r.Update(ctx, u)
	}

	if !has {
		u.SetFinalizers(append(fins, registrationFinalizer))
		if err := r.Update(ctx, u); err != nil {
			return ctrl.Result{}, err
		}
	}
	cm := &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: registryNamespace},
		Data:       map[string]string{"app": u.GetNamespace() + "/" + u.GetName()},
	}
	err := r.Create(ctx, cm)
	if apierrors.IsAlreadyExists(err) {
		var cur corev1.ConfigMap
		if err := r.Get(ctx, client.ObjectKeyFromObject(cm), &cur); err != nil {
			return ctrl.Result{}, err
		}
		if cur.Data["app"] == cm.Data["app"] {
			return ctrl.Result{}, nil
		}
		cur.Data = cm.Data
		return ctrl.Result{}, r.Update(ctx, &cur)
	}
	return ctrl.Result{}, err
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
