package iter

type Seq[V any] func(yield func(V) bool)

type Seq2[K, V any] func(yield func(K, V) bool)

// Pull and Pull2 run the iterator on a goroutine that takes turns with its caller over two
// channels (real Go uses runtime coroutines, with the same observable order: the iterator runs only
// while next or stop waits). As go1.23's iter.go: next and stop re-panic in the caller with what the
// iterator panicked with, and end the caller's goroutine (runtime.Goexit) when the iterator called
// runtime.Goexit; yield returns false once stop was called, and next called from inside the
// iterator (before it yields) panics.
type coro struct {
	req, resp chan struct{}
	started   bool
	done      bool
	// yieldNext: next has resumed the iterator, which has not yielded since.
	yieldNext  bool
	panicked   bool
	panicValue any
	// goexited: the iterator's goroutine ended in runtime.Goexit (its body neither returned nor panicked).
	goexited bool
}

// goexit is runtime.Goexit.
func goexit()

// resume hands the turn to the iterator's goroutine (starting it the first time) and waits for it
// to give the turn back.
func (c *coro) resume(run func()) {
	if !c.started {
		c.started = true
		c.req = make(chan struct{})
		c.resp = make(chan struct{})
		go run()
	}
	c.req <- struct{}{}
	<-c.resp
	if c.panicked {
		c.panicked = false
		panic(c.panicValue)
	}
	if c.goexited {
		goexit()
	}
}

// run is the iterator's goroutine: it waits for its first turn, runs body (which calls seq) and
// gives the turn back for the last time when body returns or panics.
func (c *coro) run(body func()) {
	<-c.req
	if c.done {
		c.resp <- struct{}{}
		return
	}
	returned := false
	defer func() {
		if p := recover(); p != nil {
			c.panicked, c.panicValue = true, p
		} else if !returned {
			c.goexited = true
		}
		c.done = true
		c.resp <- struct{}{}
	}()
	body()
	returned = true
}

// handOver is yield's part: give the turn back and wait for the next one; false once stopped.
func (c *coro) handOver() bool {
	if !c.yieldNext {
		panic("iter.Pull: yield called without next")
	}
	c.yieldNext = false
	c.resp <- struct{}{}
	<-c.req
	return !c.done
}

func (c *coro) beforeNext() {
	if c.yieldNext {
		panic("iter.Pull: next called again before yield")
	}
	c.yieldNext = true
}

func (c *coro) stop(run func()) {
	if !c.done {
		c.done = true
		c.resume(run)
	}
}

func Pull[V any](seq Seq[V]) (func() (V, bool), func()) {
	c := &coro{}
	var v V
	var ok bool
	run := func() {
		c.run(func() {
			seq(func(v1 V) bool {
				if c.done {
					return false
				}
				v, ok = v1, true
				return c.handOver()
			})
			var v0 V
			v, ok = v0, false
		})
	}
	next := func() (V, bool) {
		if c.done {
			var v0 V
			return v0, false
		}
		c.beforeNext()
		c.resume(run)
		return v, ok
	}
	return next, func() { c.stop(run) }
}

func Pull2[K, V any](seq Seq2[K, V]) (func() (K, V, bool), func()) {
	c := &coro{}
	var k K
	var v V
	var ok bool
	run := func() {
		c.run(func() {
			seq(func(k1 K, v1 V) bool {
				if c.done {
					return false
				}
				k, v, ok = k1, v1, true
				return c.handOver()
			})
			var k0 K
			var v0 V
			k, v, ok = k0, v0, false
		})
	}
	next := func() (K, V, bool) {
		if c.done {
			var k0 K
			var v0 V
			return k0, v0, false
		}
		c.beforeNext()
		c.resume(run)
		return k, v, ok
	}
	return next, func() { c.stop(run) }
}
