// Package text/scanner: a scanner and tokenizer for UTF-8 text with go1.23's API and behaviour
// (text/scanner/scanner.go): Go-like tokens by default, positions counted in characters, token
// text, and the same error texts (written to os.Stderr as `pos: msg` unless Error is set). The
// source is read whole at the first character asked for rather than in 1 KiB chunks: the tokens,
// positions and errors a program sees are the same.
package scanner

import (
	"fmt"
	"io"
	"os"
	"unicode"
	"unicode/utf8"
)

// Position is a value that represents a source position. A position is valid if Line > 0.
type Position struct {
	Filename string // filename, if any
	Offset   int    // byte offset, starting at 0
	Line     int    // line number, starting at 1
	Column   int    // column number, starting at 1 (character count per line)
}

// IsValid reports whether the position is valid.
func (pos *Position) IsValid() bool { return pos.Line > 0 }

func (pos Position) String() string {
	s := pos.Filename
	if s == "" {
		s = "<input>"
	}
	if pos.IsValid() {
		s += fmt.Sprintf(":%d:%d", pos.Line, pos.Column)
	}
	return s
}

// Predefined mode bits to control recognition of tokens.
const (
	ScanIdents     = 1 << -Ident
	ScanInts       = 1 << -Int
	ScanFloats     = 1 << -Float // includes Ints and hexadecimal floats
	ScanChars      = 1 << -Char
	ScanStrings    = 1 << -String
	ScanRawStrings = 1 << -RawString
	ScanComments   = 1 << -Comment
	SkipComments   = 1 << -skipComment // if set with ScanComments, comments become white space
	GoTokens       = ScanIdents | ScanFloats | ScanChars | ScanStrings | ScanRawStrings | ScanComments | SkipComments
)

// The result of Scan is one of these tokens or a Unicode character.
const (
	EOF = -(iota + 1)
	Ident
	Int
	Float
	Char
	String
	RawString
	Comment

	// internal use only
	skipComment
)

var tokenNames = [...]string{"EOF", "Ident", "Int", "Float", "Char", "String", "RawString", "Comment"}

// TokenString returns a printable string for a token or Unicode character.
func TokenString(tok rune) string {
	if i := -tok - 1; 0 <= i && int(i) < len(tokenNames) {
		return tokenNames[i]
	}
	return fmt.Sprintf("%q", string(tok))
}

// GoWhitespace is the default value for the Scanner's Whitespace field. Its value selects Go's
// white space characters.
const GoWhitespace = 1<<'\t' | 1<<'\n' | 1<<'\r' | 1<<' '

// A Scanner implements reading of Unicode characters and tokens from an io.Reader.
type Scanner struct {
	src    io.Reader
	loaded bool
	buf    []byte
	at     int // the next byte to read in buf

	line        int // line count
	column      int // character count
	lastLineLen int // length of last line in characters (for correct column reporting)
	lastCharLen int // length of last character in bytes

	tokPos int // token text start (buf index); valid if >= 0
	tokEnd int // token text end (buf index)

	ch rune // character before at (-2: none read yet)

	// Error is called for each error encountered. If no Error function is set, the error is
	// reported to os.Stderr.
	Error func(s *Scanner, msg string)

	// ErrorCount is incremented by one for each error encountered.
	ErrorCount int

	// The Mode field controls which tokens are recognized.
	Mode uint

	// The Whitespace field controls which characters are recognized as white space.
	Whitespace uint64

	// IsIdentRune is a predicate controlling the characters accepted as the ith rune in an
	// identifier.
	IsIdentRune func(ch rune, i int) bool

	// Start position of most recently scanned token; set by Scan. The Filename field is always
	// left untouched by the Scanner.
	Position
}

// Init initializes a Scanner with a new source and returns s. Error is set to nil, ErrorCount is
// set to 0, Mode is set to GoTokens, and Whitespace is set to GoWhitespace.
func (s *Scanner) Init(src io.Reader) *Scanner {
	s.src = src
	s.loaded = false
	s.buf = nil
	s.at = 0
	s.line = 1
	s.column = 0
	s.lastLineLen = 0
	s.lastCharLen = 0
	s.tokPos = -1
	s.ch = -2
	s.Error = nil
	s.ErrorCount = 0
	s.Mode = GoTokens
	s.Whitespace = GoWhitespace
	s.Line = 0 // invalidate token position
	return s
}

// next reads and returns the next Unicode character (EOF at the end).
func (s *Scanner) next() rune {
	if !s.loaded {
		s.loaded = true
		b, err := io.ReadAll(s.src)
		s.buf = b
		if err != nil {
			s.error(err.Error())
		}
	}
	if s.at >= len(s.buf) {
		if s.lastCharLen > 0 {
			// The previous character was not EOF: EOF is one column past it.
			s.column++
		}
		s.lastCharLen = 0
		return EOF
	}
	ch, width := rune(s.buf[s.at]), 1
	if ch >= utf8.RuneSelf {
		ch, width = utf8.DecodeRune(s.buf[s.at:])
		if ch == utf8.RuneError && width == 1 {
			s.at += width
			s.lastCharLen = width
			s.column++
			s.error("invalid UTF-8 encoding")
			return ch
		}
	}
	s.at += width
	s.lastCharLen = width
	s.column++
	switch ch {
	case 0:
		// for compatibility with other tools
		s.error("invalid character NUL")
	case '\n':
		s.line++
		s.lastLineLen = s.column
		s.column = 0
	}
	return ch
}

// Next reads and returns the next Unicode character. It returns EOF at the end of the source. It
// does not collect token text or update the Position field.
func (s *Scanner) Next() rune {
	s.tokPos = -1
	s.Line = 0
	ch := s.Peek()
	if ch != EOF {
		s.ch = s.next()
	}
	return ch
}

// Peek returns the next Unicode character in the source without advancing the scanner. It returns
// EOF if the scanner's position is at the last character of the source.
func (s *Scanner) Peek() rune {
	if s.ch == -2 {
		s.ch = s.next()
		if s.ch == '\uFEFF' {
			s.ch = s.next() // a byte order mark is skipped
		}
	}
	return s.ch
}

func (s *Scanner) error(msg string) {
	s.tokEnd = s.at - s.lastCharLen
	s.ErrorCount++
	if s.Error != nil {
		s.Error(s, msg)
		return
	}
	pos := s.Position
	if !pos.IsValid() {
		pos = s.Pos()
	}
	fmt.Fprintf(os.Stderr, "%s: %s\n", pos, msg)
}

func (s *Scanner) isIdentRune(ch rune, i int) bool {
	if s.IsIdentRune != nil {
		return ch != EOF && s.IsIdentRune(ch, i)
	}
	return ch == '_' || unicode.IsLetter(ch) || unicode.IsDigit(ch) && i > 0
}

func isDecimal(ch rune) bool { return '0' <= ch && ch <= '9' }

// lowerASCII returns ch in lower case when it is an ASCII letter.
func lowerASCII(ch rune) rune { return ('a' - 'A') | ch }

func isHex(ch rune) bool {
	return isDecimal(ch) || 'a' <= lowerASCII(ch) && lowerASCII(ch) <= 'f'
}

// digits reads the digits (and '_' separators) of a number in base; seen has bit 0 set when a
// digit was read, bit 1 when a separator was. The first digit too large for base <= 10 goes to
// *bad.
func (s *Scanner) digits(ch rune, base int, bad *rune) (rune, int) {
	seen := 0
	for {
		switch {
		case ch == '_':
			seen |= 2
		case base <= 10 && isDecimal(ch):
			if ch >= rune('0'+base) && bad != nil && *bad == 0 {
				*bad = ch
			}
			seen |= 1
		case base > 10 && isHex(ch):
			seen |= 1
		default:
			return ch, seen
		}
		ch = s.next()
	}
}

func literalName(prefix rune) string {
	switch prefix {
	case 'x':
		return "hexadecimal literal"
	case 'o', '0':
		return "octal literal"
	case 'b':
		return "binary literal"
	}
	return "decimal literal"
}

func (s *Scanner) scanNumber(ch rune, seenDot bool) (rune, rune) {
	base, prefix, seen := 10, rune(0), 0
	bad := rune(0)
	tok := rune(Int)
	if !seenDot {
		if ch == '0' {
			ch = s.next()
			switch lowerASCII(ch) {
			case 'x':
				ch = s.next()
				base, prefix = 16, 'x'
			case 'o':
				ch = s.next()
				base, prefix = 8, 'o'
			case 'b':
				ch = s.next()
				base, prefix = 2, 'b'
			default:
				base, prefix = 8, '0'
				seen = 1 // the leading 0 is a digit
			}
		}
		var d int
		ch, d = s.digits(ch, base, &bad)
		seen |= d
		if ch == '.' && s.Mode&ScanFloats != 0 {
			ch = s.next()
			seenDot = true
		}
	}
	if seenDot {
		tok = Float
		if prefix == 'o' || prefix == 'b' {
			s.error("invalid radix point in " + literalName(prefix))
		}
		var d int
		ch, d = s.digits(ch, base, &bad)
		seen |= d
	}
	if seen&1 == 0 {
		s.error(literalName(prefix) + " has no digits")
	}
	if e := lowerASCII(ch); (e == 'e' || e == 'p') && s.Mode&ScanFloats != 0 {
		if e == 'e' && prefix != 0 && prefix != '0' {
			s.error(fmt.Sprintf("%q exponent requires decimal mantissa", ch))
		} else if e == 'p' && prefix != 'x' {
			s.error(fmt.Sprintf("%q exponent requires hexadecimal mantissa", ch))
		}
		ch = s.next()
		tok = Float
		if ch == '+' || ch == '-' {
			ch = s.next()
		}
		var d int
		ch, d = s.digits(ch, 10, nil)
		seen |= d
		if d&1 == 0 {
			s.error("exponent has no digits")
		}
	} else if prefix == 'x' && tok == Float {
		s.error("hexadecimal mantissa requires a 'p' exponent")
	}
	if tok == Int && bad != 0 {
		s.error(fmt.Sprintf("invalid digit %q in %s", bad, literalName(prefix)))
	}
	if seen&2 != 0 {
		s.tokEnd = s.at - s.lastCharLen
		if !separatorsOK(s.TokenText()) {
			s.error("'_' must separate successive digits")
		}
	}
	return tok, ch
}

// separatorsOK reports whether every '_' in the number literal x stands between two digits (or
// between a base prefix and a digit).
func separatorsOK(x string) bool {
	hex := false
	prev := '.' // '0' after a digit (or a base prefix), '_' after a separator, '.' otherwise
	i := 0
	if len(x) >= 2 && x[0] == '0' {
		if p := lowerASCII(rune(x[1])); p == 'x' || p == 'o' || p == 'b' {
			hex = p == 'x'
			prev = '0'
			i = 2
		}
	}
	for ; i < len(x); i++ {
		c := rune(x[i])
		switch {
		case c == '_':
			if prev != '0' {
				return false
			}
			prev = '_'
		case isDecimal(c) || hex && isHex(c):
			prev = '0'
		default:
			if prev == '_' {
				return false
			}
			prev = '.'
		}
	}
	return prev != '_'
}

func hexValue(ch rune) int {
	switch {
	case isDecimal(ch):
		return int(ch - '0')
	case 'a' <= lowerASCII(ch) && lowerASCII(ch) <= 'f':
		return int(lowerASCII(ch) - 'a' + 10)
	}
	return 16
}

func (s *Scanner) escapeDigits(ch rune, base, n int) rune {
	for ; n > 0 && hexValue(ch) < base; n-- {
		ch = s.next()
	}
	if n > 0 {
		s.error("invalid char escape")
	}
	return ch
}

func (s *Scanner) scanEscape(quote rune) rune {
	ch := s.next() // the character after the backslash
	switch ch {
	case 'a', 'b', 'f', 'n', 'r', 't', 'v', '\\', quote:
		return s.next()
	case '0', '1', '2', '3', '4', '5', '6', '7':
		return s.escapeDigits(ch, 8, 3)
	case 'x':
		return s.escapeDigits(s.next(), 16, 2)
	case 'u':
		return s.escapeDigits(s.next(), 16, 4)
	case 'U':
		return s.escapeDigits(s.next(), 16, 8)
	}
	s.error("invalid char escape")
	return ch
}

// scanString reads up to the closing quote and returns the number of characters read.
func (s *Scanner) scanString(quote rune) int {
	n := 0
	ch := s.next()
	for ch != quote {
		if ch == '\n' || ch < 0 {
			s.error("literal not terminated")
			return n
		}
		if ch == '\\' {
			ch = s.scanEscape(quote)
		} else {
			ch = s.next()
		}
		n++
	}
	return n
}

func (s *Scanner) scanRawString() {
	for ch := s.next(); ch != '`'; ch = s.next() {
		if ch < 0 {
			s.error("literal not terminated")
			return
		}
	}
}

func (s *Scanner) scanComment(ch rune) rune {
	if ch == '/' {
		// a line comment, without its newline
		ch = s.next()
		for ch != '\n' && ch >= 0 {
			ch = s.next()
		}
		return ch
	}
	ch = s.next()
	for {
		if ch < 0 {
			s.error("comment not terminated")
			return ch
		}
		prev := ch
		ch = s.next()
		if prev == '*' && ch == '/' {
			return s.next()
		}
	}
}

// Scan reads the next token or Unicode character from source and returns it. It only recognizes
// tokens t for which the respective Mode bit (1<<-t) is set. It returns EOF at the end of the
// source. It reports scanner errors (read and token errors) by calling s.Error, if not nil;
// otherwise it prints an error message to os.Stderr.
func (s *Scanner) Scan() rune {
	ch := s.Peek()
	s.tokPos = -1
	s.Line = 0
	for {
		for ch >= 0 && ch < 64 && s.Whitespace&(1<<uint(ch)) != 0 {
			ch = s.next()
		}
		s.tokPos = s.at - s.lastCharLen
		s.Offset = s.tokPos
		if s.column > 0 {
			s.Line = s.line
			s.Column = s.column
		} else {
			// the last character was a newline: the token starts at the end of the last line
			s.Line = s.line - 1
			s.Column = s.lastLineLen
		}
		if ch == '/' && s.Mode&(ScanComments|SkipComments) == ScanComments|SkipComments {
			if c := s.peekByte(); c == '/' || c == '*' {
				s.tokPos = -1
				ch = s.scanComment(s.next())
				continue
			}
		}
		break
	}
	tok := ch
	switch {
	case s.isIdentRune(ch, 0):
		if s.Mode&ScanIdents != 0 {
			tok = Ident
			ch = s.next()
			for i := 1; s.isIdentRune(ch, i); i++ {
				ch = s.next()
			}
		} else {
			ch = s.next()
		}
	case isDecimal(ch):
		if s.Mode&(ScanInts|ScanFloats) != 0 {
			tok, ch = s.scanNumber(ch, false)
		} else {
			ch = s.next()
		}
	default:
		switch ch {
		case EOF:
		case '"':
			if s.Mode&ScanStrings != 0 {
				s.scanString('"')
				tok = String
			}
			ch = s.next()
		case '\'':
			if s.Mode&ScanChars != 0 {
				if s.scanString('\'') != 1 {
					s.error("invalid char literal")
				}
				tok = Char
			}
			ch = s.next()
		case '.':
			ch = s.next()
			if isDecimal(ch) && s.Mode&ScanFloats != 0 {
				tok, ch = s.scanNumber(ch, true)
			}
		case '/':
			ch = s.next()
			if (ch == '/' || ch == '*') && s.Mode&ScanComments != 0 {
				ch = s.scanComment(ch)
				tok = Comment
			}
		case '`':
			if s.Mode&ScanRawStrings != 0 {
				s.scanRawString()
				tok = RawString
			}
			ch = s.next()
		default:
			ch = s.next()
		}
	}
	s.tokEnd = s.at - s.lastCharLen
	s.ch = ch
	return tok
}

// peekByte returns the byte after the current character (0 at the end).
func (s *Scanner) peekByte() byte {
	if s.at < len(s.buf) {
		return s.buf[s.at]
	}
	return 0
}

// Pos returns the position of the character immediately after the character or token returned by
// the last call to Next or Scan. Use the Scanner's Position field for the start position of the
// most recently scanned token.
func (s *Scanner) Pos() (pos Position) {
	pos.Filename = s.Filename
	pos.Offset = s.at - s.lastCharLen
	switch {
	case s.column > 0:
		pos.Line = s.line
		pos.Column = s.column
	case s.lastLineLen > 0:
		pos.Line = s.line - 1
		pos.Column = s.lastLineLen
	default:
		pos.Line = 1
		pos.Column = 1
	}
	return
}

// TokenText returns the string corresponding to the most recently scanned token. Valid after
// calling Scan and in calls of Scanner.Error.
func (s *Scanner) TokenText() string {
	if s.tokPos < 0 {
		return ""
	}
	if s.tokEnd < s.tokPos {
		s.tokEnd = s.tokPos
	}
	return string(s.buf[s.tokPos:s.tokEnd])
}
