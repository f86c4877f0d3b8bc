package controller

import (
	"context"
	"fmt"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/tools/record"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/metrics"

	cachev1alpha1 "example.com/guestbook/api/v1alpha1"
)

const cacheFinalizer = "cache.guestbook.dev/finalizer"

var deploymentsCreated = prometheus.NewCounterVec(prometheus.CounterOpts{
	Name: "guestbook_cache_deployments_created_total",
	Help: "Deployments created for Cache objects.",
}, []string{"namespace"})

func init() {
	metrics.Registry.MustRegister(deploymentsCreated)
}

// CacheReconciler reconciles a Cache object
type CacheReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
}

// +kubebuilder:rbac:groups=cache.guestbook.dev,resources=caches,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=cache.guestbook.dev,resources=caches/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=cache.guestbook.dev,resources=caches/finalizers,verbs=update
// +kubebuilder:rbac:groups=core,resources=events,verbs=create;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete

// Reconcile moves the cluster towards the Cache's spec.
func (r *CacheReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	cache := &cachev1alpha1.Cache{}
	if err := r.Get(ctx, req.NamespacedName, cache); err != nil {
		if apierrors.IsNotFound(err) {
			return ctrl.Result{}, nil
		}
		return ctrl.Result{}, err
	}

	if !cache.DeletionTimestamp.IsZero() {
		if controllerutil.ContainsFinalizer(cache, cacheFinalizer) {
			r.Recorder.Event(cache, corev1.EventTypeWarning, "Deleting", "Cache is being deleted")
			controllerutil.RemoveFinalizer(cache, cacheFinalizer)
			if err := r.Update(ctx, cache); err != nil {
				return ctrl.Result{}, err
			}
		}
		return ctrl.Result{}, nil
	}

	if controllerutil.AddFinalizer(cache, cacheFinalizer) {
		if err := r.Update(ctx, cache); err != nil {
			return ctrl.Result{}, err
		}
		return ctrl.Result{}, nil
	}

	dep := &appsv1.Deployment{}
	err := r.Get(ctx, req.NamespacedName, dep)
	if apierrors.IsNotFound(err) {
		dep = r.deploymentFor(cache)
		if err := ctrl.SetControllerReference(cache, dep, r.Scheme); err != nil {
			return ctrl.Result{}, err
		}
		log.Info("Creating a new Deployment", "Deployment.Namespace", dep.Namespace, "Deployment.Name", dep.Name)
		if err := r.Create(ctx, dep); err != nil {
			return ctrl.Result{}, err
		}
		deploymentsCreated.WithLabelValues(dep.Namespace).Inc()
		meta.SetStatusCondition(&cache.Status.Conditions, metav1.Condition{
			Type: "Available", Status: metav1.ConditionFalse, Reason: "Creating",
			Message: "Deployment created, waiting for replicas",
		})
		if err := r.Status().Update(ctx, cache); err != nil {
			return ctrl.Result{}, err
		}
		return ctrl.Result{RequeueAfter: 10 * time.Second}, nil
	} else if err != nil {
		return ctrl.Result{}, err
	}

	want := ptr.Deref(cache.Spec.Replicas, 1)
	if ptr.Deref(dep.Spec.Replicas, 1) != want {
		dep.Spec.Replicas = ptr.To(want)
		if err := r.Update(ctx, dep); err != nil {
			return ctrl.Result{}, err
		}
	}

	cache.Status.ReadyReplicas = dep.Status.ReadyReplicas
	meta.SetStatusCondition(&cache.Status.Conditions, metav1.Condition{
		Type: "Available", Status: metav1.ConditionTrue, Reason: "Reconciled",
		Message: fmt.Sprintf("Deployment %s has %d replicas", dep.Name, want),
	})
	if err := r.Status().Update(ctx, cache); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func (r *CacheReconciler) deploymentFor(cache *cachev1alpha1.Cache) *appsv1.Deployment {
	labels := map[string]string{"app.kubernetes.io/name": "cache", "app.kubernetes.io/instance": cache.Name}
	return &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: cache.Name, Namespace: cache.Namespace},
		Spec: appsv1.DeploymentSpec{
			Replicas: ptr.To(ptr.Deref(cache.Spec.Replicas, 1)),
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: corev1.PodSpec{
					SecurityContext: &corev1.PodSecurityContext{RunAsNonRoot: ptr.To(true)},
					Containers: []corev1.Container{{
						Name:            "memcached",
						Image:           cache.Spec.Image,
						ImagePullPolicy: corev1.PullIfNotPresent,
						Ports:           []corev1.ContainerPort{{ContainerPort: 11211, Name: "memcached"}},
					}},
				},
			},
		},
	}
}

// SetupWithManager sets up the controller with the Manager.
func (r *CacheReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&cachev1alpha1.Cache{}).
		Owns(&appsv1.Deployment{}).
		Named("cache").
		Complete(r)
}
