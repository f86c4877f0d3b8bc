package main

import (
	"fmt"
	"slices"
	"sort"
)

type Namespace struct {
	Name   string
	Labels map[string]string
}

func main() {
	all := []Namespace{
		{"default", map[string]string{"team": "a"}},
		{"kube-system", nil},
		{"prod", map[string]string{"team": "a", "env": "prod"}},
		{"dev", map[string]string{"team": "b"}},
	}
	provisioned := map[string]struct{}{"dev": {}, "old": {}}
	selected := map[string]struct{}{}
	for _, ns := range all {
		if ns.Labels["team"] == "a" {
			selected[ns.Name] = struct{}{}
		}
	}
	var toCreate, toDelete []string
	for ns := range selected {
		if _, ok := provisioned[ns]; !ok {
			toCreate = append(toCreate, ns)
		}
	}
	for ns := range provisioned {
		if _, ok := selected[ns]; !ok {
			toDelete = append(toDelete, ns)
		}
	}
	sort.Strings(toCreate)
	slices.Sort(toDelete)
	fmt.Println("create:", toCreate)
	fmt.Println("delete:", toDelete)
	names := make([]string, len(selected))
	i := 0
	for n := range selected {
		names[i] = n
		i++
	}
	sort.Slice(names, func(a, b int) bool { return names[a] > names[b] })
	fmt.Println(names)
}

// Output:
// create: [default prod]
// delete: [dev old]
// [prod default]
