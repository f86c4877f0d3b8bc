// Package managedfields is the part of k8s.io/apimachinery/pkg/util/managedfields that generated
// apply configurations call ([AM] pkg/util/managedfields/extract.go, typeconverter.go): ExtractInto,
// which their ExtractFoo/ExtractFooStatus functions use to rebuild what one field manager applied,
// and the scheme type converter applyconfiguration-gen's NewTypeConverter returns. The extraction
// walks the object's JSON form along the manager's FieldsV1 set, keeping its leaves and the list
// items it names, as structured-merge-diff's ExtractItems does with the set's leaves.
package managedfields

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/structured-merge-diff/v6/typed"
)

// ExtractInto fills applyConfiguration with the fields fieldManager owns in object through an
// Apply (for subresource, "" for the main resource); it leaves it as it is when the manager applied
// nothing.
func ExtractInto(object runtime.Object, objectType typed.ParseableType, fieldManager string, applyConfiguration interface{}, subresource string) error {
	if _, err := objectType.FromStructured(object); err != nil {
		return fmt.Errorf("error converting obj to typed: %w", err)
	}
	accessor, err := meta.Accessor(object)
	if err != nil {
		return fmt.Errorf("error accessing metadata: %w", err)
	}
	entry, ok := findManagedFields(accessor, fieldManager, subresource)
	if !ok {
		return nil
	}
	var raw []byte
	if entry.FieldsV1 != nil {
		raw = entry.FieldsV1.Raw
	}
	var set map[string]interface{}
	if err := json.Unmarshal(raw, &set); err != nil {
		return fmt.Errorf("error marshalling FieldsV1 to JSON: %w", err)
	}
	var u map[string]interface{}
	if un, ok := object.(*unstructured.Unstructured); ok {
		u = un.Object
	} else if u, err = runtime.DefaultUnstructuredConverter.ToUnstructured(object); err != nil {
		return fmt.Errorf("error converting obj to typed: %w", err)
	}
	m, ok := extractItems(u, set).(map[string]interface{})
	if !ok {
		return fmt.Errorf("unable to convert managed fields for %s to unstructured, expected map, got %T", fieldManager, m)
	}
	// as the real one: the type meta set when missing, so that decoding knows the kind
	if _, ok := m["kind"]; !ok && object.GetObjectKind().GroupVersionKind().Kind != "" {
		m["kind"] = object.GetObjectKind().GroupVersionKind().Kind
		m["apiVersion"] = object.GetObjectKind().GroupVersionKind().GroupVersion().String()
	}
	if err := runtime.DefaultUnstructuredConverter.FromUnstructured(m, applyConfiguration); err != nil {
		return fmt.Errorf("error extracting into obj from unstructured: %w", err)
	}
	return nil
}

func findManagedFields(accessor metav1.Object, fieldManager string, subresource string) (metav1.ManagedFieldsEntry, bool) {
	for _, mf := range accessor.GetManagedFields() {
		if mf.Manager == fieldManager && mf.Operation == metav1.ManagedFieldsOperationApply && mf.Subresource == subresource {
			return mf, true
		}
	}
	return metav1.ManagedFieldsEntry{}, false
}

// extractItems keeps of v what set names: a node without children (or only ".") is a leaf, kept
// whole; under a map the "f:" fields, under a list the items a "k:", "v:" or "i:" element names, in
// the list's order.
func extractItems(v interface{}, set map[string]interface{}) interface{} {
	leaf := true
	for k := range set {
		if k != "." {
			leaf = false
			break
		}
	}
	if leaf {
		return v
	}
	switch x := v.(type) {
	case map[string]interface{}:
		out := map[string]interface{}{}
		for k, child := range set {
			name, ok := strings.CutPrefix(k, "f:")
			sub, isSet := child.(map[string]interface{})
			if !ok || !isSet {
				continue
			}
			if fv, ok := x[name]; ok {
				out[name] = extractItems(fv, sub)
			}
		}
		return out
	case []interface{}:
		out := []interface{}{}
		for i, item := range x {
			if sub := itemSet(set, i, item); sub != nil {
				out = append(out, extractItems(item, sub))
			}
		}
		return out
	}
	return v
}

// itemSet is the part of set that names list item i (item), or nil.
func itemSet(set map[string]interface{}, i int, item interface{}) map[string]interface{} {
	for k, child := range set {
		sub, ok := child.(map[string]interface{})
		if !ok {
			continue
		}
		switch {
		case strings.HasPrefix(k, "k:"):
			var keys map[string]interface{}
			m, isMap := item.(map[string]interface{})
			if !isMap || json.Unmarshal([]byte(k[2:]), &keys) != nil {
				continue
			}
			match := true
			for name, want := range keys {
				if !sameJSON(m[name], want) {
					match = false
					break
				}
			}
			if match {
				return sub
			}
		case strings.HasPrefix(k, "v:"):
			var want interface{}
			if json.Unmarshal([]byte(k[2:]), &want) == nil && sameJSON(item, want) {
				return sub
			}
		case strings.HasPrefix(k, "i:"):
			if n, err := strconv.Atoi(k[2:]); err == nil && n == i {
				return sub
			}
		}
	}
	return nil
}

// sameJSON compares two JSON-like values by their encoding (int64 and float64 alike).
func sameJSON(a, b interface{}) bool {
	x, errA := json.Marshal(a)
	y, errB := json.Marshal(b)
	return errA == nil && errB == nil && string(x) == string(y)
}

// TypeConverter converts objects to and from typed values.
type TypeConverter interface {
	ObjectToTyped(runtime.Object, ...typed.ValidationOptions) (*typed.TypedValue, error)
	TypedToObject(*typed.TypedValue) (runtime.Object, error)
}

// NewSchemeTypeConverter converts the types parser knows, making objects of the scheme's types.
func NewSchemeTypeConverter(scheme *runtime.Scheme, parser *typed.Parser) TypeConverter {
	return &typeConverter{scheme: scheme, parser: parser}
}

type typeConverter struct {
	scheme *runtime.Scheme
	parser *typed.Parser
	values map[*typed.TypedValue]typedObject
}

func (c *typeConverter) ObjectToTyped(obj runtime.Object, opts ...typed.ValidationOptions) (*typed.TypedValue, error) {
	gvk := obj.GetObjectKind().GroupVersionKind()
	name, err := c.typeNameForGVK(gvk)
	if err != nil {
		return nil, err
	}
	t := c.parser.Type(name)
	var tv *typed.TypedValue
	var u map[string]interface{}
	if un, ok := obj.(*unstructured.Unstructured); ok {
		u = un.UnstructuredContent()
		tv, err = t.FromUnstructured(u, opts...)
	} else if u, err = runtime.DefaultUnstructuredConverter.ToUnstructured(obj); err == nil {
		tv, err = t.FromStructured(obj, opts...)
	}
	if err != nil {
		return nil, err
	}
	if c.values == nil {
		c.values = map[*typed.TypedValue]typedObject{}
	}
	c.values[tv] = typedObject{gvk, u}
	return tv, nil
}

// typedObject is what a TypedValue of this converter holds.
type typedObject struct {
	gvk schema.GroupVersionKind
	u   map[string]interface{}
}

func (c *typeConverter) TypedToObject(value *typed.TypedValue) (runtime.Object, error) {
	o, ok := c.values[value]
	if !ok {
		return nil, fmt.Errorf("failed to convert typed value: not converted by this converter")
	}
	obj, err := c.scheme.New(o.gvk)
	if err != nil {
		return &unstructured.Unstructured{Object: o.u}, nil
	}
	return obj, runtime.DefaultUnstructuredConverter.FromUnstructured(o.u, obj)
}

// typeNameForGVK is the schema's name of a kind's Go type: its package path with the domain
// reversed, then the type's name (k8s.io/api/core/v1.Pod is io.k8s.api.core.v1.Pod).
func (c *typeConverter) typeNameForGVK(gvk schema.GroupVersionKind) (string, error) {
	t, ok := c.scheme.AllKnownTypes()[gvk]
	if !ok {
		return "", fmt.Errorf("unknown GVK %v", gvk)
	}
	parts := strings.Split(t.PkgPath(), "/")
	domain := strings.Split(parts[0], ".")
	for i, j := 0, len(domain)-1; i < j; i, j = i+1, j-1 {
		domain[i], domain[j] = domain[j], domain[i]
	}
	parts[0] = strings.Join(domain, ".")
	return strings.Join(parts, ".") + "." + t.Name(), nil
}
