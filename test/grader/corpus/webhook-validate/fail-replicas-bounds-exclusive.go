// corpus: fail webhook.warnings
// Mistake: the replica bounds written exclusive (r <= 1 || r >= 10), so a valid App with 1 replica (the untagged and latest-tagged ones, which should only warn) is refused.
package v1

import (
	"context"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime/schema"
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

func validateApp(app *labv1.App) (admission.Warnings, error) {
	var all field.ErrorList
	if app.Spec.Image == "" {
		all = append(all, field.Required(field.NewPath("spec", "image"), ""))
	}
	if app.Spec.Replicas <= 1 || app.Spec.Replicas >= 10 {
		all = append(all, field.Invalid(field.NewPath("spec", "replicas"), app.Spec.Replicas, "must be from 1 to 10"))
	}
	var w admission.Warnings
	if app.Spec.Image != "" {
		name := app.Spec.Image[strings.LastIndex(app.Spec.Image, "/")+1:]
		if _, tag, ok := strings.Cut(name, ":"); !ok || tag == "latest" {
			w = append(w, "spec.image: pin a version tag instead of "+app.Spec.Image)
		}
	}
	if len(all) > 0 {
		return w, apierrors.NewInvalid(schema.GroupKind{Group: "lab.example.com", Kind: "App"}, app.Name, all)
	}
	return w, nil
}

func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return validateApp(app)
}

func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	return validateApp(newApp)
}

func (v *AppCustomValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
