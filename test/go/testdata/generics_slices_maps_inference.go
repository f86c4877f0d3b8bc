package main

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

type Pod struct {
	Name  string
	Ready bool
	Node  string
}

func main() {
	pods := []Pod{{"web-1", true, "n1"}, {"web-2", false, "n2"}, {"db-0", true, "n1"}}
	i := slices.IndexFunc(pods, func(p Pod) bool { return !p.Ready })
	fmt.Println(i, pods[i].Name)
	byNode := map[string][]string{}
	for _, p := range pods {
		byNode[p.Node] = append(byNode[p.Node], p.Name)
	}
	for _, n := range slices.Sorted(maps.Keys(byNode)) {
		fmt.Println(n, byNode[n])
	}
	names := make([]string, 0, len(pods))
	for _, p := range pods {
		names = append(names, strings.ToUpper(p.Name))
	}
	slices.SortFunc(names, func(a, b string) int { return strings.Compare(b, a) })
	fmt.Println(names, slices.Contains(names, "DB-0"))
	ready := slices.DeleteFunc(slices.Clone(pods), func(p Pod) bool { return !p.Ready })
	fmt.Println(len(ready), len(pods), ready[len(ready)-1].Name)
	fmt.Println(slices.Repeat([]int{1, 2}, 2), slices.Concat([]string{"a"}, []string{"b", "c"}))
}

// Output:
// 1 web-2
// n1 [web-1 db-0]
// n2 [web-2]
// [WEB-2 WEB-1 DB-0] true
// 2 3 db-0
// [1 2 1 2] [a b c]
