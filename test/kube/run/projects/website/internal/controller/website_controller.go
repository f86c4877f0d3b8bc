/*
Copyright 2025.

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
	"fmt"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/client-go/tools/record"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/predicate"

	webv1 "github.com/acme/website-operator/api/v1"
)

const (
	websiteFinalizer = "web.acme.io/finalizer"

	typeAvailableWebsite   = "Available"
	typeProgressingWebsite = "Progressing"
	typeDegradedWebsite    = "Degraded"

	contentHashAnnotation = "web.acme.io/content-hash"
	siteLabel             = "web.acme.io/site"
)

// WebsiteReconciler reconciles a Website object
type WebsiteReconciler struct {
	client.Client
	Scheme   *runtime.Scheme
	Recorder record.EventRecorder
}

// +kubebuilder:rbac:groups=web.acme.io,resources=websites,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=web.acme.io,resources=websites/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=web.acme.io,resources=websites/finalizers,verbs=update
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=core,resources=services;configmaps,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=core,resources=events,verbs=create;patch
// +kubebuilder:rbac:groups=core,resources=pods,verbs=get;list;watch

// Reconcile is part of the main kubernetes reconciliation loop which aims to
// move the current state of the cluster closer to the desired state.
func (r *WebsiteReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)

	website := &webv1.Website{}
	if err := r.Get(ctx, req.NamespacedName, website); err != nil {
		if apierrors.IsNotFound(err) {
			log.Info("Website resource not found. Ignoring since object must be deleted")
			return ctrl.Result{}, nil
		}
		log.Error(err, "Failed to get Website")
		return ctrl.Result{}, err
	}

	if !website.DeletionTimestamp.IsZero() {
		if controllerutil.ContainsFinalizer(website, websiteFinalizer) {
			log.Info("Cleaning up before deletion")
			if err := r.cleanup(ctx, website); err != nil {
				return ctrl.Result{}, err
			}
			r.Recorder.Event(website, corev1.EventTypeWarning, "Deleting",
				fmt.Sprintf("Website %s is being deleted from the namespace %s", website.Name, website.Namespace))
			controllerutil.RemoveFinalizer(website, websiteFinalizer)
			if err := r.Update(ctx, website); err != nil {
				log.Error(err, "Failed to remove finalizer")
				return ctrl.Result{}, err
			}
		}
		return ctrl.Result{}, nil
	}

	if controllerutil.AddFinalizer(website, websiteFinalizer) {
		log.Info("Adding finalizer")
		if err := r.Update(ctx, website); err != nil {
			log.Error(err, "Failed to add finalizer")
			return ctrl.Result{}, err
		}
	}

	if meta.FindStatusCondition(website.Status.Conditions, typeAvailableWebsite) == nil {
		meta.SetStatusCondition(&website.Status.Conditions, metav1.Condition{
			Type: typeAvailableWebsite, Status: metav1.ConditionUnknown, Reason: "Reconciling",
			Message: "Starting reconciliation",
		})
		if err := r.Status().Update(ctx, website); err != nil {
			log.Error(err, "Failed to update Website status")
			return ctrl.Result{}, err
		}
		if err := r.Get(ctx, req.NamespacedName, website); err != nil {
			return ctrl.Result{}, err
		}
	}

	// ConfigMap with the page
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: website.Name + "-content", Namespace: website.Namespace}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, cm, func() error {
		cm.Labels = labelsFor(website)
		cm.Data = map[string]string{"index.html": website.Spec.Content}
		return controllerutil.SetControllerReference(website, cm, r.Scheme)
	})
	if err != nil {
		return r.degraded(ctx, website, "ConfigMapFailed", err)
	}
	if op != controllerutil.OperationResultNone {
		log.Info("ConfigMap reconciled", "operation", op)
	}
	sum := sha256.Sum256([]byte(website.Spec.Content))
	hash := hex.EncodeToString(sum[:])[:12]

	dep := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: website.Name, Namespace: website.Namespace}}
	op, err = controllerutil.CreateOrUpdate(ctx, r.Client, dep, func() error {
		ls := labelsFor(website)
		dep.Labels = ls
		dep.Spec.Replicas = website.Spec.Replicas
		if dep.Spec.Selector == nil {
			dep.Spec.Selector = &metav1.LabelSelector{MatchLabels: ls}
		}
		dep.Spec.Template.Labels = ls
		if dep.Spec.Template.Annotations == nil {
			dep.Spec.Template.Annotations = map[string]string{}
		}
		dep.Spec.Template.Annotations[contentHashAnnotation] = hash
		dep.Spec.Template.Spec.SecurityContext = &corev1.PodSecurityContext{
			RunAsNonRoot:   ptr.To(true),
			SeccompProfile: &corev1.SeccompProfile{Type: corev1.SeccompProfileTypeRuntimeDefault},
		}
		dep.Spec.Template.Spec.Containers = []corev1.Container{{
			Name:            "web",
			Image:           website.Spec.Image,
			ImagePullPolicy: corev1.PullIfNotPresent,
			Ports:           []corev1.ContainerPort{{Name: "http", ContainerPort: website.Spec.Port}},
			VolumeMounts:    []corev1.VolumeMount{{Name: "content", MountPath: "/usr/share/nginx/html"}},
			SecurityContext: &corev1.SecurityContext{
				RunAsNonRoot:             ptr.To(true),
				RunAsUser:                ptr.To[int64](101),
				AllowPrivilegeEscalation: ptr.To(false),
				Capabilities:             &corev1.Capabilities{Drop: []corev1.Capability{"ALL"}},
			},
		}}
		dep.Spec.Template.Spec.Volumes = []corev1.Volume{{
			Name: "content",
			VolumeSource: corev1.VolumeSource{ConfigMap: &corev1.ConfigMapVolumeSource{
				LocalObjectReference: corev1.LocalObjectReference{Name: cm.Name},
			}},
		}}
		return controllerutil.SetControllerReference(website, dep, r.Scheme)
	})
	if err != nil {
		return r.degraded(ctx, website, "DeploymentFailed", err)
	}
	if op == controllerutil.OperationResultCreated {
		r.Recorder.Eventf(website, corev1.EventTypeNormal, "Created", "Created Deployment %s", dep.Name)
	} else if op == controllerutil.OperationResultUpdated {
		r.Recorder.Eventf(website, corev1.EventTypeNormal, "Updated", "Updated Deployment %s", dep.Name)
	}

	svc := &corev1.Service{ObjectMeta: metav1.ObjectMeta{Name: website.Name, Namespace: website.Namespace}}
	if _, err := controllerutil.CreateOrUpdate(ctx, r.Client, svc, func() error {
		svc.Labels = labelsFor(website)
		svc.Spec.Type = corev1.ServiceType(website.Spec.ServiceType)
		svc.Spec.Selector = labelsFor(website)
		svc.Spec.Ports = []corev1.ServicePort{{
			Name: "http", Port: 80, TargetPort: intstr.FromString("http"), Protocol: corev1.ProtocolTCP,
		}}
		return controllerutil.SetControllerReference(website, svc, r.Scheme)
	}); err != nil {
		return r.degraded(ctx, website, "ServiceFailed", err)
	}

	// count the pods the site runs
	pods := &corev1.PodList{}
	if err := r.List(ctx, pods, client.InNamespace(website.Namespace), client.MatchingLabels(labelsFor(website))); err != nil {
		log.Error(err, "Failed to list pods", "Website.Namespace", website.Namespace, "Website.Name", website.Name)
		return ctrl.Result{}, err
	}
	log.V(1).Info("pods of the site", "count", len(pods.Items))

	website.Status.ReadyReplicas = dep.Status.ReadyReplicas
	website.Status.URL = fmt.Sprintf("http://%s.%s.svc.cluster.local", svc.Name, svc.Namespace)
	website.Status.ObservedGeneration = website.Generation
	want := int32(1)
	if website.Spec.Replicas != nil {
		want = *website.Spec.Replicas
	}
	meta.RemoveStatusCondition(&website.Status.Conditions, typeDegradedWebsite)
	if dep.Status.ReadyReplicas < want {
		meta.SetStatusCondition(&website.Status.Conditions, metav1.Condition{
			Type: typeProgressingWebsite, Status: metav1.ConditionTrue, Reason: "ScalingUp",
			Message: fmt.Sprintf("%d of %d replicas ready", dep.Status.ReadyReplicas, want),
		})
		meta.SetStatusCondition(&website.Status.Conditions, metav1.Condition{
			Type: typeAvailableWebsite, Status: metav1.ConditionFalse, Reason: "NotReady",
			Message: fmt.Sprintf("%d of %d replicas ready", dep.Status.ReadyReplicas, want),
		})
	} else {
		meta.SetStatusCondition(&website.Status.Conditions, metav1.Condition{
			Type: typeProgressingWebsite, Status: metav1.ConditionFalse, Reason: "Complete",
			Message: "Deployment is up to date",
		})
		meta.SetStatusCondition(&website.Status.Conditions, metav1.Condition{
			Type: typeAvailableWebsite, Status: metav1.ConditionTrue, Reason: "Ready",
			Message: fmt.Sprintf("Website %s is serving with %d replicas", website.Name, want),
		})
	}
	if err := r.Status().Update(ctx, website); err != nil {
		if apierrors.IsConflict(err) {
			return ctrl.Result{Requeue: true}, nil
		}
		log.Error(err, "Failed to update Website status")
		return ctrl.Result{}, err
	}

	if !meta.IsStatusConditionTrue(website.Status.Conditions, typeAvailableWebsite) {
		return ctrl.Result{RequeueAfter: 5 * time.Second}, nil
	}
	return ctrl.Result{}, nil
}

func (r *WebsiteReconciler) degraded(ctx context.Context, website *webv1.Website, reason string, err error) (ctrl.Result, error) {
	logf.FromContext(ctx).Error(err, "reconcile failed", "reason", reason)
	r.Recorder.Event(website, corev1.EventTypeWarning, reason, err.Error())
	meta.SetStatusCondition(&website.Status.Conditions, metav1.Condition{
		Type: typeDegradedWebsite, Status: metav1.ConditionTrue, Reason: reason, Message: err.Error(),
	})
	if uerr := r.Status().Update(ctx, website); uerr != nil {
		return ctrl.Result{}, uerr
	}
	return ctrl.Result{}, err
}

// cleanup deletes the ConfigMaps other controllers copied for the site (labelled with it) in the
// namespace; owned objects go with the garbage collector.
func (r *WebsiteReconciler) cleanup(ctx context.Context, website *webv1.Website) error {
	cms := &corev1.ConfigMapList{}
	if err := r.List(ctx, cms, client.InNamespace(website.Namespace), client.MatchingLabels{siteLabel: website.Name, "web.acme.io/copy": "true"}); err != nil {
		return err
	}
	for i := range cms.Items {
		if err := r.Delete(ctx, &cms.Items[i]); client.IgnoreNotFound(err) != nil {
			return err
		}
		logf.FromContext(ctx).Info("deleted copied content", "configmap", cms.Items[i].Name)
	}
	return nil
}

func labelsFor(website *webv1.Website) map[string]string {
	return map[string]string{
		"app.kubernetes.io/name":       "website",
		"app.kubernetes.io/instance":   website.Name,
		"app.kubernetes.io/managed-by": "website-operator",
		siteLabel:                      website.Name,
	}
}

// SetupWithManager sets up the controller with the Manager.
func (r *WebsiteReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&webv1.Website{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).
		Owns(&appsv1.Deployment{}).
		Owns(&corev1.Service{}).
		Owns(&corev1.ConfigMap{}).
		Named("website").
		Complete(r)
}
