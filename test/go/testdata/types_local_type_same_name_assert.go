package main

import (
	"errors"
	"fmt"
)

type Event struct{ Name string }

var last any

func record() {
	type Event struct{ Name string }
	last = Event{"local"}
}

func check() {
	defer func() {
		r := recover()
		fmt.Println("recovered:", r)
		var err error
		if e, ok := r.(error); ok {
			err = e
		}
		fmt.Println(errors.Unwrap(err) == nil)
	}()
	e := last.(Event)
	fmt.Println("got", e.Name)
}

func main() {
	record()
	fmt.Printf("%T %v\n", last, last)
	_, ok := last.(Event)
	fmt.Println(ok)
	check()
	last = Event{"pkg"}
	check()
	func() {
		type Event int
		last = Event(3)
	}()
	check()
	last = []Event{}
	defer func() { fmt.Println(recover()) }()
	type Event struct{ Name string }
	_ = last.([]Event)
}

// Output:
// main.Event {local}
// false
// recovered: interface conversion: interface {} is main.Event, not main.Event (types from different scopes)
// true
// got pkg
// recovered: <nil>
// true
// recovered: interface conversion: interface {} is main.Event, not main.Event (types from different scopes)
// true
// interface conversion: interface {} is []main.Event, not []main.Event (types from different scopes)
