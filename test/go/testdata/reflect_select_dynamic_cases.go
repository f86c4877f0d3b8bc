package main

import (
	"fmt"
	"reflect"
	"sort"
	"time"
)

type Update struct {
	Source string
	Seq    int
}

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %v\n", name, r)
		}
	}()
	f()
}

func main() {
	// A fan-in over a number of channels known only at run time.
	sources := []string{"pods", "services", "configmaps"}
	chans := make([]chan Update, len(sources))
	for i, s := range sources {
		chans[i] = make(chan Update)
		go func() {
			for n := 1; n <= i+1; n++ {
				time.Sleep(time.Duration(10*(i+1)*n) * time.Millisecond)
				chans[i] <- Update{s, n}
			}
			close(chans[i])
		}()
	}
	cases := make([]reflect.SelectCase, len(chans))
	for i, ch := range chans {
		cases[i] = reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(ch)}
	}
	remaining := len(cases)
	var got []string
	for remaining > 0 {
		chosen, v, ok := reflect.Select(cases)
		if !ok {
			fmt.Println("closed:", sources[chosen], v.IsValid(), v)
			cases[chosen].Chan = reflect.ValueOf(nil)
			remaining--
			continue
		}
		u := v.Interface().(Update)
		got = append(got, fmt.Sprintf("%s#%d", u.Source, u.Seq))
	}
	sort.Strings(got)
	fmt.Println(got)

	// Default case and send cases.
	buf := make(chan int, 1)
	sel := []reflect.SelectCase{
		{Dir: reflect.SelectSend, Chan: reflect.ValueOf(buf), Send: reflect.ValueOf(7)},
		{Dir: reflect.SelectDefault},
	}
	for i := 0; i < 2; i++ {
		chosen, recv, ok := reflect.Select(sel)
		fmt.Println(chosen, recv.IsValid(), ok, len(buf))
	}
	chosen, recv, ok := reflect.Select([]reflect.SelectCase{
		{Dir: reflect.SelectDefault},
		{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(buf)},
	})
	fmt.Println(chosen, recv, ok, recv.Type())
	chosen, recv, ok = reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectDefault}})
	fmt.Println(chosen, recv.IsValid(), ok)
	anyCh := make(chan any, 1)
	chosen, _, _ = reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectSend, Chan: reflect.ValueOf(anyCh), Send: reflect.ValueOf(Update{"x", 1})}})
	fmt.Printf("%d %T\n", chosen, <-anyCh)
	timeout := reflect.ValueOf(time.After(50 * time.Millisecond))
	never := reflect.ValueOf(make(chan string))
	chosen, recv, ok = reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: never}, {Dir: reflect.SelectRecv, Chan: timeout}})
	fmt.Println(chosen, recv.Type(), ok)
	fmt.Println(reflect.SelectSend, reflect.SelectRecv, reflect.SelectDefault)

	var ro <-chan int = make(chan int)
	var so chan<- int = make(chan int)
	try("invalid dir", func() { reflect.Select([]reflect.SelectCase{{}}) })
	try("two defaults", func() { reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectDefault}, {Dir: reflect.SelectDefault}}) })
	try("default chan", func() { reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectDefault, Chan: reflect.ValueOf(buf)}}) })
	try("default send", func() { reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectDefault, Send: reflect.ValueOf(1)}}) })
	try("send recv-only", func() { reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectSend, Chan: reflect.ValueOf(ro), Send: reflect.ValueOf(1)}}) })
	try("recv send-only", func() { reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(so)}}) })
	try("missing send", func() { reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectSend, Chan: reflect.ValueOf(buf)}}) })
	try("recv with send", func() { reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(buf), Send: reflect.ValueOf(1)}}) })
	try("wrong type", func() { reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectSend, Chan: reflect.ValueOf(buf), Send: reflect.ValueOf("s")}}) })
	try("not a chan", func() { reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(3)}}) })
	try("send closed", func() {
		c := make(chan int, 1)
		close(c)
		reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectSend, Chan: reflect.ValueOf(c), Send: reflect.ValueOf(1)}})
	})
	fmt.Println("blocking on nil channels")
	reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectRecv}, {Dir: reflect.SelectSend}})
}

// Output:
// closed: pods true { 0}
// closed: services true { 0}
// closed: configmaps true { 0}
// [configmaps#1 configmaps#2 configmaps#3 pods#1 services#1 services#2]
// 0 false false 1
// 1 false false 1
// 1 7 true int
// 0 false false
// 0 main.Update
// 1 time.Time true
// 1 2 3
// invalid dir: reflect.Select: invalid Dir
// two defaults: reflect.Select: multiple default cases
// default chan: reflect.Select: default case has Chan value
// default send: reflect.Select: default case has Send value
// send recv-only: reflect.Select: SendDir case using recv-only channel
// recv send-only: reflect.Select: RecvDir case using send-only channel
// missing send: reflect.Select: SendDir case missing Send value
// recv with send: reflect.Select: RecvDir case has Send value
// wrong type: reflect.Select: value of type string is not assignable to type int
// not a chan: reflect: call of unknown method on int Value
// send closed: send on closed channel
// blocking on nil channels
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select]:
// Exit: 2
