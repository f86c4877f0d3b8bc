package main

import (
	"fmt"
	"strings"
)

func sum(nums ...int) int {
	t := 0
	for _, n := range nums {
		t += n
	}
	return t
}

func join(sep string, parts ...string) string { return strings.Join(parts, sep) }

func swap(a, b string) (string, string) { return b, a }

func divmod(a, b int) (q, r int) {
	q = a / b
	r = a % b
	return
}

func apply(fs map[string]func(int) int, x int) {
	keys := []string{"double", "square"}
	for _, k := range keys {
		fmt.Print(k, "=", fs[k](x), " ")
	}
	fmt.Println()
}

type Handler func(string) string

func (h Handler) Handle(s string) string { return h(s) }

func chain(hs ...Handler) Handler {
	return func(s string) string {
		for _, h := range hs {
			s = h(s)
		}
		return s
	}
}

func main() {
	fmt.Println(sum(), sum(1, 2, 3), sum([]int{4, 5}...))
	fmt.Println(join("-", "a", "b"), join(","))
	a, b := swap("x", "y")
	fmt.Println(a, b)
	q, r := divmod(17, 5)
	fmt.Println(q, r)
	fmt.Println(divmod(9, 2))
	apply(map[string]func(int) int{
		"double": func(x int) int { return 2 * x },
		"square": func(x int) int { return x * x },
	}, 7)
	up := Handler(strings.ToUpper)
	ex := Handler(func(s string) string { return s + "!" })
	fmt.Println(chain(up, ex).Handle("hi"))
	var nilf func()
	fmt.Println(nilf == nil)
	x := 10
	func() {
		x := 20
		x++
		_ = x
	}()
	fmt.Println(x)
	if x := 5; x > 3 {
		fmt.Println("inner", x)
	}
	fmt.Println("outer", x)
	f := fmt.Sprintf
	fmt.Println(f("%03d", 7))
	var iface interface{ Handle(string) string } = up
	fmt.Println(iface.Handle("q"))
	fns := []func(int) int{}
	for i := range 3 {
		fns = append(fns, func(x int) int { return x + i })
	}
	for _, fn := range fns {
		fmt.Print(fn(10), " ")
	}
	fmt.Println()
}
