package main

func main() {
	helper()
	var s string = 5
}

// Error:
// # command-line-arguments
// ./z.go:3:17: cannot use "ten" (untyped string constant) as int value in variable declaration
// ./z.go:9:15: field and method with the same name Size
// 	./z.go:6:2: other declaration of Size
// ./a.go:6:2: declared and not used: unused
// ./main.go:5:6: declared and not used: s
// ./main.go:5:17: cannot use 5 (untyped int constant) as string value in variable declaration
