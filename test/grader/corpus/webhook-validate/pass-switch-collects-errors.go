// corpus: pass
// One validate method with a switch per rule, errors gathered in a field.ErrorList, warnings from strings.LastIndex on the tag; update validates the new object only.
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

func (v *AppCustomValidator) check(app *labv1.App) (admission.Warnings, error) {
	spec := field.NewPath("spec")
	var errs field.ErrorList
	var warns admission.Warnings
	switch img := app.Spec.Image; {
	case img == "":
		errs = append(errs, field.Required(spec.Child("image"), "an image is required"))
	case !strings.Contains(img[strings.LastIndex(img, "/")+1:], ":"):
		warns = append(warns, fmt.Sprintf("image %q has no version tag", img))
	case strings.HasSuffix(img, ":latest"):
		warns = append(warns, fmt.Sprintf("image %q is tagged latest", img))
	}
	if r := app.Spec.Replicas; r < 1 || r > 10 {
		errs = append(errs, field.Invalid(spec.Child("replicas"), r, "must be between 1 and 10"))
	}
	if len(errs) == 0 {
		return warns, nil
	}
	return warns, apierrors.NewInvalid(labv1.GroupVersion.WithKind("App").GroupKind(), app.Name, errs)
}

func (v *AppCustomValidator) ValidateCreate(_ context.Context, app *labv1.App) (admission.Warnings, error) {
	return v.check(app)
}

func (v *AppCustomValidator) ValidateUpdate(_ context.Context, _, app *labv1.App) (admission.Warnings, error) {
	return v.check(app)
}

func (v *AppCustomValidator) ValidateDelete(context.Context, *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
