package main

import (
	"fmt"
	"maps"
	"slices"
)

func main() {
	labels := map[string]string{"app": "web", "tier": "frontend"}
	extra := map[string]string{"tier": "backend", "team": "platform"}
	merged := maps.Clone(labels)
	maps.Copy(merged, extra)
	fmt.Println(merged, labels)
	keys := slices.Sorted(maps.Keys(merged))
	fmt.Println(keys)
	vals := slices.Collect(maps.Values(map[int]string{1: "x"}))
	fmt.Println(vals)
	fmt.Println(maps.Equal(labels, map[string]string{"tier": "frontend", "app": "web"}))
	maps.DeleteFunc(merged, func(k, v string) bool { return v == "web" })
	fmt.Println(merged)
	var nilMap map[string]string
	fmt.Println(maps.Clone(nilMap) == nil)
}

// Output:
// map[app:web team:platform tier:backend] map[app:web tier:frontend]
// [app team tier]
// [x]
// true
// map[team:platform tier:backend]
// true
