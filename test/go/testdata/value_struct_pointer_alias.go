package main

import "fmt"

type Counter struct{ N int }

func (c *Counter) Inc() { c.N++ }
func (c Counter) Get() int { return c.N }

func main() {
	c := Counter{}
	p := &c
	p.Inc()
	c.Inc()
	fmt.Println(c.N, p.N, c.Get(), p.Get())
	q := p
	q.N = 10
	fmt.Println(c.N)
	d := *p
	d.N = 99
	fmt.Println(c.N, d.N)
	*p = Counter{N: 7}
	fmt.Println(c.N, q.N)
	pp := &p
	(*pp).Inc()
	fmt.Println(c.N)
}

// Output:
// 2 2 2 2
// 10
// 10 99
// 7 7
// 8
