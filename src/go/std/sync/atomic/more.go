// The rest of sync/atomic's API (go1.23 doc.go and type.go): the interpreter runs one goroutine

// at a time, so plain loads and stores are atomic. The unsafe.Pointer functions are left out.

package atomic

func AndInt32(addr *int32, mask int32) (old int32) {
	release()
	old = *addr
	*addr &= mask
	return
}

func OrInt32(addr *int32, mask int32) (old int32) {
	release()
	old = *addr
	*addr |= mask
	return
}

func (x *Int32) And(mask int32) (old int32) { return AndInt32(&x.v, mask) }

func (x *Int32) Or(mask int32) (old int32) { return OrInt32(&x.v, mask) }

func AndInt64(addr *int64, mask int64) (old int64) {
	release()
	old = *addr
	*addr &= mask
	return
}

func OrInt64(addr *int64, mask int64) (old int64) {
	release()
	old = *addr
	*addr |= mask
	return
}

func (x *Int64) And(mask int64) (old int64) { return AndInt64(&x.v, mask) }

func (x *Int64) Or(mask int64) (old int64) { return OrInt64(&x.v, mask) }

func SwapUint32(addr *uint32, new uint32) (old uint32) {
	release()
	old = *addr
	*addr = new
	return
}

func CompareAndSwapUint32(addr *uint32, old, new uint32) (swapped bool) {
	release()
	if *addr == old {
		*addr = new
		return true
	}
	return false
}

func AndUint32(addr *uint32, mask uint32) (old uint32) {
	release()
	old = *addr
	*addr &= mask
	return
}

func OrUint32(addr *uint32, mask uint32) (old uint32) {
	release()
	old = *addr
	*addr |= mask
	return
}

func (x *Uint32) Swap(new uint32) (old uint32) { return SwapUint32(&x.v, new) }

func (x *Uint32) CompareAndSwap(old, new uint32) (swapped bool) {
	release()
	return CompareAndSwapUint32(&x.v, old, new)
}

func (x *Uint32) And(mask uint32) (old uint32) { return AndUint32(&x.v, mask) }

func (x *Uint32) Or(mask uint32) (old uint32) { return OrUint32(&x.v, mask) }

func SwapUint64(addr *uint64, new uint64) (old uint64) {
	release()
	old = *addr
	*addr = new
	return
}

func CompareAndSwapUint64(addr *uint64, old, new uint64) (swapped bool) {
	release()
	if *addr == old {
		*addr = new
		return true
	}
	return false
}

func AndUint64(addr *uint64, mask uint64) (old uint64) {
	release()
	old = *addr
	*addr &= mask
	return
}

func OrUint64(addr *uint64, mask uint64) (old uint64) {
	release()
	old = *addr
	*addr |= mask
	return
}

func (x *Uint64) Swap(new uint64) (old uint64) { return SwapUint64(&x.v, new) }

func (x *Uint64) CompareAndSwap(old, new uint64) (swapped bool) {
	release()
	return CompareAndSwapUint64(&x.v, old, new)
}

func (x *Uint64) And(mask uint64) (old uint64) { return AndUint64(&x.v, mask) }

func (x *Uint64) Or(mask uint64) (old uint64) { return OrUint64(&x.v, mask) }

func AddUintptr(addr *uintptr, delta uintptr) (new uintptr) {
	release()
	*addr += delta
	return *addr
}

func LoadUintptr(addr *uintptr) uintptr { return *addr }

func StoreUintptr(addr *uintptr, val uintptr) {
	release()
	*addr = val
}

func SwapUintptr(addr *uintptr, new uintptr) (old uintptr) {
	release()
	old = *addr
	*addr = new
	return
}

func CompareAndSwapUintptr(addr *uintptr, old, new uintptr) (swapped bool) {
	release()
	if *addr == old {
		*addr = new
		return true
	}
	return false
}

func AndUintptr(addr *uintptr, mask uintptr) (old uintptr) {
	release()
	old = *addr
	*addr &= mask
	return
}

func OrUintptr(addr *uintptr, mask uintptr) (old uintptr) {
	release()
	old = *addr
	*addr |= mask
	return
}

type Uintptr struct {
	_ noCopy
	v uintptr
}

func (x *Uintptr) Load() uintptr { return x.v }

func (x *Uintptr) Store(val uintptr) {
	release()
	x.v = val
}

func (x *Uintptr) Add(delta uintptr) (new uintptr) {
	release()
	x.v += delta
	return x.v
}

func (x *Uintptr) Swap(new uintptr) (old uintptr) { return SwapUintptr(&x.v, new) }

func (x *Uintptr) CompareAndSwap(old, new uintptr) (swapped bool) {
	release()
	return CompareAndSwapUintptr(&x.v, old, new)
}

func (x *Uintptr) And(mask uintptr) (old uintptr) { return AndUintptr(&x.v, mask) }

func (x *Uintptr) Or(mask uintptr) (old uintptr) { return OrUintptr(&x.v, mask) }

// Pointer is an atomic pointer of type *T.
type Pointer[T any] struct {
	_ [0]*T
	_ noCopy
	v *T
}

func (x *Pointer[T]) Load() *T { return x.v }
func (x *Pointer[T]) Store(val *T) {
	release()
	x.v = val
}
func (x *Pointer[T]) Swap(new *T) (old *T) {
	release()
	old = x.v
	x.v = new
	return
}
func (x *Pointer[T]) CompareAndSwap(old, new *T) (swapped bool) {
	release()
	if x.v == old {
		x.v = new
		return true
	}
	return false
}

func (v *Value) CompareAndSwap(old, new any) (swapped bool) {
	release()
	if new == nil {
		panic("sync/atomic: compare and swap of nil value into Value")
	}
	if old != nil && !sameType(old, new) {
		panic("sync/atomic: compare and swap of inconsistently typed values")
	}
	if v.v == nil {
		if old != nil {
			return false
		}
		v.v = new
		return true
	}
	if !sameType(v.v, new) {
		panic("sync/atomic: compare and swap of inconsistently typed value into Value")
	}
	if v.v != old {
		return false
	}
	v.v = new
	return true
}
