package main

import (
	"fmt"
	"reflect"
)

type Inner struct {
	X int
}

type Spec struct {
	Name     string `json:"name,omitempty" yaml:"n"`
	Replicas int32  `json:"replicas"`
	secret   bool
	Inner
	P      *Inner
	Tags   []string
	Labels map[string]string `json:"labels,omitempty"`
	F      float32
	U      uint8
	Arr    [3]int16
	Ch     chan<- int
	Fn     func(int) (string, error)
}

func (s Spec) Hello(who string) string { return "hello " + who + " from " + s.Name }
func (s *Spec) Scale(n int32)          { s.Replicas += n }
func (s Spec) lower()                  {}

type Greeter interface{ Hello(string) string }

type Stringish string

func main() {
	rt := reflect.TypeOf(Spec{})
	fmt.Println(rt, rt.Name(), rt.PkgPath(), rt.Kind(), rt.NumField(), rt.Size(), rt.Align())
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		fmt.Println(i, f.Name, f.PkgPath, f.Type, f.Type.Kind(), f.Tag, f.Offset, f.Index, f.Anonymous, f.IsExported())
		if v, ok := f.Tag.Lookup("json"); ok {
			fmt.Printf("  json=%q get=%q yaml=%q\n", v, f.Tag.Get("json"), f.Tag.Get("yaml"))
		}
	}
	for _, name := range []string{"X", "Name", "Inner", "Nope", "secret"} {
		f, ok := rt.FieldByName(name)
		fmt.Println(name, ok, f.Name, f.Index, f.Type)
	}
	fmt.Println(rt.NumMethod(), reflect.PointerTo(rt).NumMethod(), reflect.PtrTo(rt))
	pt := reflect.PtrTo(rt)
	for i := 0; i < pt.NumMethod(); i++ {
		m := pt.Method(i)
		fmt.Println(m.Name, m.PkgPath == "", m.Type, m.Index, m.Func.Kind())
	}
	m, ok := rt.MethodByName("Hello")
	fmt.Println(m.Name, m.Type, ok)
	_, ok = rt.MethodByName("Scale")
	fmt.Println("Scale on value type:", ok)
	out := m.Func.Call([]reflect.Value{reflect.ValueOf(Spec{Name: "s"}), reflect.ValueOf("bob")})
	fmt.Println(out[0])

	gt := reflect.TypeOf((*Greeter)(nil)).Elem()
	et := reflect.TypeOf((*error)(nil)).Elem()
	fmt.Println(gt, gt.Kind(), gt.NumMethod(), gt.Method(0).Name, gt.Method(0).Type)
	fmt.Println(rt.Implements(gt), pt.Implements(gt), reflect.TypeOf(3).Implements(gt), pt.Implements(et))
	fmt.Println(et, et.Name(), et.PkgPath() == "", et.Kind())

	mt := reflect.TypeOf(map[string][]int{})
	fmt.Println(mt, mt.Key(), mt.Elem(), mt.Elem().Elem())
	at := reflect.TypeOf([3]int16{})
	fmt.Println(at, at.Len(), at.Elem(), at.Size(), at.Comparable())
	ft := rt.Field(11).Type
	fmt.Println(ft, ft.NumIn(), ft.In(0), ft.NumOut(), ft.Out(0), ft.Out(1), ft.IsVariadic())
	vt := reflect.TypeOf(fmt.Sprintf)
	fmt.Println(vt, vt.IsVariadic(), vt.In(1))

	it := reflect.TypeOf(0)
	i64 := reflect.TypeOf(int64(0))
	st := reflect.TypeOf("")
	sst := reflect.TypeOf(Stringish(""))
	bt := reflect.TypeOf([]byte(nil))
	fmt.Println(it.AssignableTo(i64), it.ConvertibleTo(i64), st.AssignableTo(sst), st.ConvertibleTo(sst))
	fmt.Println(st.ConvertibleTo(bt), bt.ConvertibleTo(st), it.ConvertibleTo(st), st.ConvertibleTo(it))
	fmt.Println(pt.AssignableTo(gt), rt.AssignableTo(reflect.TypeOf((*any)(nil)).Elem()))
	fmt.Println(it.Bits(), reflect.TypeOf(float32(0)).Bits(), reflect.TypeOf(uint16(0)).Bits())
	fmt.Println(reflect.SliceOf(rt), reflect.MapOf(st, pt), reflect.TypeOf(struct {
		A int `k:"v"`
		b string
	}{}))
	fmt.Println(reflect.Ptr == reflect.Pointer, reflect.Kind(100), reflect.UnsafePointer)

	for _, f := range []func(){
		func() { reflect.TypeOf(3).Field(0) },
		func() { reflect.TypeOf(3).Key() },
		func() { reflect.TypeOf(3).Len() },
		func() { reflect.TypeOf(3).Elem() },
		func() { reflect.TypeOf(3).NumField() },
		func() { rt.Field(99) },
		func() { reflect.TypeOf(3).Implements(it) },
		func() { reflect.TypeOf(3).Implements(nil) },
		func() { st.Bits() },
	} {
		func() {
			defer func() {
				r := recover()
				fmt.Printf("%T %v\n", r, r)
			}()
			f()
		}()
	}
}

// Output:
// main.Spec Spec main struct 12 104 8
// 0 Name  string string json:"name,omitempty" yaml:"n" 0 [0] false true
//   json="name,omitempty" get="name,omitempty" yaml="n"
// 1 Replicas  int32 int32 json:"replicas" 16 [1] false true
//   json="replicas" get="replicas" yaml=""
// 2 secret main bool bool  20 [2] false false
// 3 Inner  main.Inner struct  24 [3] true true
// 4 P  *main.Inner ptr  32 [4] false true
// 5 Tags  []string slice  40 [5] false true
// 6 Labels  map[string]string map json:"labels,omitempty" 64 [6] false true
//   json="labels,omitempty" get="labels,omitempty" yaml=""
// 7 F  float32 float32  72 [7] false true
// 8 U  uint8 uint8  76 [8] false true
// 9 Arr  [3]int16 array  78 [9] false true
// 10 Ch  chan<- int chan  88 [10] false true
// 11 Fn  func(int) (string, error) func  96 [11] false true
// X true X [3 0] int
// Name true Name [0] string
// Inner true Inner [3] main.Inner
// Nope false  [] <nil>
// secret true secret [2] bool
// 1 2 *main.Spec
// Hello true func(*main.Spec, string) string 0 func
// Scale true func(*main.Spec, int32) 1 func
// Hello func(main.Spec, string) string true
// Scale on value type: false
// hello bob from s
// main.Greeter interface 1 Hello func(string) string
// true true false false
// error error true interface
// map[string][]int string []int int
// [3]int16 3 int16 6 true
// func(int) (string, error) 1 int 2 string error false
// func(string, ...interface {}) string true []interface {}
// false true false true
// true true true false
// true true
// 64 32 16
// []main.Spec map[string]*main.Spec struct { A int "k:\"v\""; b string }
// true kind100 unsafe.Pointer
// string reflect: Field of non-struct type int
// string reflect: Key of non-map type int
// string reflect: Len of non-array type int
// string reflect: Elem of invalid type int
// string reflect: NumField of non-struct type int
// string reflect: Field index out of bounds
// string reflect: non-interface type passed to Type.Implements
// string reflect: nil type passed to Type.Implements
// string reflect: Bits of non-arithmetic Type string
