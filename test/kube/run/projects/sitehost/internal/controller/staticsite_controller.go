/*
Copyright 2026 Pagewright.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    http://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
*/

package controller

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"sort"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/client-go/tools/record"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	webv1alpha1 "github.com/pagewright/sitehost-operator/api/v1alpha1"
)

const (
	// ContentRefField indexes StaticSites by the ConfigMap they serve.
	ContentRefField = ".spec.contentRef"
	hashAnnotation  = "web.pagewright.dev/content-hash"
	pausedLabel     = "web.pagewright.dev/paused"
)

// StaticSiteReconciler reconciles a StaticSite object
type StaticSiteReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
}

// +kubebuilder:rbac:groups=web.pagewright.dev,resources=staticsites,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=web.pagewright.dev,resources=staticsites/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=core,resources=services,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=core,resources=configmaps,verbs=get;list;watch
// +kubebuilder:rbac:groups=core,resources=events,verbs=create;patch

// Reconcile rolls the site's Deployment whenever its content changes.
func (r *StaticSiteReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	site := &webv1alpha1.StaticSite{}
	if err := r.Get(ctx, req.NamespacedName, site); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}

	content := &corev1.ConfigMap{}
	if err := r.Get(ctx, types.NamespacedName{Namespace: site.Namespace, Name: site.Spec.ContentRef}, content); err != nil {
		if !apierrors.IsNotFound(err) {
			return ctrl.Result{}, err
		}
		r.Recorder.Eventf(site, corev1.EventTypeWarning, "ContentMissing", "ConfigMap %q not found", site.Spec.ContentRef)
		return ctrl.Result{}, r.setReady(ctx, site, metav1.ConditionFalse, "ContentMissing", err.Error())
	}
	hash := contentHash(content)

	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: site.Name, Namespace: site.Namespace}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, dep, func() error {
		labels := map[string]string{"app.kubernetes.io/name": "staticsite", "app.kubernetes.io/instance": site.Name}
		dep.Spec.Replicas = site.Spec.Replicas
		if dep.Spec.Selector == nil {
			dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		}
		dep.Spec.Template.Labels = labels
		if dep.Spec.Template.Annotations == nil {
			dep.Spec.Template.Annotations = map[string]string{}
		}
		dep.Spec.Template.Annotations[hashAnnotation] = hash
		dep.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:  "nginx",
			Image: site.Spec.Image,
			Ports: []corev1.ContainerPort{{Name: "http", ContainerPort: 80}},
			VolumeMounts: []corev1.VolumeMount{{
				Name: "content", MountPath: "/usr/share/nginx/html", ReadOnly: true,
			}},
		}}
		dep.Spec.Template.Spec.Volumes = []corev1.Volume{{
			Name: "content",
			VolumeSource: corev1.VolumeSource{ConfigMap: &corev1.ConfigMapVolumeSource{
				LocalObjectReference: corev1.LocalObjectReference{Name: content.Name},
			}},
		}}
		return controllerutil.SetControllerReference(site, dep, r.Scheme)
	})
	if err != nil {
		var owned *controllerutil.AlreadyOwnedError
		if errors.As(err, &owned) {
			r.Recorder.Event(site, corev1.EventTypeWarning, "NameConflict", err.Error())
			return ctrl.Result{}, r.setReady(ctx, site, metav1.ConditionFalse, "NameConflict", err.Error())
		}
		return ctrl.Result{}, fmt.Errorf("reconciling deployment: %w", err)
	}
	log.Info("deployment reconciled", "deployment", dep.Name, "operation", op)
	switch op {
	case controllerutil.OperationResultCreated:
		r.Recorder.Eventf(site, corev1.EventTypeNormal, "Created", "Created deployment %s", dep.Name)
	case controllerutil.OperationResultUpdated:
		r.Recorder.Eventf(site, corev1.EventTypeNormal, "Updated", "Updated deployment %s", dep.Name)
	}

	svc := &corev1.Service{ObjectMeta: metav1.ObjectMeta{Name: site.Name, Namespace: site.Namespace}}
	svcOp, err := controllerutil.CreateOrPatch(ctx, r.Client, svc, func() error {
		svc.Spec.Selector = dep.Spec.Template.Labels
		svc.Spec.Ports = []corev1.ServicePort{{Name: "http", Port: 80, TargetPort: intstr.FromString("http")}}
		return controllerutil.SetControllerReference(site, svc, r.Scheme)
	})
	if err != nil {
		return ctrl.Result{}, fmt.Errorf("reconciling service: %w", err)
	}
	log.Info("service reconciled", "service", svc.Name, "operation", svcOp)

	if site.Status.ContentHash != "" && site.Status.ContentHash != hash {
		r.Recorder.Eventf(site, corev1.EventTypeNormal, "ContentChanged", "Rolling %s to content %s", dep.Name, hash)
	}
	site.Status.ContentHash = hash
	return ctrl.Result{}, r.setReady(ctx, site, metav1.ConditionTrue, "Serving", fmt.Sprintf("%d pages", len(content.Data)))
}

func (r *StaticSiteReconciler) setReady(ctx context.Context, site *webv1alpha1.StaticSite, status metav1.ConditionStatus, reason, message string) error {
	site.Status.ObservedGeneration = site.Generation
	meta.SetStatusCondition(&site.Status.Conditions, metav1.Condition{
		Type:               "Ready",
		Status:             status,
		Reason:             reason,
		Message:            message,
		ObservedGeneration: site.Generation,
	})
	return r.Status().Update(ctx, site)
}

func contentHash(cm *corev1.ConfigMap) string {
	keys := make([]string, 0, len(cm.Data))
	for k := range cm.Data {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	h := sha256.New()
	for _, k := range keys {
		fmt.Fprintf(h, "%s=%s\n", k, cm.Data[k])
	}
	return hex.EncodeToString(h.Sum(nil))[:10]
}

// IndexContentRef is the index function for ContentRefField.
func IndexContentRef(o client.Object) []string {
	site, ok := o.(*webv1alpha1.StaticSite)
	if !ok || site.Spec.ContentRef == "" {
		return nil
	}
	return []string{site.Spec.ContentRef}
}

// sitesForContent maps a ConfigMap to the StaticSites that serve it.
func (r *StaticSiteReconciler) sitesForContent(ctx context.Context, cm client.Object) []reconcile.Request {
	var sites webv1alpha1.StaticSiteList
	if err := r.List(ctx, &sites, client.InNamespace(cm.GetNamespace()), client.MatchingFields{ContentRefField: cm.GetName()}); err != nil {
		logf.FromContext(ctx).Error(err, "unable to list sites for content", "configmap", cm.GetName())
		return nil
	}
	reqs := make([]reconcile.Request, 0, len(sites.Items))
	for i := range sites.Items {
		reqs = append(reqs, reconcile.Request{NamespacedName: client.ObjectKeyFromObject(&sites.Items[i])})
	}
	return reqs
}

// SetupWithManager sets up the controller with the Manager.
func (r *StaticSiteReconciler) SetupWithManager(mgr ctrl.Manager) error {
	if err := mgr.GetFieldIndexer().IndexField(context.Background(), &webv1alpha1.StaticSite{}, ContentRefField, IndexContentRef); err != nil {
		return err
	}
	notPaused := predicate.Not(predicate.NewPredicateFuncs(func(o client.Object) bool {
		return o.GetLabels()[pausedLabel] == "true"
	}))
	return ctrl.NewControllerManagedBy(mgr).
		For(&webv1alpha1.StaticSite{}, builder.WithPredicates(predicate.Or(predicate.GenerationChangedPredicate{}, predicate.LabelChangedPredicate{}))).
		Owns(&appsv1.Deployment{}).
		Owns(&corev1.Service{}, builder.OnlyMetadata).
		Watches(&corev1.ConfigMap{}, handler.EnqueueRequestsFromMapFunc(r.sitesForContent)).
		WithEventFilter(notPaused).
		Named("staticsite").
		Complete(r)
}
