package main

import "fmt"

func retry(n int) error {
	attempts := 0
	if n > 0 {
		goto fail
	}
	for attempts < 3 {
	again:
		attempts++
		if attempts == 2 {
			goto again
		}
	}
	goto again
	switch n {
	case 1:
	fail:
		return fmt.Errorf("failed")
	}
	goto missing
	return nil
}

func main() {
	fmt.Println(retry(1))
}

// Error:
// # command-line-arguments
// ./err_goto_into_block_shapes.go:8:8: goto fail jumps into block starting at ./err_goto_into_block_shapes.go:19:2
// ./err_goto_into_block_shapes.go:17:7: goto again jumps into block starting at ./err_goto_into_block_shapes.go:10:19
// ./err_goto_into_block_shapes.go:23:7: label missing not defined
