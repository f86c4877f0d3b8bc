// corpus: fail webhook.warnings
// The older CustomValidator: a risky image is logged as a warning in the manager's log, never returned as admission.Warnings.
package v1

import (
	"context"
	"fmt"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"

	ctrl "sigs.k8s.io/controller-runtime"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	labv1 "example.com/lab/api/v1"
)

// SetupAppWebhookWithManager registers the validating webhook for App with the manager.
func SetupAppWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, &labv1.App{}).
		WithCustomValidator(&AppCustomValidator{}).
		Complete()
}

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

var applog = logf.Log.WithName("app-resource")

// AppCustomValidator validates App objects on create and update.
type AppCustomValidator struct{}

var _ admission.CustomValidator = &AppCustomValidator{}

func validateApp(app *labv1.App) (admission.Warnings, error) {
	var errs field.ErrorList
	spec := field.NewPath("spec")
	if app.Spec.Image == "" {
		errs = append(errs, field.Required(spec.Child("image"), "an image is required"))
	}
	if app.Spec.Replicas < 1 || app.Spec.Replicas > 10 {
		errs = append(errs, field.Invalid(spec.Child("replicas"), app.Spec.Replicas, "must be between 1 and 10"))
	}
	if app.Spec.Image != "" {
		name := app.Spec.Image[strings.LastIndex(app.Spec.Image, "/")+1:]
		i := strings.LastIndex(name, ":")
		if i < 0 || name[i+1:] == "latest" {
			// allowed, but someone should know
			applog.Info("warning: spec.image has no pinned version tag", "name", app.Name, "image", app.Spec.Image)
		}
	}
	if len(errs) > 0 {
		return nil, apierrors.NewInvalid(labv1.GroupVersion.WithKind("App").GroupKind(), app.Name, errs)
	}
	return nil, nil
}

// ValidateCreate checks a new App.
func (v *AppCustomValidator) ValidateCreate(ctx context.Context, obj runtime.Object) (admission.Warnings, error) {
	app, ok := obj.(*labv1.App)
	if !ok {
		return nil, fmt.Errorf("expected an App object but got %T", obj)
	}
	return validateApp(app)
}

// ValidateUpdate checks a changed App.
func (v *AppCustomValidator) ValidateUpdate(ctx context.Context, oldObj, newObj runtime.Object) (admission.Warnings, error) {
	app, ok := newObj.(*labv1.App)
	if !ok {
		return nil, fmt.Errorf("expected an App object for the newObj but got %T", newObj)
	}
	return validateApp(app)
}

// ValidateDelete allows every deletion.
func (v *AppCustomValidator) ValidateDelete(ctx context.Context, obj runtime.Object) (admission.Warnings, error) {
	return nil, nil
}
