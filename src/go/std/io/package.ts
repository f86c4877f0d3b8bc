// package io: the interfaces and a few helpers, in Go.

import type { NativePackage } from '../../interp/native.ts';

const src = `package io

import "errors"

type Reader interface {
	Read(p []byte) (n int, err error)
}

type Writer interface {
	Write(p []byte) (n int, err error)
}

type Closer interface {
	Close() error
}

type ReadWriter interface {
	Reader
	Writer
}

type ReadCloser interface {
	Reader
	Closer
}

type WriteCloser interface {
	Writer
	Closer
}

type StringWriter interface {
	WriteString(s string) (n int, err error)
}

type ByteWriter interface {
	WriteByte(c byte) error
}

var EOF = errors.New("EOF")

var ErrUnexpectedEOF = errors.New("unexpected EOF")

var ErrShortWrite = errors.New("short write")

func WriteString(w Writer, s string) (n int, err error) {
	if sw, ok := w.(StringWriter); ok {
		return sw.WriteString(s)
	}
	return w.Write([]byte(s))
}

func ReadAll(r Reader) ([]byte, error) {
	b := make([]byte, 0, 512)
	for {
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err != nil {
			if err == EOF {
				err = nil
			}
			return b, err
		}
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) {
	return len(p), nil
}

func (discard) WriteString(s string) (int, error) {
	return len(s), nil
}

// Discard is a Writer on which all Write calls succeed without doing anything.
var Discard Writer = discard{}
`;

let pkg: NativePackage | undefined;

export function ioPackage(): NativePackage {
  pkg ??= { path: 'io', files: [{ name: 'io.go', src }], natives: {} };
  return pkg;
}
