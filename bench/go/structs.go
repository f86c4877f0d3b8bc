// Struct methods: value and pointer receivers, interface calls.
package main

import "fmt"

type Vec struct{ X, Y int }

func (v Vec) Add(o Vec) Vec { return Vec{v.X + o.X, v.Y + o.Y} }
func (v Vec) Dot(o Vec) int { return v.X*o.X + v.Y*o.Y }

type Body struct {
	Pos, Vel Vec
	hits     int
}

func (b *Body) Step() {
	b.Pos = b.Pos.Add(b.Vel)
	if b.Pos.X > 1000 || b.Pos.X < -1000 {
		b.Vel.X = -b.Vel.X
		b.hits++
	}
	if b.Pos.Y > 1000 || b.Pos.Y < -1000 {
		b.Vel.Y = -b.Vel.Y
		b.hits++
	}
}

type Stepper interface{ Step() }

func main() {
	bodies := make([]*Body, 100)
	for i := range bodies {
		bodies[i] = &Body{Vel: Vec{i%7 + 1, i%5 + 2}}
	}
	steppers := make([]Stepper, len(bodies))
	for i, b := range bodies {
		steppers[i] = b
	}
	for t := 0; t < 2000; t++ {
		for _, s := range steppers {
			s.Step()
		}
	}
	hits, dot := 0, 0
	for _, b := range bodies {
		hits += b.hits
		dot += b.Pos.Dot(b.Vel)
	}
	fmt.Println(hits, dot)
}
