package hex

import (
	"errors"
	"fmt"
)

var ErrLength = errors.New("encoding/hex: odd length hex string")

type InvalidByteError byte

func (e InvalidByteError) Error() string {
	return fmt.Sprintf("encoding/hex: invalid byte: %#U", rune(e))
}

func EncodedLen(n int) int { return n * 2 }
func DecodedLen(x int) int { return x / 2 }

func EncodeToString(src []byte) string

func Encode(dst, src []byte) int {
	return copy(dst, EncodeToString(src))
}

func AppendEncode(dst, src []byte) []byte {
	return append(dst, EncodeToString(src)...)
}

// decode returns the decoded bytes, the index of an invalid byte (or -1), and whether the length was odd.
func decode(s string) ([]byte, int, bool)

func DecodeString(s string) ([]byte, error) {
	b, bad, odd := decode(s)
	if bad >= 0 {
		return b, InvalidByteError(s[bad])
	}
	if odd {
		return b, ErrLength
	}
	return b, nil
}

func Decode(dst, src []byte) (int, error) {
	b, err := DecodeString(string(src))
	copy(dst, b)
	return len(b), err
}
