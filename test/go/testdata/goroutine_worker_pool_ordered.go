package main

import (
	"fmt"
	"sort"
	"sync"
	"time"
)

type result struct {
	id  int
	out string
	err error
}

func worker(id int, jobs <-chan int, results chan<- result, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		if j%4 == 0 {
			results <- result{id: j, err: fmt.Errorf("job %d: invalid", j)}
			continue
		}
		results <- result{id: j, out: fmt.Sprintf("job-%02d by worker", j)}
	}
}

func main() {
	jobs := make(chan int)
	results := make(chan result, 20)
	var wg sync.WaitGroup
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go worker(w, jobs, results, &wg)
	}
	go func() {
		for i := 1; i <= 10; i++ {
			jobs <- i
		}
		close(jobs)
	}()
	go func() { wg.Wait(); close(results) }()
	var all []result
	for r := range results {
		all = append(all, r)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].id < all[j].id })
	for _, r := range all {
		if r.err != nil {
			fmt.Println("error:", r.err)
			continue
		}
		fmt.Println(r.out)
	}

	ping, pong := make(chan int), make(chan int)
	go func() {
		for v := range ping {
			pong <- v * 2
		}
		close(pong)
	}()
	for i := 0; i < 3; i++ {
		ping <- i
		fmt.Print(<-pong, " ")
	}
	close(ping)
	_, ok := <-pong
	fmt.Println(ok)

	timeout := time.After(2 * time.Second)
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	n := 0
loop:
	for {
		select {
		case <-tick.C:
			n++
			if n == 3 {
				break loop
			}
		case <-timeout:
			fmt.Println("timeout")
			break loop
		}
	}
	fmt.Println("ticks", n)
	sem := make(chan struct{}, 2)
	var mu sync.Mutex
	maxActive, active := 0, 0
	var wg2 sync.WaitGroup
	for i := 0; i < 6; i++ {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			sem <- struct{}{}
			mu.Lock()
			active++
			if active > maxActive {
				maxActive = active
			}
			mu.Unlock()
			time.Sleep(time.Millisecond)
			mu.Lock()
			active--
			mu.Unlock()
			<-sem
		}()
	}
	wg2.Wait()
	fmt.Println("max active <= 2:", maxActive <= 2)
	select {
	case v := <-make(chan int):
		fmt.Println(v)
	default:
		fmt.Println("default")
	}
	var nilCh chan int
	select {
	case nilCh <- 1:
	case <-time.After(time.Millisecond):
		fmt.Println("nil channel never ready")
	}
}

// Output:
// job-01 by worker
// job-02 by worker
// job-03 by worker
// error: job 4: invalid
// job-05 by worker
// job-06 by worker
// job-07 by worker
// error: job 8: invalid
// job-09 by worker
// job-10 by worker
// 0 2 4 false
// ticks 3
// max active <= 2: true
// default
// nil channel never ready
