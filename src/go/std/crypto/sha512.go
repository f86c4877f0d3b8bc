// Package sha512 (FIPS 180-4 SHA-384, SHA-512, SHA-512/224 and SHA-512/256): the digest keeps the
// written bytes and hashes them natively at Sum, like crypto/sha256 here.
package sha512

import (
	"errors"
	"hash"
)

const (
	Size      = 64
	Size224   = 28
	Size256   = 32
	Size384   = 48
	BlockSize = 128
)

// sum hashes data with the initial values of variant v (0 SHA-512, 1 SHA-384, 2 SHA-512/224,
// 3 SHA-512/256), truncated to size bytes; from the chaining words st after base bytes when st is
// not nil (a digest resumed by UnmarshalBinary). state gives the words after data's whole blocks.
func sum(data []byte, v int, size int, st []byte, base int) []byte
func state(data []byte, v int, st []byte) []byte

func Sum512(data []byte) [Size]byte {
	var out [Size]byte
	copy(out[:], sum(data, 0, Size, nil, 0))
	return out
}

func Sum384(data []byte) [Size384]byte {
	var out [Size384]byte
	copy(out[:], sum(data, 1, Size384, nil, 0))
	return out
}

func Sum512_224(data []byte) [Size224]byte {
	var out [Size224]byte
	copy(out[:], sum(data, 2, Size224, nil, 0))
	return out
}

func Sum512_256(data []byte) [Size256]byte {
	var out [Size256]byte
	copy(out[:], sum(data, 3, Size256, nil, 0))
	return out
}

type digest struct {
	data    []byte
	variant int
	size    int
	st      []byte
	base    int
}

func New() hash.Hash { return &digest{size: Size} }

func New384() hash.Hash { return &digest{variant: 1, size: Size384} }

func New512_224() hash.Hash { return &digest{variant: 2, size: Size224} }

func New512_256() hash.Hash { return &digest{variant: 3, size: Size256} }

func (d *digest) Write(p []byte) (int, error) {
	d.data = append(d.data, p...)
	return len(p), nil
}

func (d *digest) Sum(b []byte) []byte {
	return append(b, sum(d.data, d.variant, d.size, d.st, d.base)...)
}

func (d *digest) Reset() { d.data, d.st, d.base = nil, nil, 0 }

// The state as go1.23 marshals it (crypto/sha512/sha512.go): magic, the eight chaining words, the
// buffered partial block padded to 128 bytes, the length, all big-endian.
const (
	magic384      = "sha\x04"
	magic512_224  = "sha\x05"
	magic512_256  = "sha\x06"
	magic512      = "sha\x07"
	marshaledSize = len(magic512) + 8*8 + BlockSize + 8
)

var magics = [...]string{magic512, magic384, magic512_224, magic512_256}

func (d *digest) MarshalBinary() ([]byte, error) {
	b := make([]byte, 0, marshaledSize)
	b = append(b, magics[d.variant]...)
	b = append(b, state(d.data, d.variant, d.st)...)
	full := len(d.data) - len(d.data)%BlockSize
	b = append(b, d.data[full:]...)
	b = append(b, make([]byte, BlockSize-(len(d.data)-full))...)
	n := uint64(d.base + len(d.data))
	for i := 56; i >= 0; i -= 8 {
		b = append(b, byte(n>>i))
	}
	return b, nil
}

func (d *digest) UnmarshalBinary(b []byte) error {
	if len(b) < len(magic512) || string(b[:len(magic512)]) != magics[d.variant] {
		return errors.New("crypto/sha512: invalid hash state identifier")
	}
	if len(b) != marshaledSize {
		return errors.New("crypto/sha512: invalid hash state size")
	}
	b = b[len(magic512):]
	var n uint64
	for _, c := range b[len(b)-8:] {
		n = n<<8 | uint64(c)
	}
	nx := int(n % BlockSize)
	d.st = append([]byte(nil), b[:8*8]...)
	d.data = append([]byte(nil), b[8*8:8*8+nx]...)
	d.base = int(n) - nx
	return nil
}

func (d *digest) Size() int { return d.size }

func (d *digest) BlockSize() int { return BlockSize }
