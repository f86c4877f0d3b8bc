package slog

import (
	"fmt"
	"log"
	"runtime"
)

// What go1.23's log/slog gets from internal packages and unsafe, written for the interpreter.

// buffer is log/slog/internal/buffer.Buffer (a byte slice; no pool).
type buffer []byte

func newBuffer() *buffer {
	b := make(buffer, 0, 1024)
	return &b
}

func (b *buffer) Free()  {}
func (b *buffer) Reset() { b.SetLen(0) }

func (b *buffer) Write(p []byte) (int, error) {
	*b = append(*b, p...)
	return len(p), nil
}

func (b *buffer) WriteString(s string) (int, error) {
	*b = append(*b, s...)
	return len(s), nil
}

func (b *buffer) WriteByte(c byte) error {
	*b = append(*b, c)
	return nil
}

func (b *buffer) String() string { return string(*b) }
func (b *buffer) Len() int       { return len(*b) }
func (b *buffer) SetLen(n int)   { *b = (*b)[:n] }

// textMarshaler is encoding.TextMarshaler.
type textMarshaler interface {
	MarshalText() (text []byte, err error)
}

// loggerPointer stands for atomic.Pointer[Logger].
type loggerPointer struct{ l *Logger }

func (p *loggerPointer) Load() *Logger   { return p.l }
func (p *loggerPointer) Store(l *Logger) { p.l = l }

// logOutput is log/internal.DefaultOutput: the default handler writes through package log's
// standard logger, so log.SetFlags and log.SetOutput apply to it.
// Upstream passes pc to log's output, which prints pc's position for Lshortfile/Llongfile; here
// log.Output gets the calldepth of pc's frame among the callers instead.
func logOutput(pc uintptr, data []byte) error {
	if pc != 0 {
		var pcs [64]uintptr
		// pcs[0] is logOutput's caller, which log.Output(2) would report.
		n := runtime.Callers(2, pcs[:])
		for i := 0; i < n; i++ {
			if pcs[i] == pc {
				return log.Output(i+2, string(data))
			}
		}
	}
	return log.Output(1, string(data))
}

// isNilPointer is upstream's reflect.ValueOf(v).Kind() == reflect.Pointer && IsNil(), which this
// reflect does not provide: fmt's %p prints 0x0 for a nil pointer, and %!p for non-pointers.
func isNilPointer(v any) bool {
	return fmt.Sprintf("%p", v) == "0x0"
}
