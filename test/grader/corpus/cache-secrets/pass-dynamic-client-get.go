// corpus: pass
// Style: a client-go dynamic client built from the manager's rest config in SetupWithManager; the Secret is read as unstructured by GroupVersionResource, straight from the API server; status only written when it changed.
package controller

import (
	"context"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

var secretsGVR = schema.GroupVersionResource{Version: "v1", Resource: "secrets"}

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	// APIReader reads straight from the API server, without the cache (mgr.GetAPIReader()).
	APIReader client.Reader
	Scheme    *runtime.Scheme

	dyn dynamic.Interface
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get

// Reconcile reads the Secret an App refers to and reports whether the credentials are there.
func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	found, msg := true, "credentials loaded"
	_, err := r.dyn.Resource(secretsGVR).Namespace(app.Namespace).Get(ctx, app.Spec.SecretName, metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		found, msg = false, fmt.Sprintf("secret %s not found", app.Spec.SecretName)
	} else if err != nil {
		return ctrl.Result{}, fmt.Errorf("reading secret %s/%s: %w", app.Namespace, app.Spec.SecretName, err)
	}

	if app.Status.CredentialsFound == found && app.Status.Message == msg {
		return ctrl.Result{}, nil
	}
	app.Status.CredentialsFound = found
	app.Status.Message = msg
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	dyn, err := dynamic.NewForConfig(mgr.GetConfig())
	if err != nil {
		return err
	}
	r.dyn = dyn
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
