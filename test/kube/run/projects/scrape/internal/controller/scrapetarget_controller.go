package controller

import (
	"context"
	"fmt"
	"sort"
	"strings"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/tools/cache"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	monitoringv1alpha1 "github.com/example/scrape-operator/api/v1alpha1"
)

// sourceAnnotation names the ScrapeTarget (its cache key) a generated object belongs to.
const sourceAnnotation = "monitoring.example.com/source"

// ScrapeTargetReconciler publishes each ScrapeTarget as a Prometheus Operator ServiceMonitor when
// that API is installed, else as a scrape config in a ConfigMap.
type ScrapeTargetReconciler struct {
	client.Client
	Scheme          *runtime.Scheme
	ServiceMonitors bool
}

// +kubebuilder:rbac:groups=monitoring.example.com,resources=scrapetargets,verbs=get;list;watch
// +kubebuilder:rbac:groups=monitoring.example.com,resources=scrapetargets/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=monitoring.coreos.com,resources=servicemonitors,verbs=get;list;watch;create;update;patch
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;create;update;patch

func (r *ScrapeTargetReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	var st monitoringv1alpha1.ScrapeTarget
	if err := r.Get(ctx, req.NamespacedName, &st); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	key, err := cache.MetaNamespaceKeyFunc(&st)
	if err != nil {
		return ctrl.Result{}, err
	}

	var obj client.Object
	mode := "ConfigMap"
	if r.ServiceMonitors {
		mode = "ServiceMonitor"
		obj, err = r.serviceMonitor(ctx, &st, key)
	} else {
		obj, err = r.configMap(ctx, &st, key)
	}
	if err != nil {
		return ctrl.Result{}, err
	}
	log.Info("published", "target", key, "mode", mode, "object", obj.GetName())

	st.Status.Mode = mode
	meta.SetStatusCondition(&st.Status.Conditions, metav1.Condition{
		Type:               "Ready",
		Status:             metav1.ConditionTrue,
		Reason:             "Published",
		Message:            fmt.Sprintf("scraped through %s %s", mode, obj.GetName()),
		ObservedGeneration: st.Generation,
	})
	return ctrl.Result{}, r.Status().Update(ctx, &st)
}

func (r *ScrapeTargetReconciler) serviceMonitor(ctx context.Context, st *monitoringv1alpha1.ScrapeTarget, key string) (client.Object, error) {
	sm := &unstructured.Unstructured{}
	sm.SetAPIVersion("monitoring.coreos.com/v1")
	sm.SetKind("ServiceMonitor")
	sm.SetName(st.Name)
	sm.SetNamespace(st.Namespace)
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, sm, func() error {
		sm.SetLabels(map[string]string{"release": "prometheus"})
		sm.SetAnnotations(map[string]string{sourceAnnotation: key})
		endpoints := []interface{}{map[string]interface{}{"port": st.Spec.Port, "interval": st.Spec.Interval}}
		if err := unstructured.SetNestedSlice(sm.Object, endpoints, "spec", "endpoints"); err != nil {
			return err
		}
		if err := unstructured.SetNestedStringMap(sm.Object, st.Spec.Selector, "spec", "selector", "matchLabels"); err != nil {
			return err
		}
		return controllerutil.SetControllerReference(st, sm, r.Scheme)
	})
	return sm, err
}

func (r *ScrapeTargetReconciler) configMap(ctx context.Context, st *monitoringv1alpha1.ScrapeTarget, key string) (client.Object, error) {
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: st.Name + "-scrape", Namespace: st.Namespace}}
	_, err := controllerutil.CreateOrUpdate(ctx, r.Client, cm, func() error {
		if cm.Annotations == nil {
			cm.Annotations = map[string]string{}
		}
		cm.Annotations[sourceAnnotation] = key
		cm.Data = map[string]string{"scrape.yaml": scrapeConfig(st)}
		return controllerutil.SetControllerReference(st, cm, r.Scheme)
	})
	return cm, err
}

// scrapeConfig is the Prometheus scrape job for the target, labels in a stable order.
func scrapeConfig(st *monitoringv1alpha1.ScrapeTarget) string {
	var keys []string
	for k := range st.Spec.Selector {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "job_name: %s/%s\nscrape_interval: %s\nkubernetes_sd_configs:\n- role: endpoints\n  namespaces:\n    names: [%s]\nrelabel_configs:\n", st.Namespace, st.Name, st.Spec.Interval, st.Namespace)
	for _, k := range keys {
		fmt.Fprintf(&b, "- source_labels: [__meta_kubernetes_service_label_%s]\n  regex: %s\n  action: keep\n", k, st.Spec.Selector[k])
	}
	fmt.Fprintf(&b, "- source_labels: [__meta_kubernetes_endpoint_port_name]\n  regex: %s\n  action: keep\n", st.Spec.Port)
	return b.String()
}

// targetOf maps a generated object back to its ScrapeTarget through the source annotation.
func targetOf(_ context.Context, obj client.Object) []reconcile.Request {
	key, ok := obj.GetAnnotations()[sourceAnnotation]
	if !ok {
		return nil
	}
	namespace, name, err := cache.SplitMetaNamespaceKey(key)
	if err != nil {
		return nil
	}
	return []reconcile.Request{{NamespacedName: types.NamespacedName{Namespace: namespace, Name: name}}}
}

// SetupWithManager sets up the controller with the Manager.
func (r *ScrapeTargetReconciler) SetupWithManager(mgr ctrl.Manager) error {
	b := ctrl.NewControllerManagedBy(mgr).
		For(&monitoringv1alpha1.ScrapeTarget{}).
		Watches(&corev1.ConfigMap{}, handler.EnqueueRequestsFromMapFunc(targetOf)).
		Named("scrapetarget")
	if r.ServiceMonitors {
		sm := &unstructured.Unstructured{}
		sm.SetAPIVersion("monitoring.coreos.com/v1")
		sm.SetKind("ServiceMonitor")
		b = b.Owns(sm)
	}
	return b.Complete(r)
}
