package main

import "fmt"

// A module still on go 1.21: a range loop has one variable for all its
// iterations, so closures capture the same one, here of a type parameter's
// type instantiated with a struct and an array.

type Point struct{ X, Y int }

func Capture[T any](xs []T) []func() T {
	var fs []func() T
	for _, x := range xs {
		fs = append(fs, func() T { return x })
	}
	return fs
}

func CaptureIndex[T any](xs []T) []func() T {
	var fs []func() T
	for i := range xs {
		fs = append(fs, func() T { return xs[i] })
	}
	return fs
}

func main() {
	for _, f := range Capture([]Point{{1, 2}, {3, 4}, {5, 6}}) {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	for _, f := range Capture([][2]string{{"a", "b"}, {"c", "d"}}) {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	for _, f := range Capture([]int{1, 2, 3}) {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	defer func() { fmt.Println("recovered:", recover()) }()
	for _, f := range CaptureIndex([]Point{{7, 7}}) {
		fmt.Print(f(), " ")
	}
}

// Output:
// {5 6} {5 6} {5 6} 
// [c d] [c d] 
// 3 3 3 
// {7 7} recovered: <nil>
