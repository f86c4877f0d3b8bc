package main

import (
	"fmt"
	"reflect"
	"strings"
)

type Event struct {
	Kind string
	N    int
}

type Level int8

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: panic %T: %v\n", name, r, r)
		}
	}()
	f()
}

func main() {
	ct := reflect.ChanOf(reflect.BothDir, reflect.TypeOf(Event{}))
	fmt.Println(ct, ct.Kind(), ct.ChanDir(), ct.Elem())
	fmt.Println(reflect.ChanOf(reflect.RecvDir, reflect.TypeOf(0)), reflect.ChanOf(reflect.SendDir, reflect.TypeOf("")))
	fmt.Println(reflect.BothDir, reflect.SendDir, reflect.RecvDir, reflect.ChanDir(0), reflect.ChanDir(7))
	ch := reflect.MakeChan(ct, 3)
	fmt.Println(ch.Len(), ch.Cap(), ch.Type())
	ch.Send(reflect.ValueOf(Event{"add", 1}))
	fmt.Println(ch.TrySend(reflect.ValueOf(Event{"update", 2})), ch.Len())
	fmt.Println(ch.TrySend(reflect.ValueOf(Event{"delete", 3})), ch.TrySend(reflect.ValueOf(Event{"extra", 4})))
	v, ok := ch.Recv()
	fmt.Println(v, ok, v.Type(), v.CanSet())
	v, ok = ch.TryRecv()
	fmt.Println(v.Interface(), ok)
	typed := ch.Interface().(chan Event)
	fmt.Println(<-typed, len(typed))
	v, ok = ch.TryRecv()
	fmt.Println(v.IsValid(), ok)
	ch.Close()
	v, ok = ch.Recv()
	fmt.Println(v, ok, v.IsValid())
	v, ok = ch.TryRecv()
	fmt.Println(v, ok)

	real := make(chan string, 4)
	rv := reflect.ValueOf(real)
	go func() {
		for _, s := range []string{"a", "b", "c"} {
			rv.Send(reflect.ValueOf(s))
		}
		rv.Close()
	}()
	var got []string
	for e := range rv.Seq() {
		got = append(got, e.String())
	}
	fmt.Println(strings.Join(got, ","))

	unbuf := reflect.MakeChan(reflect.TypeOf(make(chan int)), 0)
	done := make(chan bool)
	go func() {
		x, ok := unbuf.Recv()
		fmt.Println("goroutine got", x.Int(), ok)
		done <- true
	}()
	unbuf.Send(reflect.ValueOf(42))
	<-done

	var ro <-chan int = make(chan int, 1)
	var so chan<- int = make(chan int, 1)
	try("send on recv-only", func() { reflect.ValueOf(ro).Send(reflect.ValueOf(1)) })
	try("recv on send-only", func() { reflect.ValueOf(so).Recv() })
	try("close recv-only", func() { reflect.ValueOf(ro).Close() })
	try("send wrong type", func() { reflect.ValueOf(make(chan int, 1)).Send(reflect.ValueOf("x")) })
	try("send on closed", func() { c := make(chan int, 1); close(c); reflect.ValueOf(c).Send(reflect.ValueOf(1)) })
	try("close closed", func() { c := make(chan int); close(c); reflect.ValueOf(c).Close() })
	try("close nil", func() { var c chan int; reflect.ValueOf(c).Close() })
	try("recv non-chan", func() { reflect.ValueOf(3).Recv() })
	try("make non-chan", func() { reflect.MakeChan(reflect.TypeOf(0), 1) })
	try("make negative", func() { reflect.MakeChan(ct, -1) })
	try("make recv-only", func() { reflect.MakeChan(reflect.TypeOf(ro), 1) })
	try("chandir non-chan", func() { reflect.TypeOf(0).ChanDir() })
	try("chanof bad dir", func() { reflect.ChanOf(0, reflect.TypeOf(0)) })
	try("trysend nil", func() { var c chan int; fmt.Println(reflect.ValueOf(c).TrySend(reflect.ValueOf(1))) })
	try("tryrecv nil", func() { var c chan int; v, ok := reflect.ValueOf(c).TryRecv(); fmt.Println(v.IsValid(), ok) })
	try("send assignable", func() {
		c := make(chan any, 1)
		reflect.ValueOf(c).Send(reflect.ValueOf(Level(3)))
		fmt.Printf("%T %v\n", <-c, len(c))
	})

	for i := range reflect.ValueOf(Level(3)).Seq() {
		fmt.Print(i.Type(), "=", i, " ")
	}
	fmt.Println()
	for i := range reflect.ValueOf(uint8(2)).Seq() {
		fmt.Print(i.Kind(), i.Uint(), " ")
	}
	fmt.Println()
	for i, s := range reflect.ValueOf("héllo").Seq2() {
		fmt.Print(i, ":", s.Type(), ":", s.Interface(), " ")
	}
	fmt.Println()
	for i := range reflect.ValueOf("héllo").Seq() {
		fmt.Print(i, " ")
	}
	fmt.Println()
	arr := [3]string{"x", "y", "z"}
	for i, e := range reflect.ValueOf(&arr).Seq2() {
		if i.Int() == 2 {
			break
		}
		fmt.Print(i, e, e.CanSet(), " ")
	}
	fmt.Println()
	for i, e := range reflect.ValueOf([]float64{1.5, 2.5}).Seq2() {
		e.SetFloat(e.Float() * 2)
		fmt.Print(i, e, " ")
	}
	fmt.Println()
	m := map[string]int{"one": 1}
	for k, v := range reflect.ValueOf(m).Seq2() {
		fmt.Println(k, v)
	}
	for k := range reflect.ValueOf(m).Seq() {
		fmt.Println(k.Type(), k)
	}
	seq := func(yield func(int) bool) {
		for _, x := range []int{10, 20, 30} {
			if !yield(x) {
				fmt.Println("stopped early")
				return
			}
		}
	}
	for x := range reflect.ValueOf(seq).Seq() {
		fmt.Print(x.Int(), " ")
		if x.Int() == 20 {
			break
		}
	}
	fmt.Println()
	seq2 := func(yield func(string, bool) bool) {
		yield("k", true)
		yield("j", false)
	}
	for k, v := range reflect.ValueOf(seq2).Seq2() {
		fmt.Print(k, v, " ")
	}
	fmt.Println()
	try("seq of struct", func() { reflect.ValueOf(Event{}).Seq() })
	try("seq2 of int", func() { reflect.ValueOf(3).Seq2() })
	try("seq2 of chan", func() { reflect.ValueOf(make(chan int)).Seq2() })
	try("seq of ptr", func() { x := 1; reflect.ValueOf(&x).Seq() })
	fmt.Printf("%T\n", reflect.ValueOf(1).Seq())
}

// Output:
// chan main.Event chan chan main.Event
// <-chan int chan<- string
// chan chan<- <-chan ChanDir0 ChanDir7
// 0 3 chan main.Event
// true 2
// true false
// {add 1} true main.Event false
// {update 2} true
// {delete 3} 0
// false false
// { 0} false true
// { 0} false
// a,b,c
// goroutine got 42 true
// send on recv-only: panic string: reflect: send on recv-only channel
// recv on send-only: panic string: reflect: recv on send-only channel
// close recv-only: panic string: reflect: close of receive-only channel
// send wrong type: panic string: reflect.Value.Send: value of type string is not assignable to type int
// send on closed: panic runtime.plainError: send on closed channel
// close closed: panic runtime.plainError: close of closed channel
// close nil: panic runtime.plainError: close of nil channel
// recv non-chan: panic *reflect.ValueError: reflect: call of reflect.Value.Recv on int Value
// make non-chan: panic string: reflect.MakeChan of non-chan type
// make negative: panic string: reflect.MakeChan: negative buffer size
// make recv-only: panic string: reflect.MakeChan: unidirectional channel type
// chandir non-chan: panic string: reflect: ChanDir of non-chan type int
// chanof bad dir: panic string: reflect.ChanOf: invalid dir
// false
// false false
// main.Level 0
// int8=0 int8=1 int8=2 
// uint8 0 uint8 1 
// 0:int32:104 1:int32:233 3:int32:108 4:int32:108 5:int32:111 
// 0 1 3 4 5 
// 0 x true 1 y true 
// 0 3 1 5 
// one 1
// string one
// 10 20 stopped early
//
// k true j false 
// seq of struct: panic string: reflect: main.Event cannot produce iter.Seq[Value]
// seq2 of int: panic string: reflect: int cannot produce iter.Seq2[Value, Value]
// seq2 of chan: panic string: reflect: chan int cannot produce iter.Seq2[Value, Value]
// seq of ptr: panic string: reflect: *int cannot produce iter.Seq[Value]
// iter.Seq[reflect.Value]
