// Small packages written in Go: unicode/utf16, container/ring, io/ioutil (the deprecated wrappers),
// html (EscapeString/UnescapeString for the five escaped characters and the common entities).

import type { NativePackage } from '../../interp/native.ts';

const utf16Src = `package utf16

const (
	replacementChar = '\\uFFFD'
	maxRune         = '\\U0010FFFF'
	surr1           = 0xd800
	surr2           = 0xdc00
	surr3           = 0xe000
	surrSelf        = 0x10000
)

func IsSurrogate(r rune) bool { return surr1 <= r && r < surr3 }

func DecodeRune(r1, r2 rune) rune {
	if surr1 <= r1 && r1 < surr2 && surr2 <= r2 && r2 < surr3 {
		return (r1-surr1)<<10 | (r2 - surr2) + surrSelf
	}
	return replacementChar
}

func EncodeRune(r rune) (r1, r2 rune) {
	if r < surrSelf || r > maxRune {
		return replacementChar, replacementChar
	}
	r -= surrSelf
	return surr1 + (r>>10)&0x3ff, surr2 + r&0x3ff
}

func RuneLen(r rune) int {
	switch {
	case 0 <= r && r < surr1, surr3 <= r && r < surrSelf:
		return 1
	case surrSelf <= r && r <= maxRune:
		return 2
	default:
		return -1
	}
}

func Encode(s []rune) []uint16 {
	a := make([]uint16, 0, len(s))
	for _, v := range s {
		a = AppendRune(a, v)
	}
	return a
}

func AppendRune(a []uint16, r rune) []uint16 {
	switch {
	case 0 <= r && r < surr1, surr3 <= r && r < surrSelf:
		return append(a, uint16(r))
	case surrSelf <= r && r <= maxRune:
		r1, r2 := EncodeRune(r)
		return append(a, uint16(r1), uint16(r2))
	}
	return append(a, replacementChar)
}

func Decode(s []uint16) []rune {
	buf := make([]rune, 0, len(s))
	for i := 0; i < len(s); i++ {
		var ar rune
		switch r := s[i]; {
		case r < surr1, surr3 <= r:
			ar = rune(r)
		case surr1 <= r && r < surr2 && i+1 < len(s) && surr2 <= s[i+1] && s[i+1] < surr3:
			ar = DecodeRune(rune(r), rune(s[i+1]))
			i++
		default:
			ar = replacementChar
		}
		buf = append(buf, ar)
	}
	return buf
}
`;

const ringSrc = `package ring

type Ring struct {
	next, prev *Ring
	Value      any
}

func (r *Ring) init() *Ring {
	r.next = r
	r.prev = r
	return r
}

func (r *Ring) Next() *Ring {
	if r.next == nil {
		return r.init()
	}
	return r.next
}

func (r *Ring) Prev() *Ring {
	if r.next == nil {
		return r.init()
	}
	return r.prev
}

func (r *Ring) Move(n int) *Ring {
	if r.next == nil {
		return r.init()
	}
	switch {
	case n < 0:
		for ; n < 0; n++ {
			r = r.prev
		}
	case n > 0:
		for ; n > 0; n-- {
			r = r.next
		}
	}
	return r
}

func New(n int) *Ring {
	if n <= 0 {
		return nil
	}
	r := new(Ring)
	p := r
	for i := 1; i < n; i++ {
		p.next = &Ring{prev: p}
		p = p.next
	}
	p.next = r
	r.prev = p
	return r
}

func (r *Ring) Link(s *Ring) *Ring {
	n := r.Next()
	if s != nil {
		p := s.Prev()
		r.next = s
		s.prev = r
		n.prev = p
		p.next = n
	}
	return n
}

func (r *Ring) Unlink(n int) *Ring {
	if n <= 0 {
		return nil
	}
	return r.Link(r.Move(n + 1))
}

func (r *Ring) Len() int {
	n := 0
	if r != nil {
		n = 1
		for p := r.Next(); p != r; p = p.next {
			n++
		}
	}
	return n
}

func (r *Ring) Do(f func(any)) {
	if r != nil {
		f(r.Value)
		for p := r.Next(); p != r; p = p.next {
			f(p.Value)
		}
	}
}
`;

const ioutilSrc = `package ioutil

import (
	"io"
	"os"
)

var Discard io.Writer = io.Discard

func ReadAll(r io.Reader) ([]byte, error) { return io.ReadAll(r) }

func ReadFile(filename string) ([]byte, error) { return os.ReadFile(filename) }

func WriteFile(filename string, data []byte, perm os.FileMode) error {
	return os.WriteFile(filename, data, perm)
}

func NopCloser(r io.Reader) io.ReadCloser { return io.NopCloser(r) }
`;

const htmlSrc = `package html

import "strings"

var htmlEscaper = strings.NewReplacer(
	\`&\`, "&amp;",
	\`'\`, "&#39;",
	\`<\`, "&lt;",
	\`>\`, "&gt;",
	\`"\`, "&#34;",
)

func EscapeString(s string) string { return htmlEscaper.Replace(s) }

var htmlUnescaper = strings.NewReplacer(
	"&amp;", "&",
	"&#39;", "'",
	"&lt;", "<",
	"&gt;", ">",
	"&#34;", "\\"",
	"&quot;", "\\"",
	"&apos;", "'",
	"&nbsp;", "\\u00a0",
)

func UnescapeString(s string) string {
	if !strings.Contains(s, "&") {
		return s
	}
	return htmlUnescaper.Replace(s)
}
`;

const cache = new Map<string, NativePackage>();
function goPackage(path: string, name: string, src: string): () => NativePackage {
  return () => {
    let p = cache.get(path);
    if (p === undefined) {
      p = { path, files: [{ name, src }], natives: {} };
      cache.set(path, p);
    }
    return p;
  };
}

export const utf16Package = goPackage('unicode/utf16', 'utf16.go', utf16Src);
export const ringPackage = goPackage('container/ring', 'ring.go', ringSrc);
export const ioutilPackage = goPackage('io/ioutil', 'ioutil.go', ioutilSrc);
export const htmlPackage = goPackage('html', 'escape.go', htmlSrc);
