package main

import "fmt"

type step struct{ name string }

func (s step) run(prefix string) { fmt.Println(prefix, s.name) }

func trace(msg string) func() {
	fmt.Println("enter", msg)
	return func() { fmt.Println("exit", msg) }
}

func counter() (func() int, func()) {
	c := 0
	return func() int { c++; return c }, func() { c = 100 }
}

func named() (result int, err error) {
	defer func() {
		if result > 5 {
			err = fmt.Errorf("too big: %d", result)
			result = 5
		}
	}()
	result = 10
	return result * 2, nil
}

func main() {
	defer trace("main")()
	var funcs []func()
	for i := 0; i < 3; i++ {
		funcs = append(funcs, func() { fmt.Print(i, " ") })
	}
	for _, f := range funcs {
		f()
	}
	fmt.Println()
	s := step{"a"}
	defer s.run("deferred value receiver:")
	s.name = "b"
	f := s.run
	s.name = "c"
	f("method value bound early:")
	x := 1
	defer fmt.Println("defer args evaluated now:", x)
	x = 2
	defer func() { fmt.Println("closure sees later value:", x) }()
	x = 3
	inc, reset := counter()
	fmt.Println(inc(), inc())
	reset()
	fmt.Println(inc())
	fmt.Println(named())
	for i := range 3 {
		defer func() { fmt.Print("d", i, " ") }()
	}
	arr := [3]int{1, 2, 3}
	for i, v := range arr {
		arr[2] = 100
		if i == 2 {
			fmt.Println("range over array copy:", v)
		}
	}
	sl := []int{1, 2, 3}
	for i, v := range sl {
		sl[2] = 100
		if i == 2 {
			fmt.Println("range over slice sees write:", v)
		}
	}
	m := map[string]int{"a": 1}
	for k := range m {
		delete(m, k)
	}
	fmt.Println(len(m))
outer:
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			if j == 2 {
				continue outer
			}
			if i == 2 {
				break outer
			}
			fmt.Print(i, j, ";")
		}
	}
	fmt.Println()
	i := 0
loop:
	if i < 3 {
		i++
		goto loop
	}
	fmt.Println("goto done", i)
	a, b := 1, 2
	a, b = b, a+b
	fmt.Println(a, b)
	xs := []int{0, 0, 0}
	k := 0
	k, xs[k] = 1, 9
	fmt.Println(k, xs)
}

// Output:
// enter main
// 0 1 2 
// method value bound early: b
// 1 2
// 101
// 5 too big: 20
// range over array copy: 3
// range over slice sees write: 100
// 0
// 0 0;0 1;1 0;1 1;
// goto done 3
// 2 3
// 1 [9 0 0]
// d2 d1 d0 closure sees later value: 3
// defer args evaluated now: 1
// deferred value receiver: a
// exit main
