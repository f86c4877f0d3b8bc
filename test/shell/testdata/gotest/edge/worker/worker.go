package worker

import (
	"context"
	"errors"
	"sync"
	"time"
)

var registry = map[string]func() int{
	"one": func() int { return 1 },
	"two": func() int {
		x := 1
		return x + 1
	},
}

func init() {
	registry["three"] = func() int { return 3 }
}

// Pool runs jobs; an "else" in a comment must not confuse the rewrite.
type Pool struct {
	mu   sync.Mutex
	done []string
}

func (p *Pool) Run(ctx context.Context, jobs []string) error {
	var wg sync.WaitGroup
	errs := make(chan error, len(jobs))
	for _, j := range jobs {
		wg.Add(1)
		go func(name string) {
			defer wg.Done()
			if name == "" { // else
				errs <- errors.New("empty job")
				return
			} else /* else */ if name == "slow" {
				select {
				case <-ctx.Done():
					errs <- ctx.Err()
					return
				case <-time.After(time.Millisecond):
				}
			}
			p.mu.Lock()
			defer p.mu.Unlock()
			p.done = append(p.done, name)
		}(j)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		return err
	}
	return nil
}

func Lookup(name string) (int, bool) {
	if f, ok := registry[name]; ok {
		return f(), true
	} else {
	}
	return 0, false
}

func Spin(n int) (steps int) {
	for {
		if n <= 1 {
			break
		}
		switch {
		}
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		steps++
	}
	return
}

func Apply(xs []int, fs ...func(int) int) []int {
	out := make([]int, 0, len(xs))
	for _, x := range xs {
		for _, f := range fs {
			x = f(x)
		}
		out = append(out, x)
	}
	if len(out) > 0 {
		out[0] = func() int { return out[0] * 10 }()
	}
	return out
}

func Must(err error) {
	if err != nil {
		panic(err)
	}
}

func Classify(v any) string {
	switch v.(type) {
	}
	var kind string
	switch v.(type) {
	case int, int64:
		kind = "int"
	case string:
		kind = "string"
	}
	return kind
}

func Nested(a, b bool) int {
	{
		if a {
			return 1
		}
	}
	{
	}
	if b {
		goto end
	}
	return 2
end:
	return 3
}
