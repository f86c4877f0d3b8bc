// Package binary as in go1.23 (encoding/binary binary.go, varint.go). Read, Write, Encode, Decode
// and Append take go1.23's fast path for the exact basic types, and reflect otherwise, with the same
// errors; the fast path's conversions go through the reflect coder too (same bytes, same panics).
package binary

import (
	"errors"
	"io"
	"math"
	"reflect"
	"slices"
)

var errBufferTooSmall = errors.New("buffer too small")

type ByteOrder interface {
	Uint16([]byte) uint16
	Uint32([]byte) uint32
	Uint64([]byte) uint64
	PutUint16([]byte, uint16)
	PutUint32([]byte, uint32)
	PutUint64([]byte, uint64)
	String() string
}

type AppendByteOrder interface {
	AppendUint16([]byte, uint16) []byte
	AppendUint32([]byte, uint32) []byte
	AppendUint64([]byte, uint64) []byte
	String() string
}

var LittleEndian littleEndian

var BigEndian bigEndian

type littleEndian struct{}

func (littleEndian) Uint16(b []byte) uint16 {
	_ = b[1]
	return uint16(b[0]) | uint16(b[1])<<8
}

func (littleEndian) PutUint16(b []byte, v uint16) {
	_ = b[1]
	b[0] = byte(v)
	b[1] = byte(v >> 8)
}

func (littleEndian) AppendUint16(b []byte, v uint16) []byte {
	return append(b, byte(v), byte(v>>8))
}

func (littleEndian) Uint32(b []byte) uint32 {
	_ = b[3]
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

func (littleEndian) PutUint32(b []byte, v uint32) {
	_ = b[3]
	b[0] = byte(v)
	b[1] = byte(v >> 8)
	b[2] = byte(v >> 16)
	b[3] = byte(v >> 24)
}

func (littleEndian) AppendUint32(b []byte, v uint32) []byte {
	return append(b, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
}

func (littleEndian) Uint64(b []byte) uint64 {
	_ = b[7]
	return uint64(littleEndian{}.Uint32(b)) | uint64(littleEndian{}.Uint32(b[4:]))<<32
}

func (littleEndian) PutUint64(b []byte, v uint64) {
	_ = b[7]
	littleEndian{}.PutUint32(b, uint32(v))
	littleEndian{}.PutUint32(b[4:], uint32(v>>32))
}

func (littleEndian) AppendUint64(b []byte, v uint64) []byte {
	return littleEndian{}.AppendUint32(littleEndian{}.AppendUint32(b, uint32(v)), uint32(v>>32))
}

func (littleEndian) String() string { return "LittleEndian" }

func (littleEndian) GoString() string { return "binary.LittleEndian" }

type bigEndian struct{}

func (bigEndian) Uint16(b []byte) uint16 {
	_ = b[1]
	return uint16(b[1]) | uint16(b[0])<<8
}

func (bigEndian) PutUint16(b []byte, v uint16) {
	_ = b[1]
	b[0] = byte(v >> 8)
	b[1] = byte(v)
}

func (bigEndian) AppendUint16(b []byte, v uint16) []byte {
	return append(b, byte(v>>8), byte(v))
}

func (bigEndian) Uint32(b []byte) uint32 {
	_ = b[3]
	return uint32(b[3]) | uint32(b[2])<<8 | uint32(b[1])<<16 | uint32(b[0])<<24
}

func (bigEndian) PutUint32(b []byte, v uint32) {
	_ = b[3]
	b[0] = byte(v >> 24)
	b[1] = byte(v >> 16)
	b[2] = byte(v >> 8)
	b[3] = byte(v)
}

func (bigEndian) AppendUint32(b []byte, v uint32) []byte {
	return append(b, byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

func (bigEndian) Uint64(b []byte) uint64 {
	_ = b[7]
	return uint64(bigEndian{}.Uint32(b[4:])) | uint64(bigEndian{}.Uint32(b))<<32
}

func (bigEndian) PutUint64(b []byte, v uint64) {
	_ = b[7]
	bigEndian{}.PutUint32(b, uint32(v>>32))
	bigEndian{}.PutUint32(b[4:], uint32(v))
}

func (bigEndian) AppendUint64(b []byte, v uint64) []byte {
	return bigEndian{}.AppendUint32(bigEndian{}.AppendUint32(b, uint32(v>>32)), uint32(v))
}

func (bigEndian) String() string { return "BigEndian" }

func (bigEndian) GoString() string { return "binary.BigEndian" }

type nativeEndian struct {
	littleEndian
}

var NativeEndian nativeEndian

func (nativeEndian) String() string { return "NativeEndian" }

func (nativeEndian) GoString() string { return "binary.NativeEndian" }

func Read(r io.Reader, order ByteOrder, data any) error {
	if n := intDataSize(data); n != 0 {
		bs := make([]byte, n)
		if _, err := io.ReadFull(r, bs); err != nil {
			return err
		}
		if decodeFast(bs, order, data) {
			return nil
		}
	}
	v, size := decodeTarget(data)
	if size < 0 {
		return errors.New("binary.Read: invalid type " + reflect.TypeOf(data).String())
	}
	d := &coder{order: order, buf: make([]byte, size)}
	if _, err := io.ReadFull(r, d.buf); err != nil {
		return err
	}
	d.decode(v)
	return nil
}

func Decode(buf []byte, order ByteOrder, data any) (int, error) {
	if n := intDataSize(data); n != 0 {
		if len(buf) < n {
			return 0, errBufferTooSmall
		}
		if decodeFast(buf, order, data) {
			return n, nil
		}
	}
	v, size := decodeTarget(data)
	if size < 0 {
		return 0, errors.New("binary.Decode: invalid type " + reflect.TypeOf(data).String())
	}
	if len(buf) < size {
		return 0, errBufferTooSmall
	}
	(&coder{order: order, buf: buf[:size]}).decode(v)
	return size, nil
}

// decodeTarget is what Read and Decode fill: the value a pointer points to, or a slice's elements.
func decodeTarget(data any) (reflect.Value, int) {
	v := reflect.ValueOf(data)
	switch v.Kind() {
	case reflect.Pointer:
		v = v.Elem()
		return v, dataSize(v)
	case reflect.Slice:
		return v, dataSize(v)
	}
	return v, -1
}

// decodeFast stores into a pointer or slice of a basic type (go1.23 stores through the pointer: nil
// faults).
func decodeFast(bs []byte, order ByteOrder, data any) bool {
	v := reflect.ValueOf(data)
	switch v.Kind() {
	case reflect.Pointer:
		v = v.Elem()
		if !v.IsValid() {
			nilDeref()
		}
	case reflect.Slice:
	default:
		return false
	}
	(&coder{order: order, buf: bs}).decode(v)
	return true
}

func encodeFast(bs []byte, order ByteOrder, data any) {
	v := reflect.ValueOf(data)
	if v.Kind() == reflect.Pointer {
		v = v.Elem()
		if !v.IsValid() {
			nilDeref()
		}
	}
	(&coder{order: order, buf: bs}).encode(v)
}

var nilByte *byte

func nilDeref() { *nilByte = 0 }

func Write(w io.Writer, order ByteOrder, data any) error {
	if n := intDataSize(data); n != 0 {
		bs, ok := data.([]byte)
		if !ok {
			bs = make([]byte, n)
			encodeFast(bs, order, data)
		}
		_, err := w.Write(bs)
		return err
	}
	v := reflect.Indirect(reflect.ValueOf(data))
	size := dataSize(v)
	if size < 0 {
		return errors.New("binary.Write: some values are not fixed-sized in type " + reflect.TypeOf(data).String())
	}
	buf := make([]byte, size)
	(&coder{order: order, buf: buf}).encode(v)
	_, err := w.Write(buf)
	return err
}

func Encode(buf []byte, order ByteOrder, data any) (int, error) {
	if n := intDataSize(data); n != 0 {
		if len(buf) < n {
			return 0, errBufferTooSmall
		}
		encodeFast(buf, order, data)
		return n, nil
	}
	v := reflect.Indirect(reflect.ValueOf(data))
	size := dataSize(v)
	if size < 0 {
		return 0, errors.New("binary.Encode: some values are not fixed-sized in type " + reflect.TypeOf(data).String())
	}
	if len(buf) < size {
		return 0, errBufferTooSmall
	}
	(&coder{order: order, buf: buf}).encode(v)
	return size, nil
}

func Append(buf []byte, order ByteOrder, data any) ([]byte, error) {
	if n := intDataSize(data); n != 0 {
		buf, pos := ensure(buf, n)
		encodeFast(pos, order, data)
		return buf, nil
	}
	v := reflect.Indirect(reflect.ValueOf(data))
	size := dataSize(v)
	if size < 0 {
		return nil, errors.New("binary.Append: some values are not fixed-sized in type " + reflect.TypeOf(data).String())
	}
	buf, pos := ensure(buf, size)
	(&coder{order: order, buf: pos}).encode(v)
	return buf, nil
}

// Size is go1.23's: its fast path for basic types agrees with dataSize (nil pointers are -1).
func Size(v any) int {
	return dataSize(reflect.Indirect(reflect.ValueOf(v)))
}

func dataSize(v reflect.Value) int {
	switch v.Kind() {
	case reflect.Slice, reflect.Array:
		if size := sizeof(v.Type().Elem()); size >= 0 {
			return size * v.Len()
		}
	case reflect.Struct:
		return sizeof(v.Type())
	default:
		if v.IsValid() {
			return sizeof(v.Type())
		}
	}
	return -1
}

func sizeof(t reflect.Type) int {
	switch t.Kind() {
	case reflect.Array:
		if s := sizeof(t.Elem()); s >= 0 {
			return s * t.Len()
		}
	case reflect.Struct:
		sum := 0
		for i, n := 0, t.NumField(); i < n; i++ {
			s := sizeof(t.Field(i).Type)
			if s < 0 {
				return -1
			}
			sum += s
		}
		return sum
	case reflect.Bool,
		reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return int(t.Size())
	}
	return -1
}

type coder struct {
	order  ByteOrder
	buf    []byte
	offset int
}

func (d *coder) next(n int) []byte {
	b := d.buf[d.offset : d.offset+n]
	d.offset += n
	return b
}

func (d *coder) decode(v reflect.Value) {
	switch v.Kind() {
	case reflect.Array, reflect.Slice:
		for i, l := 0, v.Len(); i < l; i++ {
			d.decode(v.Index(i))
		}
	case reflect.Struct:
		t := v.Type()
		for i, l := 0, v.NumField(); i < l; i++ {
			if f := v.Field(i); f.CanSet() || t.Field(i).Name != "_" {
				d.decode(f)
			} else {
				d.offset += dataSize(f)
			}
		}
	case reflect.Bool:
		v.SetBool(d.next(1)[0] != 0)
	case reflect.Int8:
		v.SetInt(int64(int8(d.next(1)[0])))
	case reflect.Int16:
		v.SetInt(int64(int16(d.order.Uint16(d.next(2)))))
	case reflect.Int32:
		v.SetInt(int64(int32(d.order.Uint32(d.next(4)))))
	case reflect.Int64:
		v.SetInt(int64(d.order.Uint64(d.next(8))))
	case reflect.Uint8:
		v.SetUint(uint64(d.next(1)[0]))
	case reflect.Uint16:
		v.SetUint(uint64(d.order.Uint16(d.next(2))))
	case reflect.Uint32:
		v.SetUint(uint64(d.order.Uint32(d.next(4))))
	case reflect.Uint64:
		v.SetUint(d.order.Uint64(d.next(8)))
	case reflect.Float32:
		v.SetFloat(float64(math.Float32frombits(d.order.Uint32(d.next(4)))))
	case reflect.Float64:
		v.SetFloat(math.Float64frombits(d.order.Uint64(d.next(8))))
	case reflect.Complex64:
		re := math.Float32frombits(d.order.Uint32(d.next(4)))
		v.SetComplex(complex(float64(re), float64(math.Float32frombits(d.order.Uint32(d.next(4))))))
	case reflect.Complex128:
		re := math.Float64frombits(d.order.Uint64(d.next(8)))
		v.SetComplex(complex(re, math.Float64frombits(d.order.Uint64(d.next(8)))))
	}
}

func (e *coder) encode(v reflect.Value) {
	switch v.Kind() {
	case reflect.Array, reflect.Slice:
		for i, l := 0, v.Len(); i < l; i++ {
			e.encode(v.Index(i))
		}
	case reflect.Struct:
		t := v.Type()
		for i, l := 0, v.NumField(); i < l; i++ {
			if f := v.Field(i); f.CanSet() || t.Field(i).Name != "_" {
				e.encode(f)
			} else {
				clear(e.next(dataSize(f)))
			}
		}
	case reflect.Bool:
		b := e.next(1)
		b[0] = 0
		if v.Bool() {
			b[0] = 1
		}
	case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		e.uint(v.Type().Size(), uint64(v.Int()))
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		e.uint(v.Type().Size(), v.Uint())
	case reflect.Float32:
		e.order.PutUint32(e.next(4), math.Float32bits(float32(v.Float())))
	case reflect.Float64:
		e.order.PutUint64(e.next(8), math.Float64bits(v.Float()))
	case reflect.Complex64:
		x := v.Complex()
		e.order.PutUint32(e.next(4), math.Float32bits(float32(real(x))))
		e.order.PutUint32(e.next(4), math.Float32bits(float32(imag(x))))
	case reflect.Complex128:
		x := v.Complex()
		e.order.PutUint64(e.next(8), math.Float64bits(real(x)))
		e.order.PutUint64(e.next(8), math.Float64bits(imag(x)))
	}
}

func (e *coder) uint(size uintptr, x uint64) {
	switch size {
	case 1:
		e.next(1)[0] = byte(x)
	case 2:
		e.order.PutUint16(e.next(2), uint16(x))
	case 4:
		e.order.PutUint32(e.next(4), uint32(x))
	default:
		e.order.PutUint64(e.next(8), x)
	}
}

// intDataSize: the fast path's exact types (not named ones) and their size in bytes, else 0.
func intDataSize(data any) int {
	switch data := data.(type) {
	case bool, int8, uint8, *bool, *int8, *uint8:
		return 1
	case []bool:
		return len(data)
	case []int8:
		return len(data)
	case []uint8:
		return len(data)
	case int16, uint16, *int16, *uint16:
		return 2
	case []int16:
		return 2 * len(data)
	case []uint16:
		return 2 * len(data)
	case int32, uint32, *int32, *uint32, float32, *float32:
		return 4
	case []int32:
		return 4 * len(data)
	case []uint32:
		return 4 * len(data)
	case []float32:
		return 4 * len(data)
	case int64, uint64, *int64, *uint64, float64, *float64:
		return 8
	case []int64:
		return 8 * len(data)
	case []uint64:
		return 8 * len(data)
	case []float64:
		return 8 * len(data)
	}
	return 0
}

func ensure(buf []byte, n int) (buf2, pos []byte) {
	l := len(buf)
	buf = slices.Grow(buf, n)[:l+n]
	return buf, buf[l:]
}

const (
	MaxVarintLen16 = 3
	MaxVarintLen32 = 5
	MaxVarintLen64 = 10
)

func AppendUvarint(buf []byte, x uint64) []byte {
	for x >= 0x80 {
		buf = append(buf, byte(x)|0x80)
		x >>= 7
	}
	return append(buf, byte(x))
}

func PutUvarint(buf []byte, x uint64) int {
	i := 0
	for x >= 0x80 {
		buf[i] = byte(x) | 0x80
		x >>= 7
		i++
	}
	buf[i] = byte(x)
	return i + 1
}

func Uvarint(buf []byte) (uint64, int) {
	var x uint64
	var s uint
	for i, b := range buf {
		if i == MaxVarintLen64 {
			return 0, -(i + 1)
		}
		if b < 0x80 {
			if i == MaxVarintLen64-1 && b > 1 {
				return 0, -(i + 1)
			}
			return x | uint64(b)<<s, i + 1
		}
		x |= uint64(b&0x7f) << s
		s += 7
	}
	return 0, 0
}

func zigzag(x int64) uint64 {
	ux := uint64(x) << 1
	if x < 0 {
		ux = ^ux
	}
	return ux
}

func unzigzag(ux uint64) int64 {
	x := int64(ux >> 1)
	if ux&1 != 0 {
		x = ^x
	}
	return x
}

func AppendVarint(buf []byte, x int64) []byte { return AppendUvarint(buf, zigzag(x)) }

func PutVarint(buf []byte, x int64) int { return PutUvarint(buf, zigzag(x)) }

func Varint(buf []byte) (int64, int) {
	ux, n := Uvarint(buf)
	return unzigzag(ux), n
}

var errOverflow = errors.New("binary: varint overflows a 64-bit integer")

func ReadUvarint(r io.ByteReader) (uint64, error) {
	var x uint64
	var s uint
	for i := 0; i < MaxVarintLen64; i++ {
		b, err := r.ReadByte()
		if err != nil {
			if i > 0 && err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return x, err
		}
		if b < 0x80 {
			if i == MaxVarintLen64-1 && b > 1 {
				return x, errOverflow
			}
			return x | uint64(b)<<s, nil
		}
		x |= uint64(b&0x7f) << s
		s += 7
	}
	return x, errOverflow
}

func ReadVarint(r io.ByteReader) (int64, error) {
	ux, err := ReadUvarint(r)
	return unzigzag(ux), err
}
