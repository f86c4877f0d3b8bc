// k8s.io/apimachinery/pkg/runtime: the Object interface and an opaque Scheme (the simulated
// cluster keeps the real type registry in TypeScript).

import type { NativeContext } from '../../../go/interp/native.ts';
import { tString } from '../../../go/interp/rtype.ts';
import { Iface } from '../../../go/interp/values.ts';
import { nameSchemeFromCaller } from '../../bind/scheme.ts';
import { goPackage } from '../pkg.ts';

const src = `package runtime

import "k8s.io/apimachinery/pkg/runtime/schema"

// Object interface must be supported by all API types registered with Scheme.
type Object interface {
	GetObjectKind() schema.ObjectKind
	DeepCopyObject() Object
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
	for i, known := range s.gvks {
		if known == gvk {
			s.objs[i] = obj
			return
		}
	}
	s.gvks = append(s.gvks, gvk)
	s.objs = append(s.objs, obj)
}

// Recognizes returns true if the scheme is able to handle the provided version+kind of an object.
func (s *Scheme) Recognizes(gvk schema.GroupVersionKind) bool {
	for _, known := range s.gvks {
		if known == gvk {
			return true
		}
	}
	return false
}

// AllKnownTypes returns the kinds registered, in registration order (the real method returns a
// map to reflect.Type).
func (s *Scheme) AllKnownTypes() []schema.GroupVersionKind {
	return append([]schema.GroupVersionKind(nil), s.gvks...)
}

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
`;

export const runtimePackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/runtime',
  files: { 'runtime.go': src },
  natives: {
    nameScheme: (ctx: NativeContext, s: object | null) => nameSchemeFromCaller(ctx, s),
    // reflect.TypeOf(obj).Elem().Name(): the kind a pointer-to-struct object registers as.
    kindOf: (ctx: NativeContext, obj: Iface | null) => {
      if (obj === null || obj.t.kind !== 'ptr' || obj.t.elem!.kind !== 'struct') {
        throw ctx.panicValue(new Iface(tString, 'All types must be pointers to structs.'));
      }
      return obj.t.elem!.name;
    },
  },
});
