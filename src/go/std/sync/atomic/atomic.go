package atomic

// release starts a new epoch for the concurrent-map-access check: an atomic write publishes what
// the goroutine did before it (native).
func release()

func AddInt32(addr *int32, delta int32) (new int32) {
	release()
	*addr += delta
	return *addr
}

func AddInt64(addr *int64, delta int64) (new int64) {
	release()
	*addr += delta
	return *addr
}

func AddUint32(addr *uint32, delta uint32) (new uint32) {
	release()
	*addr += delta
	return *addr
}

func AddUint64(addr *uint64, delta uint64) (new uint64) {
	release()
	*addr += delta
	return *addr
}

func LoadInt32(addr *int32) int32    { return *addr }
func LoadInt64(addr *int64) int64    { return *addr }
func LoadUint32(addr *uint32) uint32 { return *addr }
func LoadUint64(addr *uint64) uint64 { return *addr }
func StoreInt32(addr *int32, v int32) {
	release()
	*addr = v
}
func StoreInt64(addr *int64, v int64) {
	release()
	*addr = v
}
func StoreUint32(addr *uint32, v uint32) {
	release()
	*addr = v
}
func StoreUint64(addr *uint64, v uint64) {
	release()
	*addr = v
}

func SwapInt32(addr *int32, new int32) (old int32) {
	release()
	old = *addr
	*addr = new
	return
}

func SwapInt64(addr *int64, new int64) (old int64) {
	release()
	old = *addr
	*addr = new
	return
}

func CompareAndSwapInt32(addr *int32, old, new int32) (swapped bool) {
	release()
	if *addr == old {
		*addr = new
		return true
	}
	return false
}

func CompareAndSwapInt64(addr *int64, old, new int64) (swapped bool) {
	release()
	if *addr == old {
		*addr = new
		return true
	}
	return false
}

// The types' fields are go1.23's (sync/atomic/type.go), so that a struct holding one prints as in
// Go ({{} 0}, {_:{} v:0}).
type noCopy struct{}

type align64 struct{}

type Int32 struct {
	_ noCopy
	v int32
}

func (x *Int32) Load() int32 { return x.v }
func (x *Int32) Store(val int32) {
	release()
	x.v = val
}
func (x *Int32) Swap(new int32) int32 {
	release()
	old := x.v
	x.v = new
	return old
}
func (x *Int32) Add(delta int32) int32 {
	release()
	x.v += delta
	return x.v
}
func (x *Int32) CompareAndSwap(old, new int32) bool {
	release()
	if x.v == old {
		x.v = new
		return true
	}
	return false
}

type Int64 struct {
	_ noCopy
	_ align64
	v int64
}

func (x *Int64) Load() int64 { return x.v }
func (x *Int64) Store(val int64) {
	release()
	x.v = val
}
func (x *Int64) Swap(new int64) int64 {
	release()
	old := x.v
	x.v = new
	return old
}
func (x *Int64) Add(delta int64) int64 {
	release()
	x.v += delta
	return x.v
}
func (x *Int64) CompareAndSwap(old, new int64) bool {
	release()
	if x.v == old {
		x.v = new
		return true
	}
	return false
}

type Uint64 struct {
	_ noCopy
	_ align64
	v uint64
}

func (x *Uint64) Load() uint64 { return x.v }
func (x *Uint64) Store(val uint64) {
	release()
	x.v = val
}
func (x *Uint64) Add(delta uint64) uint64 {
	release()
	x.v += delta
	return x.v
}

type Uint32 struct {
	_ noCopy
	v uint32
}

func (x *Uint32) Load() uint32 { return x.v }
func (x *Uint32) Store(val uint32) {
	release()
	x.v = val
}
func (x *Uint32) Add(delta uint32) uint32 {
	release()
	x.v += delta
	return x.v
}

// Bool holds 1 for true, 0 for false, as Go's does.
type Bool struct {
	_ noCopy
	v uint32
}

func b32(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

func (x *Bool) Load() bool { return x.v != 0 }
func (x *Bool) Store(val bool) {
	release()
	x.v = b32(val)
}
func (x *Bool) Swap(new bool) bool {
	release()
	old := x.v != 0
	x.v = b32(new)
	return old
}
func (x *Bool) CompareAndSwap(old, new bool) bool {
	release()
	if x.v == b32(old) {
		x.v = b32(new)
		return true
	}
	return false
}

type Value struct{ v any }

func sameType(a, b any) bool

func (x *Value) Load() any { return x.v }
func (x *Value) Store(val any) {
	release()
	if val == nil {
		panic("sync/atomic: store of nil value into Value")
	}
	if x.v != nil && !sameType(x.v, val) {
		panic("sync/atomic: store of inconsistently typed value into Value")
	}
	x.v = val
}
func (x *Value) Swap(new any) any {
	release()
	if new == nil {
		panic("sync/atomic: swap of nil value into Value")
	}
	if x.v != nil && !sameType(x.v, new) {
		panic("sync/atomic: swap of inconsistently typed value into Value")
	}
	old := x.v
	x.v = new
	return old
}
