// Append and sort: a slice of structs built with append, sorted with sort.Slice and sort.Ints.
package main

import (
	"fmt"
	"sort"
)

type item struct {
	key   int
	label string
}

func main() {
	var items []item
	x := 12345
	for i := 0; i < 100000; i++ {
		x = (x*1103515245 + 12345) % 2147483648
		items = append(items, item{key: x % 100000, label: "i"})
	}
	sort.Slice(items, func(a, b int) bool { return items[a].key < items[b].key })
	var keys []int
	for _, it := range items {
		keys = append(keys, it.key^0x55)
	}
	sort.Ints(keys)
	fmt.Println(len(items), items[0].key, items[len(items)-1].key, keys[100], keys[len(keys)/2])
}
