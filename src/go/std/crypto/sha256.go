package sha256

import "hash"

const Size = 32
const Size224 = 28
const BlockSize = 64

func sum(data []byte, is224 bool) []byte

func Sum256(data []byte) [Size]byte {
	var out [Size]byte
	copy(out[:], sum(data, false))
	return out
}

func Sum224(data []byte) [Size224]byte {
	var out [Size224]byte
	copy(out[:], sum(data, true))
	return out
}

type digest struct {
	data  []byte
	is224 bool
}

func New() hash.Hash {
	return &digest{}
}

func New224() hash.Hash {
	return &digest{is224: true}
}

func (d *digest) Write(p []byte) (int, error) {
	d.data = append(d.data, p...)
	return len(p), nil
}

func (d *digest) Sum(b []byte) []byte {
	return append(b, sum(d.data, d.is224)...)
}

func (d *digest) Reset() {
	d.data = nil
}

func (d *digest) Size() int {
	if d.is224 {
		return Size224
	}
	return Size
}

func (d *digest) BlockSize() int {
	return BlockSize
}
