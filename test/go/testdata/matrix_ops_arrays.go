package main

import (
	"errors"
	"fmt"
	"strings"
)

type Matrix [][]float64

func New(r, c int) Matrix {
	m := make(Matrix, r)
	for i := range m {
		m[i] = make([]float64, c)
	}
	return m
}

func (m Matrix) Mul(o Matrix) (Matrix, error) {
	if len(m[0]) != len(o) {
		return nil, errors.New("dimension mismatch")
	}
	out := New(len(m), len(o[0]))
	for i := range m {
		for j := range o[0] {
			for k := range o {
				out[i][j] += m[i][k] * o[k][j]
			}
		}
	}
	return out, nil
}

func (m Matrix) T() Matrix {
	out := New(len(m[0]), len(m))
	for i, row := range m {
		for j, v := range row {
			out[j][i] = v
		}
	}
	return out
}

func (m Matrix) String() string {
	var sb strings.Builder
	for _, row := range m {
		for j, v := range row {
			if j > 0 {
				sb.WriteByte(' ')
			}
			fmt.Fprintf(&sb, "%6.2f", v)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func main() {
	a := Matrix{{1, 2, 3}, {4, 5, 6}}
	b := Matrix{{7, 8}, {9, 10}, {11, 12}}
	c, err := a.Mul(b)
	fmt.Print(c, err, "\n")
	_, err = a.Mul(a)
	fmt.Println(err)
	fmt.Print(a.T())
	var grid [3][3]rune
	for i := range grid {
		for j := range grid[i] {
			grid[i][j] = '.'
		}
	}
	grid[1][1] = 'X'
	grid[0][2] = 'O'
	for _, row := range grid {
		fmt.Println(string(row[:]))
	}
	id := [3][3]int{{1}, {1: 1}, {2: 1}}
	fmt.Println(id, len(id), cap(id[0][:2]))
	sum := 0
	for _, row := range id {
		for _, v := range row {
			sum += v
		}
	}
	fmt.Println(sum, id == [3][3]int{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}})
}

// Output:
//  58.00  64.00
// 139.00 154.00
//  <nil>
// dimension mismatch
//   1.00   4.00
//   2.00   5.00
//   3.00   6.00
// ..O
// .X.
// ...
// [[1 0 0] [0 1 0] [0 0 1]] 3 3
// 3 true
