package routing

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	networkv1 "github.com/acme/edge-operator/api/network/v1"
	routingv1alpha1 "github.com/acme/edge-operator/api/routing/v1alpha1"
	"github.com/acme/edge-operator/internal/controller/network"
)

// RouteReconciler reconciles a Route object
type RouteReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=routing.edge.acme.io,resources=routes,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=routing.edge.acme.io,resources=routes/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=network.edge.acme.io,resources=gateways,verbs=get;list;watch

func (r *RouteReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	rt := &routingv1alpha1.Route{}
	if err := r.Get(ctx, req.NamespacedName, rt); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	base := rt.DeepCopy()

	cond := metav1.Condition{Type: "Accepted", ObservedGeneration: rt.Generation}
	gw := &networkv1.Gateway{}
	err := r.Get(ctx, types.NamespacedName{Namespace: rt.Namespace, Name: rt.Spec.GatewayRef}, gw)
	switch {
	case apierrors.IsNotFound(err):
		cond.Status, cond.Reason = metav1.ConditionFalse, "GatewayNotFound"
		cond.Message = fmt.Sprintf("gateway %q not found", rt.Spec.GatewayRef)
	case err != nil:
		return ctrl.Result{}, err
	default:
		if msg := validBackend(rt.Spec.Backend); msg != "" {
			cond.Status, cond.Reason, cond.Message = metav1.ConditionFalse, "InvalidBackend", msg
		} else {
			cond.Status, cond.Reason = metav1.ConditionTrue, "Attached"
			cond.Message = "attached to gateway " + gw.Name
		}
	}
	if !meta.SetStatusCondition(&rt.Status.Conditions, cond) {
		return ctrl.Result{}, nil
	}
	log.V(1).Info("route condition", "accepted", cond.Status, "reason", cond.Reason)
	return ctrl.Result{}, r.Status().Patch(ctx, rt, client.MergeFrom(base))
}

func validBackend(backend string) string {
	name, port, ok := strings.Cut(backend, ":")
	if !ok || name == "" {
		return fmt.Sprintf("backend %q is not name:port", backend)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
		return fmt.Sprintf("backend %q has an invalid port", backend)
	}
	return ""
}

func (r *RouteReconciler) routesForGateway(ctx context.Context, obj client.Object) []reconcile.Request {
	var routes routingv1alpha1.RouteList
	if err := r.List(ctx, &routes, client.InNamespace(obj.GetNamespace()),
		client.MatchingFields{network.RouteGatewayField: obj.GetName()}); err != nil {
		logf.FromContext(ctx).Error(err, "listing routes of gateway", "gateway", obj.GetName())
		return nil
	}
	reqs := make([]reconcile.Request, 0, len(routes.Items))
	for _, rt := range routes.Items {
		reqs = append(reqs, reconcile.Request{NamespacedName: client.ObjectKeyFromObject(&rt)})
	}
	return reqs
}

// SetupWithManager sets up the controller with the Manager. The Route index is registered by the
// Gateway controller, which is set up first.
func (r *RouteReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&routingv1alpha1.Route{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).
		Watches(&networkv1.Gateway{}, handler.EnqueueRequestsFromMapFunc(r.routesForGateway),
			builder.WithPredicates(predicate.Funcs{
				UpdateFunc: func(e event.UpdateEvent) bool { return false },
			})).
		Named("routing-route").
		Complete(r)
}
