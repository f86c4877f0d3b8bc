package main

import "fmt"

type Vec struct{ X, Y float64 }

func (v Vec) Add(o Vec) Vec      { return Vec{v.X + o.X, v.Y + o.Y} }
func (v Vec) Scale(f float64) Vec { return Vec{v.X * f, v.Y * f} }
func (v *Vec) Normalize() {
	l := v.X*v.X + v.Y*v.Y
	if l == 0 {
		return
	}
	v.X /= l
	v.Y /= l
}

type Matrix [2][2]int

func (m Matrix) Mul(o Matrix) Matrix {
	var r Matrix
	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			for k := 0; k < 2; k++ {
				r[i][j] += m[i][k] * o[k][j]
			}
		}
	}
	return r
}

type Key struct {
	Name string
	ID   int
}

func main() {
	a := Vec{1, 2}
	b := a
	b.X = 10
	fmt.Println(a, b, a == Vec{1, 2}, a != b)
	c := a.Add(b).Scale(2)
	c.Normalize()
	fmt.Printf("%.4f %.4f\n", c.X, c.Y)
	pv := &a
	pv.Normalize()
	fmt.Println(a)
	m := Matrix{{1, 1}, {1, 0}}
	r := Matrix{{1, 0}, {0, 1}}
	for i := 0; i < 10; i++ {
		r = r.Mul(m)
	}
	fmt.Println(r, r[0][1])
	seen := map[Key]bool{}
	seen[Key{"a", 1}] = true
	fmt.Println(seen[Key{"a", 1}], seen[Key{"a", 2}], len(seen))
	anon := struct {
		Name string
		Tags []string
	}{"x", []string{"t"}}
	anon2 := anon
	anon2.Tags[0] = "changed"
	fmt.Println(anon.Tags, anon2.Name)
	arrOfStruct := [2]Vec{{1, 1}, {2, 2}}
	cp := arrOfStruct
	cp[0].X = 9
	fmt.Println(arrOfStruct, cp, arrOfStruct == [2]Vec{{1, 1}, {2, 2}})
	type Node struct {
		Val   int
		Left  *Node
		Right *Node
	}
	root := &Node{Val: 2, Left: &Node{Val: 1}, Right: &Node{Val: 3}}
	var walk func(n *Node) []int
	walk = func(n *Node) []int {
		if n == nil {
			return nil
		}
		return append(append(walk(n.Left), n.Val), walk(n.Right)...)
	}
	fmt.Println(walk(root))
	var iface interface{} = Key{"k", 1}
	k2, ok := iface.(Key)
	fmt.Println(k2, ok, iface == Key{"k", 1})
}

// Output:
// {1 2} {10 2} true true
// 0.0401 0.0146
// {0.2 0.4}
// [[89 55] [55 34]] 55
// true false 1
// [changed] x
// [{1 1} {2 2}] [{9 1} {2 2}] true
// [1 2 3]
// {k 1} true true
