package main

import (
	"fmt"
	"strings"
)

type Counter struct {
	name string
	n    int
}

func (c Counter) Show() string { return fmt.Sprintf("%s=%d", c.name, c.n) }
func (c *Counter) Inc(by int)   { c.n += by }

type Shower interface{ Show() string }

type Greeter string

func (g Greeter) Greet(who string) string { return string(g) + ", " + who }

func apply(fs []func() string) {
	for _, f := range fs {
		fmt.Println(f())
	}
}

func main() {
	c := Counter{name: "hits"}
	show := c.Show // receiver copied now
	inc := c.Inc   // &c captured
	inc(5)
	fmt.Println(show(), c.Show())

	showExpr := Counter.Show
	incExpr := (*Counter).Inc
	incExpr(&c, 10)
	fmt.Println(showExpr(c))
	ptrShow := (*Counter).Show
	fmt.Println(ptrShow(&c))

	var s Shower = c
	ifaceExpr := Shower.Show
	fmt.Println(ifaceExpr(s))
	bound := s.Show
	c.n = 1000
	fmt.Println(bound(), c.Show())

	var fs []func() string
	for _, name := range []string{"a", "b", "c"} {
		k := Counter{name: name, n: len(name)}
		fs = append(fs, k.Show)
	}
	apply(fs)

	g := Greeter("hello")
	greet := g.Greet
	fmt.Println(strings.ToUpper(greet("gopher")), Greeter.Greet("hi", "there"))
	fmt.Printf("%T\n%T\n%T\n", Counter.Show, (*Counter).Inc, greet)

	var nilp *Counter
	f := nilp.Inc
	fmt.Println("method value from nil pointer created")
	defer func() { fmt.Println("recovered:", recover()) }()
	f(1)
}

// Output:
// hits=0 hits=5
// hits=15
// hits=15
// hits=15
// hits=15 hits=1000
// a=1
// b=1
// c=1
// HELLO, GOPHER hi, there
// func(main.Counter) string
// func(*main.Counter, int)
// func(string) string
// method value from nil pointer created
// recovered: runtime error: invalid memory address or nil pointer dereference
