package main

import (
	"fmt"
	"strings"
)

type Dir struct {
	Name     string
	Children []*Dir
	Size     int
}

func main() {
	root := &Dir{Name: "/", Children: []*Dir{
		{Name: "etc", Size: 3, Children: []*Dir{{Name: "kubernetes", Size: 10}}},
		{Name: "var", Size: 1, Children: []*Dir{{Name: "log", Size: 50}, {Name: "lib", Size: 7}}},
	}}
	var lines []string
	total := 0
	var walk func(d *Dir, depth int) int
	walk = func(d *Dir, depth int) int {
		sum := d.Size
		for _, c := range d.Children {
			sum += walk(c, depth+1)
		}
		lines = append(lines, fmt.Sprintf("%s%s %d", strings.Repeat("  ", depth), d.Name, sum))
		total++
		return sum
	}
	fmt.Println(walk(root, 0), total)
	for i := len(lines) - 1; i >= 0; i-- {
		fmt.Println(lines[i])
	}
}

// Output:
// 71 6
// / 71
//   var 58
//     lib 7
//     log 50
//   etc 13
//     kubernetes 10
