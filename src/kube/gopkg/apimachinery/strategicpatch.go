// Package strategicpatch: strategic merge patches computed and applied with the patch metadata of Go
// struct tags ([AM] pkg/util/strategicpatch patch.go, meta.go, errors.go). The diff and the merge
// run natively over the decoded JSON (src/kube/bind/client-strategic.ts); a schema that is not a
// PatchMetaFromStruct is asked through its LookupPatchMeta methods.
package strategicpatch

import (
	"encoding/json"
	"fmt"
	"reflect"

	"k8s.io/apimachinery/pkg/util/mergepatch"
)

// JSONMap is a representations of JSON object encoded as map[string]interface{}.
type JSONMap map[string]interface{}

// DiffOptions tells diffMaps what to put in the patch.
type DiffOptions struct {
	// SetElementOrder determines whether we generate the $setElementOrder parallel list.
	SetElementOrder bool
	// IgnoreChangesAndAdditions indicates if we keep the changes and additions in the patch.
	IgnoreChangesAndAdditions bool
	// IgnoreDeletions indicates if we keep the deletions in the patch.
	IgnoreDeletions bool
	// BuildRetainKeysDirective: fields needing to be preserved are listed in $retainKeys.
	BuildRetainKeysDirective bool
}

// MergeOptions tells mergeMap how to merge.
type MergeOptions struct {
	// MergeParallelList indicates if we are merging the parallel list.
	MergeParallelList bool
	// IgnoreUnmatchedNulls indicates if we should process the unmatched nulls.
	IgnoreUnmatchedNulls bool
}

// PatchMeta is the patch strategies and merge key of a field.
type PatchMeta struct {
	patchStrategies []string
	patchMergeKey   string
}

func (pm *PatchMeta) GetPatchStrategies() []string {
	if pm.patchStrategies == nil {
		return []string{}
	}
	return pm.patchStrategies
}

func (pm *PatchMeta) SetPatchStrategies(ps []string) {
	pm.patchStrategies = ps
}

func (pm *PatchMeta) GetPatchMergeKey() string {
	return pm.patchMergeKey
}

func (pm *PatchMeta) SetPatchMergeKey(pmk string) {
	pm.patchMergeKey = pmk
}

// LookupPatchMeta gives the sub-schema and patch metadata of a field.
type LookupPatchMeta interface {
	// LookupPatchMetadataForStruct gets subschema and the patch metadata (e.g. patch strategy and merge key) for map.
	LookupPatchMetadataForStruct(key string) (LookupPatchMeta, PatchMeta, error)
	// LookupPatchMetadataForSlice get subschema and the patch metadata for slice.
	LookupPatchMetadataForSlice(key string) (LookupPatchMeta, PatchMeta, error)
	// Get the type name of the field
	Name() string
}

// PatchMetaFromStruct reads the patch metadata from the struct tags of T.
type PatchMetaFromStruct struct {
	T reflect.Type
}

func NewPatchMetaFromStruct(dataStruct interface{}) (PatchMetaFromStruct, error) {
	t, err := getTagStructType(dataStruct)
	return PatchMetaFromStruct{T: t}, err
}

var _ LookupPatchMeta = PatchMetaFromStruct{}

// lookupField: the type and tags of the field JSON names key in t (elem: its element type), or the
// error text.
func lookupField(t reflect.Type, key string, elem bool) (reflect.Type, []string, string, string)

func (s PatchMetaFromStruct) LookupPatchMetadataForStruct(key string) (LookupPatchMeta, PatchMeta, error) {
	ft, strategies, mergeKey, msg := lookupField(s.T, key, false)
	if msg != "" {
		return nil, PatchMeta{}, fmt.Errorf("%s", msg)
	}
	return PatchMetaFromStruct{T: ft}, PatchMeta{patchStrategies: strategies, patchMergeKey: mergeKey}, nil
}

func (s PatchMetaFromStruct) LookupPatchMetadataForSlice(key string) (LookupPatchMeta, PatchMeta, error) {
	et, strategies, mergeKey, msg := lookupField(s.T, key, true)
	if msg != "" {
		return nil, PatchMeta{}, fmt.Errorf("%s", msg)
	}
	return PatchMetaFromStruct{T: et}, PatchMeta{patchStrategies: strategies, patchMergeKey: mergeKey}, nil
}

func (s PatchMetaFromStruct) Name() string {
	return s.T.Kind().String()
}

func getTagStructType(dataStruct interface{}) (reflect.Type, error) {
	if dataStruct == nil {
		return nil, mergepatch.ErrBadArgKind(struct{}{}, nil)
	}
	t := reflect.TypeOf(dataStruct)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil, mergepatch.ErrBadArgKind(struct{}{}, dataStruct)
	}
	return t, nil
}

// GetTagStructTypeOrDie: the struct type of dataStruct; panics if it is not a struct.
func GetTagStructTypeOrDie(dataStruct interface{}) reflect.Type {
	t, err := getTagStructType(dataStruct)
	if err != nil {
		panic(err)
	}
	return t
}

// LookupPatchMetaError, FieldNotFoundError and InvalidTypeError are the OpenAPI schemas' errors.
type LookupPatchMetaError struct {
	Path string
	Err  error
}

func (e LookupPatchMetaError) Error() string {
	return fmt.Sprintf("LookupPatchMetaError(%s): %v", e.Path, e.Err)
}

type FieldNotFoundError struct {
	Path  string
	Field string
}

func (e FieldNotFoundError) Error() string {
	return fmt.Sprintf("unable to find api field %q in %s", e.Field, e.Path)
}

type InvalidTypeError struct {
	Path     string
	Expected string
	Actual   string
}

func (e InvalidTypeError) Error() string {
	return fmt.Sprintf("invalid type for %s: got %q, expected %q", e.Path, e.Actual, e.Expected)
}

// The natives: JSON in, JSON out; code 0 ok, 1 a mergepatch sentinel (msg names it), 2 an error
// with text msg, 3 a conflict (msg is the changes from original to current).
func twoWay(original, modified []byte, schema LookupPatchMeta) ([]byte, int, string)
func threeWay(original, modified, current []byte, schema LookupPatchMeta, overwrite bool) ([]byte, int, string)
func merge(original, patch []byte, schema LookupPatchMeta, server bool) ([]byte, int, string)
func conflicts(left, right []byte, schema LookupPatchMeta) (bool, int, string)

func nativeErr(code int, msg string) error {
	switch code {
	case 0, 3:
		return nil
	case 1:
		switch msg {
		case "ErrBadJSONDoc":
			return mergepatch.ErrBadJSONDoc
		case "ErrNoListOfLists":
			return mergepatch.ErrNoListOfLists
		case "ErrBadPatchFormatForPrimitiveList":
			return mergepatch.ErrBadPatchFormatForPrimitiveList
		case "ErrBadPatchFormatForRetainKeys":
			return mergepatch.ErrBadPatchFormatForRetainKeys
		case "ErrBadPatchFormatForSetElementOrderList":
			return mergepatch.ErrBadPatchFormatForSetElementOrderList
		case "ErrPatchContentNotMatchRetainKeys":
			return mergepatch.ErrPatchContentNotMatchRetainKeys
		case "ErrUnsupportedStrategicMergePatchFormat":
			return mergepatch.ErrUnsupportedStrategicMergePatchFormat
		}
	}
	return fmt.Errorf("%s", msg)
}

func preconditions(patch []byte, fns []mergepatch.PreconditionFunc) error {
	if len(fns) == 0 {
		return nil
	}
	patchMap := map[string]interface{}{}
	if err := json.Unmarshal(patch, &patchMap); err != nil {
		return err
	}
	for _, fn := range fns {
		if !fn(patchMap) {
			return mergepatch.NewErrPreconditionFailed(patchMap)
		}
	}
	return nil
}

func toJSON(m JSONMap) ([]byte, error) {
	if m == nil {
		return nil, nil
	}
	return json.Marshal(map[string]interface{}(m))
}

func fromJSON(data []byte) (JSONMap, error) {
	m := map[string]interface{}{}
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	return JSONMap(m), nil
}

// withGoValues puts back into out, a map that went through JSON, the numbers the inputs gave as Go
// values (int, int64, ...): the real JSONMap variants diff and merge the given maps themselves, so
// a value taken from an input keeps its Go type. A number is put back where the first input that
// has the same path holds one with the same JSON text.
func withGoValues(out JSONMap, inputs ...JSONMap) JSONMap {
	sources := make([]interface{}, 0, len(inputs))
	for _, in := range inputs {
		if in != nil {
			sources = append(sources, map[string]interface{}(in))
		}
	}
	restoreGoValues(map[string]interface{}(out), sources)
	return out
}

func restoreGoValues(v interface{}, sources []interface{}) interface{} {
	switch t := v.(type) {
	case map[string]interface{}:
		for k, child := range t {
			var next []interface{}
			for _, s := range sources {
				if m, ok := s.(map[string]interface{}); ok {
					if sv, ok := m[k]; ok {
						next = append(next, sv)
					}
				}
			}
			if len(next) > 0 {
				t[k] = restoreGoValues(child, next)
			}
		}
		return t
	case []interface{}:
		for i, child := range t {
			var next []interface{}
			for _, s := range sources {
				if l, ok := s.([]interface{}); ok && len(l) == len(t) {
					next = append(next, l[i])
				}
			}
			if len(next) > 0 {
				t[i] = restoreGoValues(child, next)
			}
		}
		return t
	case float64:
		for _, s := range sources {
			switch s.(type) {
			case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float32:
				a, errA := json.Marshal(s)
				b, errB := json.Marshal(t)
				if errA == nil && errB == nil && string(a) == string(b) {
					return s
				}
			}
		}
	}
	return v
}

// CreateTwoWayMergePatch creates a patch that can be passed to StrategicMergePatch from an original
// document and a modified document, which are passed to the method as json encoded content. It will
// return a patch that yields the modified document when applied to the original document, or an error
// if either of the two documents is invalid.
func CreateTwoWayMergePatch(original, modified []byte, dataStruct interface{}, fns ...mergepatch.PreconditionFunc) ([]byte, error) {
	schema, err := NewPatchMetaFromStruct(dataStruct)
	if err != nil {
		return nil, err
	}
	return CreateTwoWayMergePatchUsingLookupPatchMeta(original, modified, schema, fns...)
}

func CreateTwoWayMergePatchUsingLookupPatchMeta(original, modified []byte, schema LookupPatchMeta, fns ...mergepatch.PreconditionFunc) ([]byte, error) {
	patch, code, msg := twoWay(original, modified, schema)
	if err := nativeErr(code, msg); err != nil {
		return nil, err
	}
	if err := preconditions(patch, fns); err != nil {
		return nil, err
	}
	return patch, nil
}

// CreateTwoWayMergeMapPatch creates a patch from an original and a modified JSONMap.
func CreateTwoWayMergeMapPatch(original, modified JSONMap, dataStruct interface{}, fns ...mergepatch.PreconditionFunc) (JSONMap, error) {
	schema, err := NewPatchMetaFromStruct(dataStruct)
	if err != nil {
		return nil, err
	}
	return CreateTwoWayMergeMapPatchUsingLookupPatchMeta(original, modified, schema, fns...)
}

func CreateTwoWayMergeMapPatchUsingLookupPatchMeta(original, modified JSONMap, schema LookupPatchMeta, fns ...mergepatch.PreconditionFunc) (JSONMap, error) {
	o, err := toJSON(original)
	if err != nil {
		return nil, err
	}
	m, err := toJSON(modified)
	if err != nil {
		return nil, err
	}
	patch, err := CreateTwoWayMergePatchUsingLookupPatchMeta(o, m, schema, fns...)
	if err != nil {
		return nil, err
	}
	out, err := fromJSON(patch)
	if err != nil {
		return nil, err
	}
	return withGoValues(out, modified), nil
}

// StrategicMergePatch applies a strategic merge patch. The patch and the original document must be
// json encoded content. A patch can be created from an original and a modified document by calling
// CreateStrategicMergePatch.
func StrategicMergePatch(original, patch []byte, dataStruct interface{}) ([]byte, error) {
	schema, err := NewPatchMetaFromStruct(dataStruct)
	if err != nil {
		return nil, err
	}
	return StrategicMergePatchUsingLookupPatchMeta(original, patch, schema)
}

func StrategicMergePatchUsingLookupPatchMeta(original, patch []byte, schema LookupPatchMeta) ([]byte, error) {
	if original == nil {
		original = []byte("{}")
	}
	if patch == nil {
		patch = []byte("{}")
	}
	out, code, msg := merge(original, patch, schema, true)
	if err := nativeErr(code, msg); err != nil {
		return nil, err
	}
	return out, nil
}

// StrategicMergeMapPatch applies a strategic merge patch. The original and patch documents
// must be JSONMap. A patch can be created from an original and modified document by
// calling CreateTwoWayMergeMapPatch.
func StrategicMergeMapPatch(original, patch JSONMap, dataStruct interface{}) (JSONMap, error) {
	schema, err := NewPatchMetaFromStruct(dataStruct)
	if err != nil {
		return nil, err
	}
	// Custom resources decode as Unstructured, which has no struct tags to read.
	if t := reflect.TypeOf(dataStruct); t.Kind() == reflect.Pointer && t.Elem().Name() == "Unstructured" &&
		t.Elem().PkgPath() == "k8s.io/apimachinery/pkg/apis/meta/v1/unstructured" {
		return nil, mergepatch.ErrUnsupportedStrategicMergePatchFormat
	}
	return StrategicMergeMapPatchUsingLookupPatchMeta(original, patch, schema)
}

func StrategicMergeMapPatchUsingLookupPatchMeta(original, patch JSONMap, schema LookupPatchMeta) (JSONMap, error) {
	o, err := toJSON(original)
	if err != nil {
		return nil, err
	}
	p, err := toJSON(patch)
	if err != nil {
		return nil, err
	}
	if o == nil {
		o = []byte("null")
	}
	if p == nil {
		p = []byte("null")
	}
	out, code, msg := merge(o, p, schema, true)
	if err := nativeErr(code, msg); err != nil {
		return nil, err
	}
	merged, err := fromJSON(out)
	if err != nil {
		return nil, err
	}
	return withGoValues(merged, patch, original), nil
}

// MergeStrategicMergeMapPatchUsingLookupPatchMeta merges strategic merge patches into one.
func MergeStrategicMergeMapPatchUsingLookupPatchMeta(schema LookupPatchMeta, patches ...JSONMap) (JSONMap, error) {
	merged := []byte("{}")
	for _, patch := range patches {
		p, err := toJSON(patch)
		if err != nil {
			return nil, err
		}
		if p == nil {
			p = []byte("null")
		}
		out, code, msg := merge(merged, p, schema, false)
		if err := nativeErr(code, msg); err != nil {
			return nil, err
		}
		merged = out
	}
	result, err := fromJSON(merged)
	if err != nil {
		return nil, err
	}
	// the last patch to set a value wins
	latestFirst := make([]JSONMap, 0, len(patches))
	for i := len(patches) - 1; i >= 0; i-- {
		latestFirst = append(latestFirst, patches[i])
	}
	return withGoValues(result, latestFirst...), nil
}

// MergingMapsHaveConflicts returns true if the left and right JSON interface
// objects overlap with different values in any key.
func MergingMapsHaveConflicts(left, right map[string]interface{}, schema LookupPatchMeta) (bool, error) {
	l, err := json.Marshal(left)
	if err != nil {
		return true, err
	}
	r, err := json.Marshal(right)
	if err != nil {
		return true, err
	}
	conflict, code, msg := conflicts(l, r, schema)
	return conflict, nativeErr(code, msg)
}

// CreateThreeWayMergePatch reconciles a modified configuration with an original configuration,
// while preserving any changes or deletions made to the original configuration in the interim,
// and not overridden by the current configuration. All three documents must be passed to the
// method as json encoded content. It will return a strategic merge patch, or an error if any
// of the documents is invalid, or if there are any preconditions that fail against the modified
// configuration, or, if overwrite is false and there are conflicts between the modified and current
// configurations. Conflicts are defined as keys changed differently from original to modified
// than from original to current. In other words, a conflict occurs if modified changes any key
// in a way that is different from how it is changed in current (e.g., deleting it, changing its
// value). We also propagate values fields that do not exist in original but are explicitly
// defined in modified.
func CreateThreeWayMergePatch(original, modified, current []byte, schema LookupPatchMeta, overwrite bool, fns ...mergepatch.PreconditionFunc) ([]byte, error) {
	patch, code, msg := threeWay(original, modified, current, schema, overwrite)
	if err := nativeErr(code, msg); err != nil {
		return nil, err
	}
	if err := preconditions(patch, fns); err != nil {
		return nil, err
	}
	if code == 3 {
		patchMap, _ := fromJSON(patch)
		changedMap, _ := fromJSON([]byte(msg))
		return nil, mergepatch.NewErrConflict(mergepatch.ToYAMLOrError(map[string]interface{}(patchMap)), mergepatch.ToYAMLOrError(map[string]interface{}(changedMap)))
	}
	return patch, nil
}

func ItemAddedToModifiedSlice(original, modified string) bool { return original > modified }

func ItemRemovedFromModifiedSlice(original, modified string) bool { return original < modified }

func ItemMatchesOriginalAndModifiedSlice(original, modified string) bool { return original == modified }

func CreateDeleteDirective(mergeKey string, mergeKeyValue interface{}) map[string]interface{} {
	return map[string]interface{}{mergeKey: mergeKeyValue, "$patch": "delete"}
}
