// corpus: fail webhook.field-errors
// Mistake: rejects with a plain error (no field errors, no Invalid status).
package v1

import (
	"context"
	"errors"
	"fmt"
	"strings"

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

func check(app *labv1.App) (admission.Warnings, error) {
	var problems []error
	if app.Spec.Image == "" {
		problems = append(problems, errors.New("image must be set"))
	}
	if app.Spec.Replicas < 1 || app.Spec.Replicas > 10 {
		problems = append(problems, fmt.Errorf("replicas must be between 1 and 10, got %d", app.Spec.Replicas))
	}
	var w admission.Warnings
	if !strings.Contains(app.Spec.Image, ":") || strings.HasSuffix(app.Spec.Image, ":latest") {
		w = append(w, "image should be pinned to a version")
	}
	return w, errors.Join(problems...)
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
