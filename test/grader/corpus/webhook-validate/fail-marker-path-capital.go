// corpus: fail webhook.path-matches
// Mistake: the marker path written with the Kind's capital (-v1-App); the builder serves the lower-case path.
package v1

import (
	"context"
	"fmt"
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

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-App,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppCustomValidator validates App objects on create and update.
type AppCustomValidator struct{}

var _ admission.Validator[*labv1.App] = &AppCustomValidator{}

func (v *AppCustomValidator) validate(app *labv1.App) (admission.Warnings, error) {
	var errs field.ErrorList
	if app.Spec.Image == "" {
		errs = append(errs, field.Required(field.NewPath("spec").Child("image"), "must be set"))
	}
	if app.Spec.Replicas < 1 || app.Spec.Replicas > 10 {
		errs = append(errs, field.Invalid(field.NewPath("spec").Child("replicas"), app.Spec.Replicas, "must be 1 to 10"))
	}
	if len(errs) != 0 {
		return nil, apierrors.NewInvalid(labv1.GroupVersion.WithKind("App").GroupKind(), app.Name, errs)
	}
	name := app.Spec.Image[strings.LastIndex(app.Spec.Image, "/")+1:]
	if !strings.Contains(name, ":") || strings.HasSuffix(name, ":latest") {
		return admission.Warnings{fmt.Sprintf("image %q has no fixed version", app.Spec.Image)}, nil
	}
	return nil, nil
}

// ValidateCreate checks a new App.
func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return v.validate(app)
}

// ValidateUpdate checks a changed App.
func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	return v.validate(newApp)
}

// ValidateDelete allows every deletion.
func (v *AppCustomValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
