package main

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"time"
)

type Cache[K comparable, V any] struct {
	mu   sync.Mutex
	data map[K]V
}

func NewCache[K comparable, V any]() *Cache[K, V] { return &Cache[K, V]{data: map[K]V{}} }

func (c *Cache[K, V]) Put(k K, v V) { c.mu.Lock(); c.data[k] = v; c.mu.Unlock() }

type Event[T any] struct {
	Type   string
	Object T
}

type Handler[T any] func(Event[T]) error

type Opt[T any] struct {
	v  T
	ok bool
}

func Some[T any](v T) Opt[T] { return Opt[T]{v, true} }
func None[T any]() Opt[T]    { return Opt[T]{} }

func (o Opt[T]) String() string {
	if !o.ok {
		return "None"
	}
	return fmt.Sprintf("Some(%v)", o.v)
}

type Num interface{ ~int | ~float64 }

type Vec[T Num] []T

func (v Vec[T]) Sum() (s T) {
	for _, x := range v {
		s += x
	}
	return
}

func main() {
	c := NewCache[time.Duration, *bytes.Buffer]()
	c.Put(time.Second, bytes.NewBufferString("x"))
	fmt.Printf("%T\n%T\n", c, c.data)
	fmt.Printf("%T\n", Event[map[string][]error]{})
	fmt.Printf("%T %T\n", Handler[*strings.Builder](nil), []Handler[struct{ A int }]{})
	fmt.Printf("%v %v %T %T\n", Some(3), None[string](), Some(time.Minute), None[Opt[int]]())
	fmt.Printf("%+v|%#v\n", Event[int]{"ADDED", 1}, Event[string]{"DELETED", "x"})
	fmt.Println(Vec[float64]{1.5, 2}.Sum(), Vec[int]{}.Sum())
	fmt.Printf("%T %v\n", Vec[int]{1}, Vec[int]{1, 2})
	t := reflect.TypeOf(Event[[]*time.Location]{})
	fmt.Println(t.Name(), t.String(), t.PkgPath(), t.Field(1).Type)
	var h Handler[int] = func(e Event[int]) error {
		if e.Object < 0 {
			return errors.New("negative")
		}
		return nil
	}
	fmt.Println(h(Event[int]{Object: -1}), h(Event[int]{Object: 1}))
	ch := make(chan Opt[error], 1)
	ch <- Some[error](errors.New("e"))
	fmt.Printf("%T %v\n", ch, <-ch)
	fmt.Printf("%T\n", map[Opt[int]]Vec[float64]{})
	fmt.Printf("%T %T\n", Some[any], NewCache[string, struct{}])
}

// Output:
// *main.Cache[time.Duration,*bytes.Buffer]
// map[time.Duration]*bytes.Buffer
// main.Event[map[string][]error]
// main.Handler[*strings.Builder] []main.Handler[struct { A int }]
// Some(3) None main.Opt[time.Duration] main.Opt[main.Opt[int]]
// {Type:ADDED Object:1}|main.Event[string]{Type:"DELETED", Object:"x"}
// 3.5 0
// main.Vec[int] [1 2]
// Event[[]*time.Location] main.Event[[]*time.Location] main []*time.Location
// negative <nil>
// chan main.Opt[error] Some(e)
// map[main.Opt[int]]main.Vec[float64]
// func(interface {}) main.Opt[interface {}] func() *main.Cache[string,struct {}]
