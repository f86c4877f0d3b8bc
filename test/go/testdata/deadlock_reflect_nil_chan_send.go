package main

import (
	"fmt"
	"reflect"
)

type Job struct{ ID int }

func main() {
	var jobs chan Job
	v := reflect.ValueOf(jobs)
	fmt.Println(v.IsNil(), v.Len(), v.Cap(), v.TrySend(reflect.ValueOf(Job{1})))
	v.Send(reflect.ValueOf(Job{2}))
}

// Output:
// true 0 0 false
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan send (nil chan)]:
// Exit: 2
