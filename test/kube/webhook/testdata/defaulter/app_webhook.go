package v1

import (
	"context"
	"errors"

	labv1 "example.com/lab/api/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
)

// SetupAppWebhookWithManager registers the defaulting and validating webhooks for App.
func SetupAppWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, &labv1.App{}).
		WithDefaulter(&AppDefaulter{}).
		WithValidator(&AppValidator{}).
		Complete()
}

// +kubebuilder:webhook:path=/mutate-lab-example-com-v1-app,mutating=true,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=mapp-v1.kb.io,admissionReviewVersions=v1

// AppDefaulter fills in replicas and marks the App.
type AppDefaulter struct{}

// Default sets unset fields.
func (d *AppDefaulter) Default(ctx context.Context, app *labv1.App) error {
	if app.Spec.Replicas == 0 {
		app.Spec.Replicas = 3
	}
	if app.Annotations == nil {
		app.Annotations = map[string]string{}
	}
	app.Annotations["lab.example.com/defaulted"] = "true"
	return nil
}

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update;delete,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppValidator checks Apps.
type AppValidator struct{}

// ValidateCreate panics on a poisoned image, rejects replicas above 5 with a plain error.
func (v *AppValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	if app.Spec.Image == "boom" {
		panic("boom")
	}
	if app.Spec.Replicas > 5 {
		return admission.Warnings{"replicas above 5 cost money"}, errors.New("replicas must be at most 5")
	}
	if _, err := admission.RequestFromContext(ctx); err != nil {
		return nil, err
	}
	return nil, nil
}

// ValidateUpdate allows updates.
func (v *AppValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	return nil, nil
}

// ValidateDelete refuses to delete protected Apps.
func (v *AppValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	if app.Labels["protected"] == "true" {
		return nil, errors.New("this App is protected")
	}
	return nil, nil
}
