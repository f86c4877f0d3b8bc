package main

import (
	"fmt"
	"sort"
)

func main() {
	names := []string{"alpha", "beta", "gamma"}
	for i, n := range names {
		fmt.Println(i, n)
	}
	for i := range names {
		names[i] = names[i] + "!"
	}
	for _, n := range names {
		fmt.Print(n, " ")
	}
	fmt.Println()
	ages := map[string]int{"bob": 31, "alice": 29, "carol": 40}
	keys := make([]string, 0, len(ages))
	for k := range ages {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, ages[k])
	}
	total := 0
	for _, v := range ages {
		total += v
	}
	fmt.Println("total", total)
	for range names {
		total--
	}
	fmt.Println(total)
}

// Output:
// 0 alpha
// 1 beta
// 2 gamma
// alpha! beta! gamma! 
// alice 29
// bob 31
// carol 40
// total 100
// 97
