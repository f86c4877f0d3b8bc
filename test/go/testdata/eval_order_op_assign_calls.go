package main

import "fmt"

// gc evaluates the right side's calls of `x op= f()` before anything of the left side
// (walk/order.go hoists them): the left side's operands and old value are read afterwards.

type S struct {
	f int
	s string
}

var global = 1

func rec(n int, acc *int) int {
	if n == 0 {
		return 1
	}
	*acc += rec(n-1, acc)
	return *acc
}

func main() {
	x := 1
	x += func() int { x = 100; return 5 }()
	fmt.Println("local", x)

	var y int32 = 1
	y *= func() int32 { y = 100; return 5 }()
	fmt.Println("int32", y)

	var u uint64 = 1
	u *= func() uint64 { u = 1 << 62; return 3 }()
	fmt.Println("uint64", u)

	var i8 int8 = 1
	i8 += func() int8 { i8 = 120; return 10 }()
	fmt.Println("int8", i8)

	s := []int{1, 2}
	s[0] -= func() int { s[0] = 50; return 1 }()
	fmt.Println("slice", s)

	idx := 0
	s2 := []int{1, 2, 3}
	s2[idx] += func() int { idx = 2; return 10 }()
	fmt.Println("index", s2, idx)

	st := &S{f: 1, s: "a"}
	st.f <<= func() int { st.f = 7; return 2 }()
	st.s += func() string { st.s = "q"; return "!" }()
	fmt.Println("field", *st)

	p := &S{f: 1}
	p.f += func() int { p = &S{f: 7}; return 3 }()
	fmt.Println("pointer", *p)

	global += func() int { global = 40; return 2 }()
	fmt.Println("global", global)

	arr := [2]float64{1, 2}
	arr[1] /= func() float64 { arr[1] = 10; return 0.5 }()
	fmt.Println("array", arr)

	q := new(int)
	*q += func() int { *q = 9; return 1 }()
	fmt.Println("deref", *q)

	str := "a"
	str += func() string { str = "bbb"; return "c" }()
	fmt.Println("string", str)

	m := map[string]int{"k": 1}
	key := "k"
	m[key] += func() int { key = "j"; m["j"] = 30; return 4 }()
	fmt.Println("map", m)

	acc := 0
	fmt.Println("recursive", rec(4, &acc), acc)

	ch := make(chan int, 1)
	n := 1
	ch <- 7
	n += <-ch
	fmt.Println("receive", n)

	// A call on the left side keeps the left side first.
	calls := ""
	at := func(i int) int { calls += fmt.Sprint("L", i); return i }
	vals := []int{0, 0}
	vals[at(1)] += func() int { calls += "R"; return 3 }()
	fmt.Println("left call", vals, calls)
}

// Output:
// local 105
// int32 500
// uint64 13835058055282163712
// int8 -126
// slice [49 2]
// index [1 2 13] 2
// field {28 q!}
// pointer {10 }
// global 42
// array [1 20]
// deref 10
// string bbbc
// map map[j:34 k:1]
// recursive 8 8
// receive 8
// left call [0 3] L1R
