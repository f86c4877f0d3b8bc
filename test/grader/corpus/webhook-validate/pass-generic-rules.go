// corpus: pass
// Rules are a slice of generic check functions over the App; errors collected into a field.ErrorList.
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

func SetupAppWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, &labv1.App{}).
		WithValidator(appValidator{}).
		Complete()
}

// +kubebuilder:webhook:path=/validate-lab-example-com-v1-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=lab.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp-v1.kb.io,admissionReviewVersions=v1

type appValidator struct{}

type rule[T any] func(T, *field.Path) (field.ErrorList, admission.Warnings)

func runRules[T any](obj T, root *field.Path, rules ...rule[T]) (field.ErrorList, admission.Warnings) {
	var errs field.ErrorList
	var warns admission.Warnings
	for _, r := range rules {
		e, w := r(obj, root)
		errs = append(errs, e...)
		warns = append(warns, w...)
	}
	return errs, warns
}

func imageRule(app *labv1.App, p *field.Path) (field.ErrorList, admission.Warnings) {
	img := app.Spec.Image
	switch {
	case img == "":
		return field.ErrorList{field.Required(p.Child("image"), "image must be set")}, nil
	case !strings.Contains(img[strings.LastIndex(img, "/")+1:], ":"), strings.HasSuffix(img, ":latest"):
		return nil, admission.Warnings{fmt.Sprintf("spec.image %q has no pinned tag", img)}
	}
	return nil, nil
}

func replicasRule(app *labv1.App, p *field.Path) (field.ErrorList, admission.Warnings) {
	if n := app.Spec.Replicas; n < 1 || n > 10 {
		return field.ErrorList{field.Invalid(p.Child("replicas"), n, "must be 1..10")}, nil
	}
	return nil, nil
}

func (appValidator) check(app *labv1.App) (admission.Warnings, error) {
	errs, warns := runRules(app, field.NewPath("spec"), imageRule, replicasRule)
	if len(errs) == 0 {
		return warns, nil
	}
	return warns, apierrors.NewInvalid(schema.GroupKind{Group: "lab.example.com", Kind: "App"}, app.Name, errs)
}

func (v appValidator) ValidateCreate(_ context.Context, app *labv1.App) (admission.Warnings, error) {
	return v.check(app)
}

func (v appValidator) ValidateUpdate(_ context.Context, _, app *labv1.App) (admission.Warnings, error) {
	return v.check(app)
}

func (appValidator) ValidateDelete(context.Context, *labv1.App) (admission.Warnings, error) {
	return nil, nil
}
