package iter

type Seq[V any] func(yield func(V) bool)

type Seq2[K, V any] func(yield func(K, V) bool)

// Pull and Pull2 run the iterator on a goroutine that hands each value over a channel (real Go uses
// runtime coroutines, with the same observable order: the iterator runs only while next waits).
type pullMsg[V any] struct {
	v  V
	ok bool
}

type pullMsg2[K, V any] struct {
	k  K
	v  V
	ok bool
}

func Pull[V any](seq Seq[V]) (func() (V, bool), func()) {
	req := make(chan bool)
	resp := make(chan pullMsg[V])
	started, done := false, false
	run := func() {
		if <-req {
			seq(func(v V) bool {
				resp <- pullMsg[V]{v, true}
				return <-req
			})
		}
		resp <- pullMsg[V]{}
	}
	next := func() (V, bool) {
		if done {
			var zero V
			return zero, false
		}
		if !started {
			started = true
			go run()
		}
		req <- true
		m := <-resp
		if !m.ok {
			done = true
		}
		return m.v, m.ok
	}
	stop := func() {
		if done {
			return
		}
		done = true
		if started {
			req <- false
			<-resp
		}
	}
	return next, stop
}

func Pull2[K, V any](seq Seq2[K, V]) (func() (K, V, bool), func()) {
	req := make(chan bool)
	resp := make(chan pullMsg2[K, V])
	started, done := false, false
	run := func() {
		if <-req {
			seq(func(k K, v V) bool {
				resp <- pullMsg2[K, V]{k, v, true}
				return <-req
			})
		}
		resp <- pullMsg2[K, V]{}
	}
	next := func() (K, V, bool) {
		if done {
			var k K
			var v V
			return k, v, false
		}
		if !started {
			started = true
			go run()
		}
		req <- true
		m := <-resp
		if !m.ok {
			done = true
		}
		return m.k, m.v, m.ok
	}
	stop := func() {
		if done {
			return
		}
		done = true
		if started {
			req <- false
			<-resp
		}
	}
	return next, stop
}
