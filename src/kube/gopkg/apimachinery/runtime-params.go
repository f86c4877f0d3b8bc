package runtime

import (
	"net/url"

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
