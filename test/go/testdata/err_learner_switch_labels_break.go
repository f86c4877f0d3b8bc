package main

import "fmt"

func f(x int) {
	switch x {
	case 1:
		fmt.Println("one")
	case 1:
		fmt.Println("uno")
	}
unused:
	for i := 0; i < 2; i++ {
	}
	break
	var a any = 3
	_ = a.(int) + "x"
	5
}

func main() {
	f(1)
}

// Error:
// # command-line-arguments
// ./err_learner_switch_labels_break.go:9:7: duplicate case 1 (constant of type int) in expression switch
// 	./err_learner_switch_labels_break.go:7:7: previous case
// ./err_learner_switch_labels_break.go:12:1: label unused defined and not used
// ./err_learner_switch_labels_break.go:15:2: break is not in a loop, switch, or select
// ./err_learner_switch_labels_break.go:17:6: invalid operation: a.(int) + "x" (mismatched types int and untyped string)
// ./err_learner_switch_labels_break.go:18:2: 5 (untyped int constant) is not used
