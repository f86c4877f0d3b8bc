package main

import (
	"fmt"
	"sync"
	"time"
)

type Config struct{ Name string }

var (
	once sync.Once
	cfg  *Config
	runs int
)

func load() *Config {
	once.Do(func() {
		runs++
		time.Sleep(20 * time.Millisecond)
		cfg = &Config{Name: "loaded"}
	})
	return cfg
}

func main() {
	var wg sync.WaitGroup
	results := make([]string, 4)
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = load().Name
		}()
	}
	wg.Wait()
	fmt.Println(results, runs)
	var mu sync.Mutex
	cond := sync.NewCond(&mu)
	queue := []int{}
	var cw sync.WaitGroup
	got := make([]int, 0)
	for range 2 {
		cw.Add(1)
		go func() {
			defer cw.Done()
			mu.Lock()
			for len(queue) == 0 {
				cond.Wait()
			}
			got = append(got, queue[0])
			queue = queue[1:]
			mu.Unlock()
		}()
	}
	time.Sleep(5 * time.Millisecond)
	for i := 1; i <= 2; i++ {
		mu.Lock()
		queue = append(queue, i*10)
		cond.Signal()
		mu.Unlock()
	}
	cw.Wait()
	fmt.Println(len(got), got[0]+got[1])
	v := sync.OnceValue(func() int { runs++; return runs })
	fmt.Println(v(), v(), runs)
}

// Output:
// [loaded loaded loaded loaded] 1
// 2 30
// 2 2 2
