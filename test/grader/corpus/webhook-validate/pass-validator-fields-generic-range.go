// corpus: pass
// Style: the validator struct carries its limits and warned tags as fields set in SetupAppWebhookWithManager, a generic inRange[T cmp.Ordered], slices.Contains for the tag table.
package v1

import (
	"cmp"
	"context"
	"fmt"
	"slices"
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
		WithValidator(&AppCustomValidator{MinReplicas: 1, MaxReplicas: 10, Warned: []string{"latest"}}).
		Complete()
}

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppCustomValidator validates App objects on create and update.
type AppCustomValidator struct {
	MinReplicas, MaxReplicas int32
	// Warned lists the tags that get a warning; an untagged image always does.
	Warned []string
}

var _ admission.Validator[*labv1.App] = &AppCustomValidator{}

func tagOf(image string) string {
	slash := strings.LastIndex(image, "/")
	colon := strings.LastIndex(image, ":")
	if colon <= slash {
		return ""
	}
	return image[colon+1:]
}

func inRange[T cmp.Ordered](v, lo, hi T) bool { return lo <= v && v <= hi }

func (v *AppCustomValidator) check(app *labv1.App) (admission.Warnings, error) {
	spec := field.NewPath("spec")
	var errs field.ErrorList
	if app.Spec.Image == "" {
		errs = append(errs, field.Required(spec.Child("image"), "an image is required"))
	}
	if r := app.Spec.Replicas; !inRange(r, v.MinReplicas, v.MaxReplicas) {
		errs = append(errs, field.Invalid(spec.Child("replicas"), r, fmt.Sprintf("must be between %d and %d", v.MinReplicas, v.MaxReplicas)))
	}
	if len(errs) > 0 {
		return nil, apierrors.NewInvalid(schema.GroupKind{Group: "lab.example.com", Kind: "App"}, app.Name, errs)
	}
	tag := tagOf(app.Spec.Image)
	if tag == "" {
		return admission.Warnings{"spec.image has no tag; pin a version"}, nil
	}
	if slices.Contains(v.Warned, tag) {
		return admission.Warnings{fmt.Sprintf("spec.image uses the %q tag; pin a version", tag)}, nil
	}
	return nil, nil
}

// ValidateCreate checks a new App.
func (v *AppCustomValidator) ValidateCreate(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	applog.Info("validate create", "name", app.Name)
	return v.check(app)
}

// ValidateUpdate checks a changed App.
func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldApp, newApp *labv1.App) (admission.Warnings, error) {
	applog.Info("validate update", "name", newApp.Name)
	return v.check(newApp)
}

// ValidateDelete allows every deletion.
func (v *AppCustomValidator) ValidateDelete(ctx context.Context, app *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
