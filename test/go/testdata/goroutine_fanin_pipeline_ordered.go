package main

import (
	"fmt"
	"strings"
	"sync"
)

type item struct {
	seq  int
	text string
}

func gen(words ...string) <-chan item {
	out := make(chan item)
	go func() {
		defer close(out)
		for i, w := range words {
			out <- item{i, w}
		}
	}()
	return out
}

func stage(name string, in <-chan item, f func(string) string) <-chan item {
	out := make(chan item)
	go func() {
		defer close(out)
		for it := range in {
			it.text = f(it.text)
			out <- it
		}
	}()
	return out
}

func merge(chans ...<-chan item) <-chan item {
	out := make(chan item, 16)
	var wg sync.WaitGroup
	wg.Add(len(chans))
	for _, c := range chans {
		go func(c <-chan item) {
			defer wg.Done()
			for it := range c {
				out <- it
			}
		}(c)
	}
	go func() { wg.Wait(); close(out) }()
	return out
}

func main() {
	src := gen("kube", "operator", "reconcile", "watch", "cache", "informer")
	upper := stage("upper", src, strings.ToUpper)
	a := stage("a", upper, func(s string) string { return s + "!" })
	b := stage("b", upper, func(s string) string { return "<" + s + ">" })
	results := make([]string, 6)
	count := 0
	for it := range merge(a, b) {
		results[it.seq] = it.text
		count++
	}
	fmt.Println(count)
	for i, r := range results {
		trimmed := strings.Trim(r, "<>!")
		fmt.Println(i, trimmed)
	}
	sem := make(chan struct{}, 2)
	var mu sync.Mutex
	maxActive, active := 0, 0
	var wg sync.WaitGroup
	for i := 0; i < 6; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			mu.Lock()
			active++
			if active > maxActive {
				maxActive = active
			}
			mu.Unlock()
			mu.Lock()
			active--
			mu.Unlock()
			<-sem
		}()
	}
	wg.Wait()
	fmt.Println("max concurrent <= 2:", maxActive <= 2)
}

// Output:
// 6
// 0 KUBE
// 1 OPERATOR
// 2 RECONCILE
// 3 WATCH
// 4 CACHE
// 5 INFORMER
// max concurrent <= 2: true
