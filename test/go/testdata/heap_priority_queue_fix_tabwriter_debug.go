package main

import (
	"container/heap"
	"fmt"
	"os"
	"sort"
	"text/tabwriter"
)

type Task struct {
	Name     string
	Priority int
	index    int
}

type PQ []*Task

func (pq PQ) Len() int { return len(pq) }
func (pq PQ) Less(i, j int) bool {
	if pq[i].Priority == pq[j].Priority {
		return pq[i].Name < pq[j].Name
	}
	return pq[i].Priority > pq[j].Priority
}
func (pq PQ) Swap(i, j int) {
	pq[i], pq[j] = pq[j], pq[i]
	pq[i].index = i
	pq[j].index = j
}
func (pq *PQ) Push(x any) {
	t := x.(*Task)
	t.index = len(*pq)
	*pq = append(*pq, t)
}
func (pq *PQ) Pop() any {
	old := *pq
	n := len(old)
	t := old[n-1]
	old[n-1] = nil
	t.index = -1
	*pq = old[:n-1]
	return t
}

type byLen []string

func (b byLen) Len() int           { return len(b) }
func (b byLen) Less(i, j int) bool { return len(b[i]) < len(b[j]) }
func (b byLen) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

func main() {
	pq := PQ{}
	heap.Init(&pq)
	tasks := map[string]int{"reconcile": 5, "gc": 1, "sync": 5, "audit": 3, "backup": 2}
	names := make([]string, 0)
	for n := range tasks {
		names = append(names, n)
	}
	sort.Strings(names)
	refs := map[string]*Task{}
	for _, n := range names {
		t := &Task{Name: n, Priority: tasks[n]}
		refs[n] = t
		heap.Push(&pq, t)
	}
	refs["gc"].Priority = 10
	heap.Fix(&pq, refs["gc"].index)
	heap.Remove(&pq, refs["audit"].index)
	w := tabwriter.NewWriter(os.Stdout, 4, 0, 2, '.', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(w, "name\tprio\tidx\t")
	for pq.Len() > 0 {
		t := heap.Pop(&pq).(*Task)
		fmt.Fprintf(w, "%s\t%d\t%d\t\n", t.Name, t.Priority, t.index)
	}
	w.Flush()
	words := []string{"kube", "go", "operator", "ctl", "pod", "io", "reconciler"}
	sort.Stable(byLen(words))
	fmt.Println(words)
	sort.Sort(sort.Reverse(byLen(words)))
	fmt.Println(words[0], sort.SearchInts([]int{1, 3, 5, 7}, 6), sort.IsSorted(byLen(words)))
}

// Output:
// .......name|..prio|..idx|
// .........gc|....10|...-1|
// ..reconcile|.....5|...-1|
// .......sync|.....5|...-1|
// .....backup|.....2|...-1|
// [go io ctl pod kube operator reconciler]
// reconciler 3 false
