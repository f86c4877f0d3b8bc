package main

import (
	"errors"
	"fmt"
	"time"
)

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

type queue struct {
	failures map[string]int
	base     time.Duration
	max      time.Duration
}

func (q *queue) When(key string) time.Duration {
	exp := q.failures[key]
	q.failures[key]++
	d := q.base
	for i := 0; i < exp; i++ {
		d *= 2
		if d > q.max {
			return q.max
		}
	}
	return d
}

func (q *queue) Forget(key string) { delete(q.failures, key) }

func main() {
	q := &queue{failures: map[string]int{}, base: 5 * time.Millisecond, max: 1000 * time.Second}
	results := []struct {
		res Result
		err error
	}{
		{Result{}, errors.New("conflict")},
		{Result{}, errors.New("conflict")},
		{Result{Requeue: true}, nil},
		{Result{RequeueAfter: 30 * time.Second}, nil},
		{Result{}, nil},
	}
	for i, r := range results {
		switch {
		case r.err != nil:
			fmt.Printf("%d: error %q, requeue after %v\n", i, r.err, q.When("default/web"))
		case r.res.RequeueAfter > 0:
			q.Forget("default/web")
			fmt.Printf("%d: requeue after %v\n", i, r.res.RequeueAfter)
		case r.res.Requeue:
			fmt.Printf("%d: rate-limited requeue after %v\n", i, q.When("default/web"))
		default:
			q.Forget("default/web")
			fmt.Printf("%d: done\n", i)
		}
	}
}

// Output:
// 0: error "conflict", requeue after 5ms
// 1: error "conflict", requeue after 10ms
// 2: rate-limited requeue after 20ms
// 3: requeue after 30s
// 4: done
