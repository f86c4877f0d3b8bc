package reflect

import (
	"errors"
	"iter"
	"strconv"
)

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
	return "kind" + strconv.Itoa(int(k))
}

// Type is the representation of a Go type.
type Type interface {
	Align() int
	FieldAlign() int
	Method(int) Method
	MethodByName(string) (Method, bool)
	NumMethod() int
	Name() string
	PkgPath() string
	Size() uintptr
	String() string
	Kind() Kind
	Implements(u Type) bool
	AssignableTo(u Type) bool
	ConvertibleTo(u Type) bool
	Comparable() bool
	Bits() int
	ChanDir() ChanDir
	IsVariadic() bool
	Elem() Type
	Field(i int) StructField
	FieldByIndex(index []int) StructField
	FieldByName(name string) (StructField, bool)
	FieldByNameFunc(match func(string) bool) (StructField, bool)
	In(i int) Type
	Key() Type
	Len() int
	NumField() int
	NumIn() int
	NumOut() int
	Out(i int) Type
	OverflowComplex(x complex128) bool
	OverflowFloat(x float64) bool
	OverflowInt(x int64) bool
	OverflowUint(x uint64) bool
	CanSeq() bool
	CanSeq2() bool
}

type rtype struct {
	id int
}

// ChanDir represents a channel type's direction.
type ChanDir int

const (
	RecvDir ChanDir             = 1 << iota // <-chan
	SendDir                                 // chan<-
	BothDir = RecvDir | SendDir             // chan
)

func (d ChanDir) String() string {
	switch d {
	case SendDir:
		return "chan<-"
	case RecvDir:
		return "<-chan"
	case BothDir:
		return "chan"
	}
	return "ChanDir" + strconv.Itoa(int(d))
}

func (t *rtype) ChanDir() ChanDir

// ChanOf returns the channel type with the given direction and element type.
func ChanOf(dir ChanDir, t Type) Type {
	switch dir {
	case SendDir, RecvDir, BothDir:
	default:
		panic("reflect.ChanOf: invalid dir")
	}
	return chanOf(int(dir), t.(*rtype))
}

func chanOf(dir int, t *rtype) *rtype

// MakeChan creates a new channel with the specified type and buffer size (go1.23 reflect/value.go).
func MakeChan(typ Type, buffer int) Value {
	if typ.Kind() != Chan {
		panic("reflect.MakeChan of non-chan type")
	}
	if buffer < 0 {
		panic("reflect.MakeChan: negative buffer size")
	}
	if typ.ChanDir() != BothDir {
		panic("reflect.MakeChan: unidirectional channel type")
	}
	return makeChan(typ.(*rtype), buffer)
}

func makeChan(t *rtype, buffer int) Value

func (t *rtype) Align() int
func (t *rtype) FieldAlign() int
func (t *rtype) Method(i int) Method
func (t *rtype) MethodByName(name string) (Method, bool)
func (t *rtype) NumMethod() int
func (t *rtype) Name() string
func (t *rtype) PkgPath() string
func (t *rtype) Size() uintptr
func (t *rtype) String() string
func (t *rtype) Kind() Kind
func (t *rtype) Implements(u Type) bool
func (t *rtype) AssignableTo(u Type) bool
func (t *rtype) ConvertibleTo(u Type) bool
func (t *rtype) Comparable() bool
func (t *rtype) Bits() int
func (t *rtype) IsVariadic() bool
func (t *rtype) Elem() Type
func (t *rtype) Field(i int) StructField
func (t *rtype) FieldByName(name string) (StructField, bool)
func (t *rtype) In(i int) Type
func (t *rtype) Key() Type
func (t *rtype) Len() int
func (t *rtype) NumField() int
func (t *rtype) NumIn() int
func (t *rtype) NumOut() int
func (t *rtype) Out(i int) Type

// FieldByIndex returns the nested field corresponding to index.
func (t *rtype) FieldByIndex(index []int) StructField {
	var f StructField
	var ft Type = t
	for i, x := range index {
		if i > 0 {
			if ft.Kind() == Pointer && ft.Elem().Kind() == Struct {
				ft = ft.Elem()
			}
		}
		f = ft.Field(x)
		ft = f.Type
	}
	f.Index = append([]int(nil), index...)
	return f
}

// A StructField describes a single field in a struct.
type StructField struct {
	Name      string
	PkgPath   string
	Type      Type
	Tag       StructTag
	Offset    uintptr
	Index     []int
	Anonymous bool
}

// IsExported reports whether the field is exported.
func (f StructField) IsExported() bool {
	return f.PkgPath == ""
}

// A StructTag is the tag string in a struct field.
type StructTag string

// Get returns the value associated with key in the tag string.
func (tag StructTag) Get(key string) string {
	v, _ := tag.Lookup(key)
	return v
}

// Lookup returns the value associated with key in the tag string (reflect/type.go, go1.23).
func (tag StructTag) Lookup(key string) (value string, ok bool) {
	for tag != "" {
		i := 0
		for i < len(tag) && tag[i] == ' ' {
			i++
		}
		tag = tag[i:]
		if tag == "" {
			break
		}
		i = 0
		for i < len(tag) && tag[i] > ' ' && tag[i] != ':' && tag[i] != '"' && tag[i] != 0x7f {
			i++
		}
		if i == 0 || i+1 >= len(tag) || tag[i] != ':' || tag[i+1] != '"' {
			break
		}
		name := string(tag[:i])
		tag = tag[i+1:]
		i = 1
		for i < len(tag) && tag[i] != '"' {
			if tag[i] == '\\' {
				i++
			}
			i++
		}
		if i >= len(tag) {
			break
		}
		qvalue := string(tag[:i+1])
		tag = tag[i+1:]
		if key == name {
			value, err := strconv.Unquote(qvalue)
			if err != nil {
				break
			}
			return value, true
		}
	}
	return "", false
}

// Method represents a single method.
type Method struct {
	Name    string
	PkgPath string
	Type    Type
	Func    Value
	Index   int
}

// IsExported reports whether the method is exported.
func (m Method) IsExported() bool {
	return m.PkgPath == ""
}

func TypeOf(i any) Type {
	if i == nil {
		return nil
	}
	return typeOf(i)
}

func typeOf(i any) *rtype

// PointerTo returns the pointer type with element t.
func PointerTo(t Type) Type {
	return ptrTo(t.(*rtype))
}

// PtrTo is the old name of PointerTo.
func PtrTo(t Type) Type { return PointerTo(t) }

func ptrTo(t *rtype) *rtype

// SliceOf returns the slice type with element type t.
func SliceOf(t Type) Type { return sliceOf(t.(*rtype)) }

func sliceOf(t *rtype) *rtype

// MapOf returns the map type with the given key and element types.
func MapOf(key, elem Type) Type { return mapOf(key.(*rtype), elem.(*rtype)) }

func mapOf(k, e *rtype) *rtype

// ArrayOf returns the array type with the given length and element type.
func ArrayOf(length int, elem Type) Type {
	if length < 0 {
		panic("reflect: negative length passed to ArrayOf")
	}
	return arrayOf(length, elem.(*rtype))
}

func arrayOf(n int, e *rtype) *rtype

// StructOf returns the struct type containing fields, with go1.23's checks (reflect/type.go
// StructOf, runtimeStructField). Embedded fields promote no methods here.
func StructOf(fields []StructField) Type {
	names := make([]string, len(fields))
	types := make([]*rtype, len(fields))
	tags := make([]string, len(fields))
	pkgs := make([]string, len(fields))
	embedded := make([]bool, len(fields))
	seen := map[string]bool{}
	for i, field := range fields {
		if field.Name == "" {
			panic("reflect.StructOf: field " + strconv.Itoa(i) + " has no name")
		}
		if !isValidFieldName(field.Name) {
			panic("reflect.StructOf: field " + strconv.Itoa(i) + " has invalid name")
		}
		if field.Type == nil {
			panic("reflect.StructOf: field " + strconv.Itoa(i) + " has no type")
		}
		if field.Anonymous && field.PkgPath != "" {
			panic("reflect.StructOf: field \"" + field.Name + "\" is anonymous but has PkgPath set")
		}
		if field.IsExported() {
			if c := field.Name[0]; 'a' <= c && c <= 'z' || c == '_' {
				panic("reflect.StructOf: field \"" + field.Name + "\" is unexported but missing PkgPath")
			}
		}
		if field.Anonymous && field.Type.NumMethod() > 0 {
			panic("reflect.StructOf: oplab does not promote the methods of embedded field " + field.Name)
		}
		if seen[field.Name] && field.Name != "_" {
			panic("reflect.StructOf: duplicate field " + field.Name)
		}
		seen[field.Name] = true
		names[i], types[i], tags[i], embedded[i] = field.Name, field.Type.(*rtype), string(field.Tag), field.Anonymous
		pkgs[i] = field.PkgPath
	}
	return structOf(names, types, tags, pkgs, embedded)
}

func structOf(names []string, types []*rtype, tags, pkgs []string, embedded []bool) *rtype

func isValidFieldName(name string) bool {
	for i, c := range name {
		letter := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' || c >= 0x80
		if i == 0 && !letter || !letter && !('0' <= c && c <= '9') {
			return false
		}
	}
	return len(name) > 0
}

func DeepEqual(x, y any) bool

// Value is the reflection interface to a Go value. Its state (type, location, flags) lives in the
// interpreter's representation; vloc is opaque to Go code.
type Value struct {
	ref *vloc
}

type vloc struct{}

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

func ValueOf(i any) Value
func Zero(typ Type) Value
func New(typ Type) Value
func MakeSlice(typ Type, len, cap int) Value
func MakeFunc(typ Type, fn func(args []Value) (results []Value)) Value
func MakeMap(typ Type) Value
func MakeMapWithSize(typ Type, n int) Value
func Append(s Value, x ...Value) Value
func AppendSlice(s, t Value) Value
func Copy(dst, src Value) int

// Indirect returns the value that v points to (v itself when it is not a pointer).
func Indirect(v Value) Value {
	if v.Kind() != Pointer {
		return v
	}
	return v.Elem()
}

func (v Value) IsValid() bool {
	return v.ref != nil
}

func (v Value) Kind() Kind
func (v Value) Type() Type
func (v Value) IsNil() bool
func (v Value) Pointer() uintptr
func (v Value) IsZero() bool
func (v Value) Interface() any
func (v Value) CanSet() bool
func (v Value) CanAddr() bool
func (v Value) CanInterface() bool
func (v Value) CanInt() bool
func (v Value) CanUint() bool
func (v Value) CanFloat() bool
func (v Value) CanComplex() bool
func (v Value) Addr() Value
func (v Value) Elem() Value
func (v Value) Int() int64
func (v Value) Uint() uint64
func (v Value) Float() float64
func (v Value) Complex() complex128
func (v Value) Bool() bool
func (v Value) Bytes() []byte
func (v Value) String() string
func (v Value) Len() int
func (v Value) Cap() int
func (v Value) Index(i int) Value
func (v Value) NumField() int
func (v Value) Field(i int) Value
func (v Value) FieldByName(name string) Value
func (v Value) FieldByIndex(index []int) Value
func (v Value) MapKeys() []Value
func (v Value) MapIndex(key Value) Value
func (v Value) SetMapIndex(key, elem Value)
func (v Value) Set(x Value)
func (v Value) SetInt(x int64)
func (v Value) SetUint(x uint64)
func (v Value) SetFloat(x float64)
func (v Value) SetComplex(x complex128)
func (v Value) SetString(x string)
func (v Value) SetBool(x bool)
func (v Value) SetBytes(x []byte)
func (v Value) SetLen(n int)
func (v Value) Clear()
func (v Value) SetZero()
func (v Value) NumMethod() int
func (v Value) Method(i int) Value
func (v Value) MethodByName(name string) Value
func (v Value) Call(in []Value) []Value
func (v Value) CallSlice(in []Value) []Value
func (v Value) Slice(i, j int) Value
func (v Value) Slice3(i, j, k int) Value
func (v Value) Convert(t Type) Value

// A SelectDir describes the communication direction of a select case.
type SelectDir int

const (
	_             SelectDir = iota
	SelectSend              // case Chan <- Send
	SelectRecv              // case <-Chan:
	SelectDefault           // default
)

// A SelectCase describes a single case in a select operation.
type SelectCase struct {
	Dir  SelectDir // direction of case
	Chan Value     // channel to use (for send or receive)
	Send Value     // value to send (for send)
}

// Select executes a select operation described by the list of cases, with go1.23's checks in
// order. Of several ready cases it takes the first (gc picks one at random).
func Select(cases []SelectCase) (chosen int, recv Value, recvOK bool) {
	if len(cases) > 65536 {
		panic("reflect.Select: too many cases (max 65536)")
	}
	run := make([]SelectCase, len(cases))
	haveDefault := false
	for i, c := range cases {
		switch c.Dir {
		default:
			panic("reflect.Select: invalid Dir")
		case SelectDefault:
			if haveDefault {
				panic("reflect.Select: multiple default cases")
			}
			haveDefault = true
			if c.Chan.IsValid() {
				panic("reflect.Select: default case has Chan value")
			}
			if c.Send.IsValid() {
				panic("reflect.Select: default case has Send value")
			}
		case SelectSend:
			ch := c.Chan
			if !ch.IsValid() {
				break
			}
			// Outside a Value method, valueMethodName finds no name.
			ch.mustBeChan("unknown method")
			if ch.Type().ChanDir()&SendDir == 0 {
				panic("reflect.Select: SendDir case using recv-only channel")
			}
			if !c.Send.IsValid() {
				panic("reflect.Select: SendDir case missing Send value")
			}
			c.Send.mustBeExp("unknown method")
			run[i].Chan = ch
			run[i].Send = assignTo(c.Send, ch.Type().Elem().(*rtype), "reflect.Select")
		case SelectRecv:
			if c.Send.IsValid() {
				panic("reflect.Select: RecvDir case has Send value")
			}
			ch := c.Chan
			if !ch.IsValid() {
				break
			}
			ch.mustBeChan("unknown method")
			if ch.Type().ChanDir()&RecvDir == 0 {
				panic("reflect.Select: RecvDir case using send-only channel")
			}
			run[i].Chan = ch
		}
		run[i].Dir = c.Dir
	}
	return rselect(run)
}

// rselect runs the checked cases (a zero Chan is a nil channel): runtime's reflect_rselect, which
// parks as `select`, or `select (no cases)` for none.
func rselect(cases []SelectCase) (chosen int, recv Value, recvOK bool)

// assignTo is x as a value of type t, or reflect's "not assignable" panic naming context.
func assignTo(x Value, t *rtype, context string) Value

// mustBeChan and mustBeExp: reflect's mustBe(Chan) and mustBeExported, naming method.
func (v Value) mustBeChan(method string) {
	if v.Kind() != Chan {
		panic(&ValueError{method, v.Kind()})
	}
	v.mustBeExp(method)
}

func (v Value) mustBeExp(method string) {
	if !v.IsValid() {
		panic(&ValueError{method, Invalid})
	}
	if !v.CanInterface() {
		panic("reflect: " + method + " using value obtained using unexported field")
	}
}

// Send, Recv, TrySend, TryRecv and Close: the channel operations of go1.23 reflect/value.go.
func (v Value) Send(x Value) { v.send(x, false, "reflect.Value.Send") }

func (v Value) TrySend(x Value) bool { return v.send(x, true, "reflect.Value.TrySend") }

func (v Value) send(x Value, nb bool, method string) bool {
	v.mustBeChan(method)
	if v.Type().ChanDir()&SendDir == 0 {
		panic("reflect: send on recv-only channel")
	}
	x.mustBeExp(method)
	return chansend(v, assignTo(x, v.Type().Elem().(*rtype), "reflect.Value.Send"), nb)
}

func (v Value) Recv() (x Value, ok bool) { return v.recv(false, "reflect.Value.Recv") }

func (v Value) TryRecv() (x Value, ok bool) { return v.recv(true, "reflect.Value.TryRecv") }

func (v Value) recv(nb bool, method string) (Value, bool) {
	v.mustBeChan(method)
	if v.Type().ChanDir()&RecvDir == 0 {
		panic("reflect: recv on send-only channel")
	}
	return chanrecv(v, nb)
}

func (v Value) Close() {
	v.mustBeChan("reflect.Value.Close")
	if v.Type().ChanDir()&SendDir == 0 {
		panic("reflect: close of receive-only channel")
	}
	chanclose(v)
}

// chansend, chanrecv and chanclose: the channel operations on a checked channel Value; a send or
// receive that cannot complete parks (nb: returns false, or the zero Value and false).
func chansend(c, x Value, nb bool) bool
func chanrecv(c Value, nb bool) (Value, bool)
func chanclose(c Value)
func (v Value) CanConvert(t Type) bool

// MapRange returns a range iterator for a map.
func (v Value) MapRange() *MapIter {
	if v.Kind() != Map {
		panic(&ValueError{"reflect.Value.MapRange", v.Kind()})
	}
	return &MapIter{m: v}
}

// A MapIter is an iterator for ranging over a map: the map's own cursor (as range walks it), so
// entries added or deleted during the walk, and NaN keys, behave as with range.
type MapIter struct {
	m     Value
	key   Value
	val   Value
	state int // 0: before Next; 1: at an entry; 2: exhausted
}

// next advances the map's cursor (a new one in state 0) and sets key and val.
func (iter *MapIter) next() bool

func (iter *MapIter) Next() bool {
	if !iter.m.IsValid() {
		panic("MapIter.Next called on an iterator that does not have an associated map Value")
	}
	if iter.state == 2 {
		panic("MapIter.Next called on exhausted iterator")
	}
	if iter.next() {
		iter.state = 1
		return true
	}
	iter.state = 2
	return false
}

func (iter *MapIter) Key() Value {
	if iter.state == 0 {
		panic("MapIter.Key called before Next")
	}
	if iter.state == 2 {
		panic("MapIter.Key called on exhausted iterator")
	}
	return iter.key
}

func (iter *MapIter) Value() Value {
	if iter.state == 0 {
		panic("MapIter.Value called before Next")
	}
	if iter.state == 2 {
		panic("MapIter.Value called on exhausted iterator")
	}
	return iter.val
}

func (iter *MapIter) Reset(v Value) {
	iter.m = v
	iter.state = 0
}

// TypeFor returns the Type that represents the type argument T.
func TypeFor[T any]() Type {
	var v T
	if t := TypeOf(v); t != nil {
		return t
	}
	return TypeOf((*T)(nil)).Elem()
}

// VisibleFields returns all the visible fields in t, which must be a struct type: those of
// embedded structs included, in walk order, less the ones a shallower field or a same-depth
// namesake hides (go1.23's visiblefields.go).
func VisibleFields(t Type) []StructField {
	if t == nil {
		panic("reflect: VisibleFields(nil)")
	}
	if t.Kind() != Struct {
		panic("reflect.VisibleFields of non-struct type")
	}
	w := &visibleFieldsWalker{byName: map[string]int{}, visiting: map[Type]bool{}}
	w.walk(t)
	j := 0
	for i := range w.fields {
		if w.fields[i].Name == "" {
			continue
		}
		w.fields[j] = w.fields[i]
		j++
	}
	return w.fields[:j]
}

type visibleFieldsWalker struct {
	byName   map[string]int
	visiting map[Type]bool
	fields   []StructField
	index    []int
}

func (w *visibleFieldsWalker) walk(t Type) {
	if w.visiting[t] {
		return
	}
	w.visiting[t] = true
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		w.index = append(w.index, i)
		add := true
		if oldIndex, ok := w.byName[f.Name]; ok {
			old := &w.fields[oldIndex]
			if len(w.index) == len(old.Index) {
				old.Name = ""
				add = false
			} else if len(w.index) < len(old.Index) {
				old.Name = ""
			} else {
				add = false
			}
		}
		if add {
			f.Index = append([]int(nil), w.index...)
			w.byName[f.Name] = len(w.fields)
			w.fields = append(w.fields, f)
		}
		if f.Anonymous {
			if f.Type.Kind() == Pointer {
				f.Type = f.Type.Elem()
			}
			if f.Type.Kind() == Struct {
				w.walk(f.Type)
			}
		}
		w.index = w.index[:len(w.index)-1]
	}
	delete(w.visiting, t)
}

// Swapper returns a function that swaps the elements in the provided slice.
func Swapper(slice any) func(i, j int) {
	v := ValueOf(slice)
	if v.Kind() != Slice {
		panic(&ValueError{Method: "Swapper", Kind: v.Kind()})
	}
	switch v.Len() {
	case 0:
		return func(i, j int) { panic("reflect: slice index out of range") }
	case 1:
		return func(i, j int) {
			if i != 0 || j != 0 {
				panic("reflect: slice index out of range")
			}
		}
	}
	tmp := New(v.Type().Elem()).Elem()
	return func(i, j int) {
		a, b := v.Index(i), v.Index(j)
		tmp.Set(a)
		a.Set(b)
		b.Set(tmp)
	}
}

// Comparable reports whether the value v is comparable: an interface's dynamic value and every
// element or field are looked at (go1.23's value.go).
func (v Value) Comparable() bool {
	switch v.Kind() {
	case Invalid:
		return false
	case Array:
		switch v.Type().Elem().Kind() {
		case Interface, Array, Struct:
			for i := 0; i < v.Type().Len(); i++ {
				if !v.Index(i).Comparable() {
					return false
				}
			}
			return true
		}
		return v.Type().Comparable()
	case Interface:
		return v.IsNil() || v.Elem().Comparable()
	case Struct:
		for i := 0; i < v.NumField(); i++ {
			if !v.Field(i).Comparable() {
				return false
			}
		}
		return true
	default:
		return v.Type().Comparable()
	}
}

// Equal reports true if v is equal to u (go1.23's value.go: by kind; func, map and slice values
// panic as not comparable).
func (v Value) Equal(u Value) bool {
	if v.Kind() == Interface {
		v = v.Elem()
	}
	if u.Kind() == Interface {
		u = u.Elem()
	}
	if !v.IsValid() || !u.IsValid() {
		return v.IsValid() == u.IsValid()
	}
	if v.Kind() != u.Kind() || v.Type() != u.Type() {
		return false
	}
	switch v.Kind() {
	case Bool:
		return v.Bool() == u.Bool()
	case Int, Int8, Int16, Int32, Int64:
		return v.Int() == u.Int()
	case Uint, Uint8, Uint16, Uint32, Uint64, Uintptr:
		return v.Uint() == u.Uint()
	case Float32, Float64:
		return v.Float() == u.Float()
	case String:
		return v.String() == u.String()
	case Array:
		vl := v.Len()
		if vl == 0 {
			if !v.Type().Elem().Comparable() {
				break
			}
			return true
		}
		for i := 0; i < vl; i++ {
			if !v.Index(i).Equal(u.Index(i)) {
				return false
			}
		}
		return true
	case Struct:
		nf := v.NumField()
		for i := 0; i < nf; i++ {
			if !v.Field(i).Equal(u.Field(i)) {
				return false
			}
		}
		return true
	case Func, Map, Slice:
		break
	default:
		return valueEq(v, u)
	}
	panic("reflect.Value.Equal: values of type " + v.Type().String() + " are not comparable")
}

// valueEq compares two values of one comparable type as == does (pointers, channels, complex).
func valueEq(v, u Value) bool

// The Overflow methods and CanSeq/CanSeq2 as go1.23's reflect/type.go and value.go.
func (t *rtype) OverflowComplex(x complex128) bool {
	switch t.Kind() {
	case Complex64:
		return overflowFloat32(real(x)) || overflowFloat32(imag(x))
	case Complex128:
		return false
	}
	panic("reflect: OverflowComplex of non-complex type " + t.String())
}

func (t *rtype) OverflowFloat(x float64) bool {
	switch t.Kind() {
	case Float32:
		return overflowFloat32(x)
	case Float64:
		return false
	}
	panic("reflect: OverflowFloat of non-float type " + t.String())
}

func (t *rtype) OverflowInt(x int64) bool {
	switch t.Kind() {
	case Int, Int8, Int16, Int32, Int64:
		bitSize := t.Size() * 8
		trunc := (x << (64 - bitSize)) >> (64 - bitSize)
		return x != trunc
	}
	panic("reflect: OverflowInt of non-int type " + t.String())
}

func (t *rtype) OverflowUint(x uint64) bool {
	switch t.Kind() {
	case Uint, Uintptr, Uint8, Uint16, Uint32, Uint64:
		bitSize := t.Size() * 8
		trunc := (x << (64 - bitSize)) >> (64 - bitSize)
		return x != trunc
	}
	panic("reflect: OverflowUint of non-uint type " + t.String())
}

func (t *rtype) CanSeq() bool {
	switch t.Kind() {
	case Int8, Int16, Int32, Int64, Int, Uint8, Uint16, Uint32, Uint64, Uint, Uintptr, Array, Slice, Chan, String, Map:
		return true
	case Func:
		return canRangeFunc(t, 1)
	case Pointer:
		return t.Elem().Kind() == Array
	}
	return false
}

func (t *rtype) CanSeq2() bool {
	switch t.Kind() {
	case Array, Slice, String, Map:
		return true
	case Func:
		return canRangeFunc(t, 2)
	case Pointer:
		return t.Elem().Kind() == Array
	}
	return false
}

// canRangeFunc: func(yield func(n values) bool), nothing returned.
func canRangeFunc(t Type, n int) bool {
	if t.Kind() != Func || t.NumIn() != 1 || t.NumOut() != 0 {
		return false
	}
	y := t.In(0)
	if y.Kind() != Func {
		return false
	}
	return y.NumIn() == n && y.NumOut() == 1 && y.Out(0).Kind() == Bool
}

func overflowFloat32(x float64) bool {
	if x < 0 {
		x = -x
	}
	return 0x1p127*(1+(1-0x1p-23)) < x && x <= 0x1p1023*(1+(1-0x1p-52))
}

func (v Value) OverflowComplex(x complex128) bool {
	switch v.Kind() {
	case Complex64:
		return overflowFloat32(real(x)) || overflowFloat32(imag(x))
	case Complex128:
		return false
	}
	panic(&ValueError{"reflect.Value.OverflowComplex", v.Kind()})
}

func (v Value) OverflowFloat(x float64) bool {
	switch v.Kind() {
	case Float32:
		return overflowFloat32(x)
	case Float64:
		return false
	}
	panic(&ValueError{"reflect.Value.OverflowFloat", v.Kind()})
}

func (v Value) OverflowInt(x int64) bool {
	switch v.Kind() {
	case Int, Int8, Int16, Int32, Int64:
		bitSize := v.Type().Size() * 8
		trunc := (x << (64 - bitSize)) >> (64 - bitSize)
		return x != trunc
	}
	panic(&ValueError{"reflect.Value.OverflowInt", v.Kind()})
}

func (v Value) OverflowUint(x uint64) bool {
	switch v.Kind() {
	case Uint, Uintptr, Uint8, Uint16, Uint32, Uint64:
		bitSize := v.Type().Size() * 8
		trunc := (x << (64 - bitSize)) >> (64 - bitSize)
		return x != trunc
	}
	panic(&ValueError{"reflect.Value.OverflowUint", v.Kind()})
}

// Seq and Seq2 as go1.23's reflect/iter.go.
func rangeNum[T int8 | int16 | int32 | int64 | int |
	uint8 | uint16 | uint32 | uint64 | uint |
	uintptr, N int64 | uint64](v N) iter.Seq[Value] {
	return func(yield func(v Value) bool) {
		// cannot use range T(v) because no core type.
		for i := T(0); i < T(v); i++ {
			if !yield(ValueOf(i)) {
				return
			}
		}
	}
}

// Seq returns an iter.Seq[Value] that loops over the elements of v.
func (v Value) Seq() iter.Seq[Value] {
	if v.IsValid() && canRangeFunc(v.Type(), 1) {
		return func(yield func(Value) bool) {
			rf := MakeFunc(v.Type().In(0), func(in []Value) []Value {
				return []Value{ValueOf(yield(in[0]))}
			})
			v.Call([]Value{rf})
		}
	}
	switch v.Kind() {
	case Int:
		return rangeNum[int](v.Int())
	case Int8:
		return rangeNum[int8](v.Int())
	case Int16:
		return rangeNum[int16](v.Int())
	case Int32:
		return rangeNum[int32](v.Int())
	case Int64:
		return rangeNum[int64](v.Int())
	case Uint:
		return rangeNum[uint](v.Uint())
	case Uint8:
		return rangeNum[uint8](v.Uint())
	case Uint16:
		return rangeNum[uint16](v.Uint())
	case Uint32:
		return rangeNum[uint32](v.Uint())
	case Uint64:
		return rangeNum[uint64](v.Uint())
	case Uintptr:
		return rangeNum[uintptr](v.Uint())
	case Pointer:
		if v.Elem().Kind() != Array {
			break
		}
		return func(yield func(Value) bool) {
			v = v.Elem()
			for i := range v.Len() {
				if !yield(ValueOf(i)) {
					return
				}
			}
		}
	case Array, Slice:
		return func(yield func(Value) bool) {
			for i := range v.Len() {
				if !yield(ValueOf(i)) {
					return
				}
			}
		}
	case String:
		return func(yield func(Value) bool) {
			for i := range v.String() {
				if !yield(ValueOf(i)) {
					return
				}
			}
		}
	case Map:
		return func(yield func(Value) bool) {
			i := v.MapRange()
			for i.Next() {
				if !yield(i.Key()) {
					return
				}
			}
		}
	case Chan:
		return func(yield func(Value) bool) {
			for value, ok := v.Recv(); ok; value, ok = v.Recv() {
				if !yield(value) {
					return
				}
			}
		}
	}
	panic("reflect: " + v.Type().String() + " cannot produce iter.Seq[Value]")
}

// Seq2 returns an iter.Seq2[Value, Value] that loops over the elements of v.
func (v Value) Seq2() iter.Seq2[Value, Value] {
	if v.IsValid() && canRangeFunc(v.Type(), 2) {
		return func(yield func(Value, Value) bool) {
			rf := MakeFunc(v.Type().In(0), func(in []Value) []Value {
				return []Value{ValueOf(yield(in[0], in[1]))}
			})
			v.Call([]Value{rf})
		}
	}
	switch v.Kind() {
	case Pointer:
		if v.Elem().Kind() != Array {
			break
		}
		return func(yield func(Value, Value) bool) {
			v = v.Elem()
			for i := range v.Len() {
				if !yield(ValueOf(i), v.Index(i)) {
					return
				}
			}
		}
	case Array, Slice:
		return func(yield func(Value, Value) bool) {
			for i := range v.Len() {
				if !yield(ValueOf(i), v.Index(i)) {
					return
				}
			}
		}
	case String:
		return func(yield func(Value, Value) bool) {
			for i, v := range v.String() {
				if !yield(ValueOf(i), ValueOf(v)) {
					return
				}
			}
		}
	case Map:
		return func(yield func(Value, Value) bool) {
			i := v.MapRange()
			for i.Next() {
				if !yield(i.Key(), i.Value()) {
					return
				}
			}
		}
	}
	panic("reflect: " + v.Type().String() + " cannot produce iter.Seq2[Value, Value]")
}

// FieldByNameFunc: go1.23's breadth-first search of reflect/type.go (structType.FieldByNameFunc),
// where a name matched twice at one depth annihilates, calling match in the same order.
func (t *rtype) FieldByNameFunc(match func(string) bool) (result StructField, ok bool) {
	if t.Kind() != Struct {
		panic("reflect: FieldByNameFunc of non-struct type " + t.String())
	}
	type fieldScan struct {
		typ   Type
		index []int
	}
	current := []fieldScan{}
	next := []fieldScan{{typ: t}}
	var nextCount map[Type]int
	visited := map[Type]bool{}
	for len(next) > 0 {
		current, next = next, current[:0]
		count := nextCount
		nextCount = nil
		for _, scan := range current {
			t := scan.typ
			if visited[t] {
				continue
			}
			visited[t] = true
			for i := 0; i < t.NumField(); i++ {
				f := t.Field(i)
				var ntyp Type
				if f.Anonymous {
					ntyp = f.Type
					if ntyp.Kind() == Pointer {
						ntyp = ntyp.Elem()
					}
				}
				if match(f.Name) {
					if count[t] > 1 || ok {
						return StructField{}, false
					}
					result = f
					result.Index = nil
					result.Index = append(result.Index, scan.index...)
					result.Index = append(result.Index, i)
					ok = true
					continue
				}
				if ok || ntyp == nil || ntyp.Kind() != Struct {
					continue
				}
				if nextCount[ntyp] > 0 {
					nextCount[ntyp] = 2
					continue
				}
				if nextCount == nil {
					nextCount = map[Type]int{}
				}
				nextCount[ntyp] = 1
				if count[t] > 1 {
					nextCount[ntyp] = 2
				}
				var index []int
				index = append(index, scan.index...)
				index = append(index, i)
				next = append(next, fieldScan{ntyp, index})
			}
		}
		if ok {
			break
		}
	}
	return
}

// FieldByNameFunc returns the struct field with a name that satisfies the match function.
func (v Value) FieldByNameFunc(match func(string) bool) Value {
	if f, ok := v.Type().FieldByNameFunc(match); ok {
		return v.FieldByIndex(f.Index)
	}
	return Value{}
}

// FieldByIndexErr is FieldByIndex returning an error, not panicking, at a nil embedded pointer.
func (v Value) FieldByIndexErr(index []int) (Value, error) {
	if len(index) == 1 {
		return v.Field(index[0]), nil
	}
	v.mustBeStruct("reflect.Value.FieldByIndexErr")
	for i, x := range index {
		if i > 0 {
			if v.Kind() == Pointer && v.Type().Elem().Kind() == Struct {
				if v.IsNil() {
					return Value{}, errors.New("reflect: indirection through nil pointer to embedded struct field " + v.Type().Elem().Name())
				}
				v = v.Elem()
			}
		}
		v = v.Field(x)
	}
	return v, nil
}

func (v Value) mustBeStruct(method string) {
	if v.Kind() != Struct {
		panic(&ValueError{method, v.Kind()})
	}
}

// SetCap sets v's capacity to n (go1.23 value.go).
func (v Value) SetCap(n int) {
	v.mustBeSettable("reflect.Value.SetCap")
	if v.Kind() != Slice {
		panic(&ValueError{"reflect.Value.SetCap", v.Kind()})
	}
	if n < v.Len() || n > v.Cap() {
		panic("reflect: slice capacity out of range in SetCap")
	}
	v.Set(v.Slice3(0, v.Len(), n))
}

// Grow increases the slice's capacity, if necessary, to guarantee space for another n elements:
// reflect_growslice keeps the elements up to the old capacity and grows as append does.
func (v Value) Grow(n int) {
	v.mustBeSettable("reflect.Value.Grow")
	if v.Kind() != Slice {
		panic(&ValueError{"reflect.Value.Grow", v.Kind()})
	}
	if n < 0 {
		panic("reflect.Value.Grow: negative len")
	}
	if l, c := v.Len(), v.Cap(); l+n > c {
		more := MakeSlice(v.Type(), l+n-c, l+n-c)
		v.Set(AppendSlice(v.Slice(0, c), more).Slice(0, l))
	}
}

// mustBeSettable: reflect's mustBeAssignable, naming method.
func (v Value) mustBeSettable(method string) {
	v.mustBeExp(method)
	if !v.CanAddr() {
		panic("reflect: " + method + " using unaddressable value")
	}
}

// SetIterKey assigns to v the key of iter's current map entry.
func (v Value) SetIterKey(iter *MapIter) {
	if iter.state == 0 {
		panic("reflect: Value.SetIterKey called before Next")
	}
	if iter.state == 2 {
		panic("reflect: Value.SetIterKey called on exhausted iterator")
	}
	v.setIter(iter.key, iter.m, "SetIterKey", "reflect.MapIter.SetKey")
}

// SetIterValue assigns to v the value of iter's current map entry.
func (v Value) SetIterValue(iter *MapIter) {
	if iter.state == 0 {
		panic("reflect: Value.SetIterValue called before Next")
	}
	if iter.state == 2 {
		panic("reflect: Value.SetIterValue called on exhausted iterator")
	}
	v.setIter(iter.val, iter.m, "SetIterValue", "reflect.MapIter.SetValue")
}

func (v Value) setIter(x, m Value, method, context string) {
	v.mustBeSettable("reflect.Value." + method)
	m.mustBeExp("reflect.Value." + method)
	v.Set(assignTo(x, v.Type().(*rtype), context))
}
