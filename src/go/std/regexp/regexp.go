package regexp

import (
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Regexp is a compiled regular expression.
type Regexp struct {
	expr      string
	numSubexp int
	names     []string
	longest   bool
	posix     bool // CompilePOSIX: POSIX ERE syntax (regexp/syntax.POSIX)
}

type parseError struct {
	msg string
}

func (e *parseError) Error() string { return e.msg }

func compile(expr string, posix bool) (numSubexp int, names []string, msg string)
func exec(expr string, posix bool, s string, pos int, longest bool) []int
func matchString(expr string, posix bool, s string) bool
func literalPrefix(expr string) (prefix string, complete bool)

func Compile(expr string) (*Regexp, error) { return compileMode(expr, false) }

// CompilePOSIX: POSIX ERE syntax (no Perl classes, flags or lazy repetition; ^ and $ match at line
// boundaries, negated classes do not match \n) and leftmost-longest matching.
func CompilePOSIX(expr string) (*Regexp, error) { return compileMode(expr, true) }

func compileMode(expr string, posix bool) (*Regexp, error) {
	n, names, msg := compile(expr, posix)
	if msg != "" {
		return nil, &parseError{msg}
	}
	return &Regexp{expr: expr, numSubexp: n, names: names, longest: posix, posix: posix}, nil
}

func quote(s string) string {
	if strconv.CanBackquote(s) {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

func MustCompile(str string) *Regexp {
	re, err := Compile(str)
	if err != nil {
		panic(`regexp: Compile(` + quote(str) + `): ` + err.Error())
	}
	return re
}

func MustCompilePOSIX(str string) *Regexp {
	re, err := CompilePOSIX(str)
	if err != nil {
		panic(`regexp: CompilePOSIX(` + quote(str) + `): ` + err.Error())
	}
	return re
}

func MatchString(pattern string, s string) (matched bool, err error) {
	re, err := Compile(pattern)
	if err != nil {
		return false, err
	}
	return re.MatchString(s), nil
}

func Match(pattern string, b []byte) (matched bool, err error) {
	return MatchString(pattern, string(b))
}

func QuoteMeta(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(`\\.+*?()|[]{}^$`, s[i]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func (re *Regexp) String() string { return re.expr }

func (re *Regexp) NumSubexp() int { return re.numSubexp }

func (re *Regexp) SubexpNames() []string { return re.names }

func (re *Regexp) SubexpIndex(name string) int {
	if name != "" {
		for i, s := range re.names {
			if name == s {
				return i
			}
		}
	}
	return -1
}

func (re *Regexp) Longest() { re.longest = true }

// Copy is deprecated in Go (a Regexp is safe for concurrent use); it returns a copy.
func (re *Regexp) Copy() *Regexp {
	re2 := *re
	return &re2
}

func (re *Regexp) MarshalText() ([]byte, error) { return []byte(re.expr), nil }

func (re *Regexp) UnmarshalText(text []byte) error {
	newRE, err := Compile(string(text))
	if err != nil {
		return err
	}
	*re = *newRE
	return nil
}

func (re *Regexp) MatchString(s string) bool { return matchString(re.expr, re.posix, s) }

// LiteralPrefix: see prefix.ts for how go1.23's compiled program is read.
func (re *Regexp) LiteralPrefix() (prefix string, complete bool) { return literalPrefix(re.expr) }

// readRunes drains a RuneReader. go1.23 reads it lazily, as far as the match needs (and documents
// that it may read arbitrarily far past it); the positions it reports are the same. An invalid
// byte (RuneError of size 1) keeps its width of one.
func readRunes(r io.RuneReader) string {
	var b strings.Builder
	for {
		c, size, err := r.ReadRune()
		if err != nil {
			return b.String()
		}
		if c == utf8.RuneError && size == 1 {
			b.WriteByte(0xff)
			continue
		}
		b.WriteRune(c)
	}
}

func (re *Regexp) MatchReader(r io.RuneReader) bool { return re.MatchString(readRunes(r)) }

func (re *Regexp) FindReaderIndex(r io.RuneReader) (loc []int) {
	return re.FindStringIndex(readRunes(r))
}

func (re *Regexp) FindReaderSubmatchIndex(r io.RuneReader) []int {
	return re.FindStringSubmatchIndex(readRunes(r))
}

func MatchReader(pattern string, r io.RuneReader) (matched bool, err error) {
	re, err := Compile(pattern)
	if err != nil {
		return false, err
	}
	return re.MatchReader(r), nil
}

func (re *Regexp) Match(b []byte) bool { return matchString(re.expr, re.posix, string(b)) }

func (re *Regexp) FindString(s string) string {
	a := exec(re.expr, re.posix, s, 0, re.longest)
	if a == nil {
		return ""
	}
	return s[a[0]:a[1]]
}

func (re *Regexp) FindStringIndex(s string) (loc []int) {
	a := exec(re.expr, re.posix, s, 0, re.longest)
	if a == nil {
		return nil
	}
	return a[0:2]
}

func (re *Regexp) FindStringSubmatch(s string) []string {
	a := exec(re.expr, re.posix, s, 0, re.longest)
	if a == nil {
		return nil
	}
	ret := make([]string, 1+re.numSubexp)
	for i := range ret {
		if 2*i < len(a) && a[2*i] >= 0 {
			ret[i] = s[a[2*i]:a[2*i+1]]
		}
	}
	return ret
}

func (re *Regexp) FindStringSubmatchIndex(s string) []int {
	return exec(re.expr, re.posix, s, 0, re.longest)
}

func (re *Regexp) Find(b []byte) []byte {
	a := exec(re.expr, re.posix, string(b), 0, re.longest)
	if a == nil {
		return nil
	}
	return b[a[0]:a[1]:a[1]]
}

func (re *Regexp) FindIndex(b []byte) (loc []int) {
	a := exec(re.expr, re.posix, string(b), 0, re.longest)
	if a == nil {
		return nil
	}
	return a[0:2]
}

func (re *Regexp) FindSubmatch(b []byte) [][]byte {
	a := exec(re.expr, re.posix, string(b), 0, re.longest)
	if a == nil {
		return nil
	}
	ret := make([][]byte, 1+re.numSubexp)
	for i := range ret {
		if 2*i < len(a) && a[2*i] >= 0 {
			ret[i] = b[a[2*i]:a[2*i+1]:a[2*i+1]]
		}
	}
	return ret
}

func (re *Regexp) FindSubmatchIndex(b []byte) []int {
	return exec(re.expr, re.posix, string(b), 0, re.longest)
}

// allMatches calls deliver for successive non-overlapping matches; an empty match right after the
// previous match is skipped.
func (re *Regexp) allMatches(s string, n int, deliver func([]int)) {
	end := len(s)
	if n < 0 {
		n = end + 1
	}
	for pos, i, prevMatchEnd := 0, 0, -1; i < n && pos <= end; {
		matches := exec(re.expr, re.posix, s, pos, re.longest)
		if len(matches) == 0 {
			break
		}
		accept := true
		if matches[1] == pos {
			if matches[0] == prevMatchEnd {
				accept = false
			}
			_, width := utf8.DecodeRuneInString(s[pos:end])
			if width > 0 {
				pos += width
			} else {
				pos = end + 1
			}
		} else {
			pos = matches[1]
		}
		prevMatchEnd = matches[1]
		if accept {
			deliver(matches)
			i++
		}
	}
}

func (re *Regexp) FindAllString(s string, n int) []string {
	var result []string
	re.allMatches(s, n, func(m []int) {
		result = append(result, s[m[0]:m[1]])
	})
	return result
}

func (re *Regexp) FindAllStringIndex(s string, n int) [][]int {
	var result [][]int
	re.allMatches(s, n, func(m []int) {
		result = append(result, m[0:2])
	})
	return result
}

func (re *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	var result [][]string
	re.allMatches(s, n, func(m []int) {
		slice := make([]string, len(m)/2)
		for j := range slice {
			if m[2*j] >= 0 {
				slice[j] = s[m[2*j]:m[2*j+1]]
			}
		}
		result = append(result, slice)
	})
	return result
}

func (re *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	var result [][]int
	re.allMatches(s, n, func(m []int) {
		result = append(result, m)
	})
	return result
}

func (re *Regexp) FindAllSubmatchIndex(b []byte, n int) [][]int {
	return re.FindAllStringSubmatchIndex(string(b), n)
}

func (re *Regexp) FindAll(b []byte, n int) [][]byte {
	var result [][]byte
	re.allMatches(string(b), n, func(m []int) {
		result = append(result, b[m[0]:m[1]:m[1]])
	})
	return result
}

func (re *Regexp) FindAllIndex(b []byte, n int) [][]int {
	return re.FindAllStringIndex(string(b), n)
}

func (re *Regexp) FindAllSubmatch(b []byte, n int) [][][]byte {
	var result [][][]byte
	re.allMatches(string(b), n, func(m []int) {
		slice := make([][]byte, len(m)/2)
		for j := range slice {
			if m[2*j] >= 0 {
				slice[j] = b[m[2*j]:m[2*j+1]:m[2*j+1]]
			}
		}
		result = append(result, slice)
	})
	return result
}

func (re *Regexp) replaceAll(src string, repl func(dst string, m []int) string) string {
	lastMatchEnd := 0
	searchPos := 0
	var buf strings.Builder
	for searchPos <= len(src) {
		a := exec(re.expr, re.posix, src, searchPos, re.longest)
		if len(a) == 0 {
			break
		}
		buf.WriteString(src[lastMatchEnd:a[0]])
		// No replacement for an empty match right after the previous match.
		if a[1] > lastMatchEnd || a[0] == 0 {
			buf.WriteString(repl("", a))
		}
		lastMatchEnd = a[1]
		width := 1
		if searchPos < len(src) {
			_, width = utf8.DecodeRuneInString(src[searchPos:])
		}
		if searchPos+width > a[1] {
			searchPos += width
		} else if searchPos+1 > a[1] {
			searchPos++
		} else {
			searchPos = a[1]
		}
	}
	buf.WriteString(src[lastMatchEnd:])
	return buf.String()
}

func (re *Regexp) ReplaceAllString(src, repl string) string {
	return re.replaceAll(src, func(dst string, m []int) string {
		return re.expand(dst, repl, src, m)
	})
}

func (re *Regexp) ReplaceAllLiteralString(src, repl string) string {
	return re.replaceAll(src, func(dst string, m []int) string {
		return dst + repl
	})
}

func (re *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return re.replaceAll(src, func(dst string, m []int) string {
		return dst + repl(src[m[0]:m[1]])
	})
}

func (re *Regexp) ReplaceAll(src, repl []byte) []byte {
	return []byte(re.ReplaceAllString(string(src), string(repl)))
}

func (re *Regexp) ReplaceAllLiteral(src, repl []byte) []byte {
	return []byte(re.ReplaceAllLiteralString(string(src), string(repl)))
}

func (re *Regexp) ReplaceAllFunc(src []byte, repl func([]byte) []byte) []byte {
	return []byte(re.ReplaceAllStringFunc(string(src), func(s string) string {
		return string(repl([]byte(s)))
	}))
}

func (re *Regexp) Expand(dst []byte, template []byte, src []byte, match []int) []byte {
	return append(dst, re.expand("", string(template), string(src), match)...)
}

func (re *Regexp) ExpandString(dst []byte, template string, src string, match []int) []byte {
	return append(dst, re.expand("", template, src, match)...)
}

// expand appends template to dst with $1, $name, ${name} replaced by the submatches; $$ is a $.
func (re *Regexp) expand(dst string, template string, src string, match []int) string {
	for len(template) > 0 {
		before, after, ok := strings.Cut(template, "$")
		if !ok {
			break
		}
		dst += before
		template = after
		if template != "" && template[0] == '$' {
			dst += "$"
			template = template[1:]
			continue
		}
		name, num, rest, ok := extract(template)
		if !ok {
			dst += "$"
			continue
		}
		template = rest
		if num >= 0 {
			if 2*num+1 < len(match) && match[2*num] >= 0 {
				dst += src[match[2*num]:match[2*num+1]]
			}
		} else {
			for i, namei := range re.names {
				if name == namei && 2*i+1 < len(match) && match[2*i] >= 0 {
					dst += src[match[2*i]:match[2*i+1]]
					break
				}
			}
		}
	}
	dst += template
	return dst
}

func extract(str string) (name string, num int, rest string, ok bool) {
	if str == "" {
		return
	}
	brace := false
	if str[0] == '{' {
		brace = true
		str = str[1:]
	}
	i := 0
	for i < len(str) {
		rune, size := utf8.DecodeRuneInString(str[i:])
		if !(rune == '_' || 'a' <= rune && rune <= 'z' || 'A' <= rune && rune <= 'Z' || '0' <= rune && rune <= '9' || rune >= 0x80 && isWordRune(rune)) {
			break
		}
		i += size
	}
	if i == 0 {
		return
	}
	name = str[:i]
	if brace {
		if i >= len(str) || str[i] != '}' {
			return
		}
		i++
	}
	num = 0
	for i := 0; i < len(name); i++ {
		if name[i] < '0' || '9' < name[i] || num >= 1e8 {
			num = -1
			break
		}
		num = num*10 + int(name[i]) - '0'
	}
	if name[0] == '0' && len(name) > 1 {
		num = -1
	}
	rest = str[i:]
	ok = true
	return
}

func isWordRune(r rune) bool

func (re *Regexp) Split(s string, n int) []string {
	if n == 0 {
		return nil
	}
	if len(re.expr) > 0 && len(s) == 0 {
		return []string{""}
	}
	matches := re.FindAllStringIndex(s, n)
	strs := make([]string, 0, len(matches))
	beg := 0
	end := 0
	for _, match := range matches {
		if n > 0 && len(strs) == n-1 {
			break
		}
		end = match[0]
		if match[1] != 0 {
			strs = append(strs, s[beg:end])
		}
		beg = match[1]
	}
	if end != len(s) {
		strs = append(strs, s[beg:])
	}
	return strs
}
