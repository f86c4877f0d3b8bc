package main

import "fmt"

func f() (int, error) {
	return 1
}

func g() int {
	return 1, nil
}

func h() {
	return 5
}

func main() {
	x := nil
	for i := 0; i < 3; i++ {
	unused:
		fmt.Println(i)
	}
	break
	switch y := 2; y {
	case 1, 1:
	case 2:
		fallthrough
	}
	goto done
	z := 3
done:
	fmt.Println(z)
	m := map[string]struct{ n int }{}
	m["a"].n = 1
	_ = &m["a"]
	var fn func()
	fmt.Println(fn == fn)
	continue
}

// Error:
// # command-line-arguments
// ./err_misc_statements_labels_gotos.go:6:9: not enough return values
// 	have (number)
// 	want (int, error)
// ./err_misc_statements_labels_gotos.go:10:12: too many return values
// 	have (number, nil)
// 	want (int)
// ./err_misc_statements_labels_gotos.go:14:9: too many return values
// 	have (number)
// 	want ()
// ./err_misc_statements_labels_gotos.go:18:7: use of untyped nil in assignment
// ./err_misc_statements_labels_gotos.go:20:2: label unused defined and not used
// ./err_misc_statements_labels_gotos.go:23:2: break is not in a loop, switch, or select
// ./err_misc_statements_labels_gotos.go:25:10: duplicate case 1 (constant of type int) in expression switch
// 	./err_misc_statements_labels_gotos.go:25:7: previous case
// ./err_misc_statements_labels_gotos.go:27:3: cannot fallthrough final case in switch
// ./err_misc_statements_labels_gotos.go:29:7: goto done jumps over declaration of z at ./err_misc_statements_labels_gotos.go:30:4
// ./err_misc_statements_labels_gotos.go:38:2: continue is not in a loop
// ./err_misc_statements_labels_gotos.go:25:10: too many errors
