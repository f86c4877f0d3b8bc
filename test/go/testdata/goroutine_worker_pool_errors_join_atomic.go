package main

import (
	"errors"
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
)

type job struct {
	id   int
	data string
}

type result struct {
	id  int
	out string
	err error
}

func process(j job) (string, error) {
	if j.id%4 == 3 {
		return "", fmt.Errorf("job %d: %w", j.id, errors.ErrUnsupported)
	}
	return fmt.Sprintf("%s-%d", j.data, len(j.data)*j.id), nil
}

func main() {
	jobs := make(chan job)
	results := make(chan result)
	var processed atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go func(worker int) {
			defer wg.Done()
			for j := range jobs {
				out, err := process(j)
				processed.Add(1)
				results <- result{j.id, out, err}
			}
		}(w)
	}
	go func() {
		for i := 0; i < 10; i++ {
			jobs <- job{i, fmt.Sprintf("item%c", 'a'+i)}
		}
		close(jobs)
	}()
	go func() {
		wg.Wait()
		close(results)
	}()
	var all []result
	var errs []error
	for r := range results {
		if r.err != nil {
			errs = append(errs, r.err)
			continue
		}
		all = append(all, r)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].id < all[j].id })
	for _, r := range all {
		fmt.Println(r.id, r.out)
	}
	sort.Slice(errs, func(i, j int) bool { return errs[i].Error() < errs[j].Error() })
	err := errors.Join(errs...)
	fmt.Println(err)
	fmt.Println(errors.Is(err, errors.ErrUnsupported), processed.Load())
	var once sync.Once
	var mu sync.Mutex
	count := 0
	var wg2 sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			once.Do(func() { fmt.Println("init once") })
			mu.Lock()
			count++
			mu.Unlock()
		}()
	}
	wg2.Wait()
	fmt.Println("count", count)
	sem := make(chan struct{}, 2)
	var active, peak int32
	var wg3 sync.WaitGroup
	for i := 0; i < 6; i++ {
		wg3.Add(1)
		go func() {
			defer wg3.Done()
			sem <- struct{}{}
			n := atomic.AddInt32(&active, 1)
			for {
				p := atomic.LoadInt32(&peak)
				if n <= p || atomic.CompareAndSwapInt32(&peak, p, n) {
					break
				}
			}
			atomic.AddInt32(&active, -1)
			<-sem
		}()
	}
	wg3.Wait()
	fmt.Println("peak <= 2:", peak <= 2)
}

// Output:
// 0 itema-0
// 1 itemb-5
// 2 itemc-10
// 4 iteme-20
// 5 itemf-25
// 6 itemg-30
// 8 itemi-40
// 9 itemj-45
// job 3: unsupported operation
// job 7: unsupported operation
// true 10
// init once
// count 50
// peak <= 2: true
