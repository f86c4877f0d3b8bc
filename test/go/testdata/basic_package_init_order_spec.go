package main

import "fmt"

var (
	a = c + b // == 9
	b = f()   // == 4
	c = f()   // == 5
	d = 3     // == 5 after initialization has finished
)

func f() int {
	d++
	return d
}

var trace []string

func t(s string) int {
	trace = append(trace, s)
	return len(trace)
}

var (
	_  = z
	_  = t("blank") + y + x
	x  = t("x")
	y  = t("y")
	z  = t("z")
	w1 = total()
	w2 = t("w2")
)

func total() int { return w2 * 10 }

func init() {
	fmt.Println("init sees", trace)
}

func main() {
	fmt.Println(a, b, c, d)
	fmt.Println(trace, w1, w2)
}

// Output:
// init sees [x y blank z w2]
// 9 4 5 5
// [x y blank z w2] 50 5
