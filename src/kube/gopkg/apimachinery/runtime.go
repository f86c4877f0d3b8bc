package runtime

import (
	"reflect"

	"k8s.io/apimachinery/pkg/runtime/schema"
)

// APIVersionInternal: the version a scheme's internal types are registered under ([AM]
// pkg/runtime/interfaces.go).
const APIVersionInternal = "__internal"

// Object interface must be supported by all API types registered with Scheme.
type Object interface {
	GetObjectKind() schema.ObjectKind
	DeepCopyObject() Object
}

// ResourceVersioner provides methods for setting and retrieving the resource version from an API object.
type ResourceVersioner interface {
	SetResourceVersion(obj Object, version string) error
	ResourceVersion(obj Object) (string, error)
}

// ApplyConfiguration is an interface that root apply configuration types implement.
type ApplyConfiguration interface {
	IsApplyConfiguration()
}

// Scheme defines methods for serializing and deserializing API objects. Here it records the
// kinds registered with it; the simulated cluster reads them (the real type registry, conversion
// and defaulting live in TypeScript).
type Scheme struct {
	gvks []schema.GroupVersionKind
	objs []Object
	// index is where each kind is in gvks: a scheme registers every kind of the API groups it is
	// given (client-go's scheme ~100, and a manager's scheme as many again), and a scan of gvks per
	// registration was quadratic in the interpreter. Checked against gvks before it is believed.
	index map[schema.GroupVersionKind]int
	// defaulterFuncs is a map to funcs to be called with an object to provide defaulting
	// the provided object must be a pointer.
	defaulterFuncs map[reflect.Type]func(interface{})
}

// NewScheme creates a new Scheme.
func NewScheme() *Scheme {
	s := &Scheme{}
	nameScheme(s)
	return s
}

// nameScheme records where the scheme was created (naming.GetNameFromCallsite), the name that
// "no kind is registered" errors quote.
func nameScheme(s *Scheme)

// kindOf returns the name of the struct type obj points to (reflect.TypeOf(obj).Elem().Name()).
func kindOf(obj Object) string

// AddKnownTypes registers all types passed in 'types' as being members of version 'version'.
// All objects passed to types should be pointers to structs. The name that go reports for the
// struct becomes the "kind" field when encoding.
func (s *Scheme) AddKnownTypes(gv schema.GroupVersion, types ...Object) {
	for _, obj := range types {
		s.AddKnownTypeWithName(gv.WithKind(kindOf(obj)), obj)
	}
}

// AddKnownTypeWithName is like AddKnownTypes, but it lets you specify what this type should be
// encoded as.
func (s *Scheme) AddKnownTypeWithName(gvk schema.GroupVersionKind, obj Object) {
	if i := s.indexOf(gvk); i >= 0 {
		s.objs[i] = obj
		return
	}
	if s.index == nil {
		s.index = map[schema.GroupVersionKind]int{}
	}
	s.index[gvk] = len(s.gvks)
	s.gvks = append(s.gvks, gvk)
	s.objs = append(s.objs, obj)
}

// indexOf is gvk's place in s.gvks, or -1.
func (s *Scheme) indexOf(gvk schema.GroupVersionKind) int {
	if i, ok := s.index[gvk]; ok && i < len(s.gvks) && s.gvks[i] == gvk {
		return i
	}
	// A scheme whose index does not cover gvks (a copy of another scheme's value): scan.
	if len(s.index) != len(s.gvks) {
		for i := range s.gvks {
			if s.gvks[i] == gvk {
				return i
			}
		}
	}
	return -1
}

// Recognizes returns true if the scheme is able to handle the provided version+kind of an object.
func (s *Scheme) Recognizes(gvk schema.GroupVersionKind) bool {
	return s.indexOf(gvk) >= 0
}

// AllKnownTypes returns the types known for the given version (the struct type each kind's
// pointer points to, as the real gvkToType holds). Built per call: the kinds live in s.gvks/s.objs.
func (s *Scheme) AllKnownTypes() map[schema.GroupVersionKind]reflect.Type {
	types := make(map[schema.GroupVersionKind]reflect.Type, len(s.gvks))
	for i, gvk := range s.gvks {
		types[gvk] = reflect.TypeOf(s.objs[i]).Elem()
	}
	return types
}

// KnownTypes returns the types known for the given version.
func (s *Scheme) KnownTypes(gv schema.GroupVersion) map[string]reflect.Type {
	types := make(map[string]reflect.Type)
	for i, gvk := range s.gvks {
		if gv != gvk.GroupVersion() {
			continue
		}
		types[gvk.Kind] = reflect.TypeOf(s.objs[i]).Elem()
	}
	return types
}

// New returns a new API object of the given version and name, or an error if it hasn't been
// registered. The version and kind fields are not set (as in the real Scheme).
func (s *Scheme) New(kind schema.GroupVersionKind) (Object, error) {
	return schemeNew(s, kind)
}

// ObjectKinds returns all possible group,version,kind of the go object, true if the object is
// considered unversioned, or an error if it's not a pointer or is unregistered.
func (s *Scheme) ObjectKinds(obj Object) ([]schema.GroupVersionKind, bool, error) {
	// Unstructured objects are always considered to have their declared GVK
	if _, ok := obj.(Unstructured); ok {
		// we require that the GVK be populated in order to recognize the object
		gvk := obj.GetObjectKind().GroupVersionKind()
		if len(gvk.Kind) == 0 {
			return nil, false, NewMissingKindErr("unstructured object has no kind")
		}
		if len(gvk.Version) == 0 {
			return nil, false, NewMissingVersionErr("unstructured object has no version")
		}
		return []schema.GroupVersionKind{gvk}, false, nil
	}
	return objectKinds(s, obj)
}

// AddTypeDefaultingFunc registers a function that is passed a pointer to an
// object and can default fields on the object. These functions will be invoked
// when Default() is called. The function will never be called unless the
// defaulted object matches srcType. If this function is invoked twice with the
// same srcType, the fn passed to the later call will be used instead.
// (The real NewScheme makes the map; here a zero Scheme must work too, so it is made on first use.)
func (s *Scheme) AddTypeDefaultingFunc(srcType Object, fn func(interface{})) {
	if s.defaulterFuncs == nil {
		s.defaulterFuncs = map[reflect.Type]func(interface{}){}
	}
	s.defaulterFuncs[reflect.TypeOf(srcType)] = fn
}

// Default sets defaults on the provided Object.
func (s *Scheme) Default(src Object) {
	if fn, ok := s.defaulterFuncs[reflect.TypeOf(src)]; ok {
		fn(src)
	}
}

func schemeNew(s *Scheme, kind schema.GroupVersionKind) (Object, error)

func objectKinds(s *Scheme, obj Object) ([]schema.GroupVersionKind, bool, error)

// SchemeBuilder collects functions that add things to a scheme.
type SchemeBuilder []func(*Scheme) error

// AddToScheme applies all the stored functions to the scheme.
func (sb *SchemeBuilder) AddToScheme(s *Scheme) error {
	for _, f := range *sb {
		if err := f(s); err != nil {
			return err
		}
	}
	return nil
}

// Register adds a scheme setup function to the list.
func (sb *SchemeBuilder) Register(funcs ...func(*Scheme) error) {
	for _, f := range funcs {
		*sb = append(*sb, f)
	}
}

// NewSchemeBuilder calls Register for you.
func NewSchemeBuilder(funcs ...func(*Scheme) error) SchemeBuilder {
	var sb SchemeBuilder
	sb.Register(funcs...)
	return sb
}
