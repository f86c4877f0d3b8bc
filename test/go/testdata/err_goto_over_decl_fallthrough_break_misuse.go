package main

import "fmt"

func main() {
	i := 0
	goto done
	x := 5
	fmt.Println(x)
done:
	fmt.Println(i)
unused:
	for {
		break
	}
	switch i {
	case 1:
		fallthrough
	case 2:
		fmt.Println(2)
		fallthrough
	}
	var v any = i
	switch v.(type) {
	case int:
		fallthrough
	case string:
	}
	if i > 0 {
		continue
	}
	break
	defer recover
	go fmt.Println
}

// Error:
// # command-line-arguments
// ./err_goto_over_decl_fallthrough_break_misuse.go:7:7: goto done jumps over declaration of x at ./err_goto_over_decl_fallthrough_break_misuse.go:8:4
// ./err_goto_over_decl_fallthrough_break_misuse.go:12:1: label unused defined and not used
// ./err_goto_over_decl_fallthrough_break_misuse.go:21:3: cannot fallthrough final case in switch
// ./err_goto_over_decl_fallthrough_break_misuse.go:26:3: cannot fallthrough in type switch
// ./err_goto_over_decl_fallthrough_break_misuse.go:30:3: continue is not in a loop
// ./err_goto_over_decl_fallthrough_break_misuse.go:32:2: break is not in a loop, switch, or select
// ./err_goto_over_decl_fallthrough_break_misuse.go:33:8: expression in defer must be function call
// ./err_goto_over_decl_fallthrough_break_misuse.go:34:5: expression in go must be function call
