package main

import "fmt"

func safeDivide(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	return a / b, nil
}

func main() {
	fmt.Println(safeDivide(10, 2))
	fmt.Println(safeDivide(1, 0))
	func() {
		defer func() {
			r := recover()
			fmt.Printf("%T %v\n", r, r)
		}()
		panic("custom message")
	}()
	func() {
		defer func() {
			fmt.Println("recover outside panic:", recover())
		}()
	}()
	fmt.Println("still running")
}

// Output:
// 5 <nil>
// 0 recovered: runtime error: integer divide by zero
// string custom message
// recover outside panic: <nil>
// still running
