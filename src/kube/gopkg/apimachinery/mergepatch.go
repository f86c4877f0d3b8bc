// Package mergepatch: the errors and preconditions strategicpatch and jsonmergepatch share
// ([AM] pkg/util/mergepatch/errors.go, util.go).
package mergepatch

import (
	"errors"
	"fmt"
	"reflect"

	"sigs.k8s.io/yaml"
)

var (
	ErrBadJSONDoc                           = errors.New("invalid JSON document")
	ErrNoListOfLists                        = errors.New("lists of lists are not supported")
	ErrBadPatchFormatForPrimitiveList       = errors.New("invalid patch format of primitive list")
	ErrBadPatchFormatForRetainKeys          = errors.New("invalid patch format of retainKeys")
	ErrBadPatchFormatForSetElementOrderList = errors.New("invalid patch format of setElementOrder list")
	ErrPatchContentNotMatchRetainKeys       = errors.New("patch content doesn't match retainKeys list")
	ErrUnsupportedStrategicMergePatchFormat = errors.New("strategic merge patch format is not supported")
)

// ErrNoMergeKey: a list item without the list's merge key.
func ErrNoMergeKey(m map[string]interface{}, k string) error {
	return fmt.Errorf("map: %v does not contain declared merge key: %s", m, k)
}

// ErrBadArgType: an argument of another type than expected.
func ErrBadArgType(expected, actual interface{}) error {
	return fmt.Errorf("expected a %s, but received a %s", reflect.TypeOf(expected), reflect.TypeOf(actual))
}

// ErrBadArgKind: an argument of another kind than expected.
func ErrBadArgKind(expected, actual interface{}) error {
	kind := func(v interface{}) string {
		if v == nil {
			return "nil"
		}
		return reflect.TypeOf(v).Kind().String()
	}
	return fmt.Errorf("expected a %s, but received a %s", kind(expected), kind(actual))
}

// ErrBadPatchType: a $patch directive of an unknown type.
func ErrBadPatchType(t interface{}, m map[string]interface{}) error {
	return fmt.Errorf("unknown patch type: %s in map: %v", t, m)
}

// IsPreconditionFailed returns true if the provided error indicates a precondition failed.
func IsPreconditionFailed(err error) bool {
	_, ok := err.(ErrPreconditionFailed)
	return ok
}

// ErrPreconditionFailed: a precondition function refused the patch.
type ErrPreconditionFailed struct {
	message string
}

func NewErrPreconditionFailed(target map[string]interface{}) ErrPreconditionFailed {
	return ErrPreconditionFailed{fmt.Sprintf("precondition failed for: %v", target)}
}

func (err ErrPreconditionFailed) Error() string {
	return err.message
}

// ErrConflict: a three-way patch that conflicts with the changes from original to current.
type ErrConflict struct {
	message string
}

func NewErrConflict(patch, current string) ErrConflict {
	return ErrConflict{fmt.Sprintf("patch:\n%s\nconflicts with changes made from original to current:\n%s\n", patch, current)}
}

func (err ErrConflict) Error() string {
	return err.message
}

// IsConflict returns true if the provided error indicates a conflict between the patch and the
// current configuration.
func IsConflict(err error) bool {
	_, ok := err.(ErrConflict)
	return ok
}

// PreconditionFunc asserts that an incompatible change is not present within a patch.
type PreconditionFunc func(interface{}) bool

// RequireKeyUnchanged returns a precondition function that fails if the provided key is present in
// the patch (the key's value has changed).
func RequireKeyUnchanged(key string) PreconditionFunc {
	return func(patch interface{}) bool {
		m, ok := patch.(map[string]interface{})
		if !ok {
			return true
		}
		_, changed := m[key]
		return !changed
	}
}

// RequireMetadataKeyUnchanged is RequireKeyUnchanged for a key under "metadata".
func RequireMetadataKeyUnchanged(key string) PreconditionFunc {
	return func(patch interface{}) bool {
		m, ok := patch.(map[string]interface{})
		if !ok {
			return true
		}
		meta, ok := m["metadata"].(map[string]interface{})
		if !ok {
			return true
		}
		_, changed := meta[key]
		return !changed
	}
}

// ToYAMLOrError: v as YAML, or the marshalling error's text.
func ToYAMLOrError(v interface{}) string {
	y, err := yaml.Marshal(v)
	if err != nil {
		return fmt.Sprintf("yaml marshal failed:%v\n%#v\n", err, v)
	}
	return string(y)
}

// HasConflicts returns true if the left and right JSON interface objects overlap with different
// values in any key. All keys are required to be strings. Since patches of the same Type have
// congruent keys, this is valid for multiple patch types. This method supports JSON merge patch
// semantics.
func HasConflicts(left, right interface{}) (bool, error) {
	switch l := left.(type) {
	case map[string]interface{}:
		r, ok := right.(map[string]interface{})
		if !ok {
			return true, nil
		}
		for key, lv := range l {
			rv, ok := r[key]
			if !ok {
				continue
			}
			if conflict, err := HasConflicts(lv, rv); err != nil || conflict {
				return conflict, err
			}
		}
		return false, nil
	case []interface{}:
		r, ok := right.([]interface{})
		if !ok {
			return true, nil
		}
		if len(l) != len(r) {
			return true, nil
		}
		for i := range l {
			if conflict, err := HasConflicts(l[i], r[i]); err != nil || conflict {
				return conflict, err
			}
		}
		return false, nil
	case string, float64, bool, int64, nil:
		return !reflect.DeepEqual(left, right), nil
	default:
		return true, fmt.Errorf("unknown type: %v", reflect.TypeOf(left))
	}
}
