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
