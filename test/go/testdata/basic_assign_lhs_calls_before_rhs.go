package main

import "fmt"

var log []string

func idx(i int) int { log = append(log, fmt.Sprint("idx", i)); return i }
func val(v int) int { log = append(log, fmt.Sprint("val", v)); return v }
func ptr(p *int) *int { log = append(log, "ptr"); return p }
func key(k string) string { log = append(log, "key:"+k); return k }

type S struct{ A [3]int; M map[string]int }

func (s *S) self() *S { log = append(log, "self"); return s }

func main() {
	a := make([]int, 3)
	a[idx(1)] = val(5)
	x := 0
	*ptr(&x) = val(7)
	m := map[string]int{}
	m[key("a")] = val(1)
	s := &S{M: map[string]int{}}
	s.self().A[idx(2)] = val(9)
	s.self().M[key("b")] = val(2)
	a[idx(0)] += val(3)
	m[key("a")] += val(4)
	i := 0
	a[i] = func() int { i = 2; return val(8) }()
	fmt.Println(a, x, m, s.A, s.M, i)
	fmt.Println(log)
	defer func() { fmt.Println("recovered:", recover(), log[len(log)-2:]) }()
	a[idx(5)] = val(6)
}

// Output:
// [3 5 8] 7 map[a:5] [0 0 9] map[b:2] 2
// [idx1 val5 ptr val7 key:a val1 self idx2 val9 self key:b val2 idx0 val3 key:a val4 val8]
// recovered: runtime error: index out of range [5] with length 3 [idx5 val6]
