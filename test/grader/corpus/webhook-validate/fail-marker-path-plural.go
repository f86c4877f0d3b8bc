// corpus: fail webhook.path-matches
// Mistake: validation complete, but the marker path kept with the plural (the builder serves -app).
package v1

import (
	"context"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/util/validation/field"

	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	labv1 "example.com/lab/api/v1"
)

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

func validateApp(app *labv1.App) (admission.Warnings, error) {
	var errs field.ErrorList
	spec := field.NewPath("spec")
	if app.Spec.Image == "" {
		errs = append(errs, field.Required(spec.Child("image"), "an image is required"))
	}
	if app.Spec.Replicas < 1 || app.Spec.Replicas > 10 {
		errs = append(errs, field.Invalid(spec.Child("replicas"), app.Spec.Replicas, "must be between 1 and 10"))
	}
	var warnings admission.Warnings
	if app.Spec.Image != "" {
		name := app.Spec.Image[strings.LastIndex(app.Spec.Image, "/")+1:]
		i := strings.LastIndex(name, ":")
		if i < 0 || name[i+1:] == "latest" {
			warnings = append(warnings, "spec.image: use a pinned version tag, not latest or none")
		}
	}
	if len(errs) > 0 {
		return warnings, apierrors.NewInvalid(labv1.GroupVersion.WithKind("App").GroupKind(), app.Name, errs)
	}
	return warnings, nil
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
