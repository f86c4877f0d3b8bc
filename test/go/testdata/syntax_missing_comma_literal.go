package main

import "fmt"

type Container struct {
	Name  string
	Image string
}

func main() {
	c := Container{
		Name:  "app",
		Image: "nginx"
	}
	fmt.Println(c)
}

// Error:
// # command-line-arguments
// ./syntax_missing_comma_literal.go:13:17: syntax error: unexpected newline in composite literal; possibly missing comma or }
