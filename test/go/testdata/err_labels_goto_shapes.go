package main

import "fmt"

func main() {
	n := 0
	goto done
	x := 1
	fmt.Println(x)
done:
	fmt.Println(n)

	goto inner
	{
	inner:
		fmt.Println("in")
	}

outer:
	for i := 0; i < 3; i++ {
		switch i {
		case 1:
			continue sw
		}
	}
sw:
	switch n {
	case 0:
		continue sw
	}
	for {
		break outer
	}
dup:
	n++
dup:
	n--
}

// Error:
// # command-line-arguments
// ./err_labels_goto_shapes.go:7:7: goto done jumps over declaration of x at ./err_labels_goto_shapes.go:8:4
// ./err_labels_goto_shapes.go:13:7: goto inner jumps into block starting at ./err_labels_goto_shapes.go:14:2
// ./err_labels_goto_shapes.go:23:13: continue label not defined: sw
// ./err_labels_goto_shapes.go:29:12: invalid continue label sw
// ./err_labels_goto_shapes.go:32:9: invalid break label outer
// ./err_labels_goto_shapes.go:34:1: label dup defined and not used
// ./err_labels_goto_shapes.go:36:1: label dup already defined at ./err_labels_goto_shapes.go:34:1
