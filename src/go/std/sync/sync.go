package sync

type Locker interface {
	Lock()
	Unlock()
}

// A Mutex is a mutual exclusion lock. The zero value is an unlocked mutex. The fields mirror
// Go's (state, sema) so printing a struct that holds a Mutex looks the same ({0 0}).
type Mutex struct {
	state int32
	sema  uint32
}

func (m *Mutex) Lock()

func (m *Mutex) TryLock() bool {
	if m.state != 0 {
		return false
	}
	m.state = 1
	return true
}

func (m *Mutex) Unlock()

// An RWMutex is a reader/writer mutual exclusion lock. Its fields are go1.23's (sync/rwmutex.go),
// for printing: w.state is 1 while a writer holds it, readerCount the readers, less 1<<30 while a
// writer holds or waits for it (rwmutexMaxReaders). The natives keep them so.
type RWMutex struct {
	w           Mutex
	writerSem   uint32
	readerSem   uint32
	readerCount rwInt32
	readerWait  rwInt32
}

// rwInt32 prints as the atomic.Int32 of Go's RWMutex ({{} 0}).
type rwInt32 struct {
	_ noCopy
	v int32
}

type noCopy struct{}

type align64 struct{}

func (rw *RWMutex) Lock()
func (rw *RWMutex) Unlock()
func (rw *RWMutex) RLock()
func (rw *RWMutex) RUnlock()

func (rw *RWMutex) TryLock() bool {
	if rw.w.state != 0 || rw.readerCount.v != 0 {
		return false
	}
	rw.w.state = 1
	rw.readerCount.v = -rwmutexMaxReaders
	return true
}

func (rw *RWMutex) TryRLock() bool {
	if rw.readerCount.v < 0 {
		return false
	}
	rw.readerCount.v++
	return true
}

const rwmutexMaxReaders = 1 << 30

func (rw *RWMutex) RLocker() Locker {
	return (*rlocker)(rw)
}

type rlocker RWMutex

func (r *rlocker) Lock()   { (*RWMutex)(r).RLock() }
func (r *rlocker) Unlock() { (*RWMutex)(r).RUnlock() }

// Once is an object that will perform exactly one action. As in Go, a second caller waits on the
// mutex while f runs (and a recursive Do deadlocks in sync.Mutex.Lock).
type Once struct {
	done onceDone
	m    Mutex
}

// onceDone prints as the atomic.Uint32 of Go's Once ({{} 0}).
type onceDone struct {
	_ noCopy
	v uint32
}

func (o *Once) Do(f func()) {
	if o.done.v == 0 {
		o.doSlow(f)
	}
}

func (o *Once) doSlow(f func()) {
	o.m.Lock()
	defer o.m.Unlock()
	if o.done.v == 0 {
		defer func() { o.done.v = 1 }()
		f()
	}
}

func OnceFunc(f func()) func() {
	var once Once
	var valid bool
	var p any
	g := func() {
		defer func() {
			p = recover()
			if !valid {
				panic(p)
			}
		}()
		f()
		f = nil
		valid = true
	}
	return func() {
		once.Do(g)
		if !valid {
			panic(p)
		}
	}
}

// OnceValue and OnceValues, like OnceFunc, panic with f's panic value again on every later call
// (go1.23 sync/oncefunc.go).
func OnceValue[T any](f func() T) func() T {
	var result T
	call := OnceFunc(func() { result = f() })
	return func() T {
		call()
		return result
	}
}

func OnceValues[T1, T2 any](f func() (T1, T2)) func() (T1, T2) {
	var r1 T1
	var r2 T2
	call := OnceFunc(func() { r1, r2 = f() })
	return func() (T1, T2) {
		call()
		return r1, r2
	}
}

// Map is like a Go map[any]any but is safe for concurrent use.
// Cond: Go's ticket-based notify list (runtime/sema.go notifyList): Wait takes the next ticket and
// parks (as sync.Cond.Wait) until Signal or Broadcast has notified past it.
type Cond struct {
	L      Locker
	notify notifyList
}

type notifyList struct {
	wait   uint32
	notify uint32
}

func NewCond(l Locker) *Cond { return &Cond{L: l} }

func (c *Cond) Wait() {
	t := c.notify.wait
	c.notify.wait++
	c.L.Unlock()
	notifyListWait(&c.notify, t)
	c.L.Lock()
}

func (c *Cond) Signal() {
	if c.notify.notify != c.notify.wait {
		c.notify.notify++
	}
}

func (c *Cond) Broadcast() {
	c.notify.notify = c.notify.wait
}

func notifyListWait(l *notifyList, t uint32)

type Map struct {
	m    map[any]any
	keys []any
}

func (m *Map) Load(key any) (value any, ok bool) {
	value, ok = m.m[key]
	return
}

func (m *Map) Store(key, value any) {
	m.Swap(key, value)
}

func (m *Map) Swap(key, value any) (previous any, loaded bool) {
	if m.m == nil {
		m.m = make(map[any]any)
	}
	previous, loaded = m.m[key]
	if !loaded {
		m.keys = append(m.keys, key)
	}
	m.m[key] = value
	return
}

func (m *Map) LoadOrStore(key, value any) (actual any, loaded bool) {
	if v, ok := m.m[key]; ok {
		return v, true
	}
	m.Store(key, value)
	return value, false
}

func (m *Map) LoadAndDelete(key any) (value any, loaded bool) {
	value, loaded = m.m[key]
	if loaded {
		m.Delete(key)
	}
	return
}

func (m *Map) Delete(key any) {
	if _, ok := m.m[key]; !ok {
		return
	}
	delete(m.m, key)
	for i, k := range m.keys {
		if k == key {
			m.keys = append(m.keys[:i], m.keys[i+1:]...)
			break
		}
	}
}

func (m *Map) CompareAndSwap(key, old, new any) (swapped bool) {
	if v, ok := m.m[key]; ok && v == old {
		m.m[key] = new
		return true
	}
	return false
}

func (m *Map) CompareAndDelete(key, old any) (deleted bool) {
	if v, ok := m.m[key]; ok && v == old {
		m.Delete(key)
		return true
	}
	return false
}

func (m *Map) Range(f func(key, value any) bool) {
	keys := append([]any(nil), m.keys...)
	for _, k := range keys {
		v, ok := m.m[k]
		if !ok {
			continue
		}
		if !f(k, v) {
			break
		}
	}
}

func (m *Map) Clear() {
	m.m = nil
	m.keys = nil
}

// A Pool is a set of temporary objects.
type Pool struct {
	items []any
	New   func() any
}

func (p *Pool) Put(x any) {
	if x == nil {
		return
	}
	p.items = append(p.items, x)
}

func (p *Pool) Get() any {
	if n := len(p.items); n > 0 {
		x := p.items[n-1]
		p.items = p.items[:n-1]
		return x
	}
	if p.New != nil {
		return p.New()
	}
	return nil
}
