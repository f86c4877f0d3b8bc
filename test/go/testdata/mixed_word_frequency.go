package main

import (
	"fmt"
	"sort"
	"strings"
)

const text = `The operator watches the cluster. The reconciler compares desired state
with observed state, and the controller requeues when the state drifts.`

func main() {
	counts := map[string]int{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z')
	}) {
		counts[w]++
	}
	type wc struct {
		w string
		n int
	}
	var list []wc
	for w, n := range counts {
		list = append(list, wc{w, n})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].n != list[j].n {
			return list[i].n > list[j].n
		}
		return list[i].w < list[j].w
	})
	for _, e := range list[:5] {
		fmt.Printf("%-10s %d\n", e.w, e.n)
	}
	fmt.Println(len(counts), "distinct words")
}

// Output:
// the        5
// state      3
// and        1
// cluster    1
// compares   1
// 15 distinct words
