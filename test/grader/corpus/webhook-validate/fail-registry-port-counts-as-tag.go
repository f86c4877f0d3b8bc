// corpus: fail webhook.warnings
// Mistake: the tag is whatever follows the first colon, so an image from a registry with a port (registry.example.com:5000/shop) counts as tagged "5000/shop" and gets no warning.
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

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppCustomValidator validates App objects on create and update.
type AppCustomValidator struct{}

var _ admission.Validator[*labv1.App] = &AppCustomValidator{}

func tagOf(image string) string {
	if i := strings.Index(image, ":"); i >= 0 {
		return image[i+1:]
	}
	return ""
}

func check(app *labv1.App) (admission.Warnings, error) {
	spec := field.NewPath("spec")
	var errs field.ErrorList
	if app.Spec.Image == "" {
		errs = append(errs, field.Required(spec.Child("image"), "an image is required"))
	}
	if r := app.Spec.Replicas; r < 1 || r > 10 {
		errs = append(errs, field.Invalid(spec.Child("replicas"), r, "must be between 1 and 10"))
	}
	if len(errs) > 0 {
		return nil, apierrors.NewInvalid(schema.GroupKind{Group: "lab.example.com", Kind: "App"}, app.Name, errs)
	}
	switch tagOf(app.Spec.Image) {
	case "":
		return admission.Warnings{"spec.image has no tag; pin a version"}, nil
	case "latest":
		return admission.Warnings{"spec.image uses the latest tag; pin a version"}, nil
	}
	return nil, nil
}

// ValidateCreate checks a new App.
func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	applog.Info("validate create", "name", app.Name)
	return check(app)
}

// ValidateUpdate checks a changed App.
func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	applog.Info("validate update", "name", newApp.Name)
	return check(newApp)
}

// ValidateDelete allows every deletion.
func (v *AppCustomValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
