package main

import "fmt"

func main() {
	result := func(a, b int) int {
		return a*a + b*b
	}(3, 4)
	fmt.Println(result)
	defaults := func() map[string]string {
		m := map[string]string{}
		for _, k := range []string{"a", "b"} {
			m[k] = k + k
		}
		return m
	}()
	fmt.Println(defaults)
	x := 5
	func() {
		x := 10
		fmt.Println("inner", x)
	}()
	fmt.Println("outer", x)
}

// Output:
// 25
// map[a:aa b:bb]
// inner 10
// outer 5
