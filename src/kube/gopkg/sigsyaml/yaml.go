// Package yaml is sigs.k8s.io/yaml ([SY] yaml.go v1.4.0): YAML goes to JSON and back through
// go-yaml v2 (here the natives: toJSONText / toYAMLText), so structs use their json tags and
// MarshalJSON/UnmarshalJSON methods. The control flow and messages are the real ones.
package yaml

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
)

// Marshal marshals the object into JSON then converts JSON to YAML and returns the
// YAML.
func Marshal(obj interface{}) ([]byte, error) {
	jsonBytes, err := json.Marshal(obj)
	if err != nil {
		return nil, fmt.Errorf("error marshaling into JSON: %w", err)
	}

	return JSONToYAML(jsonBytes)
}

// JSONOpt is a decoding option for decoding from JSON format.
type JSONOpt func(*json.Decoder) *json.Decoder

// Unmarshal first converts the given YAML to JSON, and then unmarshals the JSON into obj.
func Unmarshal(yamlBytes []byte, obj interface{}, opts ...JSONOpt) error {
	return unmarshal(yamlBytes, obj, false, opts...)
}

// UnmarshalStrict is like Unmarshal except that any duplicate fields in the YAML or fields
// unknown to obj are errors.
func UnmarshalStrict(yamlBytes []byte, obj interface{}, opts ...JSONOpt) error {
	return unmarshal(yamlBytes, obj, true, append(opts, DisallowUnknownFields)...)
}

func unmarshal(yamlBytes []byte, obj interface{}, strict bool, opts ...JSONOpt) error {
	jsonTarget := reflect.ValueOf(obj)

	jsonBytes, err := yamlToJSONTarget(yamlBytes, &jsonTarget, strict)
	if err != nil {
		return fmt.Errorf("error converting YAML to JSON: %w", err)
	}

	err = jsonUnmarshal(bytes.NewReader(jsonBytes), obj, opts...)
	if err != nil {
		return fmt.Errorf("error unmarshaling JSON: %w", err)
	}

	return nil
}

func jsonUnmarshal(reader io.Reader, obj interface{}, opts ...JSONOpt) error {
	d := json.NewDecoder(reader)
	for _, opt := range opts {
		d = opt(d)
	}
	if err := d.Decode(&obj); err != nil {
		return fmt.Errorf("while decoding JSON: %v", err)
	}
	return nil
}

// JSONToYAML converts JSON to YAML. Notable implementation details:
//
//   - Duplicate fields, are case-sensitively ignored in an undefined order.
//   - The sequence indentation style is compact, which means that the "- " marker for a YAML
//     sequence will be on the same indentation level as the sequence field name.
//   - Unlike Unmarshal, all integers, up to 64 bits, are preserved during this round-trip.
func JSONToYAML(j []byte) ([]byte, error) {
	out, msg := toYAMLText(j)
	if msg != "" {
		return nil, errors.New(msg)
	}
	return out, nil
}

// YAMLToJSON converts YAML to JSON. Since JSON is a subset of YAML,
// passing JSON through this method should be a no-op.
func YAMLToJSON(y []byte) ([]byte, error) { //nolint:revive
	return yamlToJSONTarget(y, nil, false)
}

// YAMLToJSONStrict is like YAMLToJSON but enables strict YAML decoding,
// returning an error on any duplicate field names.
func YAMLToJSONStrict(y []byte) ([]byte, error) {
	return yamlToJSONTarget(y, nil, true)
}

func yamlToJSONTarget(yamlBytes []byte, jsonTarget *reflect.Value, strict bool) ([]byte, error) {
	text, msg := toJSONText(yamlBytes, strict)
	if msg != "" {
		return nil, errors.New(msg)
	}
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.UseNumber()
	var yamlObj interface{}
	if err := dec.Decode(&yamlObj); err != nil {
		return nil, err
	}
	jsonObj, err := convertToJSONableObject(yamlObj, jsonTarget)
	if err != nil {
		return nil, err
	}
	return json.Marshal(jsonObj)
}

// convertToJSONableObject: where the JSON target is a string and the YAML value a number or a
// boolean, the value becomes its string ([SY] yaml.go convertToJSONableObject); numbers otherwise
// become go-yaml's int or float64.
func convertToJSONableObject(yamlObj interface{}, jsonTarget *reflect.Value) (interface{}, error) {
	var err error

	if jsonTarget != nil {
		ju, tu, pv := indirect(*jsonTarget)
		if ju || tu {
			jsonTarget = nil
		} else {
			jsonTarget = &pv
		}
	}

	switch typedYAMLObj := yamlObj.(type) {
	case map[string]interface{}:
		strMap := make(map[string]interface{}, len(typedYAMLObj))
		for keyString, v := range typedYAMLObj {
			if jsonTarget != nil {
				t := *jsonTarget
				if t.Kind() == reflect.Struct {
					if jtf, ok := fieldFor(t, keyString); ok {
						strMap[keyString], err = convertToJSONableObject(v, &jtf)
						if err != nil {
							return nil, err
						}
						continue
					}
				} else if t.Kind() == reflect.Map {
					jtv := reflect.Zero(t.Type().Elem())
					strMap[keyString], err = convertToJSONableObject(v, &jtv)
					if err != nil {
						return nil, err
					}
					continue
				}
			}
			strMap[keyString], err = convertToJSONableObject(v, nil)
			if err != nil {
				return nil, err
			}
		}
		return strMap, nil
	case []interface{}:
		var jsonSliceElemValue *reflect.Value
		if jsonTarget != nil {
			t := *jsonTarget
			if t.Kind() == reflect.Slice {
				ev := reflect.Indirect(reflect.New(t.Type().Elem()))
				jsonSliceElemValue = &ev
			}
		}
		arr := make([]interface{}, len(typedYAMLObj))
		for i, v := range typedYAMLObj {
			arr[i], err = convertToJSONableObject(v, jsonSliceElemValue)
			if err != nil {
				return nil, err
			}
		}
		return arr, nil
	case json.Number:
		isFloat := strings.ContainsAny(string(typedYAMLObj), ".eE")
		if jsonTarget != nil && (*jsonTarget).Kind() == reflect.String {
			if !isFloat {
				return string(typedYAMLObj), nil
			}
			f, _ := strconv.ParseFloat(string(typedYAMLObj), 64)
			return strconv.FormatFloat(f, 'g', -1, 32), nil
		}
		if !isFloat {
			if i, err := strconv.ParseInt(string(typedYAMLObj), 10, 64); err == nil {
				return i, nil
			}
			if u, err := strconv.ParseUint(string(typedYAMLObj), 10, 64); err == nil {
				return u, nil
			}
		}
		f, _ := strconv.ParseFloat(string(typedYAMLObj), 64)
		return f, nil
	case bool:
		if jsonTarget != nil && (*jsonTarget).Kind() == reflect.String {
			if typedYAMLObj {
				return "true", nil
			}
			return "false", nil
		}
		return typedYAMLObj, nil
	default:
		return yamlObj, nil
	}
}

// fieldFor: the struct field encoding/json decodes key into (exact name first, then
// case-insensitive); the outermost field of an embedded struct's promoted field.
func fieldFor(t reflect.Value, key string) (reflect.Value, bool) {
	typ := t.Type()
	var fold reflect.Value
	found := false
	for i := 0; i < typ.NumField(); i++ {
		sf := typ.Field(i)
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name := tag
		if idx := strings.Index(tag, ","); idx >= 0 {
			name = tag[:idx]
		}
		if sf.Anonymous && name == "" {
			ft := sf.Type
			if ft.Kind() == reflect.Ptr {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				if _, ok := fieldFor(reflect.Zero(ft), key); ok {
					return t.Field(i), true
				}
			}
			continue
		}
		if sf.PkgPath != "" {
			continue
		}
		if name == "" {
			name = sf.Name
		}
		if name == key {
			return t.Field(i), true
		}
		if !found && strings.EqualFold(name, key) {
			fold = t.Field(i)
			found = true
		}
	}
	return fold, found
}

var (
	jsonUnmarshalerType = reflect.TypeOf((*json.Unmarshaler)(nil)).Elem()
	textUnmarshalerType = reflect.TypeOf((*interface{ UnmarshalText([]byte) error })(nil)).Elem()
)

// indirect walks down pointers (allocating nothing) to the value JSON would decode into, and
// reports whether a JSON or text unmarshaler is met on the way (encoding/json decode.go indirect).
func indirect(v reflect.Value) (bool, bool, reflect.Value) {
	if v.IsValid() && v.Kind() != reflect.Ptr && v.Type().Name() != "" && v.CanAddr() {
		v = v.Addr()
	}
	for {
		if v.Kind() == reflect.Interface && !v.IsNil() {
			e := v.Elem()
			if e.Kind() == reflect.Ptr && !e.IsNil() {
				v = e
				continue
			}
		}
		if v.Kind() != reflect.Ptr {
			break
		}
		if v.Type().Implements(jsonUnmarshalerType) {
			return true, false, reflect.Value{}
		}
		if v.Type().Implements(textUnmarshalerType) {
			return false, true, reflect.Value{}
		}
		if v.IsNil() {
			v = reflect.Zero(v.Type().Elem())
		} else {
			v = v.Elem()
		}
	}
	return false, false, v
}

// DisallowUnknownFields configures the JSON decoder to error out if unknown
// fields come along, instead of dropping them by default.
func DisallowUnknownFields(d *json.Decoder) *json.Decoder {
	d.DisallowUnknownFields()
	return d
}

// toJSONText: go-yaml v2's Unmarshal into interface{} of the first document, as JSON text (maps
// with string keys; floats written with a '.' or an exponent); msg is go-yaml's error.
func toJSONText(y []byte, strict bool) (out []byte, msg string)

// toYAMLText: go-yaml v2's Marshal of the JSON value (keys sorted, compact sequences); msg is
// go-yaml's error.
func toYAMLText(j []byte) (out []byte, msg string)
