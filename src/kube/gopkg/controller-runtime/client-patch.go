package client

import (
	"fmt"

	"k8s.io/apimachinery/pkg/types"
)

var (
	// Apply uses server-side apply semantics to control the fields managed.
	Apply Patch = applyPatch{}

	// Merge uses the raw object as a merge patch, without modifications.
	Merge Patch = mergePatch{}
)

type patch struct {
	patchType types.PatchType
	data      []byte
}

// Type implements Patch.
func (s *patch) Type() types.PatchType {
	return s.patchType
}

// Data implements Patch.
func (s *patch) Data(obj Object) ([]byte, error) {
	return s.data, nil
}

// RawPatch constructs a new Patch with the given PatchType and data.
func RawPatch(patchType types.PatchType, data []byte) Patch {
	return &patch{patchType, data}
}

// MergeFromWithOptimisticLock can be used if clients want to make sure a patch is being applied to
// the latest resource version of an object.
type MergeFromWithOptimisticLock struct{}

// ApplyToMergeFrom applies this configuration to the given patch options.
func (m MergeFromWithOptimisticLock) ApplyToMergeFrom(in *MergeFromOptions) {
	in.OptimisticLock = true
}

// MergeFromOption is some configuration that modifies options for a merge-from patch data.
type MergeFromOption interface {
	// ApplyToMergeFrom applies this configuration to the given patch options.
	ApplyToMergeFrom(*MergeFromOptions)
}

// MergeFromOptions contains options to generate a merge-from patch data.
type MergeFromOptions struct {
	// OptimisticLock, when true, includes metadata.resourceVersion into the final patch data.
	OptimisticLock bool
}

type mergeFromPatch struct {
	patchType types.PatchType
	from      Object
	opts      MergeFromOptions
}

// Type implements Patch.
func (s *mergeFromPatch) Type() types.PatchType {
	return s.patchType
}

// Data implements Patch: the JSON merge patch from s.from to obj; with the optimistic lock the
// original's resourceVersion goes into the patch ([CR] pkg/client/patch.go).
func (s *mergeFromPatch) Data(obj Object) ([]byte, error) {
	original := s.from
	modified := obj

	if s.opts.OptimisticLock {
		version := original.GetResourceVersion()
		if len(version) == 0 {
			return nil, fmt.Errorf("cannot use OptimisticLock, object %q does not have any resource version we can use", original)
		}

		original = original.DeepCopyObject().(Object)
		original.SetResourceVersion("")

		modified = modified.DeepCopyObject().(Object)
		modified.SetResourceVersion(version)
	}

	if s.patchType == types.StrategicMergePatchType {
		return createStrategicMergePatch(original, modified)
	}
	return createMergePatch(original, modified)
}

// createStrategicMergePatch is strategicpatch.CreateTwoWayMergePatch over the JSON of both objects,
// guided by the Go type's patchStrategy/patchMergeKey tags.
func createStrategicMergePatch(original, modified Object) ([]byte, error)

// createMergePatch is jsonpatch.CreateMergePatch(json.Marshal(original), json.Marshal(modified)).
func createMergePatch(original, modified Object) ([]byte, error)

// marshalObject is json.Marshal(obj).
func marshalObject(obj Object) ([]byte, error)

// MergeFrom creates a Patch that patches using the merge-patch strategy with the given object as base.
func MergeFrom(obj Object) Patch {
	return &mergeFromPatch{patchType: types.MergePatchType, from: obj}
}

// MergeFromWithOptions creates a Patch that patches using the merge-patch strategy with the given
// object as base.
func MergeFromWithOptions(obj Object, opts ...MergeFromOption) Patch {
	options := &MergeFromOptions{}
	for _, opt := range opts {
		opt.ApplyToMergeFrom(options)
	}
	return &mergeFromPatch{patchType: types.MergePatchType, from: obj, opts: *options}
}

// StrategicMergeFrom creates a Patch that patches using the strategic-merge-patch strategy with
// the given object as base.
func StrategicMergeFrom(obj Object, opts ...MergeFromOption) Patch {
	options := &MergeFromOptions{}
	for _, opt := range opts {
		opt.ApplyToMergeFrom(options)
	}
	return &mergeFromPatch{patchType: types.StrategicMergePatchType, from: obj, opts: *options}
}

// mergePatch uses a raw merge strategy to patch the object.
type mergePatch struct{}

// Type implements Patch.
func (p mergePatch) Type() types.PatchType {
	return types.MergePatchType
}

// Data implements Patch.
func (p mergePatch) Data(obj Object) ([]byte, error) {
	return marshalObject(obj)
}

// applyPatch uses server-side apply logic to merge changes into the object.
type applyPatch struct{}

// Type implements Patch.
func (p applyPatch) Type() types.PatchType {
	return types.ApplyPatchType
}

// Data implements Patch.
func (p applyPatch) Data(obj Object) ([]byte, error) {
	return marshalObject(obj)
}
