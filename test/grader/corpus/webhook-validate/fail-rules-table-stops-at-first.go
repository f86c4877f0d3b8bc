// corpus: fail webhook.field-errors
// The same rule table, but the loop returns on the first rule that fails: an App with two bad fields is refused naming only one.
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

// SetupAppWebhookWithManager registers the webhook for App in the manager.
func SetupAppWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, &labv1.App{}).
		WithValidator(&AppValidator{}).
		Complete()
}

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

// AppValidator validates Apps.
type AppValidator struct{}

type rule func(spec *field.Path, app *labv1.App) *field.Error

var rules = []rule{
	func(p *field.Path, a *labv1.App) *field.Error {
		if a.Spec.Image == "" {
			return field.Required(p.Child("image"), "must name an image")
		}
		return nil
	},
	func(p *field.Path, a *labv1.App) *field.Error {
		if a.Spec.Replicas < 1 || a.Spec.Replicas > 10 {
			return field.Invalid(p.Child("replicas"), a.Spec.Replicas, "must be between 1 and 10")
		}
		return nil
	},
}

func (v *AppValidator) check(app *labv1.App) (admission.Warnings, error) {
	for _, r := range rules {
		if e := r(field.NewPath("spec"), app); e != nil {
			return nil, apierrors.NewInvalid(labv1.GroupVersion.WithKind("App").GroupKind(), app.Name, field.ErrorList{e})
		}
	}
	ref := app.Spec.Image[strings.LastIndex(app.Spec.Image, "/")+1:]
	tag := ""
	if i := strings.LastIndex(ref, ":"); i >= 0 {
		tag = ref[i+1:]
	}
	switch tag {
	case "":
		return admission.Warnings{fmt.Sprintf("image %q has no tag", app.Spec.Image)}, nil
	case "latest":
		return admission.Warnings{fmt.Sprintf("image %q uses the latest tag", app.Spec.Image)}, nil
	}
	return nil, nil
}

func (v *AppValidator) ValidateCreate(_ context.Context, app *labv1.App) (admission.Warnings, error) {
	return v.check(app)
}

func (v *AppValidator) ValidateUpdate(_ context.Context, _ *labv1.App, app *labv1.App) (admission.Warnings, error) {
	return v.check(app)
}

func (v *AppValidator) ValidateDelete(context.Context, *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
