package crc64

import (
	"errors"
	"hash"
)

const Size = 8

// The two polynomials, reversed (least significant bit first).
const (
	ISO  = 0xD800000000000000
	ECMA = 0xC96C5795D7870F42
)

type Table [256]uint64

// go1.23 keeps one table for each predefined polynomial: MakeTable(ISO) is the same pointer every
// time (its slicing-by-8 tables are a speed-up that changes no result, so they are left out).
var isoTable, ecmaTable *Table

func MakeTable(poly uint64) *Table {
	switch poly {
	case ISO:
		if isoTable == nil {
			isoTable = makeTable(ISO)
		}
		return isoTable
	case ECMA:
		if ecmaTable == nil {
			ecmaTable = makeTable(ECMA)
		}
		return ecmaTable
	}
	return makeTable(poly)
}

func makeTable(poly uint64) *Table {
	t := new(Table)
	for i := range t {
		crc := uint64(i)
		for range 8 {
			if crc&1 == 1 {
				crc = crc>>1 ^ poly
			} else {
				crc >>= 1
			}
		}
		t[i] = crc
	}
	return t
}

type digest struct {
	crc uint64
	tab *Table
}

func New(tab *Table) hash.Hash64 { return &digest{0, tab} }

func (d *digest) Size() int      { return Size }
func (d *digest) BlockSize() int { return 1 }
func (d *digest) Reset()         { d.crc = 0 }

// The marshaled state as go1.23 writes it: a magic, the checksum of the table, the crc (big-endian).
const (
	magic         = "crc\x02"
	marshaledSize = len(magic) + 8 + 8
)

func appendBE(b []byte, v uint64) []byte {
	return append(b, byte(v>>56), byte(v>>48), byte(v>>40), byte(v>>32), byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

func readBE(b []byte) uint64 {
	var v uint64
	for _, c := range b[:8] {
		v = v<<8 | uint64(c)
	}
	return v
}

func (d *digest) MarshalBinary() ([]byte, error) {
	b := make([]byte, 0, marshaledSize)
	b = append(b, magic...)
	b = appendBE(b, tableSum(d.tab))
	return appendBE(b, d.crc), nil
}

func (d *digest) UnmarshalBinary(b []byte) error {
	if len(b) < len(magic) || string(b[:len(magic)]) != magic {
		return errors.New("hash/crc64: invalid hash state identifier")
	}
	if len(b) != marshaledSize {
		return errors.New("hash/crc64: invalid hash state size")
	}
	if tableSum(d.tab) != readBE(b[4:]) {
		return errors.New("hash/crc64: tables do not match")
	}
	d.crc = readBE(b[12:])
	return nil
}

func Update(crc uint64, tab *Table, p []byte) uint64 {
	crc = ^crc
	for _, v := range p {
		crc = tab[byte(crc)^v] ^ crc>>8
	}
	return ^crc
}

func (d *digest) Write(p []byte) (int, error) {
	d.crc = Update(d.crc, d.tab, p)
	return len(p), nil
}

func (d *digest) Sum64() uint64 { return d.crc }

func (d *digest) Sum(in []byte) []byte { return appendBE(in, d.crc) }

func Checksum(data []byte, tab *Table) uint64 { return Update(0, tab, data) }

// tableSum identifies a table in the marshaled state: the ISO checksum of its entries, big-endian
// (a nil table's is the checksum of nothing).
func tableSum(t *Table) uint64 {
	var b []byte
	if t != nil {
		for _, x := range t {
			b = appendBE(b, x)
		}
	}
	return Checksum(b, MakeTable(ISO))
}
