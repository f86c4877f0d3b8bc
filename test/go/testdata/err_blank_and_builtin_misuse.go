package main

import "fmt"

func main() {
	nums := []int{1, 2}
	fmt.Println(_)
	nums = append(nums)
	copy(nums)
	delete(nums, 0)
	close(nums)
	l := len(nums, nums)
	m := make(map[string]int, 1, 2)
	n := new(int)
	c := cap(map[int]int{})
	var i interface{} = nums
	i.foo()
	panic()
	fmt.Println(l, m, n, c, min(), max("a", 1))
}

// Error:
// # command-line-arguments
// ./err_blank_and_builtin_misuse.go:7:14: cannot use _ as value or type
// ./err_blank_and_builtin_misuse.go:9:2: invalid operation: not enough arguments for copy(nums) (expected 2, found 1)
// ./err_blank_and_builtin_misuse.go:10:9: invalid argument: nums (variable of type []int) is not a map
// ./err_blank_and_builtin_misuse.go:11:8: invalid operation: cannot close non-channel nums (variable of type []int)
// ./err_blank_and_builtin_misuse.go:12:7: invalid operation: too many arguments for len(nums, nums) (expected 1, found 2)
// ./err_blank_and_builtin_misuse.go:13:7: invalid operation: make(map[string]int, 1, 2) expects 1 or 2 arguments; found 3
// ./err_blank_and_builtin_misuse.go:15:11: invalid argument: map[int]int{} (value of type map[int]int) for built-in cap
// ./err_blank_and_builtin_misuse.go:17:4: i.foo undefined (type interface{} has no field or method foo)
// ./err_blank_and_builtin_misuse.go:18:2: invalid operation: not enough arguments for panic() (expected 1, found 0)
// ./err_blank_and_builtin_misuse.go:19:26: invalid operation: not enough arguments for min() (expected 1, found 0)
// ./err_blank_and_builtin_misuse.go:19:26: too many errors
