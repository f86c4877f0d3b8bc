package main

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
)

const input = `S.#.....
.##.###.
....#...
.##...#.
...#.#E.
#.....#.`

type P struct{ R, C int }

func (p P) Add(q P) P { return P{p.R + q.R, p.C + q.C} }

var dirs = []P{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

func parse(s string) (grid []string, start, end P) {
	sc := bufio.NewScanner(strings.NewReader(s))
	for r := 0; sc.Scan(); r++ {
		line := sc.Text()
		if c := strings.IndexByte(line, 'S'); c >= 0 {
			start = P{r, c}
		}
		if c := strings.IndexByte(line, 'E'); c >= 0 {
			end = P{r, c}
		}
		grid = append(grid, line)
	}
	return
}

func bfs(grid []string, start, end P) (int, []P) {
	dist := map[P]int{start: 0}
	prev := map[P]P{}
	q := []P{start}
	for len(q) > 0 {
		cur := q[0]
		q = q[1:]
		if cur == end {
			var path []P
			for p := end; p != start; p = prev[p] {
				path = append([]P{p}, path...)
			}
			return dist[cur], path
		}
		for _, d := range dirs {
			n := cur.Add(d)
			if n.R < 0 || n.R >= len(grid) || n.C < 0 || n.C >= len(grid[n.R]) || grid[n.R][n.C] == '#' {
				continue
			}
			if _, seen := dist[n]; !seen {
				dist[n] = dist[cur] + 1
				prev[n] = cur
				q = append(q, n)
			}
		}
	}
	return -1, nil
}

func main() {
	grid, s, e := parse(input)
	n, path := bfs(grid, s, e)
	fmt.Println("steps:", n, "from", s, "to", e)
	rows := make([][]byte, len(grid))
	for i := range grid {
		rows[i] = []byte(grid[i])
	}
	for _, p := range path[:len(path)-1] {
		rows[p.R][p.C] = '*'
	}
	for _, r := range rows {
		fmt.Println(string(r))
	}
	nums := "3 -1 4 1 5 x 9"
	total := 0
	for _, f := range strings.Fields(nums) {
		v, err := strconv.Atoi(f)
		if err != nil {
			fmt.Println("skip:", err)
			continue
		}
		total += v
	}
	fmt.Println(total)
	counts := map[rune]int{}
	for _, line := range grid {
		for _, ch := range line {
			counts[ch]++
		}
	}
	fmt.Println(counts)
	fmt.Println(bfs([]string{"S#E"}, P{0, 0}, P{0, 2}))
}

// Output:
// steps: 14 from {0 0} to {4 6}
// S.#.....
// *##.###.
// ****#***
// .##***#*
// ...#.#E*
// #.....#.
// skip: strconv.Atoi: parsing "x": invalid syntax
// 21
// map[35:14 46:32 69:1 83:1]
// -1 []
