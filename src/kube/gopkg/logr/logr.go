package logr

import (
	"context"
)

// New returns a new Logger instance. This is primarily used by libraries implementing LogSink,
// rather than end users. Passing a nil sink will create a Logger which discards all log lines.
func New(sink LogSink) Logger {
	logger := Logger{}
	logger.setSink(sink)
	if sink != nil {
		sink.Init(runtimeInfo)
	}
	return logger
}

func (l *Logger) setSink(sink LogSink) {
	l.sink = sink
}

// GetSink returns the stored sink.
func (l Logger) GetSink() LogSink {
	return l.sink
}

// WithSink returns a copy of the logger with the new sink.
func (l Logger) WithSink(sink LogSink) Logger {
	l.setSink(sink)
	return l
}

// Logger is an interface to an abstract logging implementation.
type Logger struct {
	sink  LogSink
	level int
}

// Enabled tests whether this Logger is enabled.
func (l Logger) Enabled() bool {
	return l.sink != nil && l.sink.Enabled(l.level)
}

// Info logs a non-error message with the given key/value pairs as context.
func (l Logger) Info(msg string, keysAndValues ...any) {
	if l.sink == nil {
		return
	}
	if l.sink.Enabled(l.level) {
		l.sink.Info(l.level, msg, keysAndValues...)
	}
}

// Error logs an error, with the given message and key/value pairs as context.
func (l Logger) Error(err error, msg string, keysAndValues ...any) {
	if l.sink == nil {
		return
	}
	l.sink.Error(err, msg, keysAndValues...)
}

// V returns a new Logger instance for a specific verbosity level, relative to this Logger.
func (l Logger) V(level int) Logger {
	if l.sink == nil {
		return l
	}
	if level < 0 {
		level = 0
	}
	l.level += level
	return l
}

// GetV returns the verbosity level of the logger.
func (l Logger) GetV() int {
	return l.level
}

// WithValues returns a new Logger instance with additional key/value pairs.
func (l Logger) WithValues(keysAndValues ...any) Logger {
	if l.sink == nil {
		return l
	}
	l.setSink(l.sink.WithValues(keysAndValues...))
	return l
}

// WithName returns a new Logger instance with the specified name element added to the Logger's name.
func (l Logger) WithName(name string) Logger {
	if l.sink == nil {
		return l
	}
	l.setSink(l.sink.WithName(name))
	return l
}

// WithCallDepth returns a Logger instance that offsets the call stack by the specified number of frames.
func (l Logger) WithCallDepth(depth int) Logger {
	if l.sink == nil {
		return l
	}
	if ls, ok := l.sink.(CallDepthLogSink); ok {
		l.setSink(ls.WithCallDepth(depth))
	}
	return l
}

// IsZero returns true if this logger is an uninitialized zero value
func (l Logger) IsZero() bool {
	return l.sink == nil
}

// Discard returns a Logger that discards all messages logged to it.
func Discard() Logger {
	return New(nil)
}

// RuntimeInfo holds information that the logr "core" library knows which LogSinks might want to know.
type RuntimeInfo struct {
	CallDepth int
}

var runtimeInfo = RuntimeInfo{
	CallDepth: 1,
}

// LogSink represents a logging implementation.
type LogSink interface {
	Init(info RuntimeInfo)
	Enabled(level int) bool
	Info(level int, msg string, keysAndValues ...any)
	Error(err error, msg string, keysAndValues ...any)
	WithValues(keysAndValues ...any) LogSink
	WithName(name string) LogSink
}

// CallDepthLogSink represents a LogSink that knows how to climb the call stack to identify the
// original call site.
type CallDepthLogSink interface {
	WithCallDepth(depth int) LogSink
}

// contextKey is how we find Loggers in a context.Context.
type contextKey struct{}

// FromContext returns a Logger from ctx or an error if no Logger is found.
func FromContext(ctx context.Context) (Logger, error) {
	if v, ok := ctx.Value(contextKey{}).(Logger); ok {
		return v, nil
	}
	return Logger{}, notFoundError{}
}

// notFoundError exists to carry an IsNotFound method.
type notFoundError struct{}

func (notFoundError) Error() string {
	return "no logr.Logger was present"
}

func (notFoundError) IsNotFound() bool {
	return true
}

// FromContextOrDiscard returns a Logger from ctx. If no Logger is found, this returns a Logger
// that discards all log messages.
func FromContextOrDiscard(ctx context.Context) Logger {
	if v, ok := ctx.Value(contextKey{}).(Logger); ok {
		return v
	}
	return Discard()
}

// NewContext returns a new Context, derived from ctx, which carries the provided Logger.
func NewContext(ctx context.Context, logger Logger) context.Context {
	return context.WithValue(ctx, contextKey{}, logger)
}

// Marshaler is an optional interface that logged values may choose to
// implement. Loggers with structured output, such as JSON, should
// log the object return by the MarshalLog method instead of the
// original value.
type Marshaler interface {
	// MarshalLog can be used to:
	//   - ensure that structs are not logged as strings when the original
	//     value has a String method: return a different type without a
	//     String method
	//   - select which fields of a complex type should get logged:
	//     return a simpler struct with fewer fields
	//   - log unexported fields: return a different struct
	//     with exported fields
	//
	// It may return any value of any type.
	MarshalLog() any
}
