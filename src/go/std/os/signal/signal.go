// Package signal as go1.23's os/signal (signal.go, signal_unix.go). No signal comes from the host:
// in `oplab run` of a project the simulated SIGTERM that ends the run is relayed here (process), so
// a main that waits on signal.Notify or signal.NotifyContext shuts down through its own code. A plain
// `go run` receives none: a program that only waits for a signal ends in the deadlock report, where
// real Go would wait until it is killed.
package signal

import (
	"context"
	"os"
	"sync"
	"syscall"
)

const numSig = 65 // max across all systems

type handler struct {
	mask [(numSig + 31) / 32]uint32
}

func (h *handler) want(sig int) bool {
	return (h.mask[sig/32]>>uint(sig&31))&1 != 0
}

func (h *handler) set(sig int) {
	h.mask[sig/32] |= 1 << uint(sig&31)
}

func (h *handler) clear(sig int) {
	h.mask[sig/32] &^= 1 << uint(sig&31)
}

type entry struct {
	c chan<- os.Signal
	h *handler
}

// handlers in registration order (a map in signal.go; the order only decides which channel is sent
// to first, and a slice keeps runs deterministic)
var handlers struct {
	sync.Mutex
	m   []entry
	ref [numSig]int64
}

// ignored: the runtime's record of signals set to SIG_IGN (runtime/signal_unix.go sigignore)
var ignored [numSig]bool

func lookup(c chan<- os.Signal) int {
	for i, e := range handlers.m {
		if e.c == c {
			return i
		}
	}
	return -1
}

func signum(sig os.Signal) int {
	switch sig := sig.(type) {
	case syscall.Signal:
		i := int(sig)
		if i < 0 || i >= numSig {
			return -1
		}
		return i
	default:
		return -1
	}
}

// runtime/sigqueue.go: signal_enable clears the ignored bit, signal_disable leaves it, signal_ignore
// sets it (for any signal number, SIGKILL included)
func enableSignal(sig int) { ignored[sig] = false }

func disableSignal(sig int) {}

func ignoreSignal(sig int) { ignored[sig] = true }

func signalIgnored(sig int) bool { return ignored[sig] }

// Stop relaying the signals, sigs, to any channels previously registered to
// receive them and either reset the signal handlers to their original values
// (action=disableSignal) or ignore the signals (action=ignoreSignal).
func cancel(sigs []os.Signal, action func(int)) {
	handlers.Lock()
	defer handlers.Unlock()

	remove := func(n int) {
		var zerohandler handler

		for i := 0; i < len(handlers.m); i++ {
			h := handlers.m[i].h
			if h.want(n) {
				handlers.ref[n]--
				h.clear(n)
				if h.mask == zerohandler.mask {
					handlers.m = append(handlers.m[:i], handlers.m[i+1:]...)
					i--
				}
			}
		}

		action(n)
	}

	if len(sigs) == 0 {
		for n := 0; n < numSig; n++ {
			remove(n)
		}
	} else {
		for _, s := range sigs {
			remove(signum(s))
		}
	}
}

// Ignore causes the provided signals to be ignored. If they are received by
// the program, nothing will happen. Ignore undoes the effect of any prior
// calls to [Notify] for the provided signals.
// If no signals are provided, all incoming signals will be ignored.
func Ignore(sig ...os.Signal) {
	cancel(sig, ignoreSignal)
}

// Ignored reports whether sig is currently ignored.
func Ignored(sig os.Signal) bool {
	sn := signum(sig)
	return sn >= 0 && signalIgnored(sn)
}

var watchSignalLoopOnce sync.Once

// Notify causes package signal to relay incoming signals to c.
// If no signals are provided, all incoming signals will be relayed to c.
// Otherwise, just the provided signals will.
//
// Package signal will not block sending to c: the caller must ensure
// that c has sufficient buffer space to keep up with the expected
// signal rate. For a channel used for notification of just one signal value,
// a buffer of size 1 is sufficient.
func Notify(c chan<- os.Signal, sig ...os.Signal) {
	if c == nil {
		panic("os/signal: Notify using nil channel")
	}

	handlers.Lock()
	defer handlers.Unlock()

	var h *handler
	if i := lookup(c); i >= 0 {
		h = handlers.m[i].h
	} else {
		h = new(handler)
		handlers.m = append(handlers.m, entry{c, h})
	}

	add := func(n int) {
		if n < 0 {
			return
		}
		if !h.want(n) {
			h.set(n)
			if handlers.ref[n] == 0 {
				enableSignal(n)
				watchSignalLoopOnce.Do(func() { watchSignals(process) })
			}
			handlers.ref[n]++
		}
	}

	if len(sig) == 0 {
		for n := 0; n < numSig; n++ {
			add(n)
		}
	} else {
		for _, s := range sig {
			add(signum(s))
		}
	}
}

// watchSignals hands the run the function that relays a signal (the simulated SIGTERM of an
// operator run); in a plain run nothing calls it.
func watchSignals(process func(sig int))

// Reset undoes the effect of any prior calls to [Notify] for the provided
// signals.
// If no signals are provided, all signal handlers will be reset.
func Reset(sig ...os.Signal) {
	cancel(sig, disableSignal)
}

// Stop causes package signal to stop relaying incoming signals to c.
// It undoes the effect of all prior calls to [Notify] using c.
// When Stop returns, it is guaranteed that c will receive no more signals.
func Stop(c chan<- os.Signal) {
	handlers.Lock()
	defer handlers.Unlock()

	i := lookup(c)
	if i < 0 {
		return
	}
	h := handlers.m[i].h
	handlers.m = append(handlers.m[:i], handlers.m[i+1:]...)

	for n := 0; n < numSig; n++ {
		if h.want(n) {
			handlers.ref[n]--
			if handlers.ref[n] == 0 {
				disableSignal(n)
			}
		}
	}
	// signals are relayed synchronously here, so none can be in flight (signalWaitUntilIdle)
}

func process(n int) {
	if n < 0 || n >= numSig {
		return
	}
	sig := syscall.Signal(n)

	handlers.Lock()
	defer handlers.Unlock()

	for _, e := range handlers.m {
		if e.h.want(n) {
			// send but do not block for it
			select {
			case e.c <- sig:
			default:
			}
		}
	}
}

// NotifyContext returns a copy of the parent context that is marked done
// (its Done channel is closed) when one of the listed signals arrives,
// when the returned stop function is called, or when the parent context's
// Done channel is closed, whichever happens first.
func NotifyContext(parent context.Context, signals ...os.Signal) (ctx context.Context, stop context.CancelFunc) {
	ctx, cancel := context.WithCancel(parent)
	c := &signalCtx{
		Context: ctx,
		cancel:  cancel,
		signals: signals,
	}
	c.ch = make(chan os.Signal, 1)
	Notify(c.ch, c.signals...)
	if ctx.Err() == nil {
		go func() {
			select {
			case <-c.ch:
				c.cancel()
			case <-c.Done():
			}
		}()
	}
	return c, c.stop
}

type signalCtx struct {
	context.Context

	cancel  context.CancelFunc
	signals []os.Signal
	ch      chan os.Signal
}

func (c *signalCtx) stop() {
	c.cancel()
	Stop(c.ch)
}

type stringer interface {
	String() string
}

func (c *signalCtx) String() string {
	var buf []byte
	// We know that the type of c.Context is context.cancelCtx, and we know that the
	// String method of cancelCtx returns a string that ends with ".WithCancel".
	name := c.Context.(stringer).String()
	name = name[:len(name)-len(".WithCancel")]
	buf = append(buf, "signal.NotifyContext("+name...)
	if len(c.signals) != 0 {
		buf = append(buf, ", ["...)
		for i, s := range c.signals {
			buf = append(buf, s.String()...)
			if i != len(c.signals)-1 {
				buf = append(buf, ' ')
			}
		}
		buf = append(buf, ']')
	}
	buf = append(buf, ')')
	return string(buf)
}
