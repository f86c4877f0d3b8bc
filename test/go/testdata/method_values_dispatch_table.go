package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

type Calculator struct {
	acc   float64
	trace []string
}

func (c *Calculator) Add(x float64) error { c.acc += x; return nil }
func (c *Calculator) Sub(x float64) error { c.acc -= x; return nil }
func (c *Calculator) Mul(x float64) error { c.acc *= x; return nil }
func (c *Calculator) Div(x float64) error {
	if x == 0 {
		return errors.New("division by zero")
	}
	c.acc /= x
	return nil
}
func (c Calculator) Value() float64 { return c.acc }

type op func(float64) error

func main() {
	c := &Calculator{}
	ops := map[string]op{
		"+": c.Add,
		"-": c.Sub,
		"*": c.Mul,
		"/": c.Div,
	}
	prog := "+ 10 * 3 - 4 / 0 / 2"
	fields := strings.Fields(prog)
	for i := 0; i+1 < len(fields); i += 2 {
		var x float64
		fmt.Sscan(fields[i+1], &x)
		if err := ops[fields[i]](x); err != nil {
			fmt.Printf("step %d (%s %v): %v\n", i/2, fields[i], x, err)
			continue
		}
		fmt.Printf("step %d: %g\n", i/2, c.Value())
	}

	// A method value binds the receiver when it is evaluated.
	snapshot := c.Value
	c.Add(100)
	fmt.Println(snapshot(), c.Value())

	// Method expressions take the receiver first.
	add := (*Calculator).Add
	value := Calculator.Value
	d := &Calculator{}
	add(d, 2.5)
	fmt.Println(value(*d))
	fmt.Printf("%T\n%T\n", add, value)

	names := make([]string, 0, len(ops))
	for k := range ops {
		names = append(names, k)
	}
	sort.Strings(names)
	fmt.Println(names, len(ops))

	var nilOp op
	defer func() {
		fmt.Println("recovered:", recover())
	}()
	nilOp(1)
}

// Output:
// step 0: 10
// step 1: 30
// step 2: 26
// step 3 (/ 0): division by zero
// step 4: 13
// 13 113
// 2.5
// func(*main.Calculator, float64) error
// func(main.Calculator) float64
// [* + - /] 4
// recovered: runtime error: invalid memory address or nil pointer dereference
