package main

import "fmt"

type Point struct{ X, Y int }

type Key struct {
	Name string
	Tags [2]string
}

func main() {
	grid := map[Point]string{{1, 2}: "a", {0, 0}: "origin"}
	fmt.Println(grid[Point{1, 2}], grid[Point{}], len(grid))

	seen := map[[3]int]bool{}
	seen[[3]int{1, 2, 3}] = true
	fmt.Println(seen[[3]int{1, 2, 3}], seen[[3]int{3, 2, 1}])

	byKey := map[Key]int{}
	byKey[Key{"x", [2]string{"a", "b"}}]++
	byKey[Key{"x", [2]string{"a", "b"}}]++
	fmt.Println(byKey)

	anyKeys := map[any]string{}
	anyKeys[1] = "int"
	anyKeys[int64(1)] = "int64"
	anyKeys["1"] = "string"
	anyKeys[Point{1, 1}] = "point"
	anyKeys[[2]int{1, 1}] = "array"
	fmt.Println(len(anyKeys), anyKeys[1], anyKeys[int64(1)], anyKeys[Point{1, 1}])

	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		anyKeys[[]int{1}] = "slice"
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		_ = anyKeys[map[string]int{}]
	}()
	func() {
		defer func() {
			r := recover()
			err, ok := r.(error)
			fmt.Println("recovered:", r, ok, err)
		}()
		var a, b any = []int{1}, []int{1}
		fmt.Println(a == b)
	}()
	var k any = struct{ F func() }{}
	anyKeys[k] = "func struct"
}

// Output:
// a origin 2
// true false
// map[{x [a b]}:2]
// 5 int int64 point
// recovered: runtime error: hash of unhashable type []int
// recovered: runtime error: hash of unhashable type map[string]int
// recovered: runtime error: comparing uncomparable type []int true runtime error: comparing uncomparable type []int
// Stderr:
// panic: runtime error: hash of unhashable type struct { F func() }
//
// goroutine 1 [running]:
// Exit: 2
