package bufio

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"unicode/utf8"
)

const defaultBufSize = 4096

const MaxScanTokenSize = 64 * 1024

var (
	ErrTooLong         = errors.New("bufio.Scanner: token too long")
	ErrNegativeAdvance = errors.New("bufio.Scanner: SplitFunc returns negative advance count")
	ErrAdvanceTooFar   = errors.New("bufio.Scanner: SplitFunc returns advance count beyond input")
	ErrBadReadCount    = errors.New("bufio.Scanner: Read returned impossible count")
)

// ErrFinalToken ends the scan after the token it is returned with (scan.go).
var ErrFinalToken = errors.New("final token")

type Writer struct {
	err  error
	buf  []byte
	wr   io.Writer
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

func (b *Writer) AvailableBuffer() []byte { return b.buf[len(b.buf):][:0] }

func (b *Writer) Reset(w io.Writer) {
	b.err = nil
	b.buf = b.buf[:0]
	b.wr = w
}

// ReadFrom hands the reader to the underlying writer's ReadFrom when nothing is buffered, as
// bufio.go does; otherwise the data goes through the buffer.
func (b *Writer) ReadFrom(r io.Reader) (n int64, err error) {
	if b.err != nil {
		return 0, b.err
	}
	if rf, ok := b.wr.(io.ReaderFrom); ok && len(b.buf) == 0 {
		n, err = rf.ReadFrom(r)
		b.err = err
		return n, err
	}
	data, err := io.ReadAll(r)
	m, werr := b.Write(data)
	if err == nil {
		err = werr
	}
	return int64(m), err
}
func (b *Writer) Buffered() int { return len(b.buf) }
func (b *Writer) Size() int     { return b.size }

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
			s.done = true
			if err == ErrFinalToken {
				s.token = tok
				return tok != nil
			}
			s.err = err
			return false
		}
		if adv < 0 || adv > len(s.data) {
			s.done = true
			if adv < 0 {
				s.err = ErrNegativeAdvance
			} else {
				s.err = ErrAdvanceTooFar
			}
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
	if len(data) > 0 && data[len(data)-1] == '\r' {
		return data[0 : len(data)-1]
	}
	return data
}

func ScanLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	if i := strings.IndexByte(string(data), '\n'); i >= 0 {
		return i + 1, dropCR(data[0:i]), nil
	}
	if atEOF {
		return len(data), dropCR(data), nil
	}
	return 0, nil, nil
}

func isSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r', 0x85, 0xA0:
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
	rd       io.Reader
	data     []byte
	off      int
	read     bool
	err      error
	lastByte int
	lastSize int
}

// NewReader reads its whole source on first use (programs here read finite inputs).
func NewReader(rd io.Reader) *Reader {
	return &Reader{rd: rd, lastByte: -1, lastSize: -1}
}

func NewReaderSize(rd io.Reader, size int) *Reader { return NewReader(rd) }

var ErrInvalidUnreadByte = errors.New("bufio: invalid use of UnreadByte")

var ErrInvalidUnreadRune = errors.New("bufio: invalid use of UnreadRune")

var ErrNegativeCount = errors.New("bufio: negative count")

var ErrBufferFull = errors.New("bufio: buffer full")

func (b *Reader) fill() {
	if !b.read {
		b.data, b.err = io.ReadAll(b.rd)
		b.read = true
	}
}

func (b *Reader) readErr() error {
	if b.err != nil {
		err := b.err
		b.err = nil
		return err
	}
	return io.EOF
}

func (b *Reader) Size() int { return defaultBufSize }

func (b *Reader) Reset(r io.Reader) {
	*b = Reader{rd: r, lastByte: -1, lastSize: -1}
}

// ReadSlice is ReadBytes without the copy (the whole input is buffered here, so the buffer never
// fills up first).
func (b *Reader) ReadSlice(delim byte) (line []byte, err error) {
	b.fill()
	rest := b.data[b.off:]
	if i := bytes.IndexByte(rest, delim); i >= 0 {
		line = rest[:i+1]
	} else {
		line = rest
		err = b.readErr()
	}
	b.off += len(line)
	if len(line) > 0 {
		b.lastByte = int(line[len(line)-1])
		b.lastSize = -1
	}
	return line, err
}

func (b *Reader) Buffered() int {
	b.fill()
	return len(b.data) - b.off
}

func (b *Reader) ReadBytes(delim byte) ([]byte, error) {
	b.fill()
	rest := b.data[b.off:]
	if i := bytes.IndexByte(rest, delim); i >= 0 {
		line := append([]byte(nil), rest[:i+1]...)
		b.off += i + 1
		b.lastByte = int(delim)
		b.lastSize = -1
		return line, nil
	}
	b.off = len(b.data)
	b.lastSize = -1
	if len(rest) > 0 {
		b.lastByte = int(rest[len(rest)-1])
	}
	return append([]byte(nil), rest...), b.readErr()
}

func (b *Reader) ReadString(delim byte) (string, error) {
	line, err := b.ReadBytes(delim)
	return string(line), err
}

func (b *Reader) ReadLine() (line []byte, isPrefix bool, err error) {
	b.fill()
	if b.off >= len(b.data) {
		return nil, false, b.readErr()
	}
	rest := b.data[b.off:]
	i := bytes.IndexByte(rest, '\n')
	if i < 0 {
		b.off = len(b.data)
		return rest, false, nil
	}
	b.off += i + 1
	line = rest[:i]
	if len(line) > 0 && line[len(line)-1] == '\r' {
		line = line[:len(line)-1]
	}
	return line, false, nil
}

func (b *Reader) ReadByte() (byte, error) {
	b.fill()
	b.lastSize = -1
	if b.off >= len(b.data) {
		return 0, b.readErr()
	}
	c := b.data[b.off]
	b.off++
	b.lastByte = int(c)
	return c, nil
}

func (b *Reader) UnreadByte() error {
	if b.lastByte < 0 || b.off == 0 {
		return ErrInvalidUnreadByte
	}
	b.off--
	b.lastByte = -1
	b.lastSize = -1
	return nil
}

func (b *Reader) ReadRune() (r rune, size int, err error) {
	b.fill()
	if b.off >= len(b.data) {
		b.lastSize = -1
		return 0, 0, b.readErr()
	}
	r, size = utf8.DecodeRune(b.data[b.off:])
	b.off += size
	b.lastByte = int(b.data[b.off-1])
	b.lastSize = size
	return r, size, nil
}

func (b *Reader) UnreadRune() error {
	if b.lastSize < 0 || b.off < b.lastSize {
		return ErrInvalidUnreadRune
	}
	b.off -= b.lastSize
	b.lastByte = -1
	b.lastSize = -1
	return nil
}

func (b *Reader) Peek(n int) ([]byte, error) {
	if n < 0 {
		return nil, ErrNegativeCount
	}
	b.fill()
	b.lastByte = -1
	b.lastSize = -1
	rest := b.data[b.off:]
	if len(rest) < n {
		return rest, io.EOF
	}
	return rest[:n], nil
}

func (b *Reader) Discard(n int) (discarded int, err error) {
	if n < 0 {
		return 0, ErrNegativeCount
	}
	b.fill()
	rest := len(b.data) - b.off
	if n > rest {
		b.off = len(b.data)
		return rest, io.EOF
	}
	b.off += n
	return n, nil
}

func (b *Reader) Read(p []byte) (n int, err error) {
	b.fill()
	if len(p) == 0 {
		return 0, nil
	}
	if b.off >= len(b.data) {
		return 0, b.readErr()
	}
	n = copy(p, b.data[b.off:])
	b.off += n
	b.lastByte = int(b.data[b.off-1])
	b.lastSize = -1
	return n, nil
}

func (b *Reader) WriteTo(w io.Writer) (n int64, err error) {
	b.fill()
	m, err := w.Write(b.data[b.off:])
	b.off += m
	return int64(m), err
}

// ReadWriter stores pointers to a Reader and a Writer.
type ReadWriter struct {
	*Reader
	*Writer
}

func NewReadWriter(r *Reader, w *Writer) *ReadWriter {
	return &ReadWriter{r, w}
}
