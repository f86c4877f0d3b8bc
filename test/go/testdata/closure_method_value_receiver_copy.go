package main

import "fmt"

type Counter struct{ n int }

func (c Counter) Value() int { return c.n }
func (c *Counter) Inc()      { c.n++ }

func main() {
	c := Counter{}
	value := c.Value
	inc := c.Inc
	inc()
	inc()
	fmt.Println(c.n, value(), c.Value())
	fs := []func() int{}
	for i := 0; i < 3; i++ {
		c.Inc()
		fs = append(fs, c.Value)
	}
	for _, f := range fs {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	p := &c
	pv := p.Value
	p.Inc()
	fmt.Println(pv(), p.Value())
}

// Output:
// 2 0 2
// 3 4 5 
// 5 6
