package main

import "fmt"

// Slicing an array (or a pointer to one) checks against its length, and gc words the panic with
// "length"; only a slice operand is checked against its capacity.
func try(name string, f func()) {
	defer func() { fmt.Println(name+":", recover()) }()
	f()
}

func main() {
	arr := [3]int{1, 2, 3}
	p := &arr
	s := arr[:1]
	hi, max := 5, 4
	try("array", func() { _ = arr[1:hi] })
	try("array 3-index", func() { _ = arr[0:1:max] })
	try("pointer", func() { _ = p[:hi] })
	try("pointer 3-index", func() { _ = p[:2:max] })
	try("slice", func() { _ = s[:hi] })
	try("slice 3-index", func() { _ = s[0:1:max] })
	fmt.Println(len(arr[:]), cap(s[:3]))
	_ = p[hi:]
}


// Output:
// array: runtime error: slice bounds out of range [:5] with length 3
// array 3-index: runtime error: slice bounds out of range [::4] with length 3
// pointer: runtime error: slice bounds out of range [:5] with length 3
// pointer 3-index: runtime error: slice bounds out of range [::4] with length 3
// slice: runtime error: slice bounds out of range [:5] with capacity 3
// slice 3-index: runtime error: slice bounds out of range [::4] with capacity 3
// 3 3
// Stderr:
// panic: runtime error: slice bounds out of range [5:3]
//
// goroutine 1 [running]:
// Exit: 2
