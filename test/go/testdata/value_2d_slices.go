package main

import "fmt"

func main() {
	rows, cols := 3, 4
	grid := make([][]int, rows)
	for r := range grid {
		grid[r] = make([]int, cols)
		for c := range grid[r] {
			grid[r][c] = r * c
		}
	}
	fmt.Println(grid)
	t := make([][]int, cols)
	for c := 0; c < cols; c++ {
		for r := 0; r < rows; r++ {
			t[c] = append(t[c], grid[r][c])
		}
	}
	fmt.Println(t)
	shared := make([]int, 6)
	parts := [][]int{shared[0:3], shared[3:6]}
	parts[0][2] = 7
	parts[1][0] = 8
	fmt.Println(shared)
}

// Output:
// [[0 0 0 0] [0 1 2 3] [0 2 4 6]]
// [[0 0 0] [0 1 2] [0 2 4] [0 3 6]]
// [0 0 7 8 0 0]
