package v1alpha1

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	cachev1alpha1 "example.com/memcached-operator/api/v1alpha1"
)

// nolint:unused
var memcachedlog = logf.Log.WithName("memcached-resource")

// SetupMemcachedWebhookWithManager registers the Memcached webhooks with the manager.
func SetupMemcachedWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr).For(&cachev1alpha1.Memcached{}).
		WithValidator(&MemcachedCustomValidator{}).
		WithDefaulter(&MemcachedCustomDefaulter{}).
		Complete()
}

// +kubebuilder:webhook:path=/mutate-cache-example-com-v1alpha1-memcached,mutating=true,failurePolicy=fail,sideEffects=None,groups=cache.example.com,resources=memcacheds,verbs=create;update,versions=v1alpha1,name=mmemcached-v1alpha1.kb.io,admissionReviewVersions=v1

// MemcachedCustomDefaulter fills in a Memcached's defaults.
//
// +kubebuilder:object:generate=false
type MemcachedCustomDefaulter struct{}

var _ webhook.CustomDefaulter = &MemcachedCustomDefaulter{}

// Default implements webhook.CustomDefaulter: the port memcached listens on by default.
func (d *MemcachedCustomDefaulter) Default(ctx context.Context, obj runtime.Object) error {
	memcached, ok := obj.(*cachev1alpha1.Memcached)
	if !ok {
		return fmt.Errorf("expected an Memcached object but got %T", obj)
	}
	memcachedlog.Info("Defaulting for Memcached", "name", memcached.GetName())
	if memcached.Spec.ContainerPort == 0 {
		memcached.Spec.ContainerPort = 11211
	}
	return nil
}

// +kubebuilder:webhook:path=/validate-cache-example-com-v1alpha1-memcached,mutating=false,failurePolicy=fail,sideEffects=None,groups=cache.example.com,resources=memcacheds,verbs=create;update,versions=v1alpha1,name=vmemcached-v1alpha1.kb.io,admissionReviewVersions=v1

// MemcachedCustomValidator checks a Memcached when it is created, updated or deleted.
//
// +kubebuilder:object:generate=false
type MemcachedCustomValidator struct{}

var _ webhook.CustomValidator = &MemcachedCustomValidator{}

// ValidateCreate implements webhook.CustomValidator.
func (v *MemcachedCustomValidator) ValidateCreate(ctx context.Context, obj runtime.Object) (admission.Warnings, error) {
	memcached, ok := obj.(*cachev1alpha1.Memcached)
	if !ok {
		return nil, fmt.Errorf("expected a Memcached object but got %T", obj)
	}
	memcachedlog.Info("Validation for Memcached upon creation", "name", memcached.GetName())
	return validatePort(memcached)
}

// ValidateUpdate implements webhook.CustomValidator.
func (v *MemcachedCustomValidator) ValidateUpdate(ctx context.Context, oldObj, newObj runtime.Object) (admission.Warnings, error) {
	memcached, ok := newObj.(*cachev1alpha1.Memcached)
	if !ok {
		return nil, fmt.Errorf("expected a Memcached object for the newObj but got %T", newObj)
	}
	memcachedlog.Info("Validation for Memcached upon update", "name", memcached.GetName())
	return validatePort(memcached)
}

// ValidateDelete implements webhook.CustomValidator.
func (v *MemcachedCustomValidator) ValidateDelete(ctx context.Context, obj runtime.Object) (admission.Warnings, error) {
	memcached, ok := obj.(*cachev1alpha1.Memcached)
	if !ok {
		return nil, fmt.Errorf("expected a Memcached object but got %T", obj)
	}
	memcachedlog.Info("Validation for Memcached upon deletion", "name", memcached.GetName())
	return nil, nil
}

// validatePort refuses the ports below 1024, which need privileges the pod does not have.
func validatePort(m *cachev1alpha1.Memcached) (admission.Warnings, error) {
	if m.Spec.ContainerPort < 1024 {
		return nil, fmt.Errorf("spec.containerPort %d is privileged: use 1024 or above", m.Spec.ContainerPort)
	}
	return nil, nil
}
