package main

import (
	"fmt"
	"sort"
	"sync"
)

func ParallelizeUntil(workers, pieces int, doWorkPiece func(piece int)) {
	toProcess := make(chan int, pieces)
	for i := 0; i < pieces; i++ {
		toProcess <- i
	}
	close(toProcess)
	var wg sync.WaitGroup
	wg.Add(workers)
	for i := 0; i < workers; i++ {
		go func() {
			defer wg.Done()
			for piece := range toProcess {
				doWorkPiece(piece)
			}
		}()
	}
	wg.Wait()
}

func main() {
	jobs := []string{"job-a", "job-b", "job-c", "job-d", "job-e"}
	var lock sync.Mutex
	var deleted []string
	restarts := map[string]map[string]int32{}
	ParallelizeUntil(3, len(jobs), func(i int) {
		lock.Lock()
		defer lock.Unlock()
		deleted = append(deleted, jobs[i])
		if restarts["replicated"] == nil {
			restarts["replicated"] = map[string]int32{}
		}
		restarts["replicated"][jobs[i][:5]]++
	})
	sort.Strings(deleted)
	fmt.Println(deleted, restarts)
}

// Output:
// [job-a job-b job-c job-d job-e] map[replicated:map[job-a:1 job-b:1 job-c:1 job-d:1 job-e:1]]
