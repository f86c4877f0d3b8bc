// Package sha512 (FIPS 180-4 SHA-384, SHA-512, SHA-512/224 and SHA-512/256): the digest keeps the
// written bytes and hashes them natively at Sum, like crypto/sha256 here.
package sha512

import "hash"

const (
	Size      = 64
	Size224   = 28
	Size256   = 32
	Size384   = 48
	BlockSize = 128
)

// sum hashes data with the initial values of variant v (0 SHA-512, 1 SHA-384, 2 SHA-512/224,
// 3 SHA-512/256), truncated to size bytes.
func sum(data []byte, v int, size int) []byte

func Sum512(data []byte) [Size]byte {
	var out [Size]byte
	copy(out[:], sum(data, 0, Size))
	return out
}

func Sum384(data []byte) [Size384]byte {
	var out [Size384]byte
	copy(out[:], sum(data, 1, Size384))
	return out
}

func Sum512_224(data []byte) [Size224]byte {
	var out [Size224]byte
	copy(out[:], sum(data, 2, Size224))
	return out
}

func Sum512_256(data []byte) [Size256]byte {
	var out [Size256]byte
	copy(out[:], sum(data, 3, Size256))
	return out
}

type digest struct {
	data    []byte
	variant int
	size    int
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
	return append(b, sum(d.data, d.variant, d.size)...)
}

func (d *digest) Reset() { d.data = nil }

func (d *digest) Size() int { return d.size }

func (d *digest) BlockSize() int { return BlockSize }
