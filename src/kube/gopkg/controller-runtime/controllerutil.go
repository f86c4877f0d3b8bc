package controllerutil

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"

	"k8s.io/apimachinery/pkg/api/equality"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"
)

// AlreadyOwnedError is returned when the object already has a controller reference to another owner.
type AlreadyOwnedError struct {
	Object metav1.Object
	Owner  metav1.OwnerReference
}

func (e *AlreadyOwnedError) Error() string {
	return fmt.Sprintf("Object %s/%s is already owned by another %s controller %s", e.Object.GetNamespace(), e.Object.GetName(), e.Owner.Kind, e.Owner.Name)
}

// OwnerReferenceOption is a function that can modify a metav1.OwnerReference.
type OwnerReferenceOption func(*metav1.OwnerReference)

// WithBlockOwnerDeletion sets BlockOwnerDeletion on the reference.
func WithBlockOwnerDeletion(blockOwnerDeletion bool) OwnerReferenceOption {
	return func(ref *metav1.OwnerReference) {
		ref.BlockOwnerDeletion = &blockOwnerDeletion
	}
}

// ownerRef builds the reference to owner after checking that it may own object.
func ownerRef(fn string, owner, object metav1.Object, scheme *runtime.Scheme) (metav1.OwnerReference, error) {
	ro, ok := owner.(runtime.Object)
	if !ok {
		return metav1.OwnerReference{}, fmt.Errorf("%T is not a runtime.Object, cannot call %s", owner, fn)
	}
	if ns := owner.GetNamespace(); ns != "" {
		switch object.GetNamespace() {
		case "":
			return metav1.OwnerReference{}, fmt.Errorf("cluster-scoped resource must not have a namespace-scoped owner, owner's namespace %s", ns)
		case ns:
		default:
			return metav1.OwnerReference{}, fmt.Errorf("cross-namespace owner references are disallowed, owner's namespace %s, obj's namespace %s", ns, object.GetNamespace())
		}
	}
	gvk, err := apiutil.GVKForObject(ro, scheme)
	if err != nil {
		return metav1.OwnerReference{}, err
	}
	return metav1.OwnerReference{
		APIVersion: gvk.GroupVersion().String(),
		Kind:       gvk.Kind,
		Name:       owner.GetName(),
		UID:        owner.GetUID(),
	}, nil
}

// SetControllerReference sets owner as the controller OwnerReference on controlled (garbage
// collection, and Owns() watches). Only one reference can be the controller: a different existing
// one is an *AlreadyOwnedError.
func SetControllerReference(owner, controlled metav1.Object, scheme *runtime.Scheme, opts ...OwnerReferenceOption) error {
	ref, err := ownerRef("SetControllerReference", owner, controlled, scheme)
	if err != nil {
		return err
	}
	blockOwnerDeletion, isController := true, true
	ref.BlockOwnerDeletion = &blockOwnerDeletion
	ref.Controller = &isController
	for _, opt := range opts {
		opt(&ref)
	}
	if current := metav1.GetControllerOf(controlled); current != nil && !sameOwner(*current, ref) {
		return &AlreadyOwnedError{Object: controlled, Owner: *current}
	}
	upsertOwnerRef(ref, controlled)
	return nil
}

// SetOwnerReference makes owner an owner of object without making it the controller; an existing
// reference to the same owner is replaced.
func SetOwnerReference(owner, object metav1.Object, scheme *runtime.Scheme, opts ...OwnerReferenceOption) error {
	ref, err := ownerRef("SetOwnerReference", owner, object, scheme)
	if err != nil {
		return err
	}
	for _, opt := range opts {
		opt(&ref)
	}
	upsertOwnerRef(ref, object)
	return nil
}

// RemoveOwnerReference removes the reference to owner from object.
func RemoveOwnerReference(owner, object metav1.Object, scheme *runtime.Scheme) error {
	refs := object.GetOwnerReferences()
	if len(refs) < 1 {
		return fmt.Errorf("%T does not have any owner references", object)
	}
	ro, ok := owner.(runtime.Object)
	if !ok {
		return fmt.Errorf("%T is not a runtime.Object, cannot call RemoveOwnerReference", owner)
	}
	gvk, err := apiutil.GVKForObject(ro, scheme)
	if err != nil {
		return err
	}
	i := ownerIndex(refs, metav1.OwnerReference{APIVersion: gvk.GroupVersion().String(), Kind: gvk.Kind, Name: owner.GetName()})
	if i == -1 {
		return fmt.Errorf("%T does not have an owner reference for %T", object, owner)
	}
	object.SetOwnerReferences(append(refs[:i], refs[i+1:]...))
	return nil
}

// HasControllerReference reports whether object has an owner reference with Controller true.
func HasControllerReference(object metav1.Object) bool {
	for _, ref := range object.GetOwnerReferences() {
		if ref.Controller != nil && *ref.Controller {
			return true
		}
	}
	return false
}

// HasOwnerReference reports whether refs contains a reference to obj (same group, kind and name).
func HasOwnerReference(ownerRefs []metav1.OwnerReference, obj client.Object, scheme *runtime.Scheme) (bool, error) {
	gvk, err := apiutil.GVKForObject(obj, scheme)
	if err != nil {
		return false, err
	}
	return ownerIndex(ownerRefs, metav1.OwnerReference{APIVersion: gvk.GroupVersion().String(), Kind: gvk.Kind, Name: obj.GetName()}) != -1, nil
}

// RemoveControllerReference removes owner's reference from object if it is the controller reference.
func RemoveControllerReference(owner, object metav1.Object, scheme *runtime.Scheme) error {
	if !HasControllerReference(object) {
		return fmt.Errorf("%T does not have a owner reference with controller equals true", object)
	}
	ro, ok := owner.(runtime.Object)
	if !ok {
		return fmt.Errorf("%T is not a runtime.Object, cannot call RemoveControllerReference", owner)
	}
	gvk, err := apiutil.GVKForObject(ro, scheme)
	if err != nil {
		return err
	}
	refs := object.GetOwnerReferences()
	i := ownerIndex(refs, metav1.OwnerReference{APIVersion: gvk.GroupVersion().String(), Kind: gvk.Kind, Name: owner.GetName()})
	if i == -1 {
		return fmt.Errorf("%T does not have an controller reference for %T", object, owner)
	}
	if refs[i].Controller == nil || !*refs[i].Controller {
		return fmt.Errorf("%T owner is not the controller reference for %T", owner, object)
	}
	object.SetOwnerReferences(append(refs[:i], refs[i+1:]...))
	return nil
}

func upsertOwnerRef(ref metav1.OwnerReference, object metav1.Object) {
	refs := object.GetOwnerReferences()
	if i := ownerIndex(refs, ref); i >= 0 {
		refs[i] = ref
	} else {
		refs = append(refs, ref)
	}
	object.SetOwnerReferences(refs)
}

func ownerIndex(refs []metav1.OwnerReference, ref metav1.OwnerReference) int {
	for i, r := range refs {
		if sameOwner(r, ref) {
			return i
		}
	}
	return -1
}

// sameOwner compares group (not version), kind and name, as the real referSameObject does.
func sameOwner(a, b metav1.OwnerReference) bool {
	aGV, err := schema.ParseGroupVersion(a.APIVersion)
	if err != nil {
		return false
	}
	bGV, err := schema.ParseGroupVersion(b.APIVersion)
	if err != nil {
		return false
	}
	return aGV.Group == bGV.Group && a.Kind == b.Kind && a.Name == b.Name
}

// OperationResult is the action result of a CreateOrUpdate or CreateOrPatch call.
type OperationResult string

const ( // They should complete the sentence "Deployment default/foo has been ..."
	// OperationResultNone means that the resource has not been changed.
	OperationResultNone OperationResult = "unchanged"
	// OperationResultCreated means that a new resource is created.
	OperationResultCreated OperationResult = "created"
	// OperationResultUpdated means that an existing resource is updated.
	OperationResultUpdated OperationResult = "updated"
	// OperationResultUpdatedStatus means that an existing resource and its status is updated.
	OperationResultUpdatedStatus OperationResult = "updatedStatus"
	// OperationResultUpdatedStatusOnly means that only an existing status is updated.
	OperationResultUpdatedStatusOnly OperationResult = "updatedStatusOnly"
)

// MutateFn is a function which mutates the existing object into its desired state.
type MutateFn func() error

// CreateOrUpdate attempts to fetch the given object from the Kubernetes cluster. If the object
// didn't exist, MutateFn will be called, and it will be created. If the object did exist,
// MutateFn will be called, and if it changed the object, it will be updated. Otherwise, it will
// be left unchanged. The executed operation (and an error) will be returned.
func CreateOrUpdate(ctx context.Context, c client.Client, obj client.Object, f MutateFn) (OperationResult, error) {
	key := client.ObjectKeyFromObject(obj)
	if err := c.Get(ctx, key, obj); err != nil {
		if !apierrors.IsNotFound(err) {
			return OperationResultNone, err
		}
		if f != nil {
			if err := mutate(f, key, obj); err != nil {
				return OperationResultNone, err
			}
		}
		if err := c.Create(ctx, obj); err != nil {
			return OperationResultNone, err
		}
		return OperationResultCreated, nil
	}

	existing := obj.DeepCopyObject()
	if f != nil {
		if err := mutate(f, key, obj); err != nil {
			return OperationResultNone, err
		}
	}

	if equality.Semantic.DeepEqual(existing, obj) {
		return OperationResultNone, nil
	}

	if err := c.Update(ctx, obj); err != nil {
		return OperationResultNone, err
	}
	return OperationResultUpdated, nil
}

// CreateOrPatch attempts to fetch the given object from the Kubernetes cluster. If the object
// didn't exist, MutateFn will be called, and it will be created. If the object did exist,
// MutateFn will be called, and if it changed the object, it will be patched. Otherwise, it will
// be left unchanged. The executed operation (and an error) will be returned.
//
// Changes to the status are sent through the status subresource, and only when the object
// already exists: a created object's status is what the server makes of it.
func CreateOrPatch(ctx context.Context, c client.Client, obj client.Object, f MutateFn) (OperationResult, error) {
	key := client.ObjectKeyFromObject(obj)
	if err := c.Get(ctx, key, obj); err != nil {
		if !apierrors.IsNotFound(err) {
			return OperationResultNone, err
		}
		if f != nil {
			if err := mutate(f, key, obj); err != nil {
				return OperationResultNone, err
			}
		}
		if err := c.Create(ctx, obj); err != nil {
			return OperationResultNone, err
		}
		return OperationResultCreated, nil
	}

	// Both patches diff against the object as fetched.
	objPatch := client.MergeFrom(obj.DeepCopyObject().(client.Object))
	statusPatch := client.MergeFrom(obj.DeepCopyObject().(client.Object))

	before, err := toUnstructured(obj)
	if err != nil {
		return OperationResultNone, err
	}
	beforeStatus, hasBeforeStatus := splitStatus(before)

	if f != nil {
		if err := mutate(f, key, obj); err != nil {
			return OperationResultNone, err
		}
	}

	after, err := toUnstructured(obj)
	if err != nil {
		return OperationResultNone, err
	}
	afterStatus, hasAfterStatus := splitStatus(after)

	result := OperationResultNone

	if !reflect.DeepEqual(before, after) {
		// Only the object without its status differs from what was fetched.
		if err := c.Patch(ctx, obj, objPatch); err != nil {
			return result, err
		}
		result = OperationResultUpdated
	}

	if (hasBeforeStatus || hasAfterStatus) && !reflect.DeepEqual(beforeStatus, afterStatus) {
		if result == OperationResultUpdated {
			// The patch response replaced obj, status included: put the mutated status back.
			patched, err := toUnstructured(obj)
			if err != nil {
				return result, err
			}
			patched["status"] = afterStatus
			if err := fromUnstructured(patched, obj); err != nil {
				return result, err
			}
		}
		if err := c.Status().Patch(ctx, obj, statusPatch); err != nil {
			return result, err
		}
		if result == OperationResultUpdated {
			result = OperationResultUpdatedStatus
		} else {
			result = OperationResultUpdatedStatusOnly
		}
	}

	return result, nil
}

// toUnstructured is obj as a JSON object (the real code uses runtime.DefaultUnstructuredConverter).
func toUnstructured(obj client.Object) (map[string]interface{}, error) {
	data, err := json.Marshal(obj)
	if err != nil {
		return nil, err
	}
	u := map[string]interface{}{}
	if err := json.Unmarshal(data, &u); err != nil {
		return nil, err
	}
	return u, nil
}

// fromUnstructured overwrites obj with u; fields absent from u end up zero, as with
// runtime.DefaultUnstructuredConverter.FromUnstructured.
func fromUnstructured(u map[string]interface{}, obj client.Object) error {
	data, err := json.Marshal(u)
	if err != nil {
		return err
	}
	resetObject(obj)
	return json.Unmarshal(data, obj)
}

// resetObject sets the struct obj points to to its zero value.
func resetObject(obj client.Object)

// splitStatus removes u's "status" and returns it (unstructured.NestedFieldCopy then
// RemoveNestedField in the real code).
func splitStatus(u map[string]interface{}) (interface{}, bool) {
	status, ok := u["status"]
	if ok {
		delete(u, "status")
	}
	return status, ok
}

// mutate wraps a MutateFn and applies validation to its result.
func mutate(f MutateFn, key client.ObjectKey, obj client.Object) error {
	if err := f(); err != nil {
		return err
	}
	if newKey := client.ObjectKeyFromObject(obj); key != newKey {
		return fmt.Errorf("MutateFn cannot mutate object name and/or object namespace")
	}
	return nil
}

// AddFinalizer accepts an Object and adds the provided finalizer if not present.
// It returns an indication of whether it updated the object's list of finalizers.
func AddFinalizer(o client.Object, finalizer string) (finalizersUpdated bool) {
	f := o.GetFinalizers()
	for _, e := range f {
		if e == finalizer {
			return false
		}
	}
	o.SetFinalizers(append(f, finalizer))
	return true
}

// RemoveFinalizer accepts an Object and removes the provided finalizer if present.
// It returns an indication of whether it updated the object's list of finalizers.
func RemoveFinalizer(o client.Object, finalizer string) (finalizersUpdated bool) {
	f := o.GetFinalizers()
	length := len(f)

	index := 0
	for i := 0; i < length; i++ {
		if f[i] == finalizer {
			continue
		}
		f[index] = f[i]
		index++
	}
	o.SetFinalizers(f[:index])
	return length != index
}

// ContainsFinalizer checks an Object that the provided finalizer is present.
func ContainsFinalizer(o client.Object, finalizer string) bool {
	f := o.GetFinalizers()
	for _, e := range f {
		if e == finalizer {
			return true
		}
	}
	return false
}
