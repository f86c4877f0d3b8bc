package main

// Goroutines spinning in methods (value and pointer receivers), in a closure held by a variable
// and behind an interface, while main computes in methods, a closure and an interface method of
// its own: gc preempts the spinners, so every sum is printed and main returns.

import "fmt"

type counter struct{ n int }

func (c counter) spin() {
	for {
		c.n++
	}
}

func (c *counter) spinPtr() {
	for {
		c.n++
	}
}

type acc struct{ s int }

func (a acc) sum(n int) int {
	for i := 0; i < n; i++ {
		a.s += i
	}
	return a.s
}

func (a *acc) add(n int) {
	for i := 0; i < n; i++ {
		a.s += i
	}
}

type worker interface{ work(n int) int }

type spinner struct{}

func (spinner) work(n int) int {
	for {
		n++
	}
}

type adder struct{}

func (adder) work(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i
	}
	return s
}

func main() {
	c := counter{}
	go c.spin()
	go func() { c.spinPtr() }()
	fmt.Println(acc{}.sum(1000000))
	a := &acc{}
	a.add(1000000)
	fmt.Println(a.s)

	spinFn := func(n int) {
		for {
			n++
		}
	}
	sumFn := func(n int) int {
		s := 0
		for i := 0; i < n; i++ {
			s += i
		}
		return s
	}
	go func() { spinFn(1) }()
	fmt.Println(sumFn(1000000))

	var w worker = spinner{}
	go func() { w.work(1) }()
	var ad worker = adder{}
	fmt.Println(ad.work(1000000))
}

// Output:
// 499999500000
// 499999500000
// 499999500000
// 499999500000
