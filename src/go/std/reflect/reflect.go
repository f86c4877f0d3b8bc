package reflect

type Kind uint

const (
	Invalid Kind = iota
	Bool
	Int
	Int8
	Int16
	Int32
	Int64
	Uint
	Uint8
	Uint16
	Uint32
	Uint64
	Uintptr
	Float32
	Float64
	Complex64
	Complex128
	Array
	Chan
	Func
	Interface
	Map
	Pointer
	Slice
	String
	Struct
	UnsafePointer
)

const Ptr = Pointer

var kindNames = []string{"invalid", "bool", "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16",
	"uint32", "uint64", "uintptr", "float32", "float64", "complex64", "complex128", "array", "chan", "func",
	"interface", "map", "ptr", "slice", "string", "struct", "unsafe.Pointer"}

func (k Kind) String() string {
	if uint(k) < uint(len(kindNames)) {
		return kindNames[uint(k)]
	}
	return "kind" + itoa(int(k))
}

func itoa(i int) string

// Type is the representation of a Go type (a subset of the real interface).
type Type interface {
	String() string
	Name() string
	PkgPath() string
	Kind() Kind
	Elem() Type
	NumField() int
	Comparable() bool
}

type rtype struct {
	id int
}

func (t *rtype) String() string
func (t *rtype) Name() string
func (t *rtype) PkgPath() string
func (t *rtype) Kind() Kind
func (t *rtype) Elem() Type
func (t *rtype) NumField() int
func (t *rtype) Comparable() bool

func TypeOf(i any) Type {
	if i == nil {
		return nil
	}
	return typeOf(i)
}

func typeOf(i any) *rtype

func DeepEqual(x, y any) bool

// Value is the reflection interface to a Go value (a subset: New and Interface, what generic
// helpers such as controller-runtime's reconcile.AsReconciler use to allocate a T).
type Value struct {
	typ *rtype
	i   any
}

// New returns a Value representing a pointer to a new zero value for the specified type.
func New(typ Type) Value {
	if typ == nil {
		panic("reflect: New(nil)")
	}
	t := typ.(*rtype)
	p := newAt(t)
	return Value{typeOf(p), p}
}

func newAt(t *rtype) any

// IsValid reports whether v represents a value.
func (v Value) IsValid() bool {
	return v.typ != nil
}

// Kind returns v's Kind. If v is the zero Value (IsValid returns false), Kind returns Invalid.
func (v Value) Kind() Kind {
	if v.typ == nil {
		return Invalid
	}
	return v.typ.Kind()
}

// Type returns v's type.
func (v Value) Type() Type {
	if v.typ == nil {
		panic(&ValueError{"reflect.Value.Type", Invalid})
	}
	return v.typ
}

// Interface returns v's current value as an interface{}.
func (v Value) Interface() any {
	if v.typ == nil {
		panic(&ValueError{"reflect.Value.Interface", Invalid})
	}
	return v.i
}

// A ValueError occurs when a Value method is invoked on a Value that does not support it.
type ValueError struct {
	Method string
	Kind   Kind
}

func (e *ValueError) Error() string {
	if e.Kind == 0 {
		return "reflect: call of " + e.Method + " on zero Value"
	}
	return "reflect: call of " + e.Method + " on " + e.Kind.String() + " Value"
}
