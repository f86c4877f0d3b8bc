package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	apimeta "k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/tools/record"
	"k8s.io/utils/clock"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/source"

	cachev1alpha1 "example.com/guestbook/api/v1alpha1"
)

const finalizerName = "cache.guestbook.dev/cleanup"

// CacheReconciler reconciles a Cache object
type CacheReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
	// Clock stamps the conditions; tests inject a fake one.
	Clock clock.PassiveClock
}

// +kubebuilder:rbac:groups=cache.guestbook.dev,resources=caches,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=cache.guestbook.dev,resources=caches/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=cache.guestbook.dev,resources=caches/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch

func (r *CacheReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	var cache cachev1alpha1.Cache
	if err := r.Get(ctx, req.NamespacedName, &cache); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	if !cache.DeletionTimestamp.IsZero() {
		if controllerutil.ContainsFinalizer(&cache, finalizerName) {
			r.Recorder.Event(&cache, corev1.EventTypeNormal, "Cleanup", "cleaning up")
			controllerutil.RemoveFinalizer(&cache, finalizerName)
			if err := r.Update(ctx, &cache); err != nil {
				return ctrl.Result{}, err
			}
		}
		return ctrl.Result{}, nil
	}
	if controllerutil.AddFinalizer(&cache, finalizerName) {
		if err := r.Update(ctx, &cache); err != nil {
			return ctrl.Result{}, err
		}
	}

	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: cache.Name + "-config", Namespace: cache.Namespace}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, cm, func() error {
		if cm.Data == nil {
			cm.Data = map[string]string{}
		}
		cm.Data["replicas"] = fmt.Sprint(*cache.Spec.Replicas)
		return controllerutil.SetControllerReference(&cache, cm, r.Scheme)
	})
	if err != nil {
		r.Recorder.Eventf(&cache, corev1.EventTypeWarning, "ConfigFailed", "config map: %v", err)
		return ctrl.Result{}, err
	}
	log.Info("config map reconciled", "operation", op)
	if op != controllerutil.OperationResultNone {
		r.Recorder.Eventf(&cache, corev1.EventTypeNormal, "Configured", "ConfigMap %s %s", cm.Name, op)
	}

	if !apimeta.IsStatusConditionTrue(cache.Status.Conditions, "Available") {
		apimeta.SetStatusCondition(&cache.Status.Conditions, metav1.Condition{
			Type: "Available", Status: metav1.ConditionTrue, Reason: "Configured", Message: "config map is in place",
			ObservedGeneration: cache.Generation, LastTransitionTime: metav1.NewTime(r.Clock.Now()),
		})
		if err := r.Status().Update(ctx, &cache); err != nil {
			if apierrors.IsConflict(err) {
				return ctrl.Result{Requeue: true}, nil
			}
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{}, nil
}

// SetupWithManager wires the controller without the builder.
func (r *CacheReconciler) SetupWithManager(mgr ctrl.Manager) error {
	c, err := controller.New("cache", mgr, controller.Options{Reconciler: r, MaxConcurrentReconciles: 2})
	if err != nil {
		return err
	}
	if err := c.Watch(source.Kind(mgr.GetCache(), &cachev1alpha1.Cache{},
		&handler.TypedEnqueueRequestForObject[*cachev1alpha1.Cache]{},
		predicate.TypedGenerationChangedPredicate[*cachev1alpha1.Cache]{})); err != nil {
		return err
	}
	return c.Watch(source.Kind(mgr.GetCache(), &corev1.ConfigMap{},
		handler.TypedEnqueueRequestForOwner[*corev1.ConfigMap](mgr.GetScheme(), mgr.GetRESTMapper(), &cachev1alpha1.Cache{}, handler.OnlyControllerOwner())))
}

var _ reconcile.Reconciler = &CacheReconciler{}
