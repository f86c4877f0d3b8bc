package main

import (
	"fmt"
	"strings"
)

type Table struct {
	header []string
	rows   [][]string
}

func (t *Table) Render() string {
	widths := make([]int, len(t.header))
	for i, h := range t.header {
		widths[i] = len(h)
	}
	for _, r := range t.rows {
		for i, c := range r {
			widths[i] = max(widths[i], len(c))
		}
	}
	var b strings.Builder
	b.Grow(256)
	line := func(cells []string) {
		for i, c := range cells {
			if i > 0 {
				b.WriteString("   ")
			}
			fmt.Fprintf(&b, "%-*s", widths[i], c)
		}
		b.WriteString("\n")
	}
	line(t.header)
	for _, r := range t.rows {
		line(r)
	}
	return b.String()
}

func main() {
	t := &Table{header: []string{"NAME", "STATUS", "AGE"}}
	t.rows = append(t.rows, []string{"memcached-sample", "Available", "3m"}, []string{"db", "Degraded", "12d"})
	fmt.Print(t.Render())
}

// Output:
// NAME               STATUS      AGE
// memcached-sample   Available   3m 
// db                 Degraded    12d
