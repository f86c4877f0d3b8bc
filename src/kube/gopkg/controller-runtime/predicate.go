package predicate

import (
	"maps"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/event"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
)

var log = logf.Log.WithName("predicate").WithName("eventFilters")

// Predicate filters events before enqueuing the keys.
type Predicate = TypedPredicate[client.Object]

// TypedPredicate filters events before enqueuing the keys.
type TypedPredicate[object any] interface {
	// Create returns true if the Create event should be processed
	Create(event.TypedCreateEvent[object]) bool

	// Delete returns true if the Delete event should be processed
	Delete(event.TypedDeleteEvent[object]) bool

	// Update returns true if the Update event should be processed
	Update(event.TypedUpdateEvent[object]) bool

	// Generic returns true if the Generic event should be processed
	Generic(event.TypedGenericEvent[object]) bool
}

// Funcs is a function that implements Predicate.
type Funcs = TypedFuncs[client.Object]

// TypedFuncs is a function that implements TypedPredicate; a nil func lets the event through.
type TypedFuncs[object any] struct {
	CreateFunc  func(event.TypedCreateEvent[object]) bool
	DeleteFunc  func(event.TypedDeleteEvent[object]) bool
	UpdateFunc  func(event.TypedUpdateEvent[object]) bool
	GenericFunc func(event.TypedGenericEvent[object]) bool
}

// Create implements Predicate.
func (p TypedFuncs[object]) Create(e event.TypedCreateEvent[object]) bool {
	if p.CreateFunc == nil {
		return true
	}
	return p.CreateFunc(e)
}

// Delete implements Predicate.
func (p TypedFuncs[object]) Delete(e event.TypedDeleteEvent[object]) bool {
	if p.DeleteFunc == nil {
		return true
	}
	return p.DeleteFunc(e)
}

// Update implements Predicate.
func (p TypedFuncs[object]) Update(e event.TypedUpdateEvent[object]) bool {
	if p.UpdateFunc == nil {
		return true
	}
	return p.UpdateFunc(e)
}

// Generic implements Predicate.
func (p TypedFuncs[object]) Generic(e event.TypedGenericEvent[object]) bool {
	if p.GenericFunc == nil {
		return true
	}
	return p.GenericFunc(e)
}

// NewPredicateFuncs applies filter to every event (to the new object for updates).
func NewPredicateFuncs(filter func(object client.Object) bool) Funcs {
	return NewTypedPredicateFuncs[client.Object](filter)
}

// NewTypedPredicateFuncs applies filter to every event (to the new object for updates).
func NewTypedPredicateFuncs[object any](filter func(object object) bool) TypedFuncs[object] {
	return TypedFuncs[object]{
		CreateFunc:  func(e event.TypedCreateEvent[object]) bool { return filter(e.Object) },
		UpdateFunc:  func(e event.TypedUpdateEvent[object]) bool { return filter(e.ObjectNew) },
		DeleteFunc:  func(e event.TypedDeleteEvent[object]) bool { return filter(e.Object) },
		GenericFunc: func(e event.TypedGenericEvent[object]) bool { return filter(e.Object) },
	}
}

// ResourceVersionChangedPredicate passes updates whose resourceVersion changed.
type ResourceVersionChangedPredicate = TypedResourceVersionChangedPredicate[client.Object]

// TypedResourceVersionChangedPredicate passes updates whose resourceVersion changed.
type TypedResourceVersionChangedPredicate[T metav1.Object] struct {
	TypedFuncs[T]
}

// Update implements default UpdateEvent filter for validating resource version change.
func (TypedResourceVersionChangedPredicate[T]) Update(e event.TypedUpdateEvent[T]) bool {
	if !hasObjects(e.ObjectOld, e.ObjectNew, "Update event has no new object to update", e) {
		return false
	}
	return e.ObjectNew.GetResourceVersion() != e.ObjectOld.GetResourceVersion()
}

// GenerationChangedPredicate skips update events whose metadata.generation did not change
// (status-only and metadata-only writes, for CRDs with the status subresource).
type GenerationChangedPredicate = TypedGenerationChangedPredicate[client.Object]

// TypedGenerationChangedPredicate skips update events whose metadata.generation did not change.
type TypedGenerationChangedPredicate[object metav1.Object] struct {
	TypedFuncs[object]
}

// Update implements default UpdateEvent filter for validating generation change.
func (TypedGenerationChangedPredicate[object]) Update(e event.TypedUpdateEvent[object]) bool {
	if !hasObjects(e.ObjectOld, e.ObjectNew, "Update event has no new object for update", e) {
		return false
	}
	return e.ObjectNew.GetGeneration() != e.ObjectOld.GetGeneration()
}

// AnnotationChangedPredicate passes updates that change the annotations.
type AnnotationChangedPredicate = TypedAnnotationChangedPredicate[client.Object]

// TypedAnnotationChangedPredicate passes updates that change the annotations.
type TypedAnnotationChangedPredicate[object metav1.Object] struct {
	TypedFuncs[object]
}

// Update implements default UpdateEvent filter for validating annotation change.
func (TypedAnnotationChangedPredicate[object]) Update(e event.TypedUpdateEvent[object]) bool {
	if !hasObjects(e.ObjectOld, e.ObjectNew, "Update event has no new object for update", e) {
		return false
	}
	return !maps.Equal(e.ObjectNew.GetAnnotations(), e.ObjectOld.GetAnnotations())
}

// LabelChangedPredicate passes updates that change the labels.
type LabelChangedPredicate = TypedLabelChangedPredicate[client.Object]

// TypedLabelChangedPredicate passes updates that change the labels.
type TypedLabelChangedPredicate[object metav1.Object] struct {
	TypedFuncs[object]
}

// Update implements default UpdateEvent filter for checking label change.
func (TypedLabelChangedPredicate[object]) Update(e event.TypedUpdateEvent[object]) bool {
	if !hasObjects(e.ObjectOld, e.ObjectNew, "Update event has no new object for update", e) {
		return false
	}
	return !maps.Equal(e.ObjectNew.GetLabels(), e.ObjectOld.GetLabels())
}

func hasObjects(oldObj, newObj any, noNew string, e any) bool {
	if oldObj == nil {
		log.Error(nil, "Update event has no old object to update", "event", e)
		return false
	}
	if newObj == nil {
		log.Error(nil, noNew, "event", e)
		return false
	}
	return true
}

// And returns a composite predicate that implements a logical AND of the predicates passed to it.
func And[object any](predicates ...TypedPredicate[object]) TypedPredicate[object] {
	return and[object]{predicates}
}

type and[object any] struct {
	predicates []TypedPredicate[object]
}

func (a and[object]) Create(e event.TypedCreateEvent[object]) bool {
	for _, p := range a.predicates {
		if !p.Create(e) {
			return false
		}
	}
	return true
}

func (a and[object]) Update(e event.TypedUpdateEvent[object]) bool {
	for _, p := range a.predicates {
		if !p.Update(e) {
			return false
		}
	}
	return true
}

func (a and[object]) Delete(e event.TypedDeleteEvent[object]) bool {
	for _, p := range a.predicates {
		if !p.Delete(e) {
			return false
		}
	}
	return true
}

func (a and[object]) Generic(e event.TypedGenericEvent[object]) bool {
	for _, p := range a.predicates {
		if !p.Generic(e) {
			return false
		}
	}
	return true
}

// Or returns a composite predicate that implements a logical OR of the predicates passed to it.
func Or[object any](predicates ...TypedPredicate[object]) TypedPredicate[object] {
	return or[object]{predicates}
}

type or[object any] struct {
	predicates []TypedPredicate[object]
}

func (o or[object]) Create(e event.TypedCreateEvent[object]) bool {
	for _, p := range o.predicates {
		if p.Create(e) {
			return true
		}
	}
	return false
}

func (o or[object]) Update(e event.TypedUpdateEvent[object]) bool {
	for _, p := range o.predicates {
		if p.Update(e) {
			return true
		}
	}
	return false
}

func (o or[object]) Delete(e event.TypedDeleteEvent[object]) bool {
	for _, p := range o.predicates {
		if p.Delete(e) {
			return true
		}
	}
	return false
}

func (o or[object]) Generic(e event.TypedGenericEvent[object]) bool {
	for _, p := range o.predicates {
		if p.Generic(e) {
			return true
		}
	}
	return false
}

// Not returns a predicate that implements a logical NOT of the predicate passed to it.
func Not[object any](predicate TypedPredicate[object]) TypedPredicate[object] {
	return not[object]{predicate}
}

type not[object any] struct {
	predicate TypedPredicate[object]
}

func (n not[object]) Create(e event.TypedCreateEvent[object]) bool {
	return !n.predicate.Create(e)
}

func (n not[object]) Update(e event.TypedUpdateEvent[object]) bool {
	return !n.predicate.Update(e)
}

func (n not[object]) Delete(e event.TypedDeleteEvent[object]) bool {
	return !n.predicate.Delete(e)
}

func (n not[object]) Generic(e event.TypedGenericEvent[object]) bool {
	return !n.predicate.Generic(e)
}

// LabelSelectorPredicate constructs a Predicate from a LabelSelector.
// Only objects matching the LabelSelector will be admitted.
func LabelSelectorPredicate(s metav1.LabelSelector) (Predicate, error) {
	selector, err := metav1.LabelSelectorAsSelector(&s)
	if err != nil {
		return Funcs{}, err
	}
	return NewPredicateFuncs(func(o client.Object) bool {
		return selector.Matches(labels.Set(o.GetLabels()))
	}), nil
}
