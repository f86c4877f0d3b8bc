package main

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

type Pod struct {
	Name     string
	Priority int
	Ready    bool
}

type ByPriority []Pod

func (p ByPriority) Len() int           { return len(p) }
func (p ByPriority) Less(i, j int) bool { return p[i].Priority < p[j].Priority }
func (p ByPriority) Swap(i, j int)      { p[i], p[j] = p[j], p[i] }

func main() {
	pods := []Pod{}
	for i := 0; i < 20; i++ {
		pods = append(pods, Pod{Name: fmt.Sprintf("pod-%02d", i), Priority: (i * 7) % 5, Ready: i%3 == 0})
	}
	sort.Sort(ByPriority(pods))
	for _, p := range pods {
		fmt.Print(p.Name, ":", p.Priority, " ")
	}
	fmt.Println()
	sort.Stable(sort.Reverse(ByPriority(pods)))
	for _, p := range pods {
		fmt.Print(p.Name, " ")
	}
	fmt.Println()
	slices.SortFunc(pods, func(a, b Pod) int {
		if a.Ready != b.Ready {
			if a.Ready {
				return -1
			}
			return 1
		}
		return strings.Compare(a.Name, b.Name)
	})
	fmt.Println(pods[0], pods[len(pods)-1])
	idx, found := slices.BinarySearchFunc([]int{1, 3, 5, 7}, 5, func(a, b int) int { return a - b })
	fmt.Println(idx, found)
	fl := []float64{3.5, -1, 2.25, 0}
	sort.Float64s(fl)
	fmt.Println(fl, sort.SearchFloat64s(fl, 2.25))
	words := strings.Fields("pear banana apple fig cherry date")
	sort.Slice(words, func(i, j int) bool {
		if len(words[i]) != len(words[j]) {
			return len(words[i]) < len(words[j])
		}
		return words[i] < words[j]
	})
	fmt.Println(words)
	i := sort.Search(100, func(i int) bool { return i*i >= 50 })
	fmt.Println(i)
	pos, ok := sort.Find(len(words), func(i int) int { return strings.Compare("fig", words[i]) })
	fmt.Println(pos, ok)
	xs := []int{9, 1, 8, 2, 7, 3, 6, 4, 5, 0, 11, 15, 13, 12, 14, 10}
	ys := slices.Clone(xs)
	slices.Sort(ys)
	fmt.Println(xs, ys, slices.IsSorted(ys), slices.Index(ys, 7))
	fmt.Println(slices.Compact(slices.Sorted(slices.Values([]int{3, 1, 3, 2, 1}))))
	for i, v := range slices.All([]string{"x", "y"}) {
		fmt.Print(i, v, " ")
	}
	fmt.Println()
	grid := [][]int{{3, 1}, {2, 2}, {1, 3}}
	sort.Slice(grid, func(i, j int) bool { return grid[i][0] < grid[j][0] })
	fmt.Println(grid)
	fmt.Println(slices.Repeat([]int{1, 2}, 3), slices.Concat([]int{1}, []int{2, 3}, nil))
	c := slices.Grow([]int{1}, 10)
	fmt.Println(len(c), cap(c) >= 11)
	fmt.Println(slices.Replace([]int{0, 1, 2, 3}, 1, 3, 9, 9, 9))
	fmt.Println(slices.MinFunc(pods, func(a, b Pod) int { return a.Priority - b.Priority }).Name)
}
