package v1

import (
	"context"

	ctrl "sigs.k8s.io/controller-runtime"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	labv1 "example.com/lab/api/v1"
)

var applog = logf.Log.WithName("app-resource")

// SetupAppWebhookWithManager registers the validating webhook for App with the manager.
func SetupAppWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, &labv1.App{}).
		WithValidator(&AppCustomValidator{}).
		Complete()
}

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-apps,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppCustomValidator validates App objects on create and update.
type AppCustomValidator struct{}

var _ admission.Validator[*labv1.App] = &AppCustomValidator{}

// ValidateCreate checks a new App.
func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	applog.Info("validate create", "name", app.Name)
	// TODO: reject invalid specs, warn about risky ones.
	return nil, nil
}

// ValidateUpdate checks a changed App.
func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	applog.Info("validate update", "name", newApp.Name)
	// TODO: reject invalid specs, warn about risky ones.
	return nil, nil
}

// ValidateDelete allows every deletion.
func (v *AppCustomValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
