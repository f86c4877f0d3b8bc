package controller

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
	appsv1ac "k8s.io/client-go/applyconfigurations/apps/v1"
	corev1ac "k8s.io/client-go/applyconfigurations/core/v1"
	metav1ac "k8s.io/client-go/applyconfigurations/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	cachev1alpha1 "github.com/fleetworks/cachefleet/api/v1alpha1"
)

const fieldOwner = client.FieldOwner("cachefleet")

// MemcachedReconciler reconciles a Memcached object
type MemcachedReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=cache.fleetworks.io,resources=memcacheds,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=cache.fleetworks.io,resources=memcacheds/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=core,resources=services;configmaps,verbs=get;list;watch;create;update;patch;delete

// Reconcile applies the Memcached's Deployment, Service and ConfigMap with server-side apply: each
// pass sends the whole intent, and the API server merges it under the "cachefleet" field manager.
func (r *MemcachedReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	memcached := &cachev1alpha1.Memcached{}
	if err := r.Get(ctx, req.NamespacedName, memcached); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	owner := metav1ac.OwnerReference().
		WithAPIVersion(cachev1alpha1.GroupVersion.String()).
		WithKind("Memcached").
		WithName(memcached.Name).
		WithUID(memcached.UID).
		WithController(true).
		WithBlockOwnerDeletion(true)
	labels := map[string]string{
		"app.kubernetes.io/name":       "memcached",
		"app.kubernetes.io/instance":   memcached.Name,
		"app.kubernetes.io/managed-by": "cachefleet",
	}

	cm := corev1ac.ConfigMap(memcached.Name+"-config", memcached.Namespace).
		WithLabels(labels).
		WithOwnerReferences(owner).
		WithData(map[string]string{"memory-limit-mb": fmt.Sprint(memcached.Spec.MemoryLimitMB)})
	if err := r.Apply(ctx, cm, fieldOwner, client.ForceOwnership); err != nil {
		log.Error(err, "Failed to apply ConfigMap")
		return ctrl.Result{}, err
	}

	memory := resource.MustParse(fmt.Sprintf("%dMi", memcached.Spec.MemoryLimitMB+16))
	dep := appsv1ac.Deployment(memcached.Name, memcached.Namespace).
		WithLabels(labels).
		WithOwnerReferences(owner).
		WithSpec(appsv1ac.DeploymentSpec().
			WithReplicas(*memcached.Spec.Size).
			WithSelector(metav1ac.LabelSelector().WithMatchLabels(labels)).
			WithStrategy(appsv1ac.DeploymentStrategy().
				WithType(appsv1.RollingUpdateDeploymentStrategyType).
				WithRollingUpdate(appsv1ac.RollingUpdateDeployment().
					WithMaxUnavailable(intstr.FromInt32(0)).
					WithMaxSurge(intstr.FromString("25%")))).
			WithTemplate(corev1ac.PodTemplateSpec().
				WithLabels(labels).
				WithAnnotations(map[string]string{"cachefleet.io/config": *cm.GetName()}).
				WithSpec(corev1ac.PodSpec().
					WithSecurityContext(corev1ac.PodSecurityContext().
						WithRunAsNonRoot(true).
						WithSeccompProfile(corev1ac.SeccompProfile().WithType(corev1.SeccompProfileTypeRuntimeDefault))).
					WithContainers(corev1ac.Container().
						WithName("memcached").
						WithImage(memcached.Spec.Image).
						WithImagePullPolicy(corev1.PullIfNotPresent).
						WithArgs("-m", fmt.Sprint(memcached.Spec.MemoryLimitMB), "-o", "modern", "-v").
						WithPorts(corev1ac.ContainerPort().WithName("memcached").WithContainerPort(11211)).
						WithEnv(corev1ac.EnvVar().WithName("MEMCACHED_MEMORY").WithValueFrom(corev1ac.EnvVarSource().
							WithConfigMapKeyRef(corev1ac.ConfigMapKeySelector().WithName(*cm.GetName()).WithKey("memory-limit-mb")))).
						WithResources(corev1ac.ResourceRequirements().
							WithLimits(corev1.ResourceList{corev1.ResourceMemory: memory})).
						WithSecurityContext(corev1ac.SecurityContext().
							WithRunAsNonRoot(true).
							WithRunAsUser(1001).
							WithAllowPrivilegeEscalation(false).
							WithCapabilities(corev1ac.Capabilities().WithDrop("ALL"))).
						WithReadinessProbe(corev1ac.Probe().
							WithTCPSocket(corev1ac.TCPSocketAction().WithPort(intstr.FromString("memcached"))).
							WithPeriodSeconds(5))))))
	if err := r.Apply(ctx, dep, fieldOwner, client.ForceOwnership); err != nil {
		log.Error(err, "Failed to apply Deployment")
		return ctrl.Result{}, err
	}
	log.Info("Applied Deployment", "resourceVersion", *dep.ResourceVersion, "replicas", *dep.Spec.Replicas)

	svc := corev1ac.Service(memcached.Name, memcached.Namespace).
		WithLabels(labels).
		WithOwnerReferences(owner).
		WithSpec(corev1ac.ServiceSpec().
			WithSelector(labels).
			WithPorts(corev1ac.ServicePort().
				WithName("memcached").
				WithPort(11211).
				WithTargetPort(intstr.FromString("memcached"))))
	// no ForceOwnership: a Service someone else set up is reported, not taken over
	if err := r.Apply(ctx, svc, fieldOwner); err != nil {
		meta.SetStatusCondition(&memcached.Status.Conditions, metav1.Condition{
			Type:    "Available",
			Status:  metav1.ConditionFalse,
			Reason:  "ServiceConflict",
			Message: err.Error(),
		})
		if uerr := r.Status().Update(ctx, memcached); uerr != nil {
			return ctrl.Result{}, uerr
		}
		log.Error(err, "Failed to apply Service")
		return ctrl.Result{}, nil
	}

	meta.SetStatusCondition(&memcached.Status.Conditions, metav1.Condition{
		Type:    "Available",
		Status:  metav1.ConditionTrue,
		Reason:  "Applied",
		Message: fmt.Sprintf("Deployment for %d replicas and Service applied", *memcached.Spec.Size),
	})
	if err := r.Status().Update(ctx, memcached); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *MemcachedReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&cachev1alpha1.Memcached{}).
		Owns(&appsv1.Deployment{}).
		Owns(&corev1.Service{}).
		Owns(&corev1.ConfigMap{}).
		Named("memcached").
		Complete(r)
}
