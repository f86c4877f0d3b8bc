package fnv

import (
	"errors"
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

// The hash state as encoding.BinaryMarshaler and BinaryUnmarshaler: a magic, then the state big
// endian (go1.23's hash/fnv/fnv.go).
const (
	magic32          = "fnv\x01"
	magic32a         = "fnv\x02"
	magic64          = "fnv\x03"
	magic64a         = "fnv\x04"
	magic128         = "fnv\x05"
	magic128a        = "fnv\x06"
	marshaledSize32  = len(magic32) + 4
	marshaledSize64  = len(magic64) + 8
	marshaledSize128 = len(magic128) + 8*2
)

func appendUint32(b []byte, v uint32) []byte {
	return append(b, byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

func appendUint64(b []byte, v uint64) []byte {
	return append(b, byte(v>>56), byte(v>>48), byte(v>>40), byte(v>>32), byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

func beUint32(b []byte) uint32 {
	_ = b[3]
	return uint32(b[3]) | uint32(b[2])<<8 | uint32(b[1])<<16 | uint32(b[0])<<24
}

func beUint64(b []byte) uint64 {
	_ = b[7]
	return uint64(b[7]) | uint64(b[6])<<8 | uint64(b[5])<<16 | uint64(b[4])<<24 |
		uint64(b[3])<<32 | uint64(b[2])<<40 | uint64(b[1])<<48 | uint64(b[0])<<56
}

func marshal32(magic string, v uint32) ([]byte, error) {
	b := make([]byte, 0, marshaledSize32)
	b = append(b, magic...)
	return appendUint32(b, v), nil
}

func marshal64(magic string, v uint64) ([]byte, error) {
	b := make([]byte, 0, marshaledSize64)
	b = append(b, magic...)
	return appendUint64(b, v), nil
}

func marshal128(magic string, s [2]uint64) ([]byte, error) {
	b := make([]byte, 0, marshaledSize128)
	b = append(b, magic...)
	b = appendUint64(b, s[0])
	return appendUint64(b, s[1]), nil
}

func (s *sum32) MarshalBinary() ([]byte, error)   { return marshal32(magic32, uint32(*s)) }
func (s *sum32a) MarshalBinary() ([]byte, error)  { return marshal32(magic32a, uint32(*s)) }
func (s *sum64) MarshalBinary() ([]byte, error)   { return marshal64(magic64, uint64(*s)) }
func (s *sum64a) MarshalBinary() ([]byte, error)  { return marshal64(magic64a, uint64(*s)) }
func (s *sum128) MarshalBinary() ([]byte, error)  { return marshal128(magic128, *s) }
func (s *sum128a) MarshalBinary() ([]byte, error) { return marshal128(magic128a, *s) }

func checkState(b []byte, magic string, size int) error {
	if len(b) < len(magic) || string(b[:len(magic)]) != magic {
		return errors.New("hash/fnv: invalid hash state identifier")
	}
	if len(b) != size {
		return errors.New("hash/fnv: invalid hash state size")
	}
	return nil
}

func (s *sum32) UnmarshalBinary(b []byte) error {
	if err := checkState(b, magic32, marshaledSize32); err != nil {
		return err
	}
	*s = sum32(beUint32(b[4:]))
	return nil
}

func (s *sum32a) UnmarshalBinary(b []byte) error {
	if err := checkState(b, magic32a, marshaledSize32); err != nil {
		return err
	}
	*s = sum32a(beUint32(b[4:]))
	return nil
}

func (s *sum64) UnmarshalBinary(b []byte) error {
	if err := checkState(b, magic64, marshaledSize64); err != nil {
		return err
	}
	*s = sum64(beUint64(b[4:]))
	return nil
}

func (s *sum64a) UnmarshalBinary(b []byte) error {
	if err := checkState(b, magic64a, marshaledSize64); err != nil {
		return err
	}
	*s = sum64a(beUint64(b[4:]))
	return nil
}

func (s *sum128) UnmarshalBinary(b []byte) error {
	if err := checkState(b, magic128, marshaledSize128); err != nil {
		return err
	}
	s[0] = beUint64(b[4:])
	s[1] = beUint64(b[12:])
	return nil
}

func (s *sum128a) UnmarshalBinary(b []byte) error {
	if err := checkState(b, magic128a, marshaledSize128); err != nil {
		return err
	}
	s[0] = beUint64(b[4:])
	s[1] = beUint64(b[12:])
	return nil
}
