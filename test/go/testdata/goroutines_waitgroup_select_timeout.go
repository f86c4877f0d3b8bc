package main

import (
	"fmt"
	"sort"
	"sync"
	"time"
)

type result struct {
	id    int
	value int
}

func worker(id int, jobs <-chan int, results chan<- result, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		time.Sleep(time.Duration(j) * time.Millisecond)
		results <- result{id: j, value: j * j}
	}
}

func main() {
	jobs := make(chan int, 10)
	results := make(chan result, 10)
	var wg sync.WaitGroup
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go worker(w, jobs, results, &wg)
	}
	for j := 1; j <= 9; j++ {
		jobs <- j
	}
	close(jobs)
	go func() {
		wg.Wait()
		close(results)
	}()
	var all []result
	for r := range results {
		all = append(all, r)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].id < all[j].id })
	sum := 0
	for _, r := range all {
		sum += r.value
	}
	fmt.Println(len(all), sum)

	slow := make(chan string)
	go func() {
		time.Sleep(200 * time.Millisecond)
		slow <- "done"
	}()
	select {
	case msg := <-slow:
		fmt.Println(msg)
	case <-time.After(50 * time.Millisecond):
		fmt.Println("timeout waiting for slow")
	}
	fmt.Println(<-slow)

	var mu sync.Mutex
	counter := 0
	var wg2 sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			mu.Lock()
			counter++
			mu.Unlock()
		}()
	}
	wg2.Wait()
	fmt.Println("counter:", counter)

	ticker := time.NewTicker(10 * time.Millisecond)
	defer ticker.Stop()
	done := time.After(55 * time.Millisecond)
	ticks := 0
loop:
	for {
		select {
		case <-ticker.C:
			ticks++
		case <-done:
			break loop
		}
	}
	fmt.Println("ticks:", ticks)

	var once sync.Once
	for i := 0; i < 3; i++ {
		once.Do(func() { fmt.Println("init once") })
	}
	ch := make(chan int)
	select {
	case v := <-ch:
		fmt.Println(v)
	default:
		fmt.Println("no value ready")
	}
}

// Output:
// 9 285
// timeout waiting for slow
// done
// counter: 50
// ticks: 5
// init once
// no value ready
