// corpus: fail webhook.rejects-invalid
// ValidateCreate defaults replicas 0 to 1 on the object it was handed, then validates it: a validating webhook's changes reach nobody (the API server stores the request's object), so an App with 0 replicas is admitted as it was sent.
package v1

import (
	"context"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime/schema"
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

// The path is the one the builder registers: /validate-<group with dashes>-<version>-<lower-case kind>.
// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppCustomValidator validates App objects on create and update.
type AppCustomValidator struct{}

var _ admission.Validator[*labv1.App] = &AppCustomValidator{}

// ValidateCreate checks a new App.
func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	applog.Info("validate create", "name", app.Name)
	// an App created without replicas runs one
	if app.Spec.Replicas == 0 {
		app.Spec.Replicas = 1
	}
	return validateApp(app)
}

// ValidateUpdate checks a changed App.
func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	applog.Info("validate update", "name", newApp.Name)
	return validateApp(newApp)
}

// ValidateDelete allows every deletion.
func (v *AppCustomValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return nil, nil
}

// validateApp returns field errors as an Invalid status, so the API server reports every field
// at once, and warnings for specs that are allowed but risky.
func validateApp(app *labv1.App) (admission.Warnings, error) {
	var warnings admission.Warnings
	var errs field.ErrorList
	spec := field.NewPath("spec")

	if app.Spec.Image == "" {
		errs = append(errs, field.Required(spec.Child("image"), "an image is required"))
	} else if !strings.Contains(app.Spec.Image[strings.LastIndex(app.Spec.Image, "/")+1:], ":") || strings.HasSuffix(app.Spec.Image, ":latest") {
		warnings = append(warnings, "spec.image: pin a version tag instead of relying on latest")
	}
	if app.Spec.Replicas < 1 || app.Spec.Replicas > 10 {
		errs = append(errs, field.Invalid(spec.Child("replicas"), app.Spec.Replicas, "must be between 1 and 10"))
	}

	if len(errs) > 0 {
		return warnings, apierrors.NewInvalid(
			schema.GroupKind{Group: labv1.GroupVersion.Group, Kind: "App"}, app.Name, errs)
	}
	return warnings, nil
}
