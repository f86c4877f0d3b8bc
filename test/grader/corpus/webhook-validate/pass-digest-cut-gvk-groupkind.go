// corpus: pass
// Style: reference parsing with strings.Cut on the digest and the last path segment (a pinned digest is not warned), one validate method on the validator for both verbs, errors built with field.ErrorList and NewInvalid from the object's GroupVersionKind.
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

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppCustomValidator validates App objects on create and update.
type AppCustomValidator struct{}

var _ admission.Validator[*labv1.App] = &AppCustomValidator{}

// imageWarning says why an image reference is not pinned, or "".
func imageWarning(image string) string {
	if _, digest, ok := strings.Cut(image, "@"); ok && digest != "" {
		return ""
	}
	last := image[strings.LastIndex(image, "/")+1:]
	_, tag, tagged := strings.Cut(last, ":")
	switch {
	case !tagged || tag == "":
		return "spec.image " + image + " has no tag: the node pulls whatever is latest"
	case tag == "latest":
		return "spec.image " + image + " uses the latest tag"
	}
	return ""
}

func (v *AppCustomValidator) validate(app *labv1.App) (admission.Warnings, error) {
	var errs field.ErrorList
	specPath := field.NewPath("spec")
	if strings.TrimSpace(app.Spec.Image) == "" {
		errs = append(errs, field.Required(specPath.Child("image"), "must name an image"))
	}
	if app.Spec.Replicas < 1 || app.Spec.Replicas > 10 {
		errs = append(errs, field.Invalid(specPath.Child("replicas"), app.Spec.Replicas, "must be from 1 to 10"))
	}
	if len(errs) != 0 {
		return nil, apierrors.NewInvalid(labv1.GroupVersion.WithKind("App").GroupKind(), app.Name, errs)
	}
	if w := imageWarning(app.Spec.Image); w != "" {
		return admission.Warnings{w}, nil
	}
	return nil, nil
}

// ValidateCreate checks a new App.
func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	applog.Info("validate create", "name", app.Name)
	return v.validate(app)
}

// ValidateUpdate checks a changed App.
func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	applog.Info("validate update", "name", newApp.Name)
	return v.validate(newApp)
}

// ValidateDelete allows every deletion.
func (v *AppCustomValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
