package main

import "fmt"

func a() {
	x := [1, 2]
	fmt.Println(x)
}

func b() {
	if x := 1; x > 0 {
		fmt.Println("x"
	}
}

func c() {
	for i := 0; i < 3; i++ {
		fmt.Println(i))
	}
}

func d() {
	var m map[string]int = {}
	m["a"] = 1
}

func main() {
	a(); b(); c(); d()
	switch {
	case 1 > 0
		fmt.Println("no colon")
	}
}

// Error:
// # command-line-arguments
// ./err_syntax_several_in_file.go:6:9: syntax error: unexpected comma; expected ]
// ./err_syntax_several_in_file.go:12:18: syntax error: unexpected newline in argument list; possibly missing comma or )
// ./err_syntax_several_in_file.go:18:17: syntax error: unexpected ) at end of statement
// ./err_syntax_several_in_file.go:23:25: syntax error: unexpected {, expected expression
// ./err_syntax_several_in_file.go:24:2: syntax error: non-declaration statement outside function body
// ./err_syntax_several_in_file.go:30:12: syntax error: unexpected newline, expected :
