package v1

import (
	"context"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
)

// log is for logging in this package.
var databaselog = logf.Log.WithName("database-resource")

// ProtectAnnotation on a Database makes its deletion fail until it is removed.
const ProtectAnnotation = "db.example.io/protect"

var defaultVersions = map[string]string{"postgres": "16.4", "mysql": "8.4.2"}

var deprecatedVersions = map[string]string{"postgres": "12.", "mysql": "5."}

// SetupWebhookWithManager will setup the manager to manage the webhooks
func (r *Database) SetupWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr).For(r).
		WithDefaulter(&DatabaseCustomDefaulter{}).
		WithValidator(&DatabaseCustomValidator{}).
		Complete()
}

// +kubebuilder:webhook:path=/mutate-db-example-io-v1-database,mutating=true,failurePolicy=fail,sideEffects=None,groups=db.example.io,resources=databases,verbs=create;update,versions=v1,name=mdatabase-v1.kb.io,admissionReviewVersions=v1

// DatabaseCustomDefaulter fills the version, replicas and storage a Database leaves out.
type DatabaseCustomDefaulter struct{}

var _ webhook.CustomDefaulter = &DatabaseCustomDefaulter{}

// Default implements webhook.CustomDefaulter so a webhook will be registered for the Kind Database.
func (d *DatabaseCustomDefaulter) Default(ctx context.Context, obj runtime.Object) error {
	db, ok := obj.(*Database)
	if !ok {
		return fmt.Errorf("expected a Database object but got %T", obj)
	}
	databaselog.Info("Defaulting for Database", "name", db.GetName())
	if db.Spec.Version == "" {
		db.Spec.Version = defaultVersions[db.Spec.Engine]
	}
	if db.Spec.Replicas == nil {
		db.Spec.Replicas = ptr.To[int32](1)
	}
	if db.Spec.Storage == "" {
		db.Spec.Storage = "10Gi"
	}
	if db.Labels == nil {
		db.Labels = map[string]string{}
	}
	db.Labels["db.example.io/engine"] = db.Spec.Engine
	return nil
}

// +kubebuilder:webhook:path=/validate-db-example-io-v1-database,mutating=false,failurePolicy=fail,sideEffects=None,groups=db.example.io,resources=databases,verbs=create;update;delete,versions=v1,name=vdatabase-v1.kb.io,admissionReviewVersions=v1

// DatabaseCustomValidator checks Databases on create, update and delete.
type DatabaseCustomValidator struct{}

var _ webhook.CustomValidator = &DatabaseCustomValidator{}

func (v *DatabaseCustomValidator) validate(db *Database) (admission.Warnings, field.ErrorList) {
	var warnings admission.Warnings
	var errs field.ErrorList
	spec := field.NewPath("spec")
	if prefix := deprecatedVersions[db.Spec.Engine]; prefix != "" && len(db.Spec.Version) >= len(prefix) && db.Spec.Version[:len(prefix)] == prefix {
		warnings = append(warnings, fmt.Sprintf("%s %s is deprecated and will lose support", db.Spec.Engine, db.Spec.Version))
	}
	if r := ptr.Deref(db.Spec.Replicas, 1); db.Spec.Engine == "postgres" && r > 1 && r%2 == 0 {
		errs = append(errs, field.Invalid(spec.Child("replicas"), r, "must be odd for a postgres cluster (quorum)"))
	}
	q, err := resource.ParseQuantity(db.Spec.Storage)
	if err != nil {
		errs = append(errs, field.Invalid(spec.Child("storage"), db.Spec.Storage, err.Error()))
	} else if q.Cmp(resource.MustParse("1Gi")) < 0 {
		errs = append(errs, field.Invalid(spec.Child("storage"), db.Spec.Storage, "must be at least 1Gi"))
	}
	return warnings, errs
}

func (v *DatabaseCustomValidator) invalid(db *Database, errs field.ErrorList) error {
	return apierrors.NewInvalid(schema.GroupKind{Group: GroupVersion.Group, Kind: "Database"}, db.Name, errs)
}

// ValidateCreate implements webhook.CustomValidator so a webhook will be registered for the type Database.
func (v *DatabaseCustomValidator) ValidateCreate(ctx context.Context, obj runtime.Object) (admission.Warnings, error) {
	db, ok := obj.(*Database)
	if !ok {
		return nil, fmt.Errorf("expected a Database object but got %T", obj)
	}
	databaselog.Info("Validation for Database upon creation", "name", db.GetName())
	warnings, errs := v.validate(db)
	if len(errs) > 0 {
		return warnings, v.invalid(db, errs)
	}
	return warnings, nil
}

// ValidateUpdate implements webhook.CustomValidator so a webhook will be registered for the type Database.
func (v *DatabaseCustomValidator) ValidateUpdate(ctx context.Context, oldObj, newObj runtime.Object) (admission.Warnings, error) {
	db, ok := newObj.(*Database)
	if !ok {
		return nil, fmt.Errorf("expected a Database object for the newObj but got %T", newObj)
	}
	old := oldObj.(*Database)
	databaselog.Info("Validation for Database upon update", "name", db.GetName())
	warnings, errs := v.validate(db)
	spec := field.NewPath("spec")
	if db.Spec.Engine != old.Spec.Engine {
		errs = append(errs, field.Forbidden(spec.Child("engine"), "the engine of a database cannot change"))
	}
	oldQ, err1 := resource.ParseQuantity(old.Spec.Storage)
	newQ, err2 := resource.ParseQuantity(db.Spec.Storage)
	if err1 == nil && err2 == nil && newQ.Cmp(oldQ) < 0 {
		errs = append(errs, field.Invalid(spec.Child("storage"), db.Spec.Storage,
			fmt.Sprintf("volumes cannot shrink (from %s)", oldQ.String())))
	}
	if len(errs) > 0 {
		return warnings, v.invalid(db, errs)
	}
	return warnings, nil
}

// ValidateDelete implements webhook.CustomValidator so a webhook will be registered for the type Database.
func (v *DatabaseCustomValidator) ValidateDelete(ctx context.Context, obj runtime.Object) (admission.Warnings, error) {
	db, ok := obj.(*Database)
	if !ok {
		return nil, fmt.Errorf("expected a Database object but got %T", obj)
	}
	req, err := admission.RequestFromContext(ctx)
	if err != nil {
		return nil, err
	}
	databaselog.Info("Validation for Database upon deletion", "name", db.GetName(), "user", req.UserInfo.Username)
	if db.Annotations[ProtectAnnotation] == "true" {
		return nil, apierrors.NewForbidden(schema.GroupResource{Group: GroupVersion.Group, Resource: "databases"}, db.Name,
			fmt.Errorf("%s is set; %s may not delete it", ProtectAnnotation, req.UserInfo.Username))
	}
	return nil, nil
}
