package json

import (
	"bytes"
	"encoding/base64"
	"errors"
	"io"
	"reflect"
	"strconv"
)

type Marshaler interface {
	MarshalJSON() ([]byte, error)
}

type Unmarshaler interface {
	UnmarshalJSON([]byte) error
}

// RawMessage is a raw encoded JSON value.
type RawMessage []byte

func (m RawMessage) MarshalJSON() ([]byte, error) {
	if m == nil {
		return []byte("null"), nil
	}
	return m, nil
}

func (m *RawMessage) UnmarshalJSON(data []byte) error {
	if m == nil {
		return errors.New("json.RawMessage: UnmarshalJSON on nil pointer")
	}
	*m = append((*m)[0:0], data...)
	return nil
}

// A Number represents a JSON number literal.
type Number string

func (n Number) String() string { return string(n) }

func (n Number) Float64() (float64, error) {
	return strconv.ParseFloat(string(n), 64)
}

func (n Number) Int64() (int64, error) {
	return strconv.ParseInt(string(n), 10, 64)
}

type SyntaxError struct {
	msg    string
	Offset int64
}

func (e *SyntaxError) Error() string { return e.msg }

type UnmarshalTypeError struct {
	Value  string       // description of JSON value - "bool", "array", "number -5"
	Type   reflect.Type // type of Go value it could not be assigned to
	Offset int64        // error occurred after reading Offset bytes
	Struct string       // name of the struct type containing the field
	Field  string       // the full path from root node to the field, include embedded struct
}

func (e *UnmarshalTypeError) Error() string {
	if e.Struct != "" || e.Field != "" {
		return "json: cannot unmarshal " + e.Value + " into Go struct field " + e.Struct + "." + e.Field + " of type " + e.Type.String()
	}
	return "json: cannot unmarshal " + e.Value + " into Go value of type " + e.Type.String()
}

type InvalidUnmarshalError struct {
	Type reflect.Type
}

func (e *InvalidUnmarshalError) Error() string {
	if e.Type == nil {
		return "json: Unmarshal(nil)"
	}
	if e.Type.Kind() != reflect.Pointer {
		return "json: Unmarshal(non-pointer " + e.Type.String() + ")"
	}
	return "json: Unmarshal(nil " + e.Type.String() + ")"
}

type UnsupportedTypeError struct {
	Type reflect.Type
}

func (e *UnsupportedTypeError) Error() string { return "json: unsupported type: " + e.Type.String() }

// UnsupportedValueError: Value is the float that is NaN or infinite; for a cycle oplab leaves it
// the zero Value (gc's is the pointer, map or slice met again, 1000 levels down).
type UnsupportedValueError struct {
	Value reflect.Value
	Str   string
}

// Deprecated: No longer used; kept for compatibility (encoding/json decode.go).
type UnmarshalFieldError struct {
	Key   string
	Type  reflect.Type
	Field reflect.StructField
}

func (e *UnmarshalFieldError) Error() string {
	return "json: cannot unmarshal object key " + strconv.Quote(e.Key) + " into unexported field " + e.Field.Name + " of type " + e.Type.String()
}

// Deprecated: No longer used; kept for compatibility (encoding/json encode.go).
type InvalidUTF8Error struct {
	S string // the whole string value that caused the error
}

func (e *InvalidUTF8Error) Error() string {
	return "json: invalid UTF-8 in string: " + strconv.Quote(e.S)
}

func (e *UnsupportedValueError) Error() string { return "json: unsupported value: " + e.Str }

type MarshalerError struct {
	Type       reflect.Type
	Err        error
	sourceFunc string
}

func (e *MarshalerError) Error() string {
	srcFunc := e.sourceFunc
	if srcFunc == "" {
		srcFunc = "MarshalJSON"
	}
	return "json: error calling " + srcFunc + " for type " + e.Type.String() + ": " + e.Err.Error()
}

func (e *MarshalerError) Unwrap() error { return e.Err }

func marshal(v any, escapeHTML bool) (b []byte, code int, detail string, typ reflect.Type, cause error, off int64, srcFunc string)

func marshalWith(v any, escapeHTML bool) ([]byte, error) {
	b, code, detail, typ, cause, off, srcFunc := marshal(v, escapeHTML)
	switch code {
	case 1:
		return nil, &UnsupportedTypeError{typ}
	case 2:
		var v reflect.Value
		if cause != nil {
			v = reflect.ValueOf(cause)
		}
		return nil, &UnsupportedValueError{v, detail}
	case 3:
		return nil, &MarshalerError{typ, cause, srcFunc}
	case 4:
		return nil, &MarshalerError{typ, &SyntaxError{srcFunc, off}, "MarshalJSON"}
	case 5:
		return nil, errors.New(detail)
	}
	return b, nil
}

func Marshal(v any) ([]byte, error) {
	return marshalWith(v, true)
}

func indentBytes(b []byte, prefix, indent string) []byte

func MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	b, err := Marshal(v)
	if err != nil {
		return nil, err
	}
	return indentBytes(b, prefix, indent), nil
}

func unmarshal(data []byte, v any, useNumber bool, disallowUnknown bool) (code int, value string, typ reflect.Type, off int64, st string, field string, cause error)

func unmarshalWith(data []byte, v any, useNumber bool, disallowUnknown bool) error {
	code, value, typ, off, st, field, cause := unmarshal(data, v, useNumber, disallowUnknown)
	switch code {
	case 1:
		return &SyntaxError{value, off}
	case 2:
		return &UnmarshalTypeError{Value: value, Type: typ, Offset: off, Struct: st, Field: field}
	case 3:
		return &InvalidUnmarshalError{typ}
	case 4:
		// An error from UnmarshalJSON/UnmarshalText: go1.23's decode.go unmarshal() returns
		// d.addErrorContext(err), which sets an *UnmarshalTypeError's Struct and Field to where the
		// decoder was (a non-empty field stack) — on the caller's own error value.
		if ute, ok := cause.(*UnmarshalTypeError); ok && field != "" {
			ute.Struct = st
			ute.Field = field
		}
		return cause
	case 5:
		return errors.New(value)
	case 6:
		return base64.CorruptInputError(off)
	}
	return nil
}

func Unmarshal(data []byte, v any) error {
	return unmarshalWith(data, v, false, false)
}

func Valid(data []byte) bool

func checkValid(data []byte) (msg string, off int64)

func Compact(dst *bytes.Buffer, src []byte) error {
	if msg, off := checkValid(src); msg != "" {
		return &SyntaxError{msg, off}
	}
	dst.Write(compactBytes(src, false))
	return nil
}

func compactBytes(src []byte, escapeHTML bool) []byte

func Indent(dst *bytes.Buffer, src []byte, prefix, indent string) error {
	if msg, off := checkValid(src); msg != "" {
		return &SyntaxError{msg, off}
	}
	dst.Write(indentBytes(compactBytes(src, false), prefix, indent))
	return nil
}

func HTMLEscape(dst *bytes.Buffer, src []byte) {
	dst.Write(compactBytes(src, true))
}

// An Encoder writes JSON values to an output stream.
type Encoder struct {
	w          io.Writer
	prefix     string
	indent     string
	escapeHTML bool
}

func NewEncoder(w io.Writer) *Encoder {
	return &Encoder{w: w, escapeHTML: true}
}

func (enc *Encoder) SetIndent(prefix, indent string) {
	enc.prefix = prefix
	enc.indent = indent
}

func (enc *Encoder) SetEscapeHTML(on bool) {
	enc.escapeHTML = on
}

func (enc *Encoder) Encode(v any) error {
	b, err := marshalWith(v, enc.escapeHTML)
	if err != nil {
		return err
	}
	if enc.prefix != "" || enc.indent != "" {
		b = indentBytes(b, enc.prefix, enc.indent)
	}
	b = append(b, '\n')
	_, err = enc.w.Write(b)
	return err
}

// A Decoder reads JSON values from an input stream. It reads its whole input on first use.
type Decoder struct {
	r         io.Reader
	buf       []byte
	read      bool
	err       error
	useNumber bool
	disallow  bool

	scanned    int64 // bytes of the input consumed (InputOffset)
	tokenState int
	tokenStack []int
}

func NewDecoder(r io.Reader) *Decoder {
	return &Decoder{r: r}
}

func (dec *Decoder) UseNumber() { dec.useNumber = true }

func (dec *Decoder) DisallowUnknownFields() { dec.disallow = true }

func (dec *Decoder) fill() {
	if !dec.read {
		dec.read = true
		dec.buf, dec.err = io.ReadAll(dec.r)
	}
}

func nextValue(data []byte) (n int, code int, msg string, off int64)

func (dec *Decoder) Decode(v any) error {
	dec.fill()
	if err := dec.tokenPrepareForDecode(); err != nil {
		return err
	}
	if !dec.tokenValueAllowed() {
		return &SyntaxError{"not at beginning of value", dec.InputOffset()}
	}
	n, code, msg, off := nextValue(dec.buf)
	switch code {
	case 1:
		return &SyntaxError{msg, dec.scanned + off}
	case 2:
		if dec.err != nil {
			return dec.err
		}
		return io.EOF
	case 3:
		return io.ErrUnexpectedEOF
	}
	data := dec.buf[:n]
	dec.buf = dec.buf[n:]
	dec.scanned += int64(n)
	err := unmarshalWith(data, v, dec.useNumber, dec.disallow)
	dec.tokenValueEnd()
	return err
}

// More reports whether there is another element in the current array or object being parsed.
func (dec *Decoder) More() bool {
	c, err := dec.peek()
	return err == nil && c != ']' && c != '}'
}
