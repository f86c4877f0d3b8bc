package sync

// WaitGroup is sync/waitgroup.go's: its panics and calls sit on go1.23's lines of that file, which
// a panic's stack trace names (sync.(*WaitGroup).Add at waitgroup.go:64, Done at waitgroup.go:89).

// A WaitGroup waits for a collection of goroutines to finish. Its fields are go1.23's
// (sync/waitgroup.go), for printing: the counter in state's high 32 bits, the waiters in the low.
type WaitGroup struct {
	noCopy noCopy
	state  wgState
	sema   uint32
}

// wgState prints as the atomic.Uint64 of Go's WaitGroup ({{} {} 0}).
type wgState struct {
	_ noCopy
	_ align64
	v uint64
}

// (Lines kept so that the next function's panic or call falls on go1.23's line.)
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//

func (wg *WaitGroup) Add(delta int) {
	wg.state.v += uint64(delta) << 32
	if int32(wg.state.v>>32) < 0 {
		panic("sync: negative WaitGroup counter")
	}
	if wg.state.v>>32 == 0 {
		wg.state.v = 0
	}
}

// (Lines kept so that the next function's panic or call falls on go1.23's line.)
//
//
//
//
//
//
//
//
//
//
//
//
//
//
//

func (wg *WaitGroup) Done() {
	wg.Add(-1)
}

func (wg *WaitGroup) Wait()

func (wg *WaitGroup) Go(f func()) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		f()
	}()
}
