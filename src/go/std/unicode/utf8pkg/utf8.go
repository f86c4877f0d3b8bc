package utf8

const (
	RuneError = '\uFFFD'
	RuneSelf  = 0x80
	MaxRune   = '\U0010FFFF'
	UTFMax    = 4
)

func DecodeRuneInString(s string) (r rune, size int)

func DecodeRune(p []byte) (r rune, size int) {
	return DecodeRuneInString(string(p))
}

func DecodeLastRuneInString(s string) (r rune, size int)

func DecodeLastRune(p []byte) (r rune, size int) {
	return DecodeLastRuneInString(string(p))
}

func RuneLen(r rune) int

func EncodeRune(p []byte, r rune) int {
	s := string(encode(r))
	_ = p[len(s)-1] // bounds check as Go
	return copy(p, s)
}

func encode(r rune) string

func AppendRune(p []byte, r rune) []byte {
	return append(p, encode(r)...)
}

func RuneCountInString(s string) (n int)

func RuneCount(p []byte) int {
	return RuneCountInString(string(p))
}

func ValidString(s string) bool

func Valid(p []byte) bool {
	return ValidString(string(p))
}

func ValidRune(r rune) bool

func FullRuneInString(s string) bool

func FullRune(p []byte) bool {
	return FullRuneInString(string(p))
}

func RuneStart(b byte) bool {
	return b&0xC0 != 0x80
}
