package base64

import "strconv"

type Encoding struct {
	alphabet string
	pad      bool
}

const (
	StdPadding rune = '='
	NoPadding  rune = -1
)

const encodeStd = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
const encodeURL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

var StdEncoding = &Encoding{encodeStd, true}
var URLEncoding = &Encoding{encodeURL, true}
var RawStdEncoding = &Encoding{encodeStd, false}
var RawURLEncoding = &Encoding{encodeURL, false}

func NewEncoding(encoder string) *Encoding {
	if len(encoder) != 64 {
		panic("encoding alphabet is not 64-bytes long")
	}
	return &Encoding{encoder, true}
}

func (enc Encoding) WithPadding(padding rune) *Encoding {
	enc.pad = padding != NoPadding
	return &enc
}

type CorruptInputError int64

func (e CorruptInputError) Error() string {
	return "illegal base64 data at input byte " + strconv.FormatInt(int64(e), 10)
}

func encode(alphabet string, pad bool, src string) string
func decode(alphabet string, pad bool, s string) ([]byte, int)

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
	if !enc.pad {
		return n/3*4 + (n%3*8+5)/6
	}
	return (n + 2) / 3 * 4
}

func (enc *Encoding) DecodedLen(n int) int {
	if !enc.pad {
		return n * 6 / 8
	}
	return n / 4 * 3
}

func (enc *Encoding) DecodeString(s string) ([]byte, error) {
	b, bad := decode(enc.alphabet, enc.pad, s)
	if bad >= 0 {
		return b, CorruptInputError(bad)
	}
	return b, nil
}

func (enc *Encoding) Decode(dst, src []byte) (n int, err error) {
	b, err := enc.DecodeString(string(src))
	return copy(dst, b), err
}
