// package bufio: a buffered Writer (flushing at 4096 bytes like Go's default size), a Scanner
// with ScanLines/ScanWords/ScanRunes, and a Reader with ReadString/ReadLine basics. Written in Go.

import type { NativePackage } from '../../interp/native.ts';

const src = `package bufio

import (
	"errors"
	"io"
	"strings"
	"unicode/utf8"
)

const defaultBufSize = 4096

var ErrTooLong = errors.New("bufio.Scanner: token too long")

type Writer struct {
	err error
	buf []byte
	wr  io.Writer
	size int
}

func NewWriter(w io.Writer) *Writer {
	return NewWriterSize(w, defaultBufSize)
}

func NewWriterSize(w io.Writer, size int) *Writer {
	if size <= 0 {
		size = defaultBufSize
	}
	return &Writer{wr: w, size: size, buf: make([]byte, 0, size)}
}

func (b *Writer) Flush() error {
	if b.err != nil {
		return b.err
	}
	if len(b.buf) == 0 {
		return nil
	}
	_, err := b.wr.Write(b.buf)
	b.buf = b.buf[:0]
	b.err = err
	return err
}

func (b *Writer) Available() int { return b.size - len(b.buf) }
func (b *Writer) Buffered() int  { return len(b.buf) }
func (b *Writer) Size() int      { return b.size }

func (b *Writer) Write(p []byte) (nn int, err error) {
	for len(p) > b.Available() && b.err == nil {
		n := b.Available()
		if len(b.buf) == 0 {
			n, b.err = b.wr.Write(p)
		} else {
			b.buf = append(b.buf, p[:n]...)
			b.Flush()
		}
		nn += n
		p = p[n:]
	}
	if b.err != nil {
		return nn, b.err
	}
	b.buf = append(b.buf, p...)
	return nn + len(p), nil
}

func (b *Writer) WriteString(s string) (int, error) {
	return b.Write([]byte(s))
}

func (b *Writer) WriteByte(c byte) error {
	_, err := b.Write([]byte{c})
	return err
}

func (b *Writer) WriteRune(r rune) (size int, err error) {
	return b.Write(utf8.AppendRune(nil, r))
}

type SplitFunc func(data []byte, atEOF bool) (advance int, token []byte, err error)

type Scanner struct {
	r     io.Reader
	split SplitFunc
	data  []byte
	read  bool
	token []byte
	err   error
	done  bool
}

func NewScanner(r io.Reader) *Scanner {
	return &Scanner{r: r, split: ScanLines}
}

func (s *Scanner) Split(split SplitFunc) {
	s.split = split
}

func (s *Scanner) Buffer(buf []byte, max int) {}

func (s *Scanner) Scan() bool {
	if s.done {
		return false
	}
	if !s.read {
		data, err := io.ReadAll(s.r)
		s.data = data
		s.err = err
		s.read = true
	}
	for {
		adv, tok, err := s.split(s.data, true)
		if err != nil {
			s.err = err
			s.done = true
			return false
		}
		s.data = s.data[adv:]
		if tok != nil {
			s.token = tok
			return true
		}
		if adv == 0 {
			s.done = true
			s.token = nil
			return false
		}
	}
}

func (s *Scanner) Text() string  { return string(s.token) }
func (s *Scanner) Bytes() []byte { return s.token }
func (s *Scanner) Err() error    { return s.err }

func dropCR(data []byte) []byte {
	if len(data) > 0 && data[len(data)-1] == '\\r' {
		return data[0 : len(data)-1]
	}
	return data
}

func ScanLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	if i := strings.IndexByte(string(data), '\\n'); i >= 0 {
		return i + 1, dropCR(data[0:i]), nil
	}
	if atEOF {
		return len(data), dropCR(data), nil
	}
	return 0, nil, nil
}

func isSpace(r rune) bool {
	switch r {
	case ' ', '\\t', '\\n', '\\v', '\\f', '\\r', 0x85, 0xA0:
		return true
	}
	return false
}

func ScanWords(data []byte, atEOF bool) (advance int, token []byte, err error) {
	start := 0
	for width := 0; start < len(data); start += width {
		var r rune
		r, width = utf8.DecodeRune(data[start:])
		if !isSpace(r) {
			break
		}
	}
	for width, i := 0, start; i < len(data); i += width {
		var r rune
		r, width = utf8.DecodeRune(data[i:])
		if isSpace(r) {
			return i + width, data[start:i], nil
		}
	}
	if atEOF && len(data) > start {
		return len(data), data[start:], nil
	}
	return start, nil, nil
}

func ScanRunes(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	_, width := utf8.DecodeRune(data)
	return width, data[0:width], nil
}

func ScanBytes(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	return 1, data[0:1], nil
}

type Reader struct {
	rd   io.Reader
	data []byte
	read bool
}

func NewReader(rd io.Reader) *Reader {
	return &Reader{rd: rd}
}

func (b *Reader) fill() {
	if !b.read {
		b.data, _ = io.ReadAll(b.rd)
		b.read = true
	}
}

func (b *Reader) ReadString(delim byte) (string, error) {
	b.fill()
	if i := strings.IndexByte(string(b.data), delim); i >= 0 {
		s := string(b.data[:i+1])
		b.data = b.data[i+1:]
		return s, nil
	}
	s := string(b.data)
	b.data = nil
	return s, io.EOF
}

func (b *Reader) ReadByte() (byte, error) {
	b.fill()
	if len(b.data) == 0 {
		return 0, io.EOF
	}
	c := b.data[0]
	b.data = b.data[1:]
	return c, nil
}

func (b *Reader) ReadRune() (r rune, size int, err error) {
	b.fill()
	if len(b.data) == 0 {
		return 0, 0, io.EOF
	}
	r, size = utf8.DecodeRune(b.data)
	b.data = b.data[size:]
	return r, size, nil
}

func (b *Reader) Read(p []byte) (n int, err error) {
	b.fill()
	if len(b.data) == 0 {
		return 0, io.EOF
	}
	n = copy(p, b.data)
	b.data = b.data[n:]
	return n, nil
}
`;

let pkg: NativePackage | undefined;

export function bufioPackage(): NativePackage {
  pkg ??= { path: 'bufio', files: [{ name: 'bufio.go', src }], natives: {} };
  return pkg;
}
