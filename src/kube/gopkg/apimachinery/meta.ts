// k8s.io/apimachinery/pkg/api/meta: condition helpers (conditions.go semantics: LastTransitionTime
// changes only when Status changes, and defaults to now), Accessor, and the RESTMapper types that
// controller-runtime's Client interface names.

import { goPackage } from '../pkg.ts';

const conditionsSrc = `package meta

import (
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// SetStatusCondition sets the corresponding condition in conditions to newCondition and returns
// true if the conditions are changed by this call. conditions must be non-nil.
//  1. if the condition of the specified type already exists (all fields of the existing condition
//     are updated to newCondition, LastTransitionTime is set to now if the new status differs from
//     the old status)
//  2. if a condition of the specified type does not exist (LastTransitionTime is set to now() if
//     unset, and newCondition is appended)
func SetStatusCondition(conditions *[]metav1.Condition, newCondition metav1.Condition) (changed bool) {
	if conditions == nil {
		return false
	}
	existingCondition := FindStatusCondition(*conditions, newCondition.Type)
	if existingCondition == nil {
		if newCondition.LastTransitionTime.IsZero() {
			newCondition.LastTransitionTime = metav1.NewTime(time.Now())
		}
		*conditions = append(*conditions, newCondition)
		return true
	}

	if existingCondition.Status != newCondition.Status {
		existingCondition.Status = newCondition.Status
		if !newCondition.LastTransitionTime.IsZero() {
			existingCondition.LastTransitionTime = newCondition.LastTransitionTime
		} else {
			existingCondition.LastTransitionTime = metav1.NewTime(time.Now())
		}
		changed = true
	}

	if existingCondition.Reason != newCondition.Reason {
		existingCondition.Reason = newCondition.Reason
		changed = true
	}
	if existingCondition.Message != newCondition.Message {
		existingCondition.Message = newCondition.Message
		changed = true
	}
	if existingCondition.ObservedGeneration != newCondition.ObservedGeneration {
		existingCondition.ObservedGeneration = newCondition.ObservedGeneration
		changed = true
	}

	return changed
}

// RemoveStatusCondition removes the corresponding conditionType from conditions if present.
// Returns true if it was present and got removed. conditions must be non-nil.
func RemoveStatusCondition(conditions *[]metav1.Condition, conditionType string) (removed bool) {
	if conditions == nil || len(*conditions) == 0 {
		return false
	}
	newConditions := make([]metav1.Condition, 0, len(*conditions)-1)
	for _, condition := range *conditions {
		if condition.Type != conditionType {
			newConditions = append(newConditions, condition)
		}
	}

	removed = len(*conditions) != len(newConditions)
	*conditions = newConditions

	return removed
}

// FindStatusCondition finds the conditionType in conditions.
func FindStatusCondition(conditions []metav1.Condition, conditionType string) *metav1.Condition {
	for i := range conditions {
		if conditions[i].Type == conditionType {
			return &conditions[i]
		}
	}

	return nil
}

// IsStatusConditionTrue returns true when the conditionType is present and set to metav1.ConditionTrue
func IsStatusConditionTrue(conditions []metav1.Condition, conditionType string) bool {
	return IsStatusConditionPresentAndEqual(conditions, conditionType, metav1.ConditionTrue)
}

// IsStatusConditionFalse returns true when the conditionType is present and set to metav1.ConditionFalse
func IsStatusConditionFalse(conditions []metav1.Condition, conditionType string) bool {
	return IsStatusConditionPresentAndEqual(conditions, conditionType, metav1.ConditionFalse)
}

// IsStatusConditionPresentAndEqual returns true when conditionType is present and equal to status.
func IsStatusConditionPresentAndEqual(conditions []metav1.Condition, conditionType string, status metav1.ConditionStatus) bool {
	for _, condition := range conditions {
		if condition.Type == conditionType {
			return condition.Status == status
		}
	}
	return false
}
`;

const metaSrc = `package meta

import (
	"errors"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

var errNotObject = errors.New("object does not implement the Object interfaces")

// Accessor takes an arbitrary object pointer and returns meta.Interface.
func Accessor(obj interface{}) (metav1.Object, error) {
	switch t := obj.(type) {
	case metav1.Object:
		return t, nil
	case metav1.ObjectMetaAccessor:
		if m := t.GetObjectMeta(); m != nil {
			return m, nil
		}
		return nil, errNotObject
	default:
		return nil, errNotObject
	}
}

// RESTScopeName names a scope: namespace or root.
type RESTScopeName string

const (
	RESTScopeNameNamespace RESTScopeName = "namespace"
	RESTScopeNameRoot      RESTScopeName = "root"
)

// RESTScope contains the information needed to deal with REST resources that are in a resource hierarchy.
type RESTScope interface {
	Name() RESTScopeName
}

// RESTMapping contains the information needed to deal with objects of a specific resource and kind in a RESTful manner.
type RESTMapping struct {
	Resource         schema.GroupVersionResource
	GroupVersionKind schema.GroupVersionKind
	Scope            RESTScope
}

// RESTMapper allows clients to map resources to kind, and map kind and version to interfaces for
// manipulating those objects.
type RESTMapper interface {
	KindFor(resource schema.GroupVersionResource) (schema.GroupVersionKind, error)
	KindsFor(resource schema.GroupVersionResource) ([]schema.GroupVersionKind, error)
	ResourceFor(input schema.GroupVersionResource) (schema.GroupVersionResource, error)
	ResourcesFor(input schema.GroupVersionResource) ([]schema.GroupVersionResource, error)
	RESTMapping(gk schema.GroupKind, versions ...string) (*RESTMapping, error)
	RESTMappings(gk schema.GroupKind, versions ...string) ([]*RESTMapping, error)
	ResourceSingularizer(resource string) (singular string, err error)
}
`;

export const apiMetaPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/api/meta',
  files: { 'conditions.go': conditionsSrc, 'meta.go': metaSrc },
});
