package main

import (
	"fmt"
	"sort"
)

func main() {
	inventory := map[string]int{"pods": 12, "services": 3, "configmaps": 7, "secrets": 2}
	type kv struct {
		K string
		V int
	}
	var list []kv
	for k, v := range inventory {
		list = append(list, kv{k, v})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].V != list[j].V {
			return list[i].V > list[j].V
		}
		return list[i].K < list[j].K
	})
	for _, e := range list {
		fmt.Printf("%-12s %3d\n", e.K, e.V)
	}
	fmt.Println(inventory)
	intKeys := map[int]string{10: "ten", -1: "neg", 3: "three"}
	fmt.Println(intKeys)
}

// Output:
// pods          12
// configmaps     7
// services       3
// secrets        2
// map[configmaps:7 pods:12 secrets:2 services:3]
// map[-1:neg 3:three 10:ten]
