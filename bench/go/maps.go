// Map inserts and lookups with string and int keys.
package main

import (
	"fmt"
	"strconv"
)

func main() {
	m := make(map[string]int)
	for i := 0; i < 300000; i++ {
		m["key-"+strconv.Itoa(i%150000)] += i
	}
	hits := 0
	total := 0
	for i := 0; i < 600000; i++ {
		if v, ok := m["key-"+strconv.Itoa(i)]; ok {
			hits++
			total += v % 1000
		}
	}
	counts := map[int]int{}
	for i := 0; i < 600000; i++ {
		counts[i%997]++
	}
	fmt.Println(len(m), hits, total, len(counts), counts[3])
}
