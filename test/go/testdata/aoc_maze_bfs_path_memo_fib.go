package main

import (
	"fmt"
	"strings"
)

const input = `#########
#S..#...#
#.#.#.#.#
#.#...#E#
#########`

type P struct{ R, C int }

func main() {
	lines := strings.Split(input, "\n")
	grid := make([][]rune, len(lines))
	var start, end P
	for r, l := range lines {
		grid[r] = []rune(l)
		for c, ch := range l {
			switch ch {
			case 'S':
				start = P{r, c}
			case 'E':
				end = P{r, c}
			}
		}
	}
	dist := map[P]int{start: 0}
	prev := map[P]P{}
	queue := []P{start}
	dirs := [4]P{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		if cur == end {
			break
		}
		for _, d := range dirs {
			n := P{cur.R + d.R, cur.C + d.C}
			if grid[n.R][n.C] == '#' {
				continue
			}
			if _, seen := dist[n]; seen {
				continue
			}
			dist[n] = dist[cur] + 1
			prev[n] = cur
			queue = append(queue, n)
		}
	}
	fmt.Println("steps:", dist[end], "visited:", len(dist))
	for p := prev[end]; p != start; p = prev[p] {
		grid[p.R][p.C] = '*'
	}
	for _, row := range grid {
		fmt.Println(string(row))
	}
	fmt.Printf("%v %+v %#v\n", start, end, dirs[1:])
	memo := map[int]int{}
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		if v, ok := memo[n]; ok {
			return v
		}
		memo[n] = fib(n-1) + fib(n-2)
		return memo[n]
	}
	fmt.Println(fib(90), len(memo))
	matrix := [][]float64{{1, 2}, {3, 4}}
	t := make([][]float64, 2)
	for i := range t {
		t[i] = make([]float64, 2)
		for j := range t[i] {
			t[i][j] = matrix[j][i] / 3
		}
	}
	fmt.Println(t)
	fmt.Printf("%.3f %6.2f %v\n", t, t[0], [2][2]int{{1, 2}, {3, 4}})
}

// Output:
// steps: 12 visited: 15
// #########
// #S**#***#
// #.#*#*#*#
// #.#***#E#
// #########
// {1 1} {R:3 C:7} []main.P{main.P{R:0, C:1}, main.P{R:1, C:0}, main.P{R:0, C:-1}}
// 2880067194370816120 89
// [[0.3333333333333333 1] [0.6666666666666666 1.3333333333333333]]
// [[0.333 1.000] [0.667 1.333]] [  0.33   1.00] [[1 2] [3 4]]
