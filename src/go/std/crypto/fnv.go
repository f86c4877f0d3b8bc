package fnv

import (
	"hash"
	"math/bits"
)

type (
	sum32  uint32
	sum32a uint32
	sum64  uint64
	sum64a uint64
)

const (
	offset32 = 2166136261
	offset64 = 14695981039346656037
	prime32  = 16777619
	prime64  = 1099511628211
)

func New32() hash.Hash32 {
	var s sum32 = offset32
	return &s
}

func New32a() hash.Hash32 {
	var s sum32a = offset32
	return &s
}

func New64() hash.Hash64 {
	var s sum64 = offset64
	return &s
}

func New64a() hash.Hash64 {
	var s sum64a = offset64
	return &s
}

// Reset, Sum32/Sum64 and Write are native (more.ts): the per-byte loop of Go's Write
// (go/src/hash/fnv/fnv.go) interpreted was most of a hashing loop's time.

func (s *sum32) Reset()
func (s *sum32a) Reset()
func (s *sum64) Reset()
func (s *sum64a) Reset()

func (s *sum32) Sum32() uint32
func (s *sum32a) Sum32() uint32
func (s *sum64) Sum64() uint64
func (s *sum64a) Sum64() uint64

func (s *sum32) Write(data []byte) (int, error)
func (s *sum32a) Write(data []byte) (int, error)
func (s *sum64) Write(data []byte) (int, error)
func (s *sum64a) Write(data []byte) (int, error)

func (s *sum32) Size() int  { return 4 }
func (s *sum32a) Size() int { return 4 }
func (s *sum64) Size() int  { return 8 }
func (s *sum64a) Size() int { return 8 }

func (s *sum32) BlockSize() int  { return 1 }
func (s *sum32a) BlockSize() int { return 1 }
func (s *sum64) BlockSize() int  { return 1 }
func (s *sum64a) BlockSize() int { return 1 }

func (s *sum32) Sum(in []byte) []byte {
	v := uint32(*s)
	return append(in, byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

func (s *sum32a) Sum(in []byte) []byte {
	v := uint32(*s)
	return append(in, byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

func (s *sum64) Sum(in []byte) []byte {
	v := uint64(*s)
	return append(in, byte(v>>56), byte(v>>48), byte(v>>40), byte(v>>32), byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

func (s *sum64a) Sum(in []byte) []byte {
	v := uint64(*s)
	return append(in, byte(v>>56), byte(v>>48), byte(v>>40), byte(v>>32), byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

// The 128-bit hashes, in Go as go1.23's hash/fnv/fnv.go: the state is the high and low words.
type (
	sum128  [2]uint64
	sum128a [2]uint64
)

const (
	offset128Lower  = 0x62b821756295c58d
	offset128Higher = 0x6c62272e07bb0142
	prime128Lower   = 0x13b
	prime128Shift   = 24
)

func New128() hash.Hash {
	var s sum128
	s[0] = offset128Higher
	s[1] = offset128Lower
	return &s
}

func New128a() hash.Hash {
	var s sum128a
	s[0] = offset128Higher
	s[1] = offset128Lower
	return &s
}

func (s *sum128) Reset()  { s[0] = offset128Higher; s[1] = offset128Lower }
func (s *sum128a) Reset() { s[0] = offset128Higher; s[1] = offset128Lower }

func (s *sum128) Write(data []byte) (int, error) {
	for _, c := range data {
		s0, s1 := bits.Mul64(prime128Lower, s[1])
		s0 += s[1]<<prime128Shift + prime128Lower*s[0]
		s[1] = s1
		s[0] = s0
		s[1] ^= uint64(c)
	}
	return len(data), nil
}

func (s *sum128a) Write(data []byte) (int, error) {
	for _, c := range data {
		s[1] ^= uint64(c)
		s0, s1 := bits.Mul64(prime128Lower, s[1])
		s0 += s[1]<<prime128Shift + prime128Lower*s[0]
		s[1] = s1
		s[0] = s0
	}
	return len(data), nil
}

func (s *sum128) Size() int       { return 16 }
func (s *sum128a) Size() int      { return 16 }
func (s *sum128) BlockSize() int  { return 1 }
func (s *sum128a) BlockSize() int { return 1 }

func (s *sum128) Sum(in []byte) []byte  { return appendWords(in, s[0], s[1]) }
func (s *sum128a) Sum(in []byte) []byte { return appendWords(in, s[0], s[1]) }

func appendWords(in []byte, hi, lo uint64) []byte {
	for _, v := range [2]uint64{hi, lo} {
		in = append(in, byte(v>>56), byte(v>>48), byte(v>>40), byte(v>>32), byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
	}
	return in
}
