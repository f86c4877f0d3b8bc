package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
)

type result struct {
	name string
	n    int
	err  error
}

func fetch(name string) (int, error) {
	if strings.HasPrefix(name, "bad") {
		return 0, fmt.Errorf("fetch %s: %w", name, errors.ErrUnsupported)
	}
	return len(name) * 10, nil
}

func main() {
	names := []string{"alpha", "bad-1", "gamma", "delta", "bad-2"}
	results := make(chan result)
	var wg sync.WaitGroup
	for _, n := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v, err := fetch(n)
			results <- result{n, v, err}
		}()
	}
	go func() { wg.Wait(); close(results) }()
	var all []result
	for r := range results {
		all = append(all, r)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].name < all[j].name })
	var errs []error
	total := 0
	for _, r := range all {
		if r.err != nil {
			errs = append(errs, r.err)
			continue
		}
		total += r.n
		fmt.Printf("%-6s %3d\n", r.name, r.n)
	}
	err := errors.Join(errs...)
	fmt.Println("total:", total)
	fmt.Println(err)
	fmt.Println(errors.Is(err, errors.ErrUnsupported))
	sem := make(chan struct{}, 2)
	var mu sync.Mutex
	maxActive, active := 0, 0
	var wg2 sync.WaitGroup
	for i := 0; i < 6; i++ {
		wg2.Add(1)
		go func(id int) {
			defer wg2.Done()
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
		}(i)
	}
	wg2.Wait()
	fmt.Println("max concurrent <= 2:", maxActive <= 2)
}

// Output:
// alpha   50
// delta   50
// gamma   50
// total: 150
// fetch bad-1: unsupported operation
// fetch bad-2: unsupported operation
// true
// max concurrent <= 2: true
