package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

type Job struct {
	ID   int
	Name string
}

type Result struct {
	JobID    int
	Output   string
	Err      error
	Attempts int
}

var ErrTransient = errors.New("transient failure")

type Stats struct {
	mu       sync.RWMutex
	counts   map[string]int
	duration time.Duration
}

func (s *Stats) Inc(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.counts == nil {
		s.counts = make(map[string]int)
	}
	s.counts[key]++
}

func (s *Stats) Get(key string) int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.counts[key]
}

func (s *Stats) String() string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	keys := make([]string, 0, len(s.counts))
	for k := range s.counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for i, k := range keys {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s=%d", k, s.counts[k])
	}
	return b.String()
}

func process(j Job, attempt int) (string, error) {
	if j.ID%3 == 0 && attempt < 2 {
		return "", fmt.Errorf("job %d attempt %d: %w", j.ID, attempt, ErrTransient)
	}
	if j.ID == 7 {
		return "", fmt.Errorf("job %d: bad input %q", j.ID, j.Name)
	}
	return strings.ToUpper(j.Name), nil
}

func worker(id int, jobs <-chan Job, results chan<- Result, stats *Stats, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		var r Result
		r.JobID = j.ID
		for attempt := 0; attempt < 3; attempt++ {
			r.Attempts++
			out, err := process(j, attempt)
			if err == nil {
				r.Output = out
				r.Err = nil
				stats.Inc("ok")
				break
			}
			r.Err = err
			if errors.Is(err, ErrTransient) {
				stats.Inc("retry")
				continue
			}
			stats.Inc("failed")
			break
		}
		results <- r
	}
}

func main() {
	names := []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"}
	jobs := make(chan Job)
	results := make(chan Result, len(names))
	stats := &Stats{}
	var wg sync.WaitGroup
	for w := 1; w <= 4; w++ {
		wg.Add(1)
		go worker(w, jobs, results, stats, &wg)
	}
	go func() {
		for i, n := range names {
			jobs <- Job{ID: i + 1, Name: n}
		}
		close(jobs)
	}()
	go func() {
		wg.Wait()
		close(results)
	}()
	var all []Result
	for r := range results {
		all = append(all, r)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].JobID < all[j].JobID })
	for _, r := range all {
		if r.Err != nil {
			fmt.Printf("job %2d: error after %d attempt(s): %v (transient=%t)\n", r.JobID, r.Attempts, r.Err, errors.Is(r.Err, ErrTransient))
			continue
		}
		fmt.Printf("job %2d: %-8s attempts=%d\n", r.JobID, r.Output, r.Attempts)
	}
	fmt.Println("stats:", stats)
	fmt.Printf("ok=%d retry=%d failed=%d missing=%d\n", stats.Get("ok"), stats.Get("retry"), stats.Get("failed"), stats.Get("nope"))
}

// Output:
// job  1: ALPHA    attempts=1
// job  2: BRAVO    attempts=1
// job  3: CHARLIE  attempts=3
// job  4: DELTA    attempts=1
// job  5: ECHO     attempts=1
// job  6: FOXTROT  attempts=3
// job  7: error after 1 attempt(s): job 7: bad input "golf" (transient=false)
// job  8: HOTEL    attempts=1
// job  9: INDIA    attempts=3
// job 10: JULIET   attempts=1
// stats: failed=1, ok=9, retry=6
// ok=9 retry=6 failed=1 missing=0
