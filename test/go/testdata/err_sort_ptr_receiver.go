package main

import (
	"fmt"
	"sort"
)

type byLen []string

func (b *byLen) Len() int           { return len(*b) }
func (b byLen) Less(i, j int) bool  { return len(b[i]) < len(b[j]) }
func (b byLen) Swap(i, j int)       { b[i], b[j] = b[j], b[i] }

func main() {
	xs := byLen{"ccc", "a", "bb"}
	sort.Sort(xs)
	fmt.Println(xs)
}

// Error:
// # command-line-arguments
// ./err_sort_ptr_receiver.go:16:12: cannot use xs (variable of slice type byLen) as sort.Interface value in argument to sort.Sort: byLen does not implement sort.Interface (method Len has pointer receiver)
