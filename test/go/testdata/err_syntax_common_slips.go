package main

import "fmt"

func main() {
	nums := []int{1, 2, 3}
	for i := 0; i < len(nums); i++ {
		if nums[i] % 2 == 0 {
			fmt.Println("even")
		}
		else {
			fmt.Println("odd")
		}
	}
}

// Error:
// # command-line-arguments
// ./err_syntax_common_slips.go:11:3: syntax error: unexpected keyword else, expected }
// ./err_syntax_common_slips.go:14:2: syntax error: non-declaration statement outside function body
