// close and delete on a type parameter whose type set holds channels or maps of different element
// types (no core type): allowed while every channel can be closed and every map has one key type.
package main

import "fmt"

type Chans interface{ chan int | chan float32 }

func closeAll[T Chans](chs ...T) {
	for _, ch := range chs {
		close(ch)
	}
}

type Counts interface {
	map[string]int | map[string]float64
}

func drop[M Counts](m M, keys ...string) M {
	for _, k := range keys {
		delete(m, k)
	}
	return m
}

func main() {
	a, b := make(chan float32, 1), make(chan float32)
	a <- 1.5
	closeAll(a, b)
	v, ok := <-a
	w, ok2 := <-b
	fmt.Println(v, ok, w, ok2)
	fmt.Println(drop(map[string]int{"x": 1, "y": 2, "z": 3}, "x", "z"))
	fmt.Println(drop(map[string]float64{"pi": 3.14}, "e"))
	defer fmt.Println("deferred")
	m := map[string]int{"k": 1}
	func() {
		defer delete(m, "k")
	}()
	fmt.Println(len(m))
}

// Output:
// 1.5 true 0 false
// map[y:2]
// map[pi:3.14]
// 0
// deferred
