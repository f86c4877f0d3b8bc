// corpus: fail program.runs
// Mistake: reads the tag with strings.Split(image, ":")[1], which panics for an image without a tag, the case that should only warn.
package v1

import (
	"context"
	"fmt"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/util/validation/field"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	labv1 "example.com/lab/api/v1"
)

func SetupAppWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, &labv1.App{}).
		WithValidator(&AppCustomValidator{}).
		Complete()
}

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

type AppCustomValidator struct{}

var _ admission.Validator[*labv1.App] = &AppCustomValidator{}

func validate(app *labv1.App) (admission.Warnings, error) {
	var errs field.ErrorList
	var warnings admission.Warnings
	if app.Spec.Image == "" {
		errs = append(errs, field.Required(field.NewPath("spec").Child("image"), "must name an image"))
	} else if tag := strings.Split(app.Spec.Image, ":")[1]; tag == "latest" {
		warnings = append(warnings, fmt.Sprintf("image %s uses the latest tag", app.Spec.Image))
	}
	if app.Spec.Replicas < 1 || app.Spec.Replicas > 10 {
		errs = append(errs, field.Invalid(field.NewPath("spec").Child("replicas"), app.Spec.Replicas, "must be between 1 and 10"))
	}
	if len(errs) > 0 {
		return warnings, apierrors.NewInvalid(labv1.GroupVersion.WithKind("App").GroupKind(), app.Name, errs)
	}
	return warnings, nil
}

func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return validate(app)
}

func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	return validate(newApp)
}

func (v *AppCustomValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
