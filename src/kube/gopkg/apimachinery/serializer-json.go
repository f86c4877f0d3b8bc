// Package json is k8s.io/apimachinery/pkg/runtime/serializer/json ([AM]
// pkg/runtime/serializer/json/json.go, meta.go v0.31): the JSON/YAML serializer of the codecs.
// The real one decodes with a case-sensitive json-iterator; here k8s.io/apimachinery/pkg/util/json
// (sigs.k8s.io/json), the same rules with encoding/json's messages.
package json

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	utiljson "k8s.io/apimachinery/pkg/util/json"
)

// MetaFactory is used to store and retrieve the version and kind information for JSON objects
// in a serializer.
type MetaFactory interface {
	// Interpret should return the version and kind of the wire-format of the object.
	Interpret(data []byte) (*schema.GroupVersionKind, error)
}

// DefaultMetaFactory is a default factory for versioning objects in JSON. The object in memory
// and in the default JSON serialization will use the "kind" and "apiVersion" fields.
var DefaultMetaFactory = SimpleMetaFactory{}

// SimpleMetaFactory provides default methods for retrieving the type and version of objects
// that are identified with an "apiVersion" and "kind" fields in their JSON serialization.
type SimpleMetaFactory struct{}

// Interpret will return the APIVersion and Kind of the JSON wire-format encoding of an object,
// or an error.
func (SimpleMetaFactory) Interpret(data []byte) (*schema.GroupVersionKind, error) {
	var typeMeta struct {
		APIVersion string `json:"apiVersion,omitempty"`
		Kind       string `json:"kind,omitempty"`
	}
	if err := json.Unmarshal(data, &typeMeta); err != nil {
		return nil, fmt.Errorf("couldn't get version/kind; json parse error: %v", err)
	}
	gv, err := schema.ParseGroupVersion(typeMeta.APIVersion)
	if err != nil {
		return nil, err
	}
	return &schema.GroupVersionKind{Group: gv.Group, Version: gv.Version, Kind: typeMeta.Kind}, nil
}

// NewSerializer creates a JSON serializer that handles encoding versioned objects into the
// proper JSON form. Deprecated: use NewSerializerWithOptions instead.
func NewSerializer(meta MetaFactory, creater runtime.ObjectCreater, typer runtime.ObjectTyper, pretty bool) *Serializer {
	return NewSerializerWithOptions(meta, creater, typer, SerializerOptions{false, pretty, false})
}

// NewYAMLSerializer creates a YAML serializer that handles encoding versioned objects into the
// proper YAML form. Deprecated: use NewSerializerWithOptions instead.
func NewYAMLSerializer(meta MetaFactory, creater runtime.ObjectCreater, typer runtime.ObjectTyper) *Serializer {
	return NewSerializerWithOptions(meta, creater, typer, SerializerOptions{true, false, false})
}

// NewSerializerWithOptions creates a JSON/YAML serializer that handles encoding versioned
// objects into the proper JSON/YAML form.
func NewSerializerWithOptions(meta MetaFactory, creater runtime.ObjectCreater, typer runtime.ObjectTyper, options SerializerOptions) *Serializer {
	// The identifier is json.Marshal of a map: keys sorted.
	id := `{"name":"json","pretty":"` + strconv.FormatBool(options.Pretty) + `","yaml":"` + strconv.FormatBool(options.Yaml) + `"}`
	return &Serializer{meta: meta, creater: creater, typer: typer, options: options, identifier: runtime.Identifier(id)}
}

// SerializerOptions holds the options which are used to configure a JSON/YAML serializer.
type SerializerOptions struct {
	// Yaml: configures the Serializer to work with JSON(false) or YAML(true).
	Yaml bool
	// Pretty: configures a JSON enabled Serializer(`Yaml: false`) to produce human-readable output.
	Pretty bool
	// Strict: configures the Serializer to return strictDecodingError's when duplicate fields
	// are present decoding JSON or YAML.
	Strict bool
}

type Serializer struct {
	meta    MetaFactory
	options SerializerOptions
	creater runtime.ObjectCreater
	typer   runtime.ObjectTyper

	identifier runtime.Identifier
}

var _ runtime.Serializer = &Serializer{}

// gvkWithDefaults returns group kind and version defaulting from provided default
func gvkWithDefaults(actual, defaultGVK schema.GroupVersionKind) schema.GroupVersionKind {
	if len(actual.Kind) == 0 {
		actual.Kind = defaultGVK.Kind
	}
	if len(actual.Version) == 0 && len(actual.Group) == 0 {
		actual.Group = defaultGVK.Group
		actual.Version = defaultGVK.Version
	}
	if len(actual.Version) == 0 && actual.Group == defaultGVK.Group {
		actual.Version = defaultGVK.Version
	}
	return actual
}

// Decode attempts to convert the provided data into YAML or JSON, extract the stored schema
// kind, apply the provided default gvk, and then load that data into an object matching the
// desired schema kind or the provided into. The gvk calculate priority will be originalData >
// default gvk > into.
func (s *Serializer) Decode(originalData []byte, gvk *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	data := originalData
	if s.options.Yaml {
		altered, err := yamlToJSON(data)
		if err != nil {
			return nil, nil, err
		}
		data = altered
	}

	actual, err := s.meta.Interpret(data)
	if err != nil {
		return nil, nil, err
	}
	if gvk != nil {
		*actual = gvkWithDefaults(*actual, *gvk)
	}

	if into != nil {
		_, isUnstructured := into.(runtime.Unstructured)
		types, _, err := s.typer.ObjectKinds(into)
		// The simulated scheme's ObjectKinds fails only for types it does not know (the real
		// one's notRegisteredErr): those are decoded as they are.
		if err != nil || isUnstructured {
			if err := utiljson.Unmarshal(data, into); err != nil {
				return nil, actual, err
			}
			if strictErrs := s.strictErrors(into, data, originalData); len(strictErrs) > 0 {
				return into, actual, runtime.NewStrictDecodingError(strictErrs)
			}
			return into, actual, nil
		}
		*actual = gvkWithDefaults(*actual, types[0])
	}

	if len(actual.Kind) == 0 {
		return nil, actual, runtime.NewMissingKindErr(string(originalData))
	}
	if len(actual.Version) == 0 {
		return nil, actual, runtime.NewMissingVersionErr(string(originalData))
	}

	obj, err := runtime.UseOrCreateObject(s.typer, s.creater, *actual, into)
	if err != nil {
		return nil, actual, err
	}
	if err := utiljson.Unmarshal(data, obj); err != nil {
		return nil, actual, err
	}
	if strictErrs := s.strictErrors(obj, data, originalData); len(strictErrs) > 0 {
		return obj, actual, runtime.NewStrictDecodingError(strictErrs)
	}
	return obj, actual, nil
}

// strictErrors: in Strict mode, what sigs.k8s.io/json's UnmarshalStrict finds besides decoding (the
// unknown and duplicate fields, an Unstructured checked as a map), after YAMLToJSONStrict's
// duplicate-key error for YAML ([AM] serializer/json/json.go unmarshal).
func (s *Serializer) strictErrors(into runtime.Object, data, originalData []byte) []error {
	if !s.options.Strict {
		return nil
	}
	var errs []error
	if s.options.Yaml {
		if _, msg := toJSONText(originalData, true); msg != "" {
			errs = append(errs, errors.New(msg))
		}
	}
	_, isUnstructured := into.(runtime.Unstructured)
	for _, msg := range strictFieldErrors(data, into, !isUnstructured) {
		errs = append(errs, errors.New(msg))
	}
	return errs
}

// strictFieldErrors: the unknown and duplicate field errors of data decoded into obj's type
// (typed false: into a map).
func strictFieldErrors(data []byte, obj interface{}, typed bool) []string

// Encode serializes the provided object to the given writer.
func (s *Serializer) Encode(obj runtime.Object, w io.Writer) error {
	if s.options.Yaml {
		j, err := json.Marshal(obj)
		if err != nil {
			return err
		}
		data, err := jsonToYAML(j)
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	}
	if s.options.Pretty {
		data, err := json.MarshalIndent(obj, "", "  ")
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	}
	return json.NewEncoder(w).Encode(obj)
}

// Identifier implements runtime.Encoder interface.
func (s *Serializer) Identifier() runtime.Identifier {
	return s.identifier
}

// RecognizesData implements the RecognizingDecoder interface: JSON when the data opens with a
// brace; YAML cannot tell, so it is tried after the others.
func (s *Serializer) RecognizesData(data []byte) (ok, unknown bool, err error) {
	if s.options.Yaml {
		return false, true, nil
	}
	return isJSONBuffer(data), false, nil
}

// The real package calls sigs.k8s.io/yaml's YAMLToJSON and JSONToYAML and util/yaml's IsJSONBuffer.
// They are repeated here over the same natives, so that every program importing client-go's scheme
// (for scheme.Codecs) does not also load and initialise those two packages: which packages a
// package imports is not something a program can observe.

// yamlToJSON is sigs.k8s.io/yaml's YAMLToJSON (sigs.k8s.io/yaml yaml.go yamlToJSONTarget with no JSON target).
func yamlToJSON(y []byte) ([]byte, error) {
	text, msg := toJSONText(y, false)
	if msg != "" {
		return nil, errors.New(msg)
	}
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.UseNumber()
	var yamlObj interface{}
	if err := dec.Decode(&yamlObj); err != nil {
		return nil, err
	}
	return json.Marshal(jsonable(yamlObj))
}

// jsonable is sigs.k8s.io/yaml yaml.go convertToJSONableObject without a JSON target: numbers become
// go-yaml's int64, uint64 or float64.
func jsonable(yamlObj interface{}) interface{} {
	switch typed := yamlObj.(type) {
	case map[string]interface{}:
		strMap := make(map[string]interface{}, len(typed))
		for k, v := range typed {
			strMap[k] = jsonable(v)
		}
		return strMap
	case []interface{}:
		arr := make([]interface{}, len(typed))
		for i, v := range typed {
			arr[i] = jsonable(v)
		}
		return arr
	case json.Number:
		if !strings.ContainsAny(string(typed), ".eE") {
			if i, err := strconv.ParseInt(string(typed), 10, 64); err == nil {
				return i
			}
			if u, err := strconv.ParseUint(string(typed), 10, 64); err == nil {
				return u
			}
		}
		f, _ := strconv.ParseFloat(string(typed), 64)
		return f
	default:
		return yamlObj
	}
}

// jsonToYAML is sigs.k8s.io/yaml's JSONToYAML.
func jsonToYAML(j []byte) ([]byte, error) {
	out, msg := toYAMLText(j)
	if msg != "" {
		return nil, errors.New(msg)
	}
	return out, nil
}

// isJSONBuffer is util/yaml's IsJSONBuffer: the data opens with a brace after white space.
func isJSONBuffer(buf []byte) bool {
	return bytes.HasPrefix(bytes.TrimLeftFunc(buf, unicode.IsSpace), []byte("{"))
}

// toJSONText and toYAMLText are sigs.k8s.io/yaml's natives (go-yaml v2's Unmarshal and Marshal).
func toJSONText(y []byte, strict bool) (out []byte, msg string)

func toYAMLText(j []byte) (out []byte, msg string)
