package controller

import (
	"context"
	"fmt"
	"sort"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/tools/record"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/source"

	mirrorv1alpha1 "example.io/secret-mirror/api/v1alpha1"
)

const mirrorLabel = "mirror.example.io/mirror"

// SecretMirrorReconciler reconciles a SecretMirror object
type SecretMirrorReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
}

//+kubebuilder:rbac:groups=mirror.example.io,resources=secretmirrors,verbs=get;list;watch
//+kubebuilder:rbac:groups=mirror.example.io,resources=secretmirrors/status,verbs=get;update;patch
//+kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch;create;update;patch;delete
//+kubebuilder:rbac:groups="",resources=namespaces,verbs=get;list;watch
//+kubebuilder:rbac:groups="",resources=events,verbs=create;patch

func (r *SecretMirrorReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)

	var mirror mirrorv1alpha1.SecretMirror
	if err := r.Get(ctx, req.NamespacedName, &mirror); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	var src corev1.Secret
	if err := r.Get(ctx, types.NamespacedName{Namespace: mirror.Spec.Source.Namespace, Name: mirror.Spec.Source.Name}, &src); err != nil {
		if apierrors.IsNotFound(err) {
			r.Recorder.Eventf(&mirror, corev1.EventTypeWarning, "SourceNotFound", "source secret %s/%s not found", mirror.Spec.Source.Namespace, mirror.Spec.Source.Name)
		}
		return ctrl.Result{}, err
	}

	sel, err := metav1.LabelSelectorAsSelector(&mirror.Spec.NamespaceSelector)
	if err != nil {
		meta.SetStatusCondition(&mirror.Status.Conditions, metav1.Condition{Type: "Ready", Status: metav1.ConditionFalse, Reason: "InvalidSelector", Message: err.Error()})
		return ctrl.Result{}, r.Status().Update(ctx, &mirror)
	}
	var namespaces corev1.NamespaceList
	if err := r.List(ctx, &namespaces, client.MatchingLabelsSelector{Selector: sel}); err != nil {
		return ctrl.Result{}, err
	}

	wanted := map[string]bool{}
	for _, ns := range namespaces.Items {
		if ns.Name == src.Namespace || ns.Status.Phase == corev1.NamespaceTerminating {
			continue
		}
		wanted[ns.Name] = true
		copy := &corev1.Secret{ObjectMeta: metav1.ObjectMeta{Name: src.Name, Namespace: ns.Name}}
		op, err := controllerutil.CreateOrUpdate(ctx, r.Client, copy, func() error {
			if copy.Labels == nil {
				copy.Labels = map[string]string{}
			}
			copy.Labels[mirrorLabel] = mirror.Name
			copy.Type = src.Type
			copy.Data = src.Data
			return controllerutil.SetControllerReference(&mirror, copy, r.Scheme)
		})
		if err != nil {
			return ctrl.Result{}, fmt.Errorf("mirroring into %s: %w", ns.Name, err)
		}
		if op != controllerutil.OperationResultNone {
			logger.Info("mirrored secret", "namespace", ns.Name, "operation", op)
		}
	}

	var copies corev1.SecretList
	if err := r.List(ctx, &copies, client.MatchingLabels{mirrorLabel: mirror.Name}); err != nil {
		return ctrl.Result{}, err
	}
	for i := range copies.Items {
		c := &copies.Items[i]
		if wanted[c.Namespace] || !metav1.IsControlledBy(c, &mirror) {
			continue
		}
		if err := r.Delete(ctx, c, client.Preconditions{UID: &c.UID}); client.IgnoreNotFound(err) != nil {
			return ctrl.Result{}, err
		}
		logger.Info("removed stale copy", "namespace", c.Namespace)
		r.Recorder.Eventf(&mirror, corev1.EventTypeNormal, "Removed", "removed copy from namespace %s", c.Namespace)
	}

	names := make([]string, 0, len(wanted))
	for n := range wanted {
		names = append(names, n)
	}
	sort.Strings(names)
	mirror.Status.Namespaces = names
	meta.SetStatusCondition(&mirror.Status.Conditions, metav1.Condition{
		Type: "Ready", Status: metav1.ConditionTrue, Reason: "Mirrored",
		Message: fmt.Sprintf("copied into %d namespaces", len(names)),
	})
	return ctrl.Result{}, r.Status().Update(ctx, &mirror)
}

// mirrorsForSecret maps a source Secret to the mirrors that copy it.
func (r *SecretMirrorReconciler) mirrorsForSecret(ctx context.Context, obj client.Object) []reconcile.Request {
	var mirrors mirrorv1alpha1.SecretMirrorList
	if err := r.List(ctx, &mirrors); err != nil {
		return nil
	}
	var reqs []reconcile.Request
	for _, m := range mirrors.Items {
		if m.Spec.Source.Namespace == obj.GetNamespace() && m.Spec.Source.Name == obj.GetName() {
			reqs = append(reqs, reconcile.Request{NamespacedName: types.NamespacedName{Name: m.Name}})
		}
	}
	return reqs
}

// allMirrors: any namespace change may change what a selector selects.
func (r *SecretMirrorReconciler) allMirrors(ctx context.Context, ns *corev1.Namespace) []reconcile.Request {
	var mirrors mirrorv1alpha1.SecretMirrorList
	if err := r.List(ctx, &mirrors); err != nil {
		return nil
	}
	reqs := make([]reconcile.Request, 0, len(mirrors.Items))
	for _, m := range mirrors.Items {
		reqs = append(reqs, reconcile.Request{NamespacedName: types.NamespacedName{Name: m.Name}})
	}
	return reqs
}

// SetupWithManager sets up the controller with the Manager.
func (r *SecretMirrorReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&mirrorv1alpha1.SecretMirror{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).
		Owns(&corev1.Secret{}).
		Watches(&corev1.Secret{}, handler.EnqueueRequestsFromMapFunc(r.mirrorsForSecret),
			builder.WithPredicates(predicate.Funcs{
				CreateFunc: func(e event.CreateEvent) bool { return e.Object.GetLabels()[mirrorLabel] == "" },
				UpdateFunc: func(e event.UpdateEvent) bool { return e.ObjectNew.GetLabels()[mirrorLabel] == "" },
			})).
		WatchesRawSource(source.Kind(mgr.GetCache(), &corev1.Namespace{},
			handler.TypedEnqueueRequestsFromMapFunc(r.allMirrors),
			predicate.TypedLabelChangedPredicate[*corev1.Namespace]{})).
		Complete(r)
}
