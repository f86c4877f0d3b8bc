package main

import "fmt"

type T struct{ x int }

func (t T) Get() int { return t.x }

type I interface{ Set(int) }

func (t *T) Set(v int) { t.x = v }

func main() {
	var i I = T{}
	var f float64 = 1
	var n int = 2
	fmt.Println(f + n)
	var s []int = [3]int{1, 2, 3}
	m := map[[]int]string{}
	t := T{}
	t.y = 5
	T.Set(t, 1)
	fmt.Println(i, s, m, len(5))
	var ch chan<- int
	<-ch
}

// Error:
// # command-line-arguments
// ./err_misc_type_errors.go:14:12: cannot use T{} (value of struct type T) as I value in variable declaration: T does not implement I (method Set has pointer receiver)
// ./err_misc_type_errors.go:17:14: invalid operation: f + n (mismatched types float64 and int)
// ./err_misc_type_errors.go:18:16: cannot use [3]int{…} (value of type [3]int) as []int value in variable declaration
// ./err_misc_type_errors.go:19:11: invalid map key type []int
// ./err_misc_type_errors.go:21:4: t.y undefined (type T has no field or method y)
// ./err_misc_type_errors.go:22:4: invalid method expression T.Set (needs pointer receiver (*T).Set)
// ./err_misc_type_errors.go:23:27: invalid argument: 5 (untyped int constant) for built-in len
// ./err_misc_type_errors.go:25:4: invalid operation: cannot receive from send-only channel ch (variable of type chan<- int)
