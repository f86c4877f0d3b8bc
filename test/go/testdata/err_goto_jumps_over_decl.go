package main

import "fmt"

func main() {
	goto done
	x := 1
	fmt.Println(x)
done:
	fmt.Println("done")
}

// Error:
// # command-line-arguments
// ./err_goto_jumps_over_decl.go:6:7: goto done jumps over declaration of x at ./err_goto_jumps_over_decl.go:7:4
