// Package hash/maphash: hash functions on byte sequences and strings with go1.23's API
// (hash/maphash/maphash.go). gc's values come from a per-process random seed and its runtime's
// memhash, so no program can depend on them: here a random Seed feeds a seeded FNV-1a over the
// bytes with a final avalanche. What programs can observe holds: equal seeds and equal byte
// sequences give equal hashes however the bytes were written, and different seeds differ.
package maphash

import "math/rand/v2"

// A Seed is a random value that selects the specific hash function computed by a Hash. If two
// Hashes use the same Seeds, they will compute the same hash values for any given input. If two
// Hashes use different Seeds, they are very likely to compute distinct hash values for any given
// input.
type Seed struct {
	s uint64
}

// MakeSeed returns a new random seed.
func MakeSeed() Seed {
	var s uint64
	for s == 0 {
		s = rand.Uint64()
	}
	return Seed{s: s}
}

const prime = 1099511628211

func mix(state, n uint64) uint64 {
	x := state ^ n*0x9e3779b97f4a7c15
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// Bytes returns the hash of b with the given seed.
//
// Bytes is equivalent to, but more convenient and efficient than:
//
//	var h Hash
//	h.SetSeed(seed)
//	h.Write(b)
//	return h.Sum64()
func Bytes(seed Seed, b []byte) uint64 {
	state := seed.s
	if state == 0 {
		panic("maphash: use of uninitialized Seed")
	}
	for _, c := range b {
		state = (state ^ uint64(c)) * prime
	}
	return mix(state, uint64(len(b)))
}

// String returns the hash of s with the given seed.
func String(seed Seed, s string) uint64 {
	state := seed.s
	if state == 0 {
		panic("maphash: use of uninitialized Seed")
	}
	for i := 0; i < len(s); i++ {
		state = (state ^ uint64(s[i])) * prime
	}
	return mix(state, uint64(len(s)))
}

// A Hash computes a seeded hash of a byte sequence.
//
// The zero Hash is a valid Hash ready to use. A zero Hash chooses a random seed for itself during
// the first call to a Reset, Write, Seed, or Sum64 method. For control over the seed, use SetSeed.
type Hash struct {
	seed  Seed
	state uint64
	n     uint64
}

func (h *Hash) initSeed() {
	if h.seed.s == 0 {
		seed := MakeSeed()
		h.seed = seed
		h.SetSeed(seed)
	}
}

// WriteByte adds b to the sequence of bytes hashed by h. It never fails; the error result is for
// implementing io.ByteWriter.
func (h *Hash) WriteByte(b byte) error {
	h.initSeed()
	h.state = (h.state ^ uint64(b)) * prime
	h.n++
	return nil
}

// Write adds b to the sequence of bytes hashed by h. It always writes all of b and never fails;
// the count and error result are for implementing io.Writer.
func (h *Hash) Write(b []byte) (int, error) {
	h.initSeed()
	for _, c := range b {
		h.state = (h.state ^ uint64(c)) * prime
	}
	h.n += uint64(len(b))
	return len(b), nil
}

// WriteString adds the bytes of s to the sequence of bytes hashed by h. It always writes all of s
// and never fails; the count and error result are for implementing io.StringWriter.
func (h *Hash) WriteString(s string) (int, error) {
	h.initSeed()
	for i := 0; i < len(s); i++ {
		h.state = (h.state ^ uint64(s[i])) * prime
	}
	h.n += uint64(len(s))
	return len(s), nil
}

// Seed returns h's seed value.
func (h *Hash) Seed() Seed {
	h.initSeed()
	return h.seed
}

// SetSeed sets h to use seed, which must have been returned by MakeSeed or by another Hash's Seed
// method. Two Hash objects with the same seed behave identically. Two Hash objects with different
// seeds will very likely behave differently. Any bytes added to h before this call will be
// discarded.
func (h *Hash) SetSeed(seed Seed) {
	if seed.s == 0 {
		panic("maphash: use of uninitialized Seed")
	}
	h.seed = seed
	h.state = seed.s
	h.n = 0
}

// Reset discards all bytes added to h. (The seed remains the same.)
func (h *Hash) Reset() {
	h.initSeed()
	h.state = h.seed.s
	h.n = 0
}

// Sum64 returns h's current 64-bit value, which depends on h's seed and the sequence of bytes
// added to h since the last call to Reset or SetSeed.
//
// All bits of the Sum64 result are close to uniformly and independently distributed, so it can be
// safely reduced by using bit masking, shifting, or modular arithmetic.
func (h *Hash) Sum64() uint64 {
	h.initSeed()
	return mix(h.state, h.n)
}

// Sum appends the hash's current 64-bit value to b. It exists for implementing hash.Hash. For
// direct calls, it is more efficient to use Sum64.
func (h *Hash) Sum(b []byte) []byte {
	x := h.Sum64()
	return append(b,
		byte(x>>0),
		byte(x>>8),
		byte(x>>16),
		byte(x>>24),
		byte(x>>32),
		byte(x>>40),
		byte(x>>48),
		byte(x>>56))
}

// Size returns h's hash value size, 8 bytes.
func (h *Hash) Size() int { return 8 }

// BlockSize returns h's block size.
func (h *Hash) BlockSize() int { return 128 }
