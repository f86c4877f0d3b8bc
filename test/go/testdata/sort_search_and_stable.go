package main

import (
	"fmt"
	"sort"
	"strings"
)

type Version struct {
	Major, Minor int
	Tag          string
}

func main() {
	vs := []Version{{1, 2, "b"}, {1, 0, "a"}, {2, 0, "c"}, {1, 2, "a"}, {0, 9, "z"}}
	sort.SliceStable(vs, func(i, j int) bool {
		if vs[i].Major != vs[j].Major {
			return vs[i].Major < vs[j].Major
		}
		return vs[i].Minor < vs[j].Minor
	})
	fmt.Println(vs)
	sorted := []int{1, 3, 5, 7, 9, 11}
	for _, x := range []int{0, 5, 6, 12} {
		i := sort.SearchInts(sorted, x)
		fmt.Println(x, i, i < len(sorted) && sorted[i] == x)
	}
	words := strings.Fields("kube proxy api server etcd scheduler")
	sort.Sort(sort.Reverse(sort.StringSlice(words)))
	fmt.Println(words, sort.StringsAreSorted(words))
	idx := sort.Search(len(words), func(i int) bool { return words[i] <= "kube" })
	fmt.Println(idx, words[idx])
}

// Output:
// [{0 9 z} {1 0 a} {1 2 b} {1 2 a} {2 0 c}]
// 0 0 false
// 5 2 true
// 6 3 false
// 12 6 false
// [server scheduler proxy kube etcd api] false
// 3 kube
