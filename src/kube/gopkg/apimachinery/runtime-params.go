package runtime

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"

	"k8s.io/apimachinery/pkg/runtime/schema"
)

// ParameterCodec defines methods for serializing and deserializing API objects to url.Values and
// performing any necessary conversion ([AM] pkg/runtime/interfaces.go). Only the encoding of the
// meta/v1 options is provided (metav1.ParameterCodec).
type ParameterCodec interface {
	// DecodeParameters takes the given url.Values in the specified group version and decodes them
	// into the provided object, or returns an error.
	DecodeParameters(parameters url.Values, from schema.GroupVersion, into Object) error
	// EncodeParameters encodes the provided object as query parameters or returns an error.
	EncodeParameters(obj Object, to schema.GroupVersion) (url.Values, error)
}

// NewParameterCodec makes a ParameterCodec for the options types of scheme, as code-generator's
// clientsets declare theirs (`ParameterCodec = runtime.NewParameterCodec(Scheme)`). Its encoding is
// queryparams.Convert's ([AM] pkg/conversion/queryparams/convert.go): each field under its json
// name, empty omitempty fields left out, slices as repeated parameters; through the options' JSON
// form, which leaves out the same fields.
func NewParameterCodec(scheme *Scheme) ParameterCodec {
	return &parameterCodec{scheme: scheme}
}

type parameterCodec struct {
	scheme *Scheme
}

func (c *parameterCodec) EncodeParameters(obj Object, to schema.GroupVersion) (url.Values, error) {
	data, err := json.Marshal(obj)
	if err != nil {
		return nil, err
	}
	var fields map[string]interface{}
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, err
	}
	v := url.Values{}
	for name, value := range fields {
		if name == "kind" || name == "apiVersion" {
			continue
		}
		switch x := value.(type) {
		case []interface{}:
			for _, e := range x {
				v.Add(name, fmt.Sprint(e))
			}
		case map[string]interface{}, nil:
		case float64:
			v.Set(name, strconv.FormatFloat(x, 'f', -1, 64))
		default:
			v.Set(name, fmt.Sprint(x))
		}
	}
	return v, nil
}

func (c *parameterCodec) DecodeParameters(parameters url.Values, from schema.GroupVersion, into Object) error {
	// Field by field, as a string or else as the number or bool it spells: the conversion functions
	// the real scheme registers parse each parameter into its field's type.
	for name, values := range parameters {
		if len(values) == 0 {
			continue
		}
		key, _ := json.Marshal(name)
		text, _ := json.Marshal(values[0])
		err := json.Unmarshal([]byte("{"+string(key)+":"+string(text)+"}"), into)
		if err != nil && json.Valid([]byte(values[0])) {
			err = json.Unmarshal([]byte("{"+string(key)+":"+values[0]+"}"), into)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
