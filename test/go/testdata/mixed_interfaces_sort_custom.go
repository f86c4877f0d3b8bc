package main

import (
	"fmt"
	"sort"
)

type Pod struct {
	Name     string
	Priority int
	Age      int
}

type ByPriorityThenAge []Pod

func (p ByPriorityThenAge) Len() int      { return len(p) }
func (p ByPriorityThenAge) Swap(i, j int) { p[i], p[j] = p[j], p[i] }
func (p ByPriorityThenAge) Less(i, j int) bool {
	if p[i].Priority != p[j].Priority {
		return p[i].Priority > p[j].Priority
	}
	return p[i].Age > p[j].Age
}

func main() {
	pods := []Pod{{"a", 1, 10}, {"b", 5, 3}, {"c", 5, 7}, {"d", 0, 100}, {"e", 1, 20}}
	sort.Sort(ByPriorityThenAge(pods))
	for _, p := range pods {
		fmt.Println(p.Name, p.Priority, p.Age)
	}
	fmt.Println(sort.IsSorted(ByPriorityThenAge(pods)))
}

// Output:
// c 5 7
// b 5 3
// e 1 20
// a 1 10
// d 0 100
// true
