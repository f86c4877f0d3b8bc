package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
)

type Graph map[string][]string

type CycleError struct{ Path []string }

func (e CycleError) Error() string { return "cycle: " + strings.Join(e.Path, " -> ") }

func (g Graph) TopoSort() ([]string, error) {
	const (
		white = iota
		gray
		black
	)
	color := map[string]int{}
	var order []string
	var stack []string
	var visit func(n string) error
	visit = func(n string) error {
		switch color[n] {
		case gray:
			i := slices.Index(stack, n)
			return CycleError{append(slices.Clone(stack[i:]), n)}
		case black:
			return nil
		}
		color[n] = gray
		stack = append(stack, n)
		deps := slices.Clone(g[n])
		slices.Sort(deps)
		for _, d := range deps {
			if err := visit(d); err != nil {
				return fmt.Errorf("via %s: %w", n, err)
			}
		}
		stack = stack[:len(stack)-1]
		color[n] = black
		order = append(order, n)
		return nil
	}
	for _, n := range slices.Sorted(maps.Keys(g)) {
		if err := visit(n); err != nil {
			return nil, err
		}
	}
	return order, nil
}

func main() {
	g := Graph{
		"app":     {"lib", "config"},
		"lib":     {"util"},
		"config":  {"util", "secrets"},
		"util":    nil,
		"secrets": {},
	}
	order, err := g.TopoSort()
	fmt.Println(order, err)
	g["util"] = []string{"app"}
	order, err = g.TopoSort()
	fmt.Println(order, err)
	var ce CycleError
	if errors.As(err, &ce) {
		fmt.Println(len(ce.Path), ce.Path[0] == ce.Path[len(ce.Path)-1])
	}
	fmt.Printf("%v\n%#v\n", ce, ce)
	indeg := map[string]int{}
	for n, ds := range map[string][]string{"a": {"b"}, "b": {"c"}, "c": nil} {
		indeg[n] += 0
		for _, d := range ds {
			indeg[d]++
		}
	}
	fmt.Println(indeg)
}

// Output:
// [secrets util config lib app] <nil>
// [] via app: via config: via util: cycle: app -> config -> util -> app
// 4 true
// cycle: app -> config -> util -> app
// main.CycleError{Path:[]string{"app", "config", "util", "app"}}
// map[a:0 b:1 c:1]
