// corpus: fail webhook.field-errors
// Mistake: collects field.ErrorList but returns errs.ToAggregate(), a plain error: the response is a denial without field causes.
package v1

import (
	"context"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

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

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppCustomValidator validates App objects on create and update.
type AppCustomValidator struct{}

var _ admission.Validator[*labv1.App] = &AppCustomValidator{}

func validateApp(app *labv1.App) (admission.Warnings, error) {
	var errs field.ErrorList
	if app.Spec.Image == "" {
		errs = append(errs, field.Required(field.NewPath("spec", "image"), ""))
	}
	if app.Spec.Replicas < 1 || app.Spec.Replicas > 10 {
		errs = append(errs, field.Invalid(field.NewPath("spec", "replicas"), app.Spec.Replicas, "must be 1-10"))
	}
	var warns admission.Warnings
	if i := strings.LastIndex(app.Spec.Image, ":"); i < 0 || app.Spec.Image[i+1:] == "latest" {
		warns = append(warns, "image "+app.Spec.Image+" is not pinned to a version")
	}
	return warns, errs.ToAggregate()
}

// ValidateCreate checks a new App.
func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return validateApp(app)
}

// ValidateUpdate checks a changed App.
func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	return validateApp(newApp)
}

// ValidateDelete allows every deletion.
func (v *AppCustomValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
