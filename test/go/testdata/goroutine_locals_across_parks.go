package main

import (
	"fmt"
	"strings"
	"sync"
)

type pair struct{ k, v int }

type store interface {
	Get(k int) (int, bool)
}

type mapStore map[int]int

func (m mapStore) Get(k int) (int, bool) {
	v, ok := m[k]
	return v, ok
}

// Locals declared before, between and after statements that park, read on both sides of them.
func collect(in <-chan int, s store, log *strings.Builder) (sum int, seen []pair) {
	defer func() { fmt.Fprintf(log, "collect done sum=%d\n", sum) }()
	base := 100
	label := "k"
	p := pair{1, 2}
	first := <-in
	scaled := first * base
	v, ok := s.Get(first)
	p.k += v
	var buf []string
	for i := 0; i < 3; i++ {
		buf = append(buf, fmt.Sprint(label, i))
	}
	second, more := <-in
	sum = scaled + second
	if more && ok {
		extra := <-in
		sum += extra
		seen = append(seen, pair{extra, v})
	}
	bump := func() { base++ }
	bump()
	seen = append(seen, p, pair{base, len(buf)})
	n := 0
again:
	if n < 2 {
		n++
		w, _ := s.Get(n)
		sum += w
		goto again
	}
	fmt.Fprintln(log, strings.Join(buf, ","), scaled, n)
	return
}

func relay(out chan<- int, vals ...int) {
	total := 0
	for _, v := range vals {
		out <- v
		total += v
	}
	close(out)
	fmt.Println("relayed", total)
}

func main() {
	in := make(chan int)
	var wg sync.WaitGroup
	var log strings.Builder
	var sum int
	var seen []pair
	wg.Add(1)
	go func() {
		defer wg.Done()
		sum, seen = collect(in, mapStore{1: 10, 2: 20, 3: 30}, &log)
	}()
	relay(in, 3, 4, 5)
	wg.Wait()
	fmt.Print(log.String())
	fmt.Println(sum, seen)
}

// Output:
// relayed 12
// k0,k1,k2 300 2
// collect done sum=339
// 339 [{5 30} {31 2} {101 3}]
