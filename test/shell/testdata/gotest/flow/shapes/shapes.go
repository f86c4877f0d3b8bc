// Package shapes computes areas and classifies shapes.
package shapes

import (
	"errors"
	"fmt"
	"math"
	"strings"
)

// Shape is anything with an area.
type Shape interface {
	Area() float64
}

type Rect struct{ W, H float64 }

type Circle struct{ R float64 }

func (r Rect) Area() float64 { return r.W * r.H }

func (c *Circle) Area() float64 {
	if c == nil {
		return 0
	}
	return math.Pi * c.R * c.R
}

var ErrNegative = errors.New("negative size")

// Describe names a shape ("größe" keeps a multi-byte rune before the blocks on this line).
func Describe(s Shape) (string, error) {
	switch v := s.(type) {
	case Rect:
		if v.W < 0 || v.H < 0 {
			return "", ErrNegative
		}
		if v.W == v.H {
			return "square", nil
		} else if v.W > v.H {
			return "wide rect", nil
		} else {
			return "tall rect", nil
		}
	case *Circle:
		return fmt.Sprintf("circle r=%g", v.R), nil
	case nil:
		return "", errors.New("nil shape")
	default:
		return "unknown", nil
	}
}

func Grade(area float64) string {
	label := ""
	switch {
	case area > 100:
		label = "huge"
		fallthrough
	case area > 10:
		label += "big"
	case area > 1:
		label = "medium"
	default:
		label = "small"
	}
	return label
}

func Total(shapes ...Shape) (sum float64) {
	defer func() {
		if r := recover(); r != nil {
			sum = -1
		}
	}()
	for _, s := range shapes {
		if s == nil {
			panic("nil shape")
		}
		sum += s.Area()
	}
	return
}

func Find(names []string, want string) int {
outer:
	for i, n := range names {
		for _, r := range n {
			if r == '#' {
				continue outer
			}
		}
		if strings.EqualFold(n, want) {
			return i
		}
	}
	return -1
}

func Retry(n int, f func(int) error) (err error) {
	i := 0
again:
	err = f(i)
	if err != nil && i < n {
		i++
		goto again
	}
	return err
}

// Scale returns a closure; the literal's body is a block of its own.
func Scale(k float64) func(Shape) float64 {
	return func(s Shape) float64 { return k * s.Area() }
}

var double = func(x float64) float64 {
	return 2 * x
}

func Double(x float64) float64 { return double(x) }

func Wait(c chan int, done chan struct{}) (got []int) {
	for {
		select {
		case v, ok := <-c:
			if !ok {
				return
			}
			got = append(got, v)
		case <-done:
			return
		}
	}
}

func multiline(a,
	b int) int {
	x := a +
		b
	/* a comment
	   between statements */
	y := x * 2 // trailing
	return y
}

func Uses() int { return multiline(1, 2) }

func empty() {}

func _() { panic("never") }
