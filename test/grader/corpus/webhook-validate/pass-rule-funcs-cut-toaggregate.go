// corpus: pass
// A slice of rule funcs returning (field error, warning), strings.Cut for the tag, errs.ToAggregate() as the any-errors test, the GroupKind from GroupVersion.WithKind.
package v1

import (
	"context"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
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

// rule is one check of an App's spec: an error, a warning, or neither.
type rule func(spec *field.Path, app *labv1.App) (*field.Error, string)

var rules = []rule{
	func(spec *field.Path, app *labv1.App) (*field.Error, string) {
		image := app.Spec.Image
		if image == "" {
			return field.Required(spec.Child("image"), "an image is required"), ""
		}
		name := image
		if i := strings.LastIndexByte(image, '/'); i >= 0 {
			name = image[i+1:]
		}
		if _, tag, ok := strings.Cut(name, ":"); !ok || tag == "latest" {
			return nil, "spec.image: pin a version tag instead of relying on latest"
		}
		return nil, ""
	},
	func(spec *field.Path, app *labv1.App) (*field.Error, string) {
		if r := app.Spec.Replicas; r < 1 || r > 10 {
			return field.Invalid(spec.Child("replicas"), r, "must be between 1 and 10"), ""
		}
		return nil, ""
	},
}

// validateApp runs every rule and reports all field errors at once, as an Invalid status.
func validateApp(app *labv1.App) (admission.Warnings, error) {
	var warnings admission.Warnings
	var errs field.ErrorList
	for _, check := range rules {
		err, warning := check(field.NewPath("spec"), app)
		if err != nil {
			errs = append(errs, err)
		}
		if warning != "" {
			warnings = append(warnings, warning)
		}
	}
	if err := errs.ToAggregate(); err != nil {
		return warnings, apierrors.NewInvalid(labv1.GroupVersion.WithKind("App").GroupKind(), app.Name, errs)
	}
	return warnings, nil
}
