package main

import (
	"container/heap"
	"container/list"
	"fmt"
	"math/big"
	"os"
	"sort"
	"text/tabwriter"
)

type Item struct {
	name string
	prio int
}
type PQ []*Item

func (p PQ) Len() int            { return len(p) }
func (p PQ) Less(i, j int) bool  { return p[i].prio > p[j].prio }
func (p PQ) Swap(i, j int)       { p[i], p[j] = p[j], p[i] }
func (p *PQ) Push(x any)         { *p = append(*p, x.(*Item)) }
func (p *PQ) Pop() any           { old := *p; n := len(old); it := old[n-1]; *p = old[:n-1]; return it }

type byLen []string

func (b byLen) Len() int           { return len(b) }
func (b byLen) Less(i, j int) bool { return len(b[i]) < len(b[j]) }
func (b byLen) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

func main() {
	pq := &PQ{}
	heap.Init(pq)
	for i, n := range []string{"low", "high", "mid", "urgent"} {
		heap.Push(pq, &Item{n, []int{1, 5, 3, 9}[i]})
	}
	for pq.Len() > 0 {
		it := heap.Pop(pq).(*Item)
		fmt.Print(it.name, ":", it.prio, " ")
	}
	fmt.Println()
	words := []string{"kubectl", "go", "pod", "operator", "ns", "crd"}
	sort.Stable(byLen(words))
	fmt.Println(words, sort.IsSorted(byLen(words)))
	sort.Sort(sort.Reverse(sort.StringSlice(words)))
	fmt.Println(words)
	nums := []int{1, 3, 5, 7, 9}
	fmt.Println(sort.SearchInts(nums, 6), sort.SearchInts(nums, 10), sort.Search(len(nums), func(i int) bool { return nums[i] >= 5 }))
	fs := []float64{2.5, -1, 3}
	sort.Float64s(fs)
	fmt.Println(fs, sort.Float64sAreSorted(fs))
	l := list.New()
	l.PushBack(1)
	l.PushFront(0)
	e := l.PushBack(2)
	l.InsertBefore(15, e)
	l.MoveToFront(e)
	for x := l.Front(); x != nil; x = x.Next() {
		fmt.Print(x.Value, " ")
	}
	fmt.Println(l.Len())
	tw := tabwriter.NewWriter(os.Stdout, 0, 8, 2, ' ', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(tw, "NAME\tREADY\tSTATUS\tAGE\t")
	fmt.Fprintln(tw, "web-7d9f\t1/1\tRunning\t5m\t")
	fmt.Fprintln(tw, "db-0\t0/1\tCrashLoopBackOff\t12h\t")
	tw.Flush()
	tw2 := tabwriter.NewWriter(os.Stdout, 4, 4, 1, '.', 0)
	fmt.Fprintf(tw2, "a\tbb\tccc\n1234567\t2\t3\n")
	tw2.Flush()
	a, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	b := big.NewInt(987654321)
	var c big.Int
	c.Mul(a, b)
	fmt.Println(&c, c.BitLen(), c.Sign(), new(big.Int).Exp(big.NewInt(2), big.NewInt(100), nil))
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	fmt.Println(q, r, a.Cmp(b), new(big.Int).Neg(a).Text(16))
	fmt.Printf("%x %X %o %b %d %+d %10d|\n", b, b, b, big.NewInt(5), a, b, big.NewInt(42))
	f := new(big.Rat).SetFrac64(10, 4)
	fmt.Println(f, f.FloatString(3), new(big.Rat).Add(f, big.NewRat(1, 3)), f.IsInt())
	_, ok := new(big.Int).SetString("12x", 10)
	fmt.Println(ok, new(big.Int).Sqrt(big.NewInt(1000000)), big.NewInt(17).ProbablyPrime(10))
}

// Output:
// urgent:9 high:5 mid:3 low:1 
// [go ns pod crd kubectl operator] true
// [pod operator ns kubectl go crd]
// 3 5 2
// [-1 2.5 3] true
// 2 0 1 15 4
//       NAME|  READY|            STATUS|  AGE|
//   web-7d9f|    1/1|           Running|   5m|
//       db-0|    0/1|  CrashLoopBackOff|  12h|
// a.......bb..ccc
// 1234567.2...3
// 121932631124828532112482853211126352690 127 1 1267650600228229401496703205376
// 124999998873437499901 574845669 1 -18ee90ff6c373e0ee4e3f0ad2
// 3ade68b1 3ADE68B1 7267464261 101 123456789012345678901234567890 +987654321         42|
// 5/2 2.500 17/6 false
// false 1000 true
