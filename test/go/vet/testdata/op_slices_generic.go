package main

import (
	"fmt"
	"slices"
	"sort"
)

type Item struct{ Name string; Prio int }

func main() {
	items := []Item{{"a", 2}, {"b", 1}}
	slices.Sort(items)
	sort.Slice(items, func(i, j int) int { return items[i].Prio - items[j].Prio })
	idx := slices.Index(items, "a")
	fmt.Println(items, idx, slices.Contains(items, Item{}))
}
