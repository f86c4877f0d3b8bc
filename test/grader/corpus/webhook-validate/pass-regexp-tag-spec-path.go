// corpus: pass
// Style: one validate function over the spec with a base *field.Path; the tag read with a regular expression on the last path element.
package v1

import (
	"context"
	"regexp"
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

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppCustomValidator validates App objects on create and update.
type AppCustomValidator struct{}

var _ admission.Validator[*labv1.App] = &AppCustomValidator{}

// a tag: a colon and up to 128 word characters, dots and dashes at the end of the image's last part
var tagPattern = regexp.MustCompile(`:([A-Za-z0-9_][A-Za-z0-9_.-]{0,127})$`)

func validateSpec(spec labv1.AppSpec, p *field.Path) (admission.Warnings, field.ErrorList) {
	var errs field.ErrorList
	if strings.TrimSpace(spec.Image) == "" {
		errs = append(errs, field.Required(p.Child("image"), "an image is required"))
	}
	if spec.Replicas < 1 || spec.Replicas > 10 {
		errs = append(errs, field.Invalid(p.Child("replicas"), spec.Replicas, "must be between 1 and 10"))
	}
	if len(errs) > 0 {
		return nil, errs
	}
	name := spec.Image[strings.LastIndex(spec.Image, "/")+1:]
	if at := strings.Index(name, "@"); at >= 0 {
		name = name[:at]
	}
	m := tagPattern.FindStringSubmatch(name)
	switch {
	case m == nil:
		return admission.Warnings{"image " + spec.Image + " has no version tag"}, nil
	case m[1] == "latest":
		return admission.Warnings{"image " + spec.Image + " is tagged latest"}, nil
	}
	return nil, nil
}

func check(app *labv1.App) (admission.Warnings, error) {
	warnings, errs := validateSpec(app.Spec, field.NewPath("spec"))
	if len(errs) == 0 {
		return warnings, nil
	}
	return warnings, apierrors.NewInvalid(labv1.GroupVersion.WithKind("App").GroupKind(), app.Name, errs)
}

// ValidateCreate checks a new App.
func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return check(app)
}

// ValidateUpdate checks a changed App.
func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	return check(newApp)
}

// ValidateDelete allows every deletion.
func (v *AppCustomValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
