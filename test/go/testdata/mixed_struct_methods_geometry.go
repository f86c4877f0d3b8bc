package main

import (
	"fmt"
	"math"
)

type Vec struct{ X, Y float64 }

func (v Vec) Add(o Vec) Vec       { return Vec{v.X + o.X, v.Y + o.Y} }
func (v Vec) Scale(k float64) Vec { return Vec{v.X * k, v.Y * k} }
func (v Vec) Len() float64        { return math.Hypot(v.X, v.Y) }
func (v *Vec) Normalize() {
	l := v.Len()
	if l == 0 {
		return
	}
	v.X /= l
	v.Y /= l
}

type Body struct {
	Pos, Vel Vec
}

func main() {
	b := Body{Pos: Vec{0, 0}, Vel: Vec{3, 4}}
	for i := 0; i < 3; i++ {
		b.Pos = b.Pos.Add(b.Vel.Scale(0.5))
	}
	fmt.Printf("%.2f %.2f %.2f\n", b.Pos.X, b.Pos.Y, b.Pos.Len())
	b.Vel.Normalize()
	fmt.Printf("%+v %.1f\n", b.Vel, b.Vel.Len())
	z := Vec{}
	z.Normalize()
	fmt.Println(z)
}

// Output:
// 4.50 6.00 7.50
// {X:0.6 Y:0.8} 1.0
// {0 0}
