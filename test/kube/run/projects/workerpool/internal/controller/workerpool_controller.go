package controller

import (
	"context"
	"fmt"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/tools/record"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	batchv1alpha1 "github.com/acme/workerpool-operator/api/v1alpha1"
)

const (
	drainFinalizer   = "batch.acme.io/drain"
	secretIndexField = ".spec.credentialsSecret"
	poolLabel        = "batch.acme.io/pool"
	secretVersionKey = "batch.acme.io/secret-version"

	conditionReady    = "Ready"
	conditionDegraded = "Degraded"
)

// WorkerPoolReconciler reconciles a WorkerPool object
type WorkerPoolReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
}

// +kubebuilder:rbac:groups=batch.acme.io,resources=workerpools,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=batch.acme.io,resources=workerpools/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=batch.acme.io,resources=workerpools/finalizers,verbs=update
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups="",resources=pods;secrets,verbs=get;list;watch
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch

func (r *WorkerPoolReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	var pool batchv1alpha1.WorkerPool
	if err := r.Get(ctx, req.NamespacedName, &pool); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	if !pool.DeletionTimestamp.IsZero() {
		return r.drain(ctx, &pool)
	}

	if !controllerutil.ContainsFinalizer(&pool, drainFinalizer) {
		controllerutil.AddFinalizer(&pool, drainFinalizer)
		if err := r.Update(ctx, &pool); err != nil {
			return ctrl.Result{}, err
		}
	}

	orig := pool.DeepCopy()

	secretVersion := ""
	if pool.Spec.CredentialsSecret != "" {
		var secret corev1.Secret
		err := r.Get(ctx, types.NamespacedName{Namespace: pool.Namespace, Name: pool.Spec.CredentialsSecret}, &secret)
		if apierrors.IsNotFound(err) {
			msg := fmt.Sprintf("Secret %q not found", pool.Spec.CredentialsSecret)
			logger.Info("waiting for credentials", "secret", pool.Spec.CredentialsSecret)
			r.Recorder.Event(&pool, corev1.EventTypeWarning, "MissingSecret", msg)
			if changed := meta.SetStatusCondition(&pool.Status.Conditions, metav1.Condition{
				Type: conditionDegraded, Status: metav1.ConditionTrue, Reason: "MissingSecret", Message: msg,
				ObservedGeneration: pool.Generation,
			}); changed {
				if err := r.Status().Patch(ctx, &pool, client.MergeFrom(orig)); err != nil {
					return ctrl.Result{}, err
				}
			}
			return ctrl.Result{RequeueAfter: 30 * time.Second}, nil
		} else if err != nil {
			return ctrl.Result{}, err
		}
		secretVersion = secret.ResourceVersion
	}

	replicas := pool.Spec.Workers
	if pool.Spec.Paused {
		replicas = 0
	}
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: pool.Name + "-workers", Namespace: pool.Namespace}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, dep, func() error {
		if err := controllerutil.SetControllerReference(&pool, dep, r.Scheme); err != nil {
			return err
		}
		labels := map[string]string{poolLabel: pool.Name, "app.kubernetes.io/component": "worker"}
		dep.Spec.Replicas = ptr.To(replicas)
		dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		dep.Spec.Template.ObjectMeta.Labels = labels
		dep.Spec.Template.ObjectMeta.Annotations = map[string]string{secretVersionKey: secretVersion}
		container := corev1.Container{
			Name:      "worker",
			Image:     pool.Spec.Image,
			Args:      []string{"--queue", pool.Spec.Queue},
			Resources: pool.Spec.Resources,
		}
		if pool.Spec.CredentialsSecret != "" {
			container.EnvFrom = []corev1.EnvFromSource{{SecretRef: &corev1.SecretEnvSource{
				LocalObjectReference: corev1.LocalObjectReference{Name: pool.Spec.CredentialsSecret},
			}}}
		}
		if len(dep.Spec.Template.Spec.Containers) == 0 {
			dep.Spec.Template.Spec.Containers = []corev1.Container{container}
		} else {
			c := &dep.Spec.Template.Spec.Containers[0]
			c.Image, c.Args, c.Resources, c.EnvFrom = container.Image, container.Args, container.Resources, container.EnvFrom
		}
		return nil
	})
	if err != nil {
		return ctrl.Result{}, err
	}
	switch op {
	case controllerutil.OperationResultCreated:
		r.Recorder.Eventf(&pool, corev1.EventTypeNormal, "Created", "Created worker Deployment %s with %d replicas", dep.Name, replicas)
	case controllerutil.OperationResultUpdated:
		r.Recorder.AnnotatedEventf(&pool, map[string]string{secretVersionKey: secretVersion}, corev1.EventTypeNormal, "Updated", "Updated worker Deployment %s", dep.Name)
	}
	logger.V(1).Info("worker deployment", "operation", op)

	var pods corev1.PodList
	if err := r.List(ctx, &pods, client.InNamespace(pool.Namespace), client.MatchingLabels{poolLabel: pool.Name}); err != nil {
		return ctrl.Result{}, err
	}
	ready := int32(0)
	for _, p := range pods.Items {
		for _, c := range p.Status.Conditions {
			if c.Type == corev1.PodReady && c.Status == corev1.ConditionTrue {
				ready++
			}
		}
	}
	pool.Status.ReadyWorkers = ready
	pool.Status.SecretVersion = secretVersion
	meta.RemoveStatusCondition(&pool.Status.Conditions, conditionDegraded)
	cond := metav1.Condition{Type: conditionReady, Status: metav1.ConditionFalse, Reason: "WorkersStarting",
		Message: fmt.Sprintf("%d/%d workers ready", ready, replicas), ObservedGeneration: pool.Generation}
	if ready == replicas {
		cond.Status, cond.Reason = metav1.ConditionTrue, "WorkersReady"
	}
	meta.SetStatusCondition(&pool.Status.Conditions, cond)
	if err := r.Status().Patch(ctx, &pool, client.MergeFrom(orig)); err != nil {
		return ctrl.Result{}, err
	}
	if c := meta.FindStatusCondition(pool.Status.Conditions, conditionReady); c != nil && c.Status != metav1.ConditionTrue {
		return ctrl.Result{RequeueAfter: 2 * time.Second}, nil
	}
	return ctrl.Result{}, nil
}

// drain scales the workers to zero and waits for their pods to go before letting the pool go.
func (r *WorkerPoolReconciler) drain(ctx context.Context, pool *batchv1alpha1.WorkerPool) (ctrl.Result, error) {
	logger := log.FromContext(ctx)
	if !controllerutil.ContainsFinalizer(pool, drainFinalizer) {
		return ctrl.Result{}, nil
	}
	var dep appsv1.Deployment
	err := r.Get(ctx, types.NamespacedName{Namespace: pool.Namespace, Name: pool.Name + "-workers"}, &dep)
	if err == nil && (dep.Spec.Replicas == nil || *dep.Spec.Replicas != 0) {
		patch := client.MergeFrom(dep.DeepCopy())
		dep.Spec.Replicas = ptr.To[int32](0)
		if err := r.Patch(ctx, &dep, patch); err != nil {
			return ctrl.Result{}, err
		}
		r.Recorder.Event(pool, corev1.EventTypeNormal, "Draining", "Scaled workers to 0")
	} else if err != nil && !apierrors.IsNotFound(err) {
		return ctrl.Result{}, err
	}
	var pods corev1.PodList
	if err := r.List(ctx, &pods, client.InNamespace(pool.Namespace), client.MatchingLabels{poolLabel: pool.Name}); err != nil {
		return ctrl.Result{}, err
	}
	if len(pods.Items) > 0 {
		logger.Info("waiting for workers to stop", "pods", len(pods.Items))
		return ctrl.Result{RequeueAfter: 2 * time.Second}, nil
	}
	if controllerutil.RemoveFinalizer(pool, drainFinalizer) {
		if err := r.Update(ctx, pool); err != nil {
			return ctrl.Result{}, err
		}
	}
	logger.Info("drained")
	return ctrl.Result{}, nil
}

// poolsForSecret maps a Secret to the pools using it.
func (r *WorkerPoolReconciler) poolsForSecret(ctx context.Context, obj client.Object) []reconcile.Request {
	var pools batchv1alpha1.WorkerPoolList
	if err := r.List(ctx, &pools, client.InNamespace(obj.GetNamespace()), client.MatchingFields{secretIndexField: obj.GetName()}); err != nil {
		log.FromContext(ctx).Error(err, "listing pools for secret")
		return nil
	}
	reqs := make([]reconcile.Request, 0, len(pools.Items))
	for _, p := range pools.Items {
		reqs = append(reqs, reconcile.Request{NamespacedName: types.NamespacedName{Namespace: p.Namespace, Name: p.Name}})
	}
	return reqs
}

// SetupWithManager sets up the controller with the Manager.
func (r *WorkerPoolReconciler) SetupWithManager(mgr ctrl.Manager) error {
	if err := mgr.GetFieldIndexer().IndexField(context.Background(), &batchv1alpha1.WorkerPool{}, secretIndexField, func(o client.Object) []string {
		pool := o.(*batchv1alpha1.WorkerPool)
		if pool.Spec.CredentialsSecret == "" {
			return nil
		}
		return []string{pool.Spec.CredentialsSecret}
	}); err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).
		For(&batchv1alpha1.WorkerPool{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).
		Owns(&appsv1.Deployment{}).
		Watches(&corev1.Secret{}, handler.EnqueueRequestsFromMapFunc(r.poolsForSecret),
			builder.WithPredicates(predicate.ResourceVersionChangedPredicate{})).
		Complete(r)
}
