// corpus: fail webhook.allows-valid
// The error list starts as an empty non-nil field.ErrorList and is tested with != nil, so every App, valid ones too, is refused with an empty Invalid error.
package v1

import (
	"context"
	"path"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
	ctrl "sigs.k8s.io/controller-runtime"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	labv1 "example.com/lab/api/v1"
)

var applog = logf.Log.WithName("app-resource")

// SetupAppWebhookWithManager registers the webhook for App in the manager.
func SetupAppWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, &labv1.App{}).
		WithValidator(&AppCustomValidator{}).
		Complete()
}

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppCustomValidator validates App resources.
type AppCustomValidator struct{}

// validate returns the App's warnings, or an Invalid error listing every bad field.
func validate(app *labv1.App) (admission.Warnings, error) {
	spec := field.NewPath("spec")
	errs := field.ErrorList{}
	if strings.TrimSpace(app.Spec.Image) == "" {
		errs = append(errs, field.Required(spec.Child("image"), "an image is required"))
	}
	for _, msg := range validation.IsInRange(int(app.Spec.Replicas), 1, 10) {
		errs = append(errs, field.Invalid(spec.Child("replicas"), app.Spec.Replicas, msg))
	}
	if errs != nil {
		return nil, apierrors.NewInvalid(labv1.GroupVersion.WithKind("App").GroupKind(), app.Name, errs)
	}

	// the tag is after the last ':' of the last path segment (a registry port is not a tag)
	name := path.Base(app.Spec.Image)
	if i := strings.LastIndex(name, ":"); i < 0 {
		return admission.Warnings{"spec.image has no tag: " + app.Spec.Image}, nil
	} else if name[i+1:] == "latest" {
		return admission.Warnings{"spec.image uses the latest tag: " + app.Spec.Image}, nil
	}
	return nil, nil
}

func (v *AppCustomValidator) ValidateCreate(_ context.Context, app *labv1.App) (admission.Warnings, error) {
	applog.V(1).Info("validate create", "name", app.Name)
	return validate(app)
}

func (v *AppCustomValidator) ValidateUpdate(_ context.Context, _, app *labv1.App) (admission.Warnings, error) {
	applog.V(1).Info("validate update", "name", app.Name)
	return validate(app)
}

func (v *AppCustomValidator) ValidateDelete(context.Context, *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
