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
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"

	platformv1alpha1 "github.com/acme/tenant-operator/api/v1alpha1"
)

const tenantFinalizer = "platform.acme.io/finalizer"

// Definitions to manage status conditions
const (
	// typeAvailableTenant represents the status of the namespace reconciliation
	typeAvailableTenant = "Available"
	// typeDegradedTenant represents the status used when the custom resource is deleted and the
	// finalizer operations are yet to occur, or a step failed.
	typeDegradedTenant = "Degraded"
)

// TenantReconciler reconciles a Tenant object
type TenantReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

// +kubebuilder:rbac:groups=platform.acme.io,resources=tenants,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=platform.acme.io,resources=tenants/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=platform.acme.io,resources=tenants/finalizers,verbs=update
// +kubebuilder:rbac:groups=core,resources=namespaces;resourcequotas,verbs=get;list;watch;create;update;patch;delete

// Reconcile gives each Tenant a namespace with a pod quota; deleting the Tenant removes the
// namespace before the finalizer is released.
func (r *TenantReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := log.FromContext(ctx)

	tenant := &platformv1alpha1.Tenant{}
	if err := r.Get(ctx, req.NamespacedName, tenant); err != nil {
		if apierrors.IsNotFound(err) {
			log.Info("tenant resource not found. Ignoring since object must be deleted")
			return ctrl.Result{}, nil
		}
		log.Error(err, "Failed to get tenant")
		return ctrl.Result{}, err
	}

	// Let's just set the status as Unknown when no status is available
	if len(tenant.Status.Conditions) == 0 {
		meta.SetStatusCondition(&tenant.Status.Conditions, metav1.Condition{Type: typeAvailableTenant, Status: metav1.ConditionUnknown, Reason: "Reconciling", Message: "Starting reconciliation"})
		if err := r.Status().Update(ctx, tenant); err != nil {
			log.Error(err, "Failed to update Tenant status")
			return ctrl.Result{}, err
		}
		// Re-fetch the tenant after updating the status so that we have its latest state
		if err := r.Get(ctx, req.NamespacedName, tenant); err != nil {
			log.Error(err, "Failed to re-fetch tenant")
			return ctrl.Result{}, err
		}
	}

	if !controllerutil.ContainsFinalizer(tenant, tenantFinalizer) {
		log.Info("Adding Finalizer for Tenant")
		if ok := controllerutil.AddFinalizer(tenant, tenantFinalizer); !ok {
			return ctrl.Result{Requeue: true}, nil
		}
		if err := r.Update(ctx, tenant); err != nil {
			log.Error(err, "Failed to update custom resource to add finalizer")
			return ctrl.Result{}, err
		}
	}

	nsName := "tenant-" + tenant.Name

	if !tenant.GetDeletionTimestamp().IsZero() {
		return r.finalize(ctx, tenant, nsName)
	}

	ns := &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: nsName}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, ns, func() error {
		if ns.Labels == nil {
			ns.Labels = map[string]string{}
		}
		ns.Labels["platform.acme.io/tenant"] = tenant.Name
		if tenant.Spec.DisplayName != "" {
			if ns.Annotations == nil {
				ns.Annotations = map[string]string{}
			}
			ns.Annotations["platform.acme.io/display-name"] = tenant.Spec.DisplayName
		}
		return controllerutil.SetControllerReference(tenant, ns, r.Scheme)
	})
	if err != nil {
		return r.degraded(ctx, tenant, "NamespaceFailed", err)
	}
	log.Info("namespace reconciled", "namespace", nsName, "operation", op)

	quota := &corev1.ResourceQuota{ObjectMeta: metav1.ObjectMeta{Name: "tenant-quota", Namespace: nsName}}
	if _, err := controllerutil.CreateOrUpdate(ctx, r.Client, quota, func() error {
		quota.Spec.Hard = corev1.ResourceList{
			corev1.ResourcePods: *resource.NewQuantity(int64(tenant.Spec.Quota.Pods), resource.DecimalSI),
		}
		return controllerutil.SetControllerReference(tenant, quota, r.Scheme)
	}); err != nil {
		return r.degraded(ctx, tenant, "QuotaFailed", err)
	}

	wasAvailable := meta.IsStatusConditionTrue(tenant.Status.Conditions, typeAvailableTenant)
	tenant.Status.Namespace = nsName
	meta.RemoveStatusCondition(&tenant.Status.Conditions, typeDegradedTenant)
	meta.SetStatusCondition(&tenant.Status.Conditions, metav1.Condition{
		Type:               typeAvailableTenant,
		Status:             metav1.ConditionTrue,
		Reason:             "Reconciling",
		Message:            fmt.Sprintf("Namespace %s with a quota of %d pods", nsName, tenant.Spec.Quota.Pods),
		ObservedGeneration: tenant.Generation,
	})
	if err := r.Status().Update(ctx, tenant); err != nil {
		log.Error(err, "Failed to update Tenant status")
		return ctrl.Result{}, err
	}
	if !wasAvailable {
		log.Info("tenant available", "namespace", nsName)
	}
	return ctrl.Result{}, nil
}

// degraded records why a step failed and returns the error so the request is retried.
func (r *TenantReconciler) degraded(ctx context.Context, tenant *platformv1alpha1.Tenant, reason string, cause error) (ctrl.Result, error) {
	meta.SetStatusCondition(&tenant.Status.Conditions, metav1.Condition{
		Type:               typeDegradedTenant,
		Status:             metav1.ConditionTrue,
		Reason:             reason,
		Message:            cause.Error(),
		ObservedGeneration: tenant.Generation,
	})
	meta.SetStatusCondition(&tenant.Status.Conditions, metav1.Condition{
		Type:               typeAvailableTenant,
		Status:             metav1.ConditionFalse,
		Reason:             reason,
		Message:            "see the Degraded condition",
		ObservedGeneration: tenant.Generation,
	})
	if err := r.Status().Update(ctx, tenant); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, cause
}

// finalize deletes the tenant's namespace and waits for it to be gone before removing the
// finalizer.
func (r *TenantReconciler) finalize(ctx context.Context, tenant *platformv1alpha1.Tenant, nsName string) (ctrl.Result, error) {
	log := log.FromContext(ctx)
	if !controllerutil.ContainsFinalizer(tenant, tenantFinalizer) {
		return ctrl.Result{}, nil
	}
	ns := &corev1.Namespace{}
	err := r.Get(ctx, types.NamespacedName{Name: nsName}, ns)
	switch {
	case apierrors.IsNotFound(err):
		log.Info("Removing Finalizer for Tenant after successfully perform the operations")
		controllerutil.RemoveFinalizer(tenant, tenantFinalizer)
		if err := r.Update(ctx, tenant); err != nil {
			log.Error(err, "Failed to remove finalizer for Tenant")
			return ctrl.Result{}, err
		}
		return ctrl.Result{}, nil
	case err != nil:
		return ctrl.Result{}, err
	}
	if ns.DeletionTimestamp.IsZero() {
		meta.SetStatusCondition(&tenant.Status.Conditions, metav1.Condition{
			Type:    typeDegradedTenant,
			Status:  metav1.ConditionUnknown,
			Reason:  "Finalizing",
			Message: fmt.Sprintf("Performing finalizer operations for the tenant: deleting namespace %s", nsName),
		})
		if err := r.Status().Update(ctx, tenant); err != nil {
			return ctrl.Result{}, err
		}
		if err := r.Delete(ctx, ns); client.IgnoreNotFound(err) != nil {
			return ctrl.Result{}, err
		}
	}
	return ctrl.Result{RequeueAfter: 2 * time.Second}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *TenantReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&platformv1alpha1.Tenant{}).
		Owns(&corev1.Namespace{}).
		Owns(&corev1.ResourceQuota{}).
		Named("tenant").
		Complete(r)
}
