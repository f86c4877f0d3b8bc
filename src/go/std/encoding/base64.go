package base64

import (
	"io"
	"strconv"
	"strings"
)

type Encoding struct {
	alphabet string
	pad      string // the padding character, "" for NoPadding
	strict   bool
}

const (
	StdPadding rune = '='
	NoPadding  rune = -1
)

const encodeStd = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
const encodeURL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

var StdEncoding = &Encoding{alphabet: encodeStd, pad: "="}
var URLEncoding = &Encoding{alphabet: encodeURL, pad: "="}
var RawStdEncoding = &Encoding{alphabet: encodeStd}
var RawURLEncoding = &Encoding{alphabet: encodeURL}

func NewEncoding(encoder string) *Encoding {
	if len(encoder) != 64 {
		panic("encoding alphabet is not 64-bytes long")
	}
	for i := 0; i < len(encoder); i++ {
		if encoder[i] == '\n' || encoder[i] == '\r' {
			panic("encoding alphabet contains newline character")
		}
		if strings.IndexByte(encoder[:i], encoder[i]) >= 0 {
			panic("encoding alphabet includes duplicate symbols")
		}
	}
	return &Encoding{alphabet: encoder, pad: "="}
}

func (enc Encoding) WithPadding(padding rune) *Encoding {
	switch {
	case padding < NoPadding || padding == '\r' || padding == '\n' || padding > 0xff:
		panic("invalid padding")
	case padding != NoPadding && strings.IndexByte(enc.alphabet, byte(padding)) >= 0:
		panic("padding contained in alphabet")
	}
	enc.pad = ""
	if padding != NoPadding {
		enc.pad = string([]byte{byte(padding)})
	}
	return &enc
}

// Strict makes decoding require that the trailing padding bits are zero (RFC 4648 section 3.5).
func (enc Encoding) Strict() *Encoding {
	enc.strict = true
	return &enc
}

type CorruptInputError int64

func (e CorruptInputError) Error() string {
	return "illegal base64 data at input byte " + strconv.FormatInt(int64(e), 10)
}

func encode(alphabet string, pad string, src string) string
func decode(alphabet string, pad string, strict bool, s string) ([]byte, int)

func (enc *Encoding) EncodeToString(src []byte) string {
	return encode(enc.alphabet, enc.pad, string(src))
}

func (enc *Encoding) Encode(dst, src []byte) {
	copy(dst, enc.EncodeToString(src))
}

func (enc *Encoding) AppendEncode(dst, src []byte) []byte {
	return append(dst, enc.EncodeToString(src)...)
}

func (enc *Encoding) EncodedLen(n int) int {
	if enc.pad == "" {
		return n/3*4 + (n%3*8+5)/6
	}
	return (n + 2) / 3 * 4
}

func (enc *Encoding) DecodedLen(n int) int {
	if enc.pad == "" {
		return n * 6 / 8
	}
	return n / 4 * 3
}

func (enc *Encoding) DecodeString(s string) ([]byte, error) {
	b, bad := decode(enc.alphabet, enc.pad, enc.strict, s)
	if bad >= 0 {
		return b, CorruptInputError(bad)
	}
	return b, nil
}

func (enc *Encoding) Decode(dst, src []byte) (n int, err error) {
	b, err := enc.DecodeString(string(src))
	return copy(dst, b), err
}

// The streaming encoder and decoder follow go/src/encoding/base64/base64.go (encoder.Write/Close,
// decoder.Read, newlineFilteringReader): the encoder writes whole 4-byte quanta (up to 1024 bytes
// a write) and the final partial one on Close; the decoder skips '\r' and '\n' and decodes 4-byte
// quanta as they arrive.
type encoder struct {
	err  error
	enc  *Encoding
	w    io.Writer
	buf  [3]byte
	nbuf int
	out  [1024]byte
}

func (e *encoder) Write(p []byte) (n int, err error) {
	if e.err != nil {
		return 0, e.err
	}
	if e.nbuf > 0 {
		var i int
		for i = 0; i < len(p) && e.nbuf < 3; i++ {
			e.buf[e.nbuf] = p[i]
			e.nbuf++
		}
		n += i
		p = p[i:]
		if e.nbuf < 3 {
			return
		}
		e.enc.Encode(e.out[:], e.buf[:])
		if _, e.err = e.w.Write(e.out[:4]); e.err != nil {
			return n, e.err
		}
		e.nbuf = 0
	}
	for len(p) >= 3 {
		nn := len(e.out) / 4 * 3
		if nn > len(p) {
			nn = len(p)
			nn -= nn % 3
		}
		e.enc.Encode(e.out[:], p[:nn])
		if _, e.err = e.w.Write(e.out[0 : nn/3*4]); e.err != nil {
			return n, e.err
		}
		n += nn
		p = p[nn:]
	}
	copy(e.buf[:], p)
	e.nbuf = len(p)
	n += len(p)
	return
}

// Close flushes any pending output from the encoder. It is an error to call Write after Close.
func (e *encoder) Close() error {
	if e.err == nil && e.nbuf > 0 {
		e.enc.Encode(e.out[:], e.buf[:e.nbuf])
		_, e.err = e.w.Write(e.out[:e.enc.EncodedLen(e.nbuf)])
		e.nbuf = 0
	}
	return e.err
}

// NewEncoder returns a new base64 stream encoder; the caller must Close it to flush the last
// partial block.
func NewEncoder(enc *Encoding, w io.Writer) io.WriteCloser {
	return &encoder{enc: enc, w: w}
}

type decoder struct {
	err     error
	readErr error
	enc     *Encoding
	r       io.Reader
	buf     [1024]byte
	nbuf    int
	out     []byte
	outbuf  [1024 / 4 * 3]byte
}

func (d *decoder) Read(p []byte) (n int, err error) {
	if len(d.out) > 0 {
		n = copy(p, d.out)
		d.out = d.out[n:]
		return n, nil
	}
	if d.err != nil {
		return 0, d.err
	}
	for d.nbuf < 4 && d.readErr == nil {
		nn := len(p) / 3 * 4
		if nn < 4 {
			nn = 4
		}
		if nn > len(d.buf) {
			nn = len(d.buf)
		}
		nn, d.readErr = d.r.Read(d.buf[d.nbuf:nn])
		d.nbuf += nn
	}
	if d.nbuf < 4 {
		if d.enc.pad == "" && d.nbuf > 0 {
			var nw int
			nw, d.err = d.enc.Decode(d.outbuf[:], d.buf[:d.nbuf])
			d.nbuf = 0
			d.out = d.outbuf[:nw]
			n = copy(p, d.out)
			d.out = d.out[n:]
			if n > 0 || len(p) == 0 && len(d.out) > 0 {
				return n, nil
			}
			if d.err != nil {
				return 0, d.err
			}
		}
		d.err = d.readErr
		if d.err == io.EOF && d.nbuf > 0 {
			d.err = io.ErrUnexpectedEOF
		}
		return 0, d.err
	}
	nr := d.nbuf / 4 * 4
	nw := d.nbuf / 4 * 3
	if nw > len(p) {
		nw, d.err = d.enc.Decode(d.outbuf[:], d.buf[:nr])
		d.out = d.outbuf[:nw]
		n = copy(p, d.out)
		d.out = d.out[n:]
	} else {
		n, d.err = d.enc.Decode(p, d.buf[:nr])
	}
	d.nbuf -= nr
	copy(d.buf[:d.nbuf], d.buf[nr:])
	return n, d.err
}

type newlineFilteringReader struct {
	wrapped io.Reader
}

func (r *newlineFilteringReader) Read(p []byte) (int, error) {
	n, err := r.wrapped.Read(p)
	for n > 0 {
		offset := 0
		for i, b := range p[:n] {
			if b != '\r' && b != '\n' {
				if i != offset {
					p[offset] = b
				}
				offset++
			}
		}
		if offset > 0 {
			return offset, err
		}
		n, err = r.wrapped.Read(p)
	}
	return n, err
}

// NewDecoder constructs a new base64 stream decoder.
func NewDecoder(enc *Encoding, r io.Reader) io.Reader {
	return &decoder{enc: enc, r: &newlineFilteringReader{r}}
}

// AppendDecode appends the base64 decoded src to dst (go1.23 base64.go: sized without the
// padding, grown as slices.Grow does).
func (enc *Encoding) AppendDecode(dst, src []byte) ([]byte, error) {
	n := len(src)
	for n > 0 && enc.pad != "" && src[n-1] == enc.pad[0] {
		n--
	}
	n = n/4*3 + n%4*6/8
	if m := n - (cap(dst) - len(dst)); m > 0 {
		dst = append(dst[:cap(dst)], make([]byte, m)...)[:len(dst)]
	}
	n, err := enc.Decode(dst[len(dst):][:n], src)
	return dst[:len(dst)+n], err
}
