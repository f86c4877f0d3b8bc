// corpus: pass
// The registry entry is deleted with a typed clientset (kubernetes.Interface); the finalizer leaves with a merge patch; logr, early returns.
package controller

import (
	"context"
	"strings"

	"github.com/go-logr/logr"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	labv1 "example.com/lab/api/v1"
)

const registrationFinalizer = "lab.example.com/registration"

const registryNamespace = "registry"

// AppReconciler reconciles an App object.
type AppReconciler struct {
	client.Client
	Scheme *runtime.Scheme
	kube   kubernetes.Interface
}

// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=lab.example.com,resources=apps/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logr.FromContextOrDiscard(ctx)
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	entry := strings.ReplaceAll(app.Spec.Hostname, ".", "-")

	if app.GetDeletionTimestamp() != nil {
		if !controllerutil.ContainsFinalizer(app, registrationFinalizer) {
			return ctrl.Result{}, nil
		}
		err := r.kube.CoreV1().ConfigMaps(registryNamespace).Delete(ctx, entry, metav1.DeleteOptions{})
		if err != nil && !apierrors.IsNotFound(err) {
			log.Error(err, "removing registry entry", "entry", entry)
			return ctrl.Result{}, err
		}
		base := app.DeepCopy()
		controllerutil.RemoveFinalizer(app, registrationFinalizer)
		return ctrl.Result{}, r.Patch(ctx, app, client.MergeFrom(base))
	}

	if controllerutil.AddFinalizer(app, registrationFinalizer) {
		if err := r.Update(ctx, app); err != nil {
			return ctrl.Result{}, err
		}
	}
	reg := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: entry, Namespace: registryNamespace}}
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, reg, func() error {
		reg.Data = map[string]string{"app": app.Namespace + "/" + app.Name}
		return nil
	})
	return ctrl.Result{}, err
}

// SetupWithManager sets up the controller with the Manager.
func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	cs, err := kubernetes.NewForConfig(mgr.GetConfig())
	if err != nil {
		return err
	}
	r.kube = cs
	return ctrl.NewControllerManagedBy(mgr).
		For(&labv1.App{}).
		Named("app").
		Complete(r)
}
