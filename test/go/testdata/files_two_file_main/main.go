package main

import (
	"fmt"
	"sort"
)

func init() {
	registry["late"] = &Widget{Name: "late", Phase: PhasePending}
}

func main() {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		w := registry[n]
		w.Promote()
		fmt.Println(w)
	}
}

// Output:
// late[Pending,0]
// seed[Ready,1]
