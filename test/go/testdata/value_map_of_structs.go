package main

import "fmt"

type Stat struct {
	Count int
	Names []string
}

func main() {
	m := map[string]Stat{}
	s := m["x"]
	s.Count++
	s.Names = append(s.Names, "first")
	m["x"] = s
	fmt.Println(m["x"].Count, m["x"].Names)
	pm := map[string]*Stat{}
	pm["y"] = &Stat{}
	pm["y"].Count += 3
	pm["y"].Names = append(pm["y"].Names, "a", "b")
	fmt.Println(*pm["y"])
	sets := map[string]struct{}{}
	for _, n := range []string{"a", "b", "a", "c", "b"} {
		sets[n] = struct{}{}
	}
	fmt.Println(len(sets))
	if _, ok := sets["c"]; ok {
		fmt.Println("has c")
	}
}

// Output:
// 1 [first]
// {3 [a b]}
// 3
// has c
