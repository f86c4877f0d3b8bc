package main

import (
	"fmt"
	"strings"
)

type Request struct {
	Key      string
	Attempts int
}

type Queue struct {
	items []Request
	dirty map[string]bool
}

func (q *Queue) Add(key string) {
	if q.dirty == nil {
		q.dirty = map[string]bool{}
	}
	if q.dirty[key] {
		return
	}
	q.dirty[key] = true
	q.items = append(q.items, Request{Key: key})
}

func (q *Queue) Get() (Request, bool) {
	if len(q.items) == 0 {
		return Request{}, false
	}
	r := q.items[0]
	q.items = q.items[1:]
	delete(q.dirty, r.Key)
	return r, true
}

func main() {
	q := &Queue{}
	for _, k := range []string{"default/a", "default/b", "default/a", "kube-system/c"} {
		q.Add(k)
	}
	fmt.Println(len(q.items))
	var processed []string
	attempts := map[string]int{}
	for {
		r, ok := q.Get()
		if !ok {
			break
		}
		attempts[r.Key]++
		if strings.HasSuffix(r.Key, "/b") && attempts[r.Key] < 3 {
			q.Add(r.Key)
			continue
		}
		processed = append(processed, fmt.Sprintf("%s(%d)", r.Key, attempts[r.Key]))
	}
	fmt.Println(processed)
}

// Output:
// 3
// [default/a(1) kube-system/c(1) default/b(3)]
