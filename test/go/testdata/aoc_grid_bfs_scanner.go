package main

import (
	"bufio"
	"container/heap"
	"fmt"
	"strconv"
	"strings"
)

const input = `#########
#S..#...#
#.#.#.#.#
#.#...#E#
#########`

type point struct{ r, c int }

func (p point) add(o point) point { return point{p.r + o.r, p.c + o.c} }

var dirs = [4]point{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}

type item struct {
	p    point
	cost int
}
type pq []item

func (q pq) Len() int           { return len(q) }
func (q pq) Less(i, j int) bool { return q[i].cost < q[j].cost }
func (q pq) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *pq) Push(x any)        { *q = append(*q, x.(item)) }
func (q *pq) Pop() any          { old := *q; n := len(old); it := old[n-1]; *q = old[:n-1]; return it }

func main() {
	sc := bufio.NewScanner(strings.NewReader(input))
	var grid [][]byte
	var start, end point
	for r := 0; sc.Scan(); r++ {
		line := sc.Text()
		if i := strings.IndexByte(line, 'S'); i >= 0 {
			start = point{r, i}
		}
		if i := strings.IndexByte(line, 'E'); i >= 0 {
			end = point{r, i}
		}
		grid = append(grid, []byte(line))
	}
	fmt.Println(len(grid), len(grid[0]), start, end)
	dist := map[point]int{start: 0}
	queue := []point{start}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, d := range dirs {
			n := cur.add(d)
			if grid[n.r][n.c] == '#' {
				continue
			}
			if _, seen := dist[n]; !seen {
				dist[n] = dist[cur] + 1
				queue = append(queue, n)
			}
		}
	}
	fmt.Println("bfs:", dist[end], len(dist))
	h := &pq{{start, 0}}
	best := map[point]int{}
	for h.Len() > 0 {
		it := heap.Pop(h).(item)
		if _, ok := best[it.p]; ok {
			continue
		}
		best[it.p] = it.cost
		for i, d := range dirs {
			n := it.p.add(d)
			if grid[n.r][n.c] != '#' {
				heap.Push(h, item{n, it.cost + 1 + i})
			}
		}
	}
	fmt.Println("dijkstra:", best[end])
	nums := "3   4\n4   3\n2   5\n1   3\n3   9\n3   3"
	var left, right []int
	counts := map[int]int{}
	for _, line := range strings.Split(nums, "\n") {
		f := strings.Fields(line)
		a, _ := strconv.Atoi(f[0])
		b, _ := strconv.Atoi(f[1])
		left, right = append(left, a), append(right, b)
		counts[b]++
	}
	sim := 0
	for _, v := range left {
		sim += v * counts[v]
	}
	fmt.Println(sim, counts)
	var sb strings.Builder
	for _, row := range grid {
		for _, ch := range row {
			switch ch {
			case '#':
				sb.WriteRune('█')
			case '.':
				sb.WriteByte(' ')
			default:
				sb.WriteByte(ch)
			}
		}
		sb.WriteByte('\n')
	}
	fmt.Print(sb.String())
	type key [2]int
	seen := map[key]bool{{1, 2}: true, {0, 0}: false}
	fmt.Println(seen, len(seen))
}

// Output:
// 5 9 {1 1} {3 7}
// bfs: 12 15
// dijkstra: 26
// 31 map[3:3 4:1 5:1 9:1]
// █████████
// █S  █   █
// █ █ █ █ █
// █ █   █E█
// █████████
// map[[0 0]:false [1 2]:true] 2
