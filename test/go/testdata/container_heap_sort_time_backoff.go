package main

import (
	"container/heap"
	"fmt"
	"sort"
	"strings"
	"time"
)

type item struct {
	key      string
	priority int
	at       time.Time
}

type pq []*item

func (q pq) Len() int            { return len(q) }
func (q pq) Less(i, j int) bool  { return q[i].priority > q[j].priority }
func (q pq) Swap(i, j int)       { q[i], q[j] = q[j], q[i] }
func (q *pq) Push(x any)         { *q = append(*q, x.(*item)) }
func (q *pq) Pop() any           { old := *q; n := len(old); it := old[n-1]; *q = old[:n-1]; return it }

type byLen []string

func (b byLen) Len() int           { return len(b) }
func (b byLen) Less(i, j int) bool { return len(b[i]) < len(b[j]) }
func (b byLen) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

func main() {
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	q := &pq{}
	heap.Init(q)
	for i, k := range []string{"ns/a", "ns/b", "ns/c", "ns/d"} {
		heap.Push(q, &item{k, i % 3, base.Add(time.Duration(i) * time.Minute)})
	}
	for q.Len() > 0 {
		it := heap.Pop(q).(*item)
		fmt.Printf("%s p=%d at=%s\n", it.key, it.priority, it.at.Format(time.Kitchen))
	}
	words := strings.Fields("the quick brown fox jumps over a lazy dog")
	sort.Stable(byLen(words))
	fmt.Println(words)
	sort.Sort(sort.Reverse(sort.StringSlice(words)))
	fmt.Println(words)
	idx := sort.SearchInts([]int{1, 3, 5, 7}, 4)
	fmt.Println(idx, sort.IsSorted(byLen(words)))
	people := []struct {
		Name string
		Age  int
	}{{"A", 30}, {"B", 25}, {"C", 30}, {"D", 25}}
	sort.SliceStable(people, func(i, j int) bool { return people[i].Age < people[j].Age })
	fmt.Println(people)
	i, found := sort.Find(len(people), func(i int) int { return 30 - people[i].Age })
	fmt.Println(i, found)
	backoff := 5 * time.Millisecond
	for attempt := range 8 {
		d := backoff * time.Duration(1<<attempt)
		if d > time.Second {
			d = time.Second
		}
		fmt.Print(d, " ")
	}
	fmt.Println()
	fmt.Println(base.AddDate(0, 1, 30).Format(time.RFC1123Z), base.Sub(base.Add(-90*time.Second)).String(), base.Weekday(), base.YearDay())
	fmt.Printf("%v|%s|%d\n", base, base.Format("Mon Jan _2 15:04:05.000 MST 2006"), base.Unix())
	fmt.Println(base.Truncate(time.Hour).Equal(base), base.Round(24*time.Hour), base.IsZero(), time.Time{}.IsZero())
	t2, err := time.Parse(time.RFC3339, "2024-02-30T10:00:00Z")
	fmt.Println(t2, err)
	t3, err := time.Parse("2006-01-02 15:04", "2024-13-01 10:00")
	fmt.Println(t3, err)
	t4, err := time.ParseInLocation("Jan 2 2006 3:04PM", "Mar 5 2024 7:08AM", time.FixedZone("CET", 3600))
	fmt.Println(t4, err, t4.UTC())
}

// Output:
// ns/c p=2 at=12:02AM
// ns/b p=1 at=12:01AM
// ns/d p=0 at=12:03AM
// ns/a p=0 at=12:00AM
// [a the fox dog over lazy quick brown jumps]
// [the quick over lazy jumps fox dog brown a]
// 2 false
// [{B 25} {D 25} {A 30} {C 30}]
// 2 true
// 5ms 10ms 20ms 40ms 80ms 160ms 320ms 640ms 
// Sat, 02 Mar 2024 00:00:00 +0000 1m30s Monday 1
// 2024-01-01 00:00:00 +0000 UTC|Mon Jan  1 00:00:00.000 UTC 2024|1704067200
// true 2024-01-01 00:00:00 +0000 UTC false true
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-02-30T10:00:00Z": day out of range
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-13-01 10:00": month out of range
// 2024-03-05 07:08:00 +0100 CET <nil> 2024-03-05 06:08:00 +0000 UTC
