// Variant: pass — validation split into small functions with other names

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
	spec := field.NewPath("spec")
	errs, warnings := checkImage(spec.Child("image"), app.Spec.Image)
	errs = append(errs, checkReplicas(spec.Child("replicas"), app.Spec.Replicas)...)

	if len(errs) > 0 {
		return warnings, apierrors.NewInvalid(
			schema.GroupKind{Group: labv1.GroupVersion.Group, Kind: "App"}, app.Name, errs)
	}
	return warnings, nil
}

func checkImage(p *field.Path, image string) (field.ErrorList, admission.Warnings) {
	switch {
	case image == "":
		return field.ErrorList{field.Required(p, "an image is required")}, nil
	case !strings.Contains(image[strings.LastIndex(image, "/")+1:], ":"), strings.HasSuffix(image, ":latest"):
		return nil, admission.Warnings{p.String() + ": pin a version tag instead of relying on latest"}
	}
	return nil, nil
}

func checkReplicas(p *field.Path, replicas int32) field.ErrorList {
	if replicas >= 1 && replicas <= 10 {
		return nil
	}
	return field.ErrorList{field.Invalid(p, replicas, "must be between 1 and 10")}
}
