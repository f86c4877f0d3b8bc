// corpus: pass
// Style: checks written out in each method, the tag tested with a suffix and a colon search.
package v1

import (
	"context"
	"fmt"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime/schema"
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

var appGK = schema.GroupKind{Group: "lab.example.com", Kind: "App"}

func imageWarnings(image string) admission.Warnings {
	last := image
	if slash := strings.LastIndex(image, "/"); slash >= 0 {
		last = image[slash+1:]
	}
	if !strings.Contains(last, ":") {
		return admission.Warnings{fmt.Sprintf("image %q has no tag", image)}
	}
	if strings.HasSuffix(last, ":latest") {
		return admission.Warnings{fmt.Sprintf("image %q uses the latest tag", image)}
	}
	return nil
}

// ValidateCreate checks a new App.
func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	var all field.ErrorList
	if app.Spec.Image == "" {
		all = append(all, field.Required(field.NewPath("spec", "image"), ""))
	}
	if app.Spec.Replicas < 1 || app.Spec.Replicas > 10 {
		all = append(all, field.Invalid(field.NewPath("spec", "replicas"), app.Spec.Replicas, "must be from 1 to 10"))
	}
	if len(all) != 0 {
		return nil, apierrors.NewInvalid(appGK, app.Name, all)
	}
	return imageWarnings(app.Spec.Image), nil
}

// ValidateUpdate checks a changed App.
func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	var all field.ErrorList
	if newApp.Spec.Image == "" {
		all = append(all, field.Required(field.NewPath("spec", "image"), ""))
	}
	if newApp.Spec.Replicas < 1 || newApp.Spec.Replicas > 10 {
		all = append(all, field.Invalid(field.NewPath("spec", "replicas"), newApp.Spec.Replicas, "must be from 1 to 10"))
	}
	if len(all) != 0 {
		return nil, apierrors.NewInvalid(appGK, newApp.Name, all)
	}
	return imageWarnings(newApp.Spec.Image), nil
}

// ValidateDelete allows every deletion.
func (v *AppCustomValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
