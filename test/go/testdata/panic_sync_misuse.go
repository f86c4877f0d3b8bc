package main

import (
	"fmt"
	"strings"
	"sync"
)

func main() {
	func() {
		defer func() { fmt.Println("1:", recover()) }()
		var wg sync.WaitGroup
		wg.Done()
	}()
	func() {
		defer func() { fmt.Println("2:", recover()) }()
		var a strings.Builder
		a.WriteString("x")
		b := a
		b.WriteString("y")
	}()
	func() {
		defer func() { fmt.Println("3:", recover()) }()
		ch := make(chan int, 1)
		close(ch)
		ch <- 1
	}()
	func() {
		defer func() { fmt.Println("4:", recover()) }()
		var p *struct{ X int }
		fmt.Println(p.X)
	}()
	func() {
		defer func() { fmt.Println("5:", recover()) }()
		x := []int{1, 2, 3}
		i := 10
		fmt.Println(x[:i])
	}()
	func() {
		defer func() { fmt.Println("6:", recover()) }()
		var m map[string][]int
		m["a"] = append(m["a"], 1)
	}()
	func() {
		defer func() { fmt.Println("7:", recover()) }()
		s := "héllo"
		n := 9
		fmt.Println(s[n])
	}()
	func() {
		defer func() { fmt.Println("8:", recover()) }()
		var e error
		var i any = e
		_ = i.(error)
	}()
	func() {
		defer func() { fmt.Println("9:", recover()) }()
		a, b := 1, 0
		fmt.Println(a % b)
	}()
	var mu sync.Mutex
	mu.Unlock()
}

// Output:
// 1: sync: negative WaitGroup counter
// 2: strings: illegal use of non-zero Builder copied by value
// 3: send on closed channel
// 4: runtime error: invalid memory address or nil pointer dereference
// 5: runtime error: slice bounds out of range [:10] with capacity 3
// 6: assignment to entry in nil map
// 7: runtime error: index out of range [9] with length 6
// 8: interface conversion: interface is nil, not error
// 9: runtime error: integer divide by zero
// Stderr:
// fatal error: sync: unlock of unlocked mutex
//
// goroutine 1 [running]:
// Exit: 2
