package main

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
)

type Inner struct {
	X int
}

type Obj struct {
	Name   string
	Count  int
	hidden bool
	Inner
	P      *Inner
	Tags   []string
	Labels map[string]int
	F      float32
	U      uint8
	I8     int8
	Any    any
	Arr    [2]string
}

func (o Obj) Hello(who string) string { return "hello " + who + " from " + o.Name }
func (o *Obj) Inc(n int)              { o.Count += n }
func (o Obj) Sum(xs ...int) (int, error) {
	t := 0
	for _, x := range xs {
		t += x
	}
	if t < 0 {
		return t, errors.New("negative")
	}
	return t, nil
}

type Celsius float64

func (c Celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

func main() {
	o := Obj{Name: "a", Count: 2, Tags: []string{"x", "y"}, Labels: map[string]int{"k": 1}, Any: 5}
	rv := reflect.ValueOf(o)
	fmt.Println(rv.Kind(), rv.Type(), rv.NumField(), rv.IsValid(), rv.CanSet(), rv.CanAddr(), rv.CanInterface())
	fmt.Println(rv.Field(0), rv.Field(1).Int(), rv.Field(0).CanSet(), rv.Field(2).CanInterface())
	fmt.Println(rv.FieldByName("X").Int(), rv.FieldByName("Nope").IsValid(), rv.Field(5).Len(), rv.Field(5).Index(1))
	fmt.Println(rv.Field(6).MapIndex(reflect.ValueOf("k")), rv.Field(6).MapIndex(reflect.ValueOf("zz")).IsValid())
	fmt.Println(rv.Field(10).Kind(), rv.Field(10).Elem().Kind(), rv.Field(10).Elem().Int(), rv.Field(4).IsNil())
	fmt.Printf("%v %d %s %q %+v\n", rv.Field(1), rv.Field(1), rv.Field(0), rv.Field(0), rv.Field(3))
	fmt.Println(rv.Field(1).String(), rv.Field(0).String(), reflect.Value{}.String(), reflect.Value{}, rv.Field(3).String())
	fmt.Println([]reflect.Value{rv.Field(1)}, reflect.ValueOf(Celsius(21.5)), reflect.ValueOf(Celsius(3)).Float())
	fmt.Printf("%T %T\n", rv, rv.Interface())

	pv := reflect.ValueOf(&o).Elem()
	fmt.Println(pv.CanSet(), pv.CanAddr(), pv.Field(0).CanSet(), pv.Field(2).CanSet(), pv.Field(2).CanAddr())
	pv.Field(0).SetString("b")
	pv.Field(1).SetInt(40)
	pv.FieldByName("X").SetInt(7)
	pv.Field(7).SetFloat(1.5)
	pv.Field(8).SetUint(300)
	pv.Field(9).SetInt(200)
	pv.Field(6).SetMapIndex(reflect.ValueOf("z"), reflect.ValueOf(9))
	pv.Field(6).SetMapIndex(reflect.ValueOf("k"), reflect.Value{})
	pv.Field(5).Index(0).Set(reflect.ValueOf("q"))
	pv.Field(10).Set(reflect.ValueOf("now a string"))
	pv.Field(11).Index(1).SetString("second")
	pv.Field(4).Set(reflect.New(reflect.TypeOf(Inner{})))
	pv.Field(4).Elem().Field(0).SetInt(99)
	q := o.P
	o.P = nil
	fmt.Printf("%+v %v\n", o, *q)
	fmt.Println(pv.Field(2).Bool(), pv.Field(1).Addr().Interface() == &o.Count, pv.Field(3).Addr().Interface() == &o.Inner)

	h := reflect.ValueOf(o).MethodByName("Hello")
	out := h.Call([]reflect.Value{reflect.ValueOf("you")})
	fmt.Println(h.Kind(), h.Type(), out[0], len(out))
	reflect.ValueOf(&o).MethodByName("Inc").Call([]reflect.Value{reflect.ValueOf(5)})
	fmt.Println(o.Count, reflect.ValueOf(&o).NumMethod(), reflect.ValueOf(o).NumMethod(), reflect.ValueOf(o).MethodByName("Inc").IsValid())
	res := reflect.ValueOf(o).MethodByName("Sum").Call([]reflect.Value{reflect.ValueOf(1), reflect.ValueOf(2), reflect.ValueOf(3)})
	fmt.Println(res[0].Int(), res[1].IsNil(), res[1].Kind(), res[1].Type())
	res = reflect.ValueOf(o).Method(1).Call([]reflect.Value{reflect.ValueOf(-4)})
	fmt.Println(res[0], res[1], res[1].Elem().Type())
	fn := reflect.ValueOf(func(a int, b string) string { return fmt.Sprint(b, a) })
	fmt.Println(fn.Call([]reflect.Value{reflect.ValueOf(7), reflect.ValueOf("n")})[0])

	z := reflect.Zero(reflect.TypeOf(o))
	fmt.Println(z.IsZero(), rv.IsZero(), reflect.ValueOf((*int)(nil)).IsNil(), reflect.ValueOf([]int(nil)).IsNil(), z.CanSet())
	fmt.Println(reflect.ValueOf(0.0).IsZero(), reflect.ValueOf([2]int{}).IsZero(), reflect.ValueOf([2]int{0, 1}).IsZero(), reflect.ValueOf(struct{ A, b int }{0, 0}).IsZero())
	n := reflect.New(reflect.TypeOf(0))
	n.Elem().SetInt(12)
	fmt.Println(*(n.Interface().(*int)), reflect.Indirect(n).Int(), reflect.Indirect(reflect.ValueOf(3)).Int(), n.Type())
	s := reflect.MakeSlice(reflect.TypeOf([]int{}), 1, 4)
	s = reflect.Append(s, reflect.ValueOf(1), reflect.ValueOf(2))
	s.Index(0).SetInt(-1)
	fmt.Println(s, s.Len(), s.Cap(), s.Interface(), s.Slice(1, 3))
	s2 := reflect.AppendSlice(s, reflect.ValueOf([]int{8, 9}))
	fmt.Println(s2.Len(), s2)
	mm := reflect.MakeMap(reflect.TypeOf(map[string]int{}))
	mm.SetMapIndex(reflect.ValueOf("b"), reflect.ValueOf(2))
	mm.SetMapIndex(reflect.ValueOf("a"), reflect.ValueOf(1))
	var keys []string
	for _, k := range mm.MapKeys() {
		keys = append(keys, k.String())
	}
	sort.Strings(keys)
	fmt.Println(keys, mm.Len())
	it := mm.MapRange()
	sum := 0
	for it.Next() {
		sum += int(it.Value().Int()) + len(it.Key().String())
	}
	fmt.Println(sum, mm.Interface())

	var e error = errors.New("boom")
	ev := reflect.ValueOf(&e).Elem()
	fmt.Println(ev.Kind(), ev.Elem().Type(), ev, ev.NumMethod(), ev.Method(0).Call(nil)[0])
	fmt.Println(reflect.ValueOf([]byte("hi")).Bytes(), reflect.ValueOf("héllo").Index(1), reflect.ValueOf("héllo").Len())
	u := reflect.ValueOf(uint64(1) << 63)
	fmt.Println(u.Uint(), reflect.ValueOf(int64(-1)<<62).Int(), u.CanUint(), u.CanInt())
	var i16 int16
	reflect.ValueOf(&i16).Elem().SetInt(70000)
	fmt.Println(i16)
	mp := map[[2]int]string{{1, 2}: "pair"}
	fmt.Println(reflect.ValueOf(mp).MapIndex(reflect.ValueOf([2]int{1, 2})))
	var anyMap = map[any]int{"s": 1, 2: 2}
	fmt.Println(reflect.ValueOf(anyMap).MapIndex(reflect.ValueOf(2)), reflect.ValueOf(anyMap).MapIndex(reflect.ValueOf("s")))
}

// Output:
// struct main.Obj 12 true false false true
// a 2 false false
// 0 false 2 y
// 1 false
// interface int 5 true
// 2 2 a "a" {X:0}
// <int Value> a <invalid Value> <invalid reflect.Value> <main.Inner Value>
// [<int Value>] 21.5°C 3
// reflect.Value main.Obj
// true true true false true
// {Name:b Count:40 hidden:false Inner:{X:7} P:<nil> Tags:[q y] Labels:map[z:9] F:1.5 U:44 I8:-56 Any:now a string Arr:[ second]} {99}
// false true true
// func func(string) string hello you from b 1
// 45 3 2 false
// 6 true interface error
// -4 negative *errors.errorString
// n7
// true false true true false
// true true false true
// 12 12 3 *int
// [-1 1 2] 3 4 [-1 1 2] [1 2]
// 5 [-1 1 2 8 9]
// [a b] 2
// 5 map[a:1 b:2]
// interface *errors.errorString boom 1 boom
// [104 105] 195 6
// 9223372036854775808 -4611686018427387904 true false
// 4464
// pair
// 2 1
