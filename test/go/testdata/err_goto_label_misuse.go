package main

import "fmt"

func main() {
	i := 0
	goto done
	x := 1
	fmt.Println(x)
done:
	for i < 3 {
		i++
		if i == 2 {
			continue outer
		}
	}
	goto inner
	{
	inner:
		fmt.Println("in block")
	}
unused:
	fmt.Println(i)
	break
}

// Error:
// # command-line-arguments
// ./err_goto_label_misuse.go:7:7: goto done jumps over declaration of x at ./err_goto_label_misuse.go:8:4
// ./err_goto_label_misuse.go:14:13: continue label not defined: outer
// ./err_goto_label_misuse.go:17:7: goto inner jumps into block starting at ./err_goto_label_misuse.go:18:2
// ./err_goto_label_misuse.go:22:1: label unused defined and not used
// ./err_goto_label_misuse.go:24:2: break is not in a loop, switch, or select
