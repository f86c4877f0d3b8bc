package bytes

import (
	"errors"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

func Equal(a, b []byte) bool {
	return string(a) == string(b)
}

func Compare(a, b []byte) int {
	return strings.Compare(string(a), string(b))
}

func Clone(b []byte) []byte {
	if b == nil {
		return nil
	}
	return append([]byte{}, b...)
}

func Contains(b, subslice []byte) bool {
	return strings.Contains(string(b), string(subslice))
}

func ContainsAny(b []byte, chars string) bool {
	return strings.ContainsAny(string(b), chars)
}

func ContainsFunc(b []byte, f func(rune) bool) bool {
	return strings.ContainsFunc(string(b), f)
}

func ContainsRune(b []byte, r rune) bool {
	return strings.ContainsRune(string(b), r)
}

func Count(s, sep []byte) int {
	return strings.Count(string(s), string(sep))
}

func Cut(s, sep []byte) (before, after []byte, found bool) {
	if i := Index(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, nil, false
}

func CutPrefix(s, prefix []byte) (after []byte, found bool) {
	if !HasPrefix(s, prefix) {
		return s, false
	}
	return s[len(prefix):], true
}

func CutSuffix(s, suffix []byte) (before []byte, found bool) {
	if !HasSuffix(s, suffix) {
		return s, false
	}
	return s[:len(s)-len(suffix)], true
}

func EqualFold(s, t []byte) bool {
	return strings.EqualFold(string(s), string(t))
}

func Fields(s []byte) [][]byte

func HasPrefix(s, prefix []byte) bool {
	return len(s) >= len(prefix) && Equal(s[0:len(prefix)], prefix)
}

func HasSuffix(s, suffix []byte) bool {
	return len(s) >= len(suffix) && Equal(s[len(s)-len(suffix):], suffix)
}

func Index(s, sep []byte) int {
	return strings.Index(string(s), string(sep))
}

func IndexByte(b []byte, c byte) int {
	return strings.IndexByte(string(b), c)
}

func IndexRune(s []byte, r rune) int {
	return strings.IndexRune(string(s), r)
}

func IndexAny(s []byte, chars string) int {
	return strings.IndexAny(string(s), chars)
}

func IndexFunc(s []byte, f func(r rune) bool) int {
	return strings.IndexFunc(string(s), f)
}

func LastIndex(s, sep []byte) int {
	return strings.LastIndex(string(s), string(sep))
}

func LastIndexByte(s []byte, c byte) int {
	return strings.LastIndexByte(string(s), c)
}

func Join(s [][]byte, sep []byte) []byte {
	if len(s) == 0 {
		return []byte{}
	}
	ss := make([]string, len(s))
	for i, b := range s {
		ss[i] = string(b)
	}
	return []byte(strings.Join(ss, string(sep)))
}

func Map(mapping func(r rune) rune, s []byte) []byte {
	return []byte(strings.Map(mapping, string(s)))
}

func Repeat(b []byte, count int) []byte {
	// bytes/bytes.go Repeat: its own panic text (strings.Repeat's names strings).
	if count < 0 {
		panic("bytes: negative Repeat count")
	}
	return []byte(strings.Repeat(string(b), count))
}

func Replace(s, old, new []byte, n int) []byte {
	return []byte(strings.Replace(string(s), string(old), string(new), n))
}

func ReplaceAll(s, old, new []byte) []byte {
	return Replace(s, old, new, -1)
}

func Split(s, sep []byte) [][]byte

func SplitN(s, sep []byte, n int) [][]byte

func ToLower(s []byte) []byte

func ToUpper(s []byte) []byte

func Title(s []byte) []byte {
	return []byte(strings.Title(string(s)))
}

func Trim(s []byte, cutset string) []byte

func TrimLeft(s []byte, cutset string) []byte

func TrimRight(s []byte, cutset string) []byte

func TrimSpace(s []byte) []byte

func TrimFunc(s []byte, f func(r rune) bool) []byte

func TrimPrefix(s, prefix []byte) []byte {
	if HasPrefix(s, prefix) {
		return s[len(prefix):]
	}
	return s
}

func TrimSuffix(s, suffix []byte) []byte {
	if HasSuffix(s, suffix) {
		return s[:len(s)-len(suffix)]
	}
	return s
}

var ErrTooLarge = errors.New("bytes.Buffer: too large")

const MinRead = 512

// smallBufferSize is the capacity a Buffer's first write allocates (go/src/bytes/buffer.go).
const smallBufferSize = 64

const maxInt = int(^uint(0) >> 1)

// A Buffer is a variable-sized buffer of bytes with Read and Write methods. Its methods follow
// go1.23 src/bytes/buffer.go (Copyright 2009 The Go Authors, BSD license): grow, tryGrowByReslice
// and growSlice as there, so that Cap, Available and the aliasing of Bytes() after later writes
// are Go's; Write, WriteString and WriteByte append in place when the capacity allows.
type Buffer struct {
	buf      []byte
	off      int
	lastRead readOp
}

// readOp is the last read operation, so that Unread* can check it (as in Go's bytes.Buffer).
type readOp int8

const (
	opRead      readOp = -1
	opInvalid   readOp = 0
	opReadRune1 readOp = 1
)

var errNegativeRead = errors.New("bytes.Buffer: reader returned negative count from Read")

var errUnreadByte = errors.New("bytes.Buffer: UnreadByte: previous operation was not a successful read")

func NewBuffer(buf []byte) *Buffer {
	return &Buffer{buf: buf}
}

func NewBufferString(s string) *Buffer {
	// Go's []byte(s) of a string that escapes rounds its capacity up to a size class
	// (runtime/string.go rawbyteslice), as append does.
	return &Buffer{buf: append([]byte(nil), s...)}
}

func (b *Buffer) Bytes() []byte {
	return b.buf[b.off:]
}

func (b *Buffer) AvailableBuffer() []byte {
	return b.buf[len(b.buf):]
}

func (b *Buffer) String() string {
	if b == nil {
		return "<nil>"
	}
	return string(b.buf[b.off:])
}

func (b *Buffer) Len() int {
	return len(b.buf) - b.off
}

func (b *Buffer) Cap() int {
	return cap(b.buf)
}

func (b *Buffer) Available() int {
	return cap(b.buf) - len(b.buf)
}

func (b *Buffer) Reset() {
	b.buf = b.buf[:0]
	b.off = 0
	b.lastRead = opInvalid
}

func (b *Buffer) Truncate(n int) {
	if n == 0 {
		b.Reset()
		return
	}
	b.lastRead = opInvalid
	if n < 0 || n > b.Len() {
		panic("bytes.Buffer: truncation out of range")
	}
	b.buf = b.buf[:b.off+n]
}

// tryGrowByReslice extends len(b.buf) by n when the capacity allows; it returns where the n
// bytes start.
func (b *Buffer) tryGrowByReslice(n int) (int, bool) {
	if l := len(b.buf); n <= cap(b.buf)-l {
		b.buf = b.buf[:l+n]
		return l, true
	}
	return 0, false
}

// grow makes room for n more bytes and returns where they start: a first small write allocates
// smallBufferSize, unread bytes slide to the front when that frees enough room (c/2), otherwise
// the buffer is reallocated at twice its capacity plus n, rounded up as append rounds.
func (b *Buffer) grow(n int) int {
	m := b.Len()
	if m == 0 && b.off != 0 {
		b.Reset()
	}
	if i, ok := b.tryGrowByReslice(n); ok {
		return i
	}
	if b.buf == nil && n <= smallBufferSize {
		b.buf = make([]byte, n, smallBufferSize)
		return 0
	}
	c := cap(b.buf)
	if n <= c/2-m {
		copy(b.buf, b.buf[b.off:])
	} else if c > maxInt-c-n {
		panic(ErrTooLarge)
	} else {
		b.buf = growSlice(b.buf[b.off:], b.off+n)
	}
	b.off = 0
	b.buf = b.buf[:m+n]
	return m
}

func growSlice(b []byte, n int) []byte {
	c := len(b) + n
	if c < 2*cap(b) {
		c = 2 * cap(b)
	}
	b2 := append([]byte(nil), make([]byte, c)...)
	copy(b2, b)
	return b2[:len(b)]
}

func (b *Buffer) Grow(n int) {
	if n < 0 {
		panic("bytes.Buffer.Grow: negative count")
	}
	m := b.grow(n)
	b.buf = b.buf[:m]
}

// Write, WriteString and WriteByte append in place when the capacity allows (what Go's
// tryGrowByReslice and copy do, in one step), and grow as Go's grow otherwise.
func (b *Buffer) Write(p []byte) (n int, err error) {
	b.lastRead = opInvalid
	if len(p) <= cap(b.buf)-len(b.buf) {
		b.buf = append(b.buf, p...)
		return len(p), nil
	}
	m := b.grow(len(p))
	return copy(b.buf[m:], p), nil
}

func (b *Buffer) WriteString(s string) (n int, err error) {
	b.lastRead = opInvalid
	if len(s) <= cap(b.buf)-len(b.buf) {
		b.buf = append(b.buf, s...)
		return len(s), nil
	}
	m := b.grow(len(s))
	return copy(b.buf[m:], s), nil
}

func (b *Buffer) WriteByte(c byte) error {
	b.lastRead = opInvalid
	if len(b.buf) < cap(b.buf) {
		b.buf = append(b.buf, c)
		return nil
	}
	m := b.grow(1)
	b.buf[m] = c
	return nil
}

func (b *Buffer) WriteRune(r rune) (n int, err error) {
	if uint32(r) < utf8.RuneSelf {
		b.WriteByte(byte(r))
		return 1, nil
	}
	b.lastRead = opInvalid
	m, ok := b.tryGrowByReslice(utf8.UTFMax)
	if !ok {
		m = b.grow(utf8.UTFMax)
	}
	b.buf = utf8.AppendRune(b.buf[:m], r)
	return len(b.buf) - m, nil
}

func (b *Buffer) Read(p []byte) (n int, err error) {
	b.lastRead = opInvalid
	if len(b.buf) <= b.off {
		b.Reset()
		if len(p) == 0 {
			return 0, nil
		}
		return 0, io.EOF
	}
	n = copy(p, b.buf[b.off:])
	b.off += n
	if n > 0 {
		b.lastRead = opRead
	}
	return n, nil
}

func (b *Buffer) ReadByte() (byte, error) {
	if len(b.buf) <= b.off {
		b.Reset()
		return 0, io.EOF
	}
	c := b.buf[b.off]
	b.off++
	b.lastRead = opRead
	return c, nil
}

func (b *Buffer) ReadRune() (r rune, size int, err error) {
	if len(b.buf) <= b.off {
		b.Reset()
		return 0, 0, io.EOF
	}
	r, size = utf8.DecodeRune(b.buf[b.off:])
	b.off += size
	b.lastRead = readOp(size)
	return r, size, nil
}

// readSlice returns a sub-slice of the buffer up to and including delim (Go's: ReadBytes copies
// it, ReadString converts it).
func (b *Buffer) readSlice(delim byte) (line []byte, err error) {
	i := IndexByte(b.buf[b.off:], delim)
	end := b.off + i + 1
	if i < 0 {
		end = len(b.buf)
		err = io.EOF
	}
	line = b.buf[b.off:end]
	b.off = end
	b.lastRead = opRead
	return line, err
}

func (b *Buffer) ReadString(delim byte) (line string, err error) {
	slice, err := b.readSlice(delim)
	return string(slice), err
}

func (b *Buffer) ReadBytes(delim byte) (line []byte, err error) {
	slice, err := b.readSlice(delim)
	line = append(line, slice...)
	return line, err
}

func (b *Buffer) UnreadByte() error {
	if b.lastRead == opInvalid {
		return errUnreadByte
	}
	b.lastRead = opInvalid
	if b.off > 0 {
		b.off--
	}
	return nil
}

func (b *Buffer) UnreadRune() error {
	if b.lastRead <= opInvalid {
		return errors.New("bytes.Buffer: UnreadRune: previous operation was not a successful ReadRune")
	}
	if b.off >= int(b.lastRead) {
		b.off -= int(b.lastRead)
	}
	b.lastRead = opInvalid
	return nil
}

func (b *Buffer) ReadFrom(r io.Reader) (n int64, err error) {
	b.lastRead = opInvalid
	for {
		i := b.grow(MinRead)
		b.buf = b.buf[:i]
		m, e := r.Read(b.buf[i:cap(b.buf)])
		if m < 0 {
			panic(errNegativeRead)
		}
		b.buf = b.buf[:i+m]
		n += int64(m)
		if e == io.EOF {
			return n, nil
		}
		if e != nil {
			return n, e
		}
	}
}

func (b *Buffer) WriteTo(w io.Writer) (n int64, err error) {
	b.lastRead = opInvalid
	if nBytes := b.Len(); nBytes > 0 {
		m, e := w.Write(b.buf[b.off:])
		if m > nBytes {
			panic("bytes.Buffer.WriteTo: invalid Write count")
		}
		b.off += m
		n = int64(m)
		if e != nil {
			return n, e
		}
		if m != nBytes {
			return n, io.ErrShortWrite
		}
	}
	b.Reset()
	return n, nil
}

func (b *Buffer) Next(n int) []byte {
	b.lastRead = opInvalid
	m := b.Len()
	if n > m {
		n = m
	}
	data := b.buf[b.off : b.off+n]
	b.off += n
	if n > 0 {
		b.lastRead = opRead
	}
	return data
}

func FieldsFunc(s []byte, f func(rune) bool) [][]byte

func LastIndexAny(s []byte, chars string) int {
	return strings.LastIndexAny(string(s), chars)
}

func LastIndexFunc(s []byte, f func(r rune) bool) int {
	return strings.LastIndexFunc(string(s), f)
}

func TrimLeftFunc(s []byte, f func(r rune) bool) []byte

func TrimRightFunc(s []byte, f func(r rune) bool) []byte

func SplitAfter(s, sep []byte) [][]byte

func SplitAfterN(s, sep []byte, n int) [][]byte

func ToTitle(s []byte) []byte {
	return []byte(strings.ToTitle(string(s)))
}

func ToValidUTF8(s, replacement []byte) []byte {
	return []byte(strings.ToValidUTF8(string(s), string(replacement)))
}

// Runes interprets s as a sequence of UTF-8-encoded code points.
func Runes(s []byte) []rune {
	return []rune(string(s))
}

// A Reader implements io.Reader, io.ReaderAt, io.WriterTo, io.Seeker, io.ByteScanner and
// io.RuneScanner by reading from a byte slice (the behaviour and errors of Go's bytes.Reader).
type Reader struct {
	s        []byte
	i        int64
	prevRune int
}

func NewReader(b []byte) *Reader { return &Reader{b, 0, -1} }

func (r *Reader) Len() int {
	if r.i >= int64(len(r.s)) {
		return 0
	}
	return int(int64(len(r.s)) - r.i)
}

func (r *Reader) Size() int64 { return int64(len(r.s)) }

func (r *Reader) Read(b []byte) (n int, err error) {
	if r.i >= int64(len(r.s)) {
		return 0, io.EOF
	}
	r.prevRune = -1
	n = copy(b, r.s[r.i:])
	r.i += int64(n)
	return
}

func (r *Reader) ReadAt(b []byte, off int64) (n int, err error) {
	if off < 0 {
		return 0, errors.New("bytes.Reader.ReadAt: negative offset")
	}
	if off >= int64(len(r.s)) {
		return 0, io.EOF
	}
	n = copy(b, r.s[off:])
	if n < len(b) {
		err = io.EOF
	}
	return
}

func (r *Reader) ReadByte() (byte, error) {
	r.prevRune = -1
	if r.i >= int64(len(r.s)) {
		return 0, io.EOF
	}
	b := r.s[r.i]
	r.i++
	return b, nil
}

func (r *Reader) UnreadByte() error {
	if r.i <= 0 {
		return errors.New("bytes.Reader.UnreadByte: at beginning of slice")
	}
	r.prevRune = -1
	r.i--
	return nil
}

func (r *Reader) ReadRune() (ch rune, size int, err error) {
	if r.i >= int64(len(r.s)) {
		r.prevRune = -1
		return 0, 0, io.EOF
	}
	r.prevRune = int(r.i)
	if c := r.s[r.i]; c < utf8.RuneSelf {
		r.i++
		return rune(c), 1, nil
	}
	ch, size = utf8.DecodeRune(r.s[r.i:])
	r.i += int64(size)
	return
}

func (r *Reader) UnreadRune() error {
	if r.i <= 0 {
		return errors.New("bytes.Reader.UnreadRune: at beginning of slice")
	}
	if r.prevRune < 0 {
		return errors.New("bytes.Reader.UnreadRune: previous operation was not ReadRune")
	}
	r.i = int64(r.prevRune)
	r.prevRune = -1
	return nil
}

func (r *Reader) Seek(offset int64, whence int) (int64, error) {
	r.prevRune = -1
	var abs int64
	switch whence {
	case io.SeekStart:
		abs = offset
	case io.SeekCurrent:
		abs = r.i + offset
	case io.SeekEnd:
		abs = int64(len(r.s)) + offset
	default:
		return 0, errors.New("bytes.Reader.Seek: invalid whence")
	}
	if abs < 0 {
		return 0, errors.New("bytes.Reader.Seek: negative position")
	}
	r.i = abs
	return abs, nil
}

func (r *Reader) WriteTo(w io.Writer) (n int64, err error) {
	r.prevRune = -1
	if r.i >= int64(len(r.s)) {
		return 0, nil
	}
	b := r.s[r.i:]
	m, err := w.Write(b)
	if m > len(b) {
		panic("bytes.Reader.WriteTo: invalid Write count")
	}
	r.i += int64(m)
	n = int64(m)
	if m != len(b) && err == nil {
		err = io.ErrShortWrite
	}
	return
}

func (r *Reader) Reset(b []byte) { *r = Reader{b, 0, -1} }

// ToUpperSpecial, ToLowerSpecial and ToTitleSpecial map s with c's case mappings first.
func ToUpperSpecial(c unicode.SpecialCase, s []byte) []byte { return Map(c.ToUpper, s) }

func ToLowerSpecial(c unicode.SpecialCase, s []byte) []byte { return Map(c.ToLower, s) }

func ToTitleSpecial(c unicode.SpecialCase, s []byte) []byte { return Map(c.ToTitle, s) }
