package network

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/client-go/tools/record"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	networkv1 "github.com/acme/edge-operator/api/network/v1"
	routingv1alpha1 "github.com/acme/edge-operator/api/routing/v1alpha1"
)

// RouteGatewayField indexes Routes by the Gateway they attach to.
const RouteGatewayField = ".spec.gatewayRef"

const conditionReady = "Ready"

// GatewayReconciler reconciles a Gateway object
type GatewayReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
}

// +kubebuilder:rbac:groups=network.edge.acme.io,resources=gateways,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=network.edge.acme.io,resources=gateways/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=network.edge.acme.io,resources=gateways/finalizers,verbs=update
// +kubebuilder:rbac:groups=routing.edge.acme.io,resources=routes,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=core,resources=services;configmaps,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=core,resources=events,verbs=create;patch

func (r *GatewayReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	gw := &networkv1.Gateway{}
	if err := r.Get(ctx, req.NamespacedName, gw); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var routes routingv1alpha1.RouteList
	if err := r.List(ctx, &routes, client.InNamespace(gw.Namespace),
		client.MatchingFields{RouteGatewayField: gw.Name}); err != nil {
		return ctrl.Result{}, err
	}
	conf := renderConfig(gw, routes.Items)
	sum := sha256.Sum256([]byte(conf))
	hash := hex.EncodeToString(sum[:])[:12]

	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: gw.Name + "-routes", Namespace: gw.Namespace}}
	op, err := controllerutil.CreateOrPatch(ctx, r.Client, cm, func() error {
		if cm.Labels == nil {
			cm.Labels = map[string]string{}
		}
		cm.Labels["app.kubernetes.io/managed-by"] = "edge-operator"
		cm.Data = map[string]string{"routes.conf": conf}
		return controllerutil.SetControllerReference(gw, cm, r.Scheme)
	})
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("configmap: %w", err)
	}
	if op != controllerutil.OperationResultNone {
		log.Info("route table written", "configmap", cm.Name, "operation", op, "routes", len(routes.Items))
		r.Recorder.Eventf(gw, corev1.EventTypeNormal, "RoutesSynced", "Route table %s %s with %d route(s)", cm.Name, op, len(routes.Items))
	}

	labels := map[string]string{"app.kubernetes.io/name": "gateway", "app.kubernetes.io/instance": gw.Name}
	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: gw.Name, Namespace: gw.Namespace}}
	if _, err := controllerutil.CreateOrUpdate(ctx, r.Client, dep, func() error {
		dep.Spec.Replicas = ptr.To(ptr.Deref(gw.Spec.Replicas, 2))
		dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		dep.Spec.Template.Labels = labels
		if dep.Spec.Template.Annotations == nil {
			dep.Spec.Template.Annotations = map[string]string{}
		}
		dep.Spec.Template.Annotations["edge.acme.io/config-hash"] = hash
		dep.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:  "proxy",
			Image: gw.Spec.Image,
			Ports: []corev1.ContainerPort{{Name: "http", ContainerPort: gw.Spec.Port}},
			VolumeMounts: []corev1.VolumeMount{{
				Name: "routes", MountPath: "/etc/edge", ReadOnly: true,
			}},
		}}
		dep.Spec.Template.Spec.Volumes = []corev1.Volume{{
			Name: "routes",
			VolumeSource: corev1.VolumeSource{ConfigMap: &corev1.ConfigMapVolumeSource{
				LocalObjectReference: corev1.LocalObjectReference{Name: cm.Name},
			}},
		}}
		return ctrl.SetControllerReference(gw, dep, r.Scheme)
	}); err != nil {
		return ctrl.Result{}, fmt.Errorf("deployment: %w", err)
	}

	svc := &corev1.Service{ObjectMeta: metav1.ObjectMeta{Name: gw.Name, Namespace: gw.Namespace}}
	if _, err := controllerutil.CreateOrUpdate(ctx, r.Client, svc, func() error {
		svc.Spec.Type = corev1.ServiceType(gw.Spec.ServiceType)
		svc.Spec.Selector = labels
		svc.Spec.Ports = []corev1.ServicePort{{
			Name:       "http",
			Port:       80,
			TargetPort: intstr.FromString("http"),
			Protocol:   corev1.ProtocolTCP,
		}}
		return ctrl.SetControllerReference(gw, svc, r.Scheme)
	}); err != nil {
		return ctrl.Result{}, fmt.Errorf("service: %w", err)
	}

	ready := metav1.Condition{
		Type:               conditionReady,
		Status:             metav1.ConditionFalse,
		Reason:             "Progressing",
		Message:            fmt.Sprintf("%d/%d replicas available", dep.Status.AvailableReplicas, *dep.Spec.Replicas),
		ObservedGeneration: gw.Generation,
	}
	if dep.Status.AvailableReplicas == *dep.Spec.Replicas {
		ready.Status = metav1.ConditionTrue
		ready.Reason = "Available"
	}
	changed := meta.SetStatusCondition(&gw.Status.Conditions, ready)
	if changed && ready.Status == metav1.ConditionTrue {
		r.Recorder.Event(gw, corev1.EventTypeNormal, "Ready", "Gateway is serving")
	}
	gw.Status.ObservedGeneration = gw.Generation
	gw.Status.AttachedRoutes = int32(len(routes.Items))
	gw.Status.ConfigHash = hash
	if err := r.Status().Update(ctx, gw); err != nil {
		if apierrors.IsConflict(err) {
			return ctrl.Result{Requeue: true}, nil
		}
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func renderConfig(gw *networkv1.Gateway, routes []routingv1alpha1.Route) string {
	sorted := append([]routingv1alpha1.Route(nil), routes...)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i].Spec.Host != sorted[j].Spec.Host {
			return sorted[i].Spec.Host < sorted[j].Spec.Host
		}
		return sorted[i].Spec.PathPrefix > sorted[j].Spec.PathPrefix
	})
	var b strings.Builder
	fmt.Fprintf(&b, "listen %d\n", gw.Spec.Port)
	for _, rt := range sorted {
		if rt.DeletionTimestamp != nil {
			continue
		}
		fmt.Fprintf(&b, "route %s%s -> %s\n", rt.Spec.Host, rt.Spec.PathPrefix, rt.Spec.Backend)
	}
	return b.String()
}

// gatewayForRoute maps a Route to the Gateway it names.
func (r *GatewayReconciler) gatewayForRoute(ctx context.Context, obj client.Object) []reconcile.Request {
	rt, ok := obj.(*routingv1alpha1.Route)
	if !ok || rt.Spec.GatewayRef == "" {
		return nil
	}
	return []reconcile.Request{{NamespacedName: types.NamespacedName{Namespace: rt.Namespace, Name: rt.Spec.GatewayRef}}}
}

// SetupWithManager sets up the controller with the Manager.
func (r *GatewayReconciler) SetupWithManager(mgr ctrl.Manager) error {
	if err := mgr.GetFieldIndexer().IndexField(context.Background(), &routingv1alpha1.Route{}, RouteGatewayField,
		func(o client.Object) []string {
			rt := o.(*routingv1alpha1.Route)
			if rt.Spec.GatewayRef == "" {
				return nil
			}
			return []string{rt.Spec.GatewayRef}
		}); err != nil {
		return err
	}
	return ctrl.NewControllerManagedBy(mgr).
		For(&networkv1.Gateway{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).
		Owns(&appsv1.Deployment{}).
		Owns(&corev1.Service{}).
		Owns(&corev1.ConfigMap{}, builder.OnlyMetadata).
		Watches(&routingv1alpha1.Route{}, handler.EnqueueRequestsFromMapFunc(r.gatewayForRoute),
			builder.WithPredicates(predicate.Or(predicate.GenerationChangedPredicate{}, predicate.LabelChangedPredicate{}))).
		Named("network-gateway").
		Complete(r)
}
