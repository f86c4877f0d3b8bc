package strings

import (
	"errors"
	"io"
	"iter"
	"unicode"
	"unicode/utf8"
)

func Clone(s string) string {
	return s
}

func Compare(a, b string) int {
	if a == b {
		return 0
	}
	if a < b {
		return -1
	}
	return 1
}

func Contains(s, substr string) bool {
	return Index(s, substr) >= 0
}

func ContainsAny(s, chars string) bool {
	return IndexAny(s, chars) >= 0
}

func ContainsRune(s string, r rune) bool {
	return IndexRune(s, r) >= 0
}

func ContainsFunc(s string, f func(rune) bool) bool {
	return IndexFunc(s, f) >= 0
}

func Count(s, substr string) int
func Cut(s, sep string) (before, after string, found bool) {
	if i := Index(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

func CutPrefix(s, prefix string) (after string, found bool) {
	if !HasPrefix(s, prefix) {
		return s, false
	}
	return s[len(prefix):], true
}

func CutSuffix(s, suffix string) (before string, found bool) {
	if !HasSuffix(s, suffix) {
		return s, false
	}
	return s[:len(s)-len(suffix)], true
}

func EqualFold(s, t string) bool
func Fields(s string) []string
func FieldsFunc(s string, f func(rune) bool) []string

func HasPrefix(s, prefix string) bool {
	return len(s) >= len(prefix) && s[0:len(prefix)] == prefix
}

func HasSuffix(s, suffix string) bool {
	return len(s) >= len(suffix) && s[len(s)-len(suffix):] == suffix
}

func Index(s, substr string) int
func IndexAny(s, chars string) int
func IndexByte(s string, c byte) int
func IndexFunc(s string, f func(rune) bool) int
func IndexRune(s string, r rune) int
func Join(elems []string, sep string) string
func LastIndex(s, substr string) int
func LastIndexAny(s, chars string) int
func LastIndexByte(s string, c byte) int
func LastIndexFunc(s string, f func(rune) bool) int
func Map(mapping func(rune) rune, s string) string
func Repeat(s string, count int) string
func Replace(s, old, new string, n int) string

func ReplaceAll(s, old, new string) string {
	return Replace(s, old, new, -1)
}

func Split(s, sep string) []string {
	return genSplit(s, sep, 0, -1)
}

func SplitAfter(s, sep string) []string {
	return genSplit(s, sep, len(sep), -1)
}

func SplitAfterN(s, sep string, n int) []string {
	return genSplit(s, sep, len(sep), n)
}

func SplitN(s, sep string, n int) []string {
	return genSplit(s, sep, 0, n)
}

func genSplit(s, sep string, sepSave, n int) []string

// The iterator forms of Go 1.24 (go/src/strings/iter.go): same fragments as Split, SplitAfter,
// Fields, FieldsFunc; Lines keeps each line's newline.
func Lines(s string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for len(s) > 0 {
			var line string
			if i := IndexByte(s, '\n'); i >= 0 {
				line, s = s[:i+1], s[i+1:]
			} else {
				line, s = s, ""
			}
			if !yield(line) {
				return
			}
		}
	}
}

func splitSeq(s, sep string, sepSave int) iter.Seq[string] {
	return func(yield func(string) bool) {
		if len(sep) == 0 {
			for len(s) > 0 {
				_, size := utf8.DecodeRuneInString(s)
				if !yield(s[:size]) {
					return
				}
				s = s[size:]
			}
			return
		}
		for {
			i := Index(s, sep)
			if i < 0 {
				break
			}
			if !yield(s[:i+sepSave]) {
				return
			}
			s = s[i+len(sep):]
		}
		yield(s)
	}
}

func SplitSeq(s, sep string) iter.Seq[string] {
	return splitSeq(s, sep, 0)
}

func SplitAfterSeq(s, sep string) iter.Seq[string] {
	return splitSeq(s, sep, len(sep))
}

func FieldsSeq(s string) iter.Seq[string] {
	return FieldsFuncSeq(s, unicode.IsSpace)
}

func FieldsFuncSeq(s string, f func(rune) bool) iter.Seq[string] {
	return func(yield func(string) bool) {
		start := -1
		for i := 0; i < len(s); {
			r, size := utf8.DecodeRuneInString(s[i:])
			if f(r) {
				if start >= 0 {
					if !yield(s[start:i]) {
						return
					}
					start = -1
				}
			} else if start < 0 {
				start = i
			}
			i += size
		}
		if start >= 0 {
			yield(s[start:])
		}
	}
}

func Title(s string) string
func ToLower(s string) string
func ToTitle(s string) string
func ToUpper(s string) string
func ToValidUTF8(s, replacement string) string
func Trim(s, cutset string) string
func TrimFunc(s string, f func(rune) bool) string
func TrimLeft(s, cutset string) string
func TrimLeftFunc(s string, f func(rune) bool) string

func TrimPrefix(s, prefix string) string {
	if HasPrefix(s, prefix) {
		return s[len(prefix):]
	}
	return s
}

func TrimRight(s, cutset string) string
func TrimRightFunc(s string, f func(rune) bool) string
func TrimSpace(s string) string

func TrimSuffix(s, suffix string) string {
	if HasSuffix(s, suffix) {
		return s[:len(s)-len(suffix)]
	}
	return s
}

// A Builder is used to efficiently build a string using Write methods.
// Its text is buf followed by the pieces written since the last flush, which the natives hold
// beside these fields (builder.ts); String, Len and Reset are native for that reason.
type Builder struct {
	addr *Builder // of receiver, to detect copies by value (builder.go copyCheck)
	buf  string   // named like the real field (unexported-field messages name it)
	cap  int
}

func (b *Builder) copyCheck() {
	if b.addr == nil {
		b.addr = b
		b.begin()
	} else if b.addr != b {
		panic("strings: illegal use of non-zero Builder copied by value")
	}
}

// begin drops pending pieces an overwritten value left behind (builder.ts).
func (b *Builder) begin()

func (b *Builder) String() string

func (b *Builder) Len() int

// Cap reports the capacity of Go's buf: grown by writes as append grows a []byte, and by Grow to
// 2*cap+n rounded to a size class (builder.go grow, bytealg.MakeNoZero); Reset frees it.
func (b *Builder) Cap() int {
	if n := b.Len(); b.cap < n {
		return n
	}
	return b.cap
}

func (b *Builder) Reset()

func (b *Builder) Grow(n int) {
	if n < 0 {
		panic("strings.Builder.Grow: negative count")
	}
	b.copyCheck()
	if c := b.Cap(); c-b.Len() < n {
		b.cap = sizeClass(2*c + n)
	}
}

func sizeClass(n int) int

func (b *Builder) Write(p []byte) (int, error) {
	b.copyCheck()
	return b.write(p)
}

func (b *Builder) write(p []byte) (int, error)

// WriteByte and WriteString are native (package.ts): copyCheck and the append in one call
// instead of two Go frames (bench/go/strings.go and fasta.go write a byte or a string per call).
func (b *Builder) WriteByte(c byte) error

func (b *Builder) WriteRune(r rune) (int, error) {
	b.copyCheck()
	s := string(r)
	b.WriteString(s)
	return len(s), nil
}

func (b *Builder) WriteString(s string) (int, error)

func byteString(c byte) string

// Replacer replaces a list of strings with replacements.
type Replacer struct {
	id int
}

func NewReplacer(oldnew ...string) *Replacer

func (r *Replacer) Replace(s string) string

func (r *Replacer) WriteString(w io.Writer, s string) (n int, err error) {
	return io.WriteString(w, r.Replace(s))
}

// Reader reads from a string.
type Reader struct {
	s        string
	i        int
	prevRune int // index of the previous rune, or < 0
}

func NewReader(s string) *Reader {
	return &Reader{s, 0, -1}
}

func (r *Reader) Len() int {
	if r.i >= len(r.s) {
		return 0
	}
	return len(r.s) - r.i
}

func (r *Reader) Size() int64 {
	return int64(len(r.s))
}

func (r *Reader) Reset(s string) {
	*r = Reader{s, 0, -1}
}

func (r *Reader) UnreadByte() error {
	if r.i <= 0 {
		return errors.New("strings.Reader.UnreadByte: at beginning of string")
	}
	r.prevRune = -1
	r.i--
	return nil
}

func (r *Reader) UnreadRune() error {
	if r.i <= 0 {
		return errors.New("strings.Reader.UnreadRune: at beginning of string")
	}
	if r.prevRune < 0 {
		return errors.New("strings.Reader.UnreadRune: previous operation was not ReadRune")
	}
	r.i = r.prevRune
	r.prevRune = -1
	return nil
}

func (r *Reader) ReadAt(b []byte, off int64) (n int, err error) {
	if off < 0 {
		return 0, errors.New("strings.Reader.ReadAt: negative offset")
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

func (r *Reader) Seek(offset int64, whence int) (int64, error) {
	r.prevRune = -1
	var abs int64
	switch whence {
	case io.SeekStart:
		abs = offset
	case io.SeekCurrent:
		abs = int64(r.i) + offset
	case io.SeekEnd:
		abs = int64(len(r.s)) + offset
	default:
		return 0, errors.New("strings.Reader.Seek: invalid whence")
	}
	if abs < 0 {
		return 0, errors.New("strings.Reader.Seek: negative position")
	}
	r.i = int(abs)
	return abs, nil
}

func (r *Reader) WriteTo(w io.Writer) (n int64, err error) {
	r.prevRune = -1
	if r.i >= len(r.s) {
		return 0, nil
	}
	s := r.s[r.i:]
	m, err := io.WriteString(w, s)
	r.i += m
	return int64(m), err
}

func (r *Reader) Read(b []byte) (n int, err error) {
	if r.i >= len(r.s) {
		return 0, io.EOF
	}
	r.prevRune = -1
	n = copy(b, r.s[r.i:])
	r.i += n
	return
}

func (r *Reader) ReadByte() (byte, error) {
	r.prevRune = -1
	if r.i >= len(r.s) {
		return 0, io.EOF
	}
	b := r.s[r.i]
	r.i++
	return b, nil
}

func (r *Reader) ReadRune() (ch rune, size int, err error) {
	if r.i >= len(r.s) {
		r.prevRune = -1
		return 0, 0, io.EOF
	}
	r.prevRune = r.i
	ch, size = utf8.DecodeRuneInString(r.s[r.i:])
	r.i += size
	return
}

func (r *Reader) ReadString(delim byte) (string, error) {
	if r.i >= len(r.s) {
		return "", io.EOF
	}
	rest := r.s[r.i:]
	if j := IndexByte(rest, delim); j >= 0 {
		r.i += j + 1
		return rest[:j+1], nil
	}
	r.i = len(r.s)
	return rest, io.EOF
}

// ToUpperSpecial, ToLowerSpecial and ToTitleSpecial map s with c's case mappings first.
func ToUpperSpecial(c unicode.SpecialCase, s string) string { return Map(c.ToUpper, s) }

func ToLowerSpecial(c unicode.SpecialCase, s string) string { return Map(c.ToLower, s) }

func ToTitleSpecial(c unicode.SpecialCase, s string) string { return Map(c.ToTitle, s) }
