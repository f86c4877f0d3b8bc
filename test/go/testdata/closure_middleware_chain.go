package main

import (
	"fmt"
	"strings"
)

type Handler func(req string) string

type Middleware func(Handler) Handler

func logging(prefix string) Middleware {
	return func(next Handler) Handler {
		return func(req string) string {
			return prefix + "(" + next(req) + ")"
		}
	}
}

func chain(h Handler, ms ...Middleware) Handler {
	for i := len(ms) - 1; i >= 0; i-- {
		h = ms[i](h)
	}
	return h
}

func main() {
	base := func(req string) string { return strings.ToUpper(req) }
	h := chain(base, logging("a"), logging("b"), logging("c"))
	fmt.Println(h("get"))
}

// Output:
// a(b(c(GET)))
