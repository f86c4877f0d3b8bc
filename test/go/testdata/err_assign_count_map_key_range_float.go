package main

import "fmt"

func f() (int, error) { return 0, nil }

func main() {
	x := f()
	fmt.Println(x)
	a, b, c := f()
	fmt.Println(a, b, c)
	var s []int = [3]int{1, 2, 3}
	m := map[[]int]string{}
	fmt.Println(s, m)
	for i := range 10.5 {
		fmt.Println(i)
	}
	switch v := 5; v.(type) {
	}
}

// Error:
// # command-line-arguments
// ./err_assign_count_map_key_range_float.go:8:7: assignment mismatch: 1 variable but f returns 2 values
// ./err_assign_count_map_key_range_float.go:10:13: assignment mismatch: 3 variables but f returns 2 values
// ./err_assign_count_map_key_range_float.go:12:16: cannot use [3]int{…} (value of type [3]int) as []int value in variable declaration
// ./err_assign_count_map_key_range_float.go:13:11: invalid map key type []int
// ./err_assign_count_map_key_range_float.go:15:17: cannot range over 10.5 (untyped float constant)
// ./err_assign_count_map_key_range_float.go:18:17: v (variable of type int) is not an interface
