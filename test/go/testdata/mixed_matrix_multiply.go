package main

import "fmt"

type Matrix [][]float64

func NewMatrix(r, c int) Matrix {
	m := make(Matrix, r)
	for i := range m {
		m[i] = make([]float64, c)
	}
	return m
}

func (a Matrix) Mul(b Matrix) (Matrix, error) {
	if len(a[0]) != len(b) {
		return nil, fmt.Errorf("dimension mismatch: %dx%d * %dx%d", len(a), len(a[0]), len(b), len(b[0]))
	}
	out := NewMatrix(len(a), len(b[0]))
	for i := range a {
		for j := range b[0] {
			for k := range b {
				out[i][j] += a[i][k] * b[k][j]
			}
		}
	}
	return out, nil
}

func main() {
	a := Matrix{{1, 2, 3}, {4, 5, 6}}
	b := Matrix{{7, 8}, {9, 10}, {11, 12}}
	c, err := a.Mul(b)
	fmt.Println(c, err)
	_, err = a.Mul(a)
	fmt.Println(err)
	id := NewMatrix(2, 2)
	id[0][0], id[1][1] = 1, 1
	d, _ := c.Mul(id)
	fmt.Println(d)
}

// Output:
// [[58 64] [139 154]] <nil>
// dimension mismatch: 2x3 * 2x3
// [[58 64] [139 154]]
