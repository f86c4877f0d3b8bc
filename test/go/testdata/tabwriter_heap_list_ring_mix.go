package main

import (
	"container/heap"
	"container/list"
	"container/ring"
	"fmt"
	"os"
	"text/tabwriter"
)

type item struct {
	name     string
	priority int
	index    int
}

type PQ []*item

func (pq PQ) Len() int { return len(pq) }
func (pq PQ) Less(i, j int) bool {
	if pq[i].priority == pq[j].priority {
		return pq[i].name < pq[j].name
	}
	return pq[i].priority > pq[j].priority
}
func (pq PQ) Swap(i, j int) {
	pq[i], pq[j] = pq[j], pq[i]
	pq[i].index = i
	pq[j].index = j
}
func (pq *PQ) Push(x any) {
	it := x.(*item)
	it.index = len(*pq)
	*pq = append(*pq, it)
}
func (pq *PQ) Pop() any {
	old := *pq
	n := len(old)
	it := old[n-1]
	old[n-1] = nil
	it.index = -1
	*pq = old[:n-1]
	return it
}

func main() {
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 2, ' ', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(w, "NAME\tPRIORITY\tSTATE\t")
	pq := PQ{}
	heap.Init(&pq)
	for i, n := range []string{"reconcile-a", "gc", "reconcile-b", "webhook", "status"} {
		heap.Push(&pq, &item{name: n, priority: (i * 7) % 4})
	}
	target := pq[2]
	target.priority = 10
	heap.Fix(&pq, target.index)
	removed := heap.Remove(&pq, pq.Len()-1).(*item)
	fmt.Fprintf(w, "%s\t%d\t%s\t\n", removed.name, removed.priority, "removed")
	for pq.Len() > 0 {
		it := heap.Pop(&pq).(*item)
		fmt.Fprintf(w, "%s\t%d\t%s\t\n", it.name, it.priority, "popped")
	}
	w.Flush()
	w2 := tabwriter.NewWriter(os.Stdout, 5, 0, 1, '.', tabwriter.FilterHTML|tabwriter.StripEscape|tabwriter.DiscardEmptyColumns)
	fmt.Fprintln(w2, "a\t<b>bold</b>\t\xffesc\taped\xff\t&amp;\t")
	fmt.Fprintln(w2, "longer cell\t\t\tz\t")
	fmt.Fprintln(w2, "x\vy\fz")
	w2.Flush()

	l := list.New()
	e4 := l.PushBack(4)
	e1 := l.PushFront(1)
	l.InsertBefore(3, e4)
	l.InsertAfter(2, e1)
	l.MoveToBack(e1)
	l.MoveAfter(e4, l.Front())
	other := list.New()
	other.PushBack(99)
	l.PushBackList(other)
	l.PushFrontList(other)
	for e := l.Front(); e != nil; e = e.Next() {
		fmt.Print(e.Value, " ")
	}
	fmt.Println(l.Len(), l.Remove(e4), l.Len(), l.Remove(e4), l.Len())
	r := ring.New(4)
	for i := 0; i < r.Len(); i++ {
		r.Value = i * i
		r = r.Next()
	}
	r.Do(func(v any) { fmt.Print(v, ",") })
	removedR := r.Unlink(2)
	fmt.Println(r.Len(), removedR.Len(), r.Move(-1).Value, r.Prev().Value)
}

// Output:
//          NAME|  PRIORITY|    STATE|
//        status|         0|  removed|
//   reconcile-b|        10|   popped|
//            gc|         3|   popped|
//       webhook|         1|   popped|
//   reconcile-a|         0|   popped|
// a...........<b>bold</b>.esc	aped.&amp;....
// longer cell...............z....
// x...........y
// z
// 99 2 4 3 1 99 6 4 5 4 5
// 0,1,4,9,2 2 9 9
