package main

import "fmt"

func safe(f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
			if e, ok := r.(error); ok {
				fmt.Printf("  %T %v\n", e, e)
			}
		}
	}()
	f()
}

func main() {
	s := []int{1, 2, 3}
	i, j := 5, 1
	safe(func() { _ = s[i] })
	safe(func() { _ = s[-i+4:][j+3] })
	safe(func() { _ = s[j:i] })
	safe(func() { _ = s[2:j] })
	safe(func() { _ = s[:i:2] })
	str := "héllo"
	safe(func() { _ = str[i+5] })
	safe(func() { _ = str[3 : i+10] })
	arr := [4]int{}
	safe(func() { arr[i%8] = 1 })
	var m map[string][]int
	safe(func() { m["a"] = append(m["a"], 1) })
	safe(func() { var p *struct{ X int }; p.X++ })
	safe(func() { x := 0; fmt.Println(10 / x) })
	safe(func() { var a any = "s"; _ = a.(int) })
	safe(func() { var a any; _ = a.(fmt.Stringer) })
	safe(func() { var a any = 3; _ = a.(fmt.Stringer) })
	safe(func() { ch := make(chan int); close(ch); close(ch) })
	safe(func() { var ch chan int; close(ch) })
	safe(func() { _ = make([]int, i-10) })
	safe(func() { panic(fmt.Sprintf("custom %d", 7)) })
	safe(func() { panic(fmt.Errorf("wrapped: %w", fmt.Errorf("inner"))) })
	fmt.Println(s[i])
}

// Output:
// recovered: runtime error: index out of range [5] with length 3
//   runtime.boundsError runtime error: index out of range [5] with length 3
// recovered: runtime error: slice bounds out of range [-1:]
//   runtime.boundsError runtime error: slice bounds out of range [-1:]
// recovered: runtime error: slice bounds out of range [:5] with capacity 3
//   runtime.boundsError runtime error: slice bounds out of range [:5] with capacity 3
// recovered: runtime error: slice bounds out of range [2:1]
//   runtime.boundsError runtime error: slice bounds out of range [2:1]
// recovered: runtime error: slice bounds out of range [:5:2]
//   runtime.boundsError runtime error: slice bounds out of range [:5:2]
// recovered: runtime error: index out of range [10] with length 6
//   runtime.boundsError runtime error: index out of range [10] with length 6
// recovered: runtime error: slice bounds out of range [:15] with length 6
//   runtime.boundsError runtime error: slice bounds out of range [:15] with length 6
// recovered: runtime error: index out of range [5] with length 4
//   runtime.boundsError runtime error: index out of range [5] with length 4
// recovered: assignment to entry in nil map
//   runtime.plainError assignment to entry in nil map
// recovered: runtime error: invalid memory address or nil pointer dereference
//   runtime.errorString runtime error: invalid memory address or nil pointer dereference
// recovered: runtime error: integer divide by zero
//   runtime.errorString runtime error: integer divide by zero
// recovered: interface conversion: interface {} is string, not int
//   *runtime.TypeAssertionError interface conversion: interface {} is string, not int
// recovered: interface conversion: interface is nil, not fmt.Stringer
//   *runtime.TypeAssertionError interface conversion: interface is nil, not fmt.Stringer
// recovered: interface conversion: int is not fmt.Stringer: missing method String
//   *runtime.TypeAssertionError interface conversion: int is not fmt.Stringer: missing method String
// recovered: close of closed channel
//   runtime.plainError close of closed channel
// recovered: close of nil channel
//   runtime.plainError close of nil channel
// recovered: runtime error: makeslice: len out of range
//   runtime.errorString runtime error: makeslice: len out of range
// recovered: custom 7
// recovered: wrapped: inner
//   *fmt.wrapError wrapped: inner
// Stderr:
// panic: runtime error: index out of range [5] with length 3
//
// goroutine 1 [running]:
// Exit: 2
