package main

import (
	"errors"
	"fmt"
	"time"
)

type Reconciler struct{}
type Phase string

func main() {
	values := []any{1, "s", 2.5, true, nil, []int{}, map[string]bool{}, &Reconciler{}, Reconciler{},
		Phase("x"), errors.New("e"), time.Second, [2]int{}, func(int) string { return "" }, make(chan int),
		struct{ A int }{1}, new(int), 'r', byte(1), int64(2), uint(3), float32(1)}
	for _, v := range values {
		fmt.Printf("%T\n", v)
	}
}

// Output:
// int
// string
// float64
// bool
// <nil>
// []int
// map[string]bool
// *main.Reconciler
// main.Reconciler
// main.Phase
// *errors.errorString
// time.Duration
// [2]int
// func(int) string
// chan int
// struct { A int }
// *int
// int32
// uint8
// int64
// uint
// float32
