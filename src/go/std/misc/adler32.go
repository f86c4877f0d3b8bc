package adler32

import (
	"errors"
	"hash"
)

// Adler-32 (RFC 1950): s1 is 1 plus the sum of the bytes, s2 the sum of the successive s1 values,
// both modulo 65521; the checksum is s2<<16 | s1.
const (
	mod = 65521
	// The most bytes that can be summed before s2 may overflow a uint32 (as go1.23's nmax).
	nmax = 5552
)

const Size = 4

type digest uint32

func New() hash.Hash32 {
	d := new(digest)
	d.Reset()
	return d
}

func (d *digest) Reset()         { *d = 1 }
func (d *digest) Size() int      { return Size }
func (d *digest) BlockSize() int { return 4 }

// The marshaled state as go1.23 writes it: a magic and the checksum, big-endian.
const (
	magic         = "adl\x01"
	marshaledSize = len(magic) + 4
)

func (d *digest) MarshalBinary() ([]byte, error) {
	s := uint32(*d)
	return append([]byte(magic), byte(s>>24), byte(s>>16), byte(s>>8), byte(s)), nil
}

func (d *digest) UnmarshalBinary(b []byte) error {
	if len(b) < len(magic) || string(b[:len(magic)]) != magic {
		return errors.New("hash/adler32: invalid hash state identifier")
	}
	if len(b) != marshaledSize {
		return errors.New("hash/adler32: invalid hash state size")
	}
	*d = digest(uint32(b[4])<<24 | uint32(b[5])<<16 | uint32(b[6])<<8 | uint32(b[7]))
	return nil
}

func update(d digest, p []byte) digest {
	s1, s2 := uint32(d&0xffff), uint32(d>>16)
	for len(p) > 0 {
		n := len(p)
		if n > nmax {
			n = nmax
		}
		for _, c := range p[:n] {
			s1 += uint32(c)
			s2 += s1
		}
		s1 %= mod
		s2 %= mod
		p = p[n:]
	}
	return digest(s2<<16 | s1)
}

func (d *digest) Write(p []byte) (int, error) {
	*d = update(*d, p)
	return len(p), nil
}

func (d *digest) Sum32() uint32 { return uint32(*d) }

func (d *digest) Sum(in []byte) []byte {
	s := uint32(*d)
	return append(in, byte(s>>24), byte(s>>16), byte(s>>8), byte(s))
}

func Checksum(data []byte) uint32 { return uint32(update(1, data)) }
