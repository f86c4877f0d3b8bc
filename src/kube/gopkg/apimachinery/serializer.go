// Package serializer is k8s.io/apimachinery/pkg/runtime/serializer ([AM]
// pkg/runtime/serializer/codec_factory.go, recognizer/recognizer.go v0.31): the CodecFactory and
// its universal deserializer (JSON or YAML, picked by the data, into the scheme's types).
// Protobuf and the conversion codecs (UniversalDecoder, LegacyCodec) are not simulated: the
// simulated scheme has no internal versions.
package serializer

import (
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer/json"
)

// CodecFactoryOptions holds the options for configuring CodecFactory behavior
type CodecFactoryOptions struct {
	// Strict configures all serializers in strict mode
	Strict bool
	// Pretty includes a pretty serializer along with the non-pretty one
	Pretty bool
}

// CodecFactoryOptionsMutator takes a pointer to an options struct and then modifies it.
type CodecFactoryOptionsMutator func(*CodecFactoryOptions)

// EnablePretty enables including a pretty serializer along with the non-pretty one
func EnablePretty(options *CodecFactoryOptions) { options.Pretty = true }

// DisablePretty disables including a pretty serializer along with the non-pretty one
func DisablePretty(options *CodecFactoryOptions) { options.Pretty = false }

// EnableStrict enables configuring all serializers in strict mode
func EnableStrict(options *CodecFactoryOptions) { options.Strict = true }

// DisableStrict disables configuring all serializers in strict mode
func DisableStrict(options *CodecFactoryOptions) { options.Strict = false }

// CodecFactory provides methods for retrieving codecs and serializers for specific versions
// and content types.
type CodecFactory struct {
	scheme    *runtime.Scheme
	universal runtime.Decoder
	accepts   []runtime.SerializerInfo
}

// NewCodecFactory provides methods for retrieving serializers for the supported wire formats
// and conversion wrappers to define preferred internal and external versions.
func NewCodecFactory(scheme *runtime.Scheme, mutators ...CodecFactoryOptionsMutator) CodecFactory {
	options := CodecFactoryOptions{Pretty: true}
	for _, fn := range mutators {
		fn(&options)
	}
	jsonSerializer := json.NewSerializerWithOptions(json.DefaultMetaFactory, scheme, scheme,
		json.SerializerOptions{Yaml: false, Pretty: false, Strict: options.Strict})
	yamlSerializer := json.NewSerializerWithOptions(json.DefaultMetaFactory, scheme, scheme,
		json.SerializerOptions{Yaml: true, Pretty: false, Strict: options.Strict})
	return CodecFactory{
		scheme:    scheme,
		universal: &recognizer{decoders: []*json.Serializer{jsonSerializer, yamlSerializer}},
		accepts: []runtime.SerializerInfo{
			{MediaType: "application/json", MediaTypeType: "application", MediaTypeSubType: "json", EncodesAsText: true, Serializer: jsonSerializer},
			{MediaType: "application/yaml", MediaTypeType: "application", MediaTypeSubType: "yaml", EncodesAsText: true, Serializer: yamlSerializer},
		},
	}
}

// SupportedMediaTypes returns the RFC2046 media types that this factory has serializers for
// (JSON and YAML; protobuf and CBOR are not simulated).
func (f CodecFactory) SupportedMediaTypes() []runtime.SerializerInfo {
	return f.accepts
}

// EncoderForVersion returns an encoder that ensures objects being written to the provided
// serializer are in the provided group version (the simulated scheme has one version per kind).
func (f CodecFactory) EncoderForVersion(encoder runtime.Encoder, gv runtime.GroupVersioner) runtime.Encoder {
	return encoder
}

// DecoderToVersion returns a decoder that ensures objects being read by the provided
// serializer are in the provided group version by default.
func (f CodecFactory) DecoderToVersion(decoder runtime.Decoder, gv runtime.GroupVersioner) runtime.Decoder {
	return decoder
}

// WithoutConversion returns a NegotiatedSerializer that performs no conversion, even if the
// caller requests it: what generated clientsets give their REST clients.
func (f CodecFactory) WithoutConversion() runtime.NegotiatedSerializer {
	return WithoutConversionCodecFactory{f}
}

// WithoutConversionCodecFactory is a CodecFactory that will explicitly ignore requests to perform
// conversion, and clears the group version kind of the objects it decodes.
type WithoutConversionCodecFactory struct {
	CodecFactory
}

// EncoderForVersion returns the encoder as is (the REST client sends the JSON of the object).
func (f WithoutConversionCodecFactory) EncoderForVersion(serializer runtime.Encoder, version runtime.GroupVersioner) runtime.Encoder {
	return serializer
}

// DecoderToVersion returns an decoder that does not do conversion.
func (f WithoutConversionCodecFactory) DecoderToVersion(serializer runtime.Decoder, _ runtime.GroupVersioner) runtime.Decoder {
	return runtime.WithoutVersionDecoder{Decoder: serializer}
}

// UniversalDeserializer can convert any stored data recognized by this factory into a Go
// object that satisfies runtime.Object. It does not perform conversion. It does not perform
// defaulting.
func (f CodecFactory) UniversalDeserializer() runtime.Decoder {
	return f.universal
}

// recognizer is recognizer.NewDecoder over the JSON and YAML serializers: a decoder that
// recognizes the data goes first; those that cannot tell are tried after, the last error kept.
type recognizer struct {
	decoders []*json.Serializer
}

func (d *recognizer) Decode(data []byte, gvk *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	var lastErr error
	var skipped []*json.Serializer
	for _, r := range d.decoders {
		ok, unknown, err := r.RecognizesData(data)
		if err != nil {
			lastErr = err
			continue
		}
		if unknown {
			skipped = append(skipped, r)
			continue
		}
		if !ok {
			continue
		}
		return r.Decode(data, gvk, into)
	}
	for _, r := range skipped {
		out, actual, err := r.Decode(data, gvk, into)
		// a strict decoding error with an object still counts as the data understood
		// ([AM] runtime/serializer/recognizer/recognizer.go)
		if err != nil && (out == nil || !runtime.IsStrictDecodingError(err)) {
			lastErr = err
			continue
		}
		return out, actual, err
	}
	if lastErr == nil {
		lastErr = fmt.Errorf("no serialization format matched the provided data")
	}
	return nil, nil, lastErr
}
