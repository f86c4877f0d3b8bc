package main

import "fmt"

func try(f func()) {
	defer func() { fmt.Println(recover()) }()
	f()
}

func main() {
	a := []int{1, 2, 3}
	var u uint64 = 1<<64 - 1
	var v uint64 = 1<<63 + 5
	var i int64 = -1 << 63
	try(func() { _ = a[u] })
	try(func() { _ = a[:u] })
	try(func() { _ = a[u:] })
	try(func() { _ = a[1:2:u] })
	try(func() { _ = a[v:] })
	try(func() { _ = a[i] })
	try(func() { _ = a[:i] })
	s := "abc"
	try(func() { _ = s[u] })
	try(func() { _ = s[:v] })
	arr := [3]int{}
	try(func() { _ = arr[u] })
}

// Output:
// runtime error: index out of range [18446744073709551615] with length 3
// runtime error: slice bounds out of range [:18446744073709551615] with capacity 3
// runtime error: slice bounds out of range [18446744073709551615:3]
// runtime error: slice bounds out of range [::18446744073709551615] with capacity 3
// runtime error: slice bounds out of range [9223372036854775813:3]
// runtime error: index out of range [-9223372036854775808]
// runtime error: slice bounds out of range [:-9223372036854775808]
// runtime error: index out of range [18446744073709551615] with length 3
// runtime error: slice bounds out of range [:9223372036854775813] with length 3
// runtime error: index out of range [18446744073709551615] with length 3
