package main

import (
	"fmt"
	"sync/atomic"
)

type stats struct{ hits int64 }

func main() {
	var n int64
	n = atomic.AddInt64(&n, 1)
	var u uint32
	u = atomic.AddUint32(&u, 2)
	s := &stats{}
	s.hits = atomic.AddInt64(&s.hits, 1)
	p := &n
	*p = atomic.AddInt64(p, 1)
	m := atomic.AddInt64(&n, 1)
	var a, b int32
	a, b = atomic.AddInt32(&a, 1), atomic.AddInt32(&a, 1)
	fmt.Println(n, u, s.hits, m, a, b)
}
