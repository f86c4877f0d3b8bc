package sha256

import (
	"errors"
	"hash"
)

const Size = 32
const Size224 = 28
const BlockSize = 64

// sum hashes data, from the chaining words st after base bytes when st is not nil (a digest
// resumed by UnmarshalBinary); state gives the words after data's whole blocks instead.
func sum(data []byte, is224 bool, st []byte, base int) []byte
func state(data []byte, is224 bool, st []byte) []byte

func Sum256(data []byte) [Size]byte {
	var out [Size]byte
	copy(out[:], sum(data, false, nil, 0))
	return out
}

func Sum224(data []byte) [Size224]byte {
	var out [Size224]byte
	copy(out[:], sum(data, true, nil, 0))
	return out
}

type digest struct {
	data  []byte
	is224 bool
	st    []byte
	base  int
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
	return append(b, sum(d.data, d.is224, d.st, d.base)...)
}

func (d *digest) Reset() {
	d.data, d.st, d.base = nil, nil, 0
}

// The state as go1.23 marshals it (crypto/sha256/sha256.go): magic, the eight chaining words, the
// buffered partial block padded to 64 bytes, the length, all big-endian.
const (
	magic224      = "sha\x02"
	magic256      = "sha\x03"
	marshaledSize = len(magic256) + 8*4 + BlockSize + 8
)

func (d *digest) MarshalBinary() ([]byte, error) {
	b := make([]byte, 0, marshaledSize)
	if d.is224 {
		b = append(b, magic224...)
	} else {
		b = append(b, magic256...)
	}
	b = append(b, state(d.data, d.is224, d.st)...)
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
	if len(b) < len(magic224) || (d.is224 && string(b[:len(magic224)]) != magic224) || (!d.is224 && string(b[:len(magic256)]) != magic256) {
		return errors.New("crypto/sha256: invalid hash state identifier")
	}
	if len(b) != marshaledSize {
		return errors.New("crypto/sha256: invalid hash state size")
	}
	b = b[len(magic224):]
	var n uint64
	for _, c := range b[len(b)-8:] {
		n = n<<8 | uint64(c)
	}
	nx := int(n % BlockSize)
	d.st = append([]byte(nil), b[:8*4]...)
	d.data = append([]byte(nil), b[8*4:8*4+nx]...)
	d.base = int(n) - nx
	return nil
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
