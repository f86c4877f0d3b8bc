package main

import (
	"fmt"
	"strconv"
	"strings"
)

type Meters float64
type Feet float64

type Length interface {
	~float64
	fmt.Stringer
}

func (m Meters) String() string { return strconv.FormatFloat(float64(m), 'f', 2, 64) + "m" }
func (f Feet) String() string   { return strconv.FormatFloat(float64(f), 'f', 1, 64) + "ft" }

func Total[L Length](ls ...L) L {
	var t L
	for _, l := range ls {
		t += l
	}
	return t
}

func Describe[L Length](ls []L) string {
	parts := make([]string, len(ls))
	for i, l := range ls {
		parts[i] = l.String()
	}
	return strings.Join(parts, " + ") + " = " + Total(ls...).String()
}

type Number interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~float32 | ~float64
}

func Scale[S ~[]E, E Number](s S, k E) S {
	out := make(S, len(s))
	for i, v := range s {
		out[i] = v * k
	}
	return out
}

type Vec []float64

func (v Vec) Norm1() float64 {
	s := 0.0
	for _, x := range v {
		if x < 0 {
			x = -x
		}
		s += x
	}
	return s
}

type Setter[T any] interface {
	Set(string) error
	*T
}

type IntBox struct{ v int }

func (b *IntBox) Set(s string) error {
	n, err := strconv.Atoi(s)
	b.v = n
	return err
}

func ParseAll[T any, PT Setter[T]](in []string) ([]T, error) {
	out := make([]T, len(in))
	for i, s := range in {
		if err := PT(&out[i]).Set(s); err != nil {
			return out[:i], fmt.Errorf("item %d: %w", i, err)
		}
	}
	return out, nil
}

func main() {
	fmt.Println(Describe([]Meters{1.5, 2.25}))
	fmt.Println(Describe([]Feet{3, 4.44}))
	v := Scale(Vec{1, -2, 3}, 2)
	fmt.Printf("%v %T %.1f\n", v, v, v.Norm1())
	fmt.Println(Scale([]int8{100, 2}, 2))
	boxes, err := ParseAll[IntBox]([]string{"1", "22", "x3"})
	fmt.Println(boxes, err)
}

// Output:
// 1.50m + 2.25m = 3.75m
// 3.0ft + 4.4ft = 7.4ft
// [2 -4 6] main.Vec 12.0
// [-56 4]
// [{1} {22}] item 2: strconv.Atoi: parsing "x3": invalid syntax
