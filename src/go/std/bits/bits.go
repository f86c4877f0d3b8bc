package bits

const UintSize = 64

func LeadingZeros(x uint) int     { return 64 - Len(x) }
func LeadingZeros8(x uint8) int   { return 8 - Len8(x) }
func LeadingZeros16(x uint16) int { return 16 - Len16(x) }
func LeadingZeros32(x uint32) int { return 32 - Len32(x) }
func LeadingZeros64(x uint64) int { return 64 - Len64(x) }

func TrailingZeros(x uint) int { return TrailingZeros64(uint64(x)) }
func TrailingZeros8(x uint8) int {
	if x == 0 {
		return 8
	}
	return TrailingZeros64(uint64(x))
}
func TrailingZeros16(x uint16) int {
	if x == 0 {
		return 16
	}
	return TrailingZeros64(uint64(x))
}
func TrailingZeros32(x uint32) int {
	if x == 0 {
		return 32
	}
	return TrailingZeros64(uint64(x))
}
func TrailingZeros64(x uint64) int

func OnesCount(x uint) int     { return OnesCount64(uint64(x)) }
func OnesCount8(x uint8) int   { return OnesCount64(uint64(x)) }
func OnesCount16(x uint16) int { return OnesCount64(uint64(x)) }
func OnesCount32(x uint32) int { return OnesCount64(uint64(x)) }
func OnesCount64(x uint64) int

func Len(x uint) int     { return Len64(uint64(x)) }
func Len8(x uint8) int   { return Len64(uint64(x)) }
func Len16(x uint16) int { return Len64(uint64(x)) }
func Len32(x uint32) int { return Len64(uint64(x)) }
func Len64(x uint64) int

func Mul64(x, y uint64) (hi, lo uint64)
func Add64(x, y, carry uint64) (sum, carryOut uint64)
func Sub64(x, y, borrow uint64) (diff, borrowOut uint64)
func Div64(hi, lo, y uint64) (quo, rem uint64)

func Mul32(x, y uint32) (hi, lo uint32) {
	tmp := uint64(x) * uint64(y)
	hi, lo = uint32(tmp>>32), uint32(tmp)
	return
}

func Add32(x, y, carry uint32) (sum, carryOut uint32) {
	sum64 := uint64(x) + uint64(y) + uint64(carry)
	return uint32(sum64), uint32(sum64 >> 32)
}

func Sub32(x, y, borrow uint32) (diff, borrowOut uint32) {
	diff = x - y - borrow
	borrowOut = ((^x & y) | (^(x ^ y) & diff)) >> 31
	return
}

func Mul(x, y uint) (hi, lo uint) {
	h, l := Mul64(uint64(x), uint64(y))
	return uint(h), uint(l)
}

func Add(x, y, carry uint) (sum, carryOut uint) {
	s, c := Add64(uint64(x), uint64(y), uint64(carry))
	return uint(s), uint(c)
}

func Sub(x, y, borrow uint) (diff, borrowOut uint) {
	d, b := Sub64(uint64(x), uint64(y), uint64(borrow))
	return uint(d), uint(b)
}

func Div(hi, lo, y uint) (quo, rem uint) {
	q, r := Div64(uint64(hi), uint64(lo), uint64(y))
	return uint(q), uint(r)
}

func RotateLeft(x uint, k int) uint { return uint(RotateLeft64(uint64(x), k)) }
func RotateLeft8(x uint8, k int) uint8 {
	const n = 8
	s := uint(k) & (n - 1)
	return x<<s | x>>(n-s)
}
func RotateLeft16(x uint16, k int) uint16 {
	const n = 16
	s := uint(k) & (n - 1)
	return x<<s | x>>(n-s)
}
func RotateLeft32(x uint32, k int) uint32 {
	const n = 32
	s := uint(k) & (n - 1)
	return x<<s | x>>(n-s)
}
func RotateLeft64(x uint64, k int) uint64

func Reverse(x uint) uint       { return uint(Reverse64(uint64(x))) }
func Reverse8(x uint8) uint8    { return uint8(Reverse64(uint64(x)) >> 56) }
func Reverse16(x uint16) uint16 { return uint16(Reverse64(uint64(x)) >> 48) }
func Reverse32(x uint32) uint32 { return uint32(Reverse64(uint64(x)) >> 32) }
func Reverse64(x uint64) uint64

func ReverseBytes(x uint) uint       { return uint(ReverseBytes64(uint64(x))) }
func ReverseBytes16(x uint16) uint16 { return x>>8 | x<<8 }
func ReverseBytes32(x uint32) uint32 { return uint32(ReverseBytes64(uint64(x)) >> 32) }
func ReverseBytes64(x uint64) uint64

// Div32 returns the quotient and remainder of (hi, lo) divided by y (go1.23 bits.go): a quotient
// overflow panics as Div64's, y == 0 as an integer division.
func Div32(hi, lo, y uint32) (quo, rem uint32) {
	if y != 0 && y <= hi {
		Div64(1, 0, 1) // runtime error: integer overflow
	}
	z := uint64(hi)<<32 | uint64(lo)
	quo, rem = uint32(z/uint64(y)), uint32(z%uint64(y))
	return
}

// Rem returns the remainder of (hi, lo) divided by y; no panic on a quotient overflow.
func Rem(hi, lo, y uint) uint {
	return uint(Rem64(uint64(hi), uint64(lo), uint64(y)))
}

func Rem32(hi, lo, y uint32) uint32 {
	return uint32((uint64(hi)<<32 | uint64(lo)) % uint64(y))
}

func Rem64(hi, lo, y uint64) uint64 {
	_, rem := Div64(hi%y, lo, y)
	return rem
}
