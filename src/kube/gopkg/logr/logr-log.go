package log

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"runtime/debug"
	"time"

	"github.com/go-logr/logr"
)

// rootLogCreated: when the package was initialised; logFulfilled: SetLogger was called (or the
// 30 s below ran out).
// Declared before Log, whose logr.New calls Init.
var (
	rootLogCreated = time.Now()
	logFulfilled   bool
)

// Log is the base logger used by kubebuilder. It delegates to another logr.Logger. You *must*
// call SetLogger to get any actual logging.
var Log = logr.New(&delegatingLogSink{root: root})

// root holds the sink installed by SetLogger; loggers made from Log before that see it too.
var root = &delegation{}

type delegation struct {
	sink logr.LogSink
}

// SetLogger sets a concrete logging implementation for all deferred Loggers.
func SetLogger(l logr.Logger) {
	logFulfilled = true
	root.sink = l.GetSink()
}

// eventuallyFulfillRoot: the first use of a delegating logger 30 s or more after the package was
// initialised, without SetLogger, says so on stderr with the goroutine's stack, each line after the
// first prefixed, and installs a NullLogSink ([CR] pkg/log/log.go, called by every method of the
// delegating sink, pkg/log/deleg.go).
func eventuallyFulfillRoot() {
	if logFulfilled {
		return
	}
	if time.Since(rootLogCreated).Seconds() >= 30 {
		logFulfilled = true
		stack := debug.Stack()
		sep := []byte{'\n', '\t', '>', ' ', ' '}
		fmt.Fprintf(os.Stderr,
			"[controller-runtime] log.SetLogger(...) was never called; logs will not be displayed.\nDetected at:%s%s", sep,
			bytes.Replace(stack, []byte{'\n'}, sep, bytes.Count(stack, []byte{'\n'})-1),
		)
		SetLogger(logr.New(NullLogSink{}))
	}
}

// delegatingLogSink replays its names and values onto the root sink once one is set.
type delegatingLogSink struct {
	root   *delegation
	names  []string
	values []any
}

func (d *delegatingLogSink) target() logr.LogSink {
	s := d.root.sink
	if s == nil {
		return nil
	}
	for _, n := range d.names {
		s = s.WithName(n)
	}
	if len(d.values) > 0 {
		s = s.WithValues(d.values...)
	}
	return s
}

func (d *delegatingLogSink) Init(info logr.RuntimeInfo) {
	eventuallyFulfillRoot()
}

func (d *delegatingLogSink) Enabled(level int) bool {
	eventuallyFulfillRoot()
	s := d.target()
	return s != nil && s.Enabled(level)
}

// lineSink: the target for a line written through this sink, one frame deeper for a sink that
// finds its caller by call depth (klog's): the fulfilled promise's
// `withCallDepth.WithCallDepth(1)` (pkg/log/deleg.go loggerPromise.Fulfill), so a line names the
// program's call, not this method.
func (d *delegatingLogSink) lineSink() logr.LogSink {
	s := d.target()
	if withCallDepth, ok := s.(logr.CallDepthLogSink); ok {
		return withCallDepth.WithCallDepth(1)
	}
	return s
}

func (d *delegatingLogSink) Info(level int, msg string, keysAndValues ...any) {
	eventuallyFulfillRoot()
	if s := d.lineSink(); s != nil {
		s.Info(level, msg, keysAndValues...)
	}
}

func (d *delegatingLogSink) Error(err error, msg string, keysAndValues ...any) {
	eventuallyFulfillRoot()
	if s := d.lineSink(); s != nil {
		s.Error(err, msg, keysAndValues...)
	}
}

// WithName and WithValues of a delegating sink whose root is set go to the root's sink at once, as
// controller-runtime's fulfilled promise does (pkg/log/deleg.go): its pairs are checked once, when
// WithValues is called, not at every line.
func (d *delegatingLogSink) WithName(name string) logr.LogSink {
	eventuallyFulfillRoot()
	if s := d.target(); s != nil {
		return s.WithName(name)
	}
	names := append(append([]string{}, d.names...), name)
	return &delegatingLogSink{root: d.root, names: names, values: d.values}
}

func (d *delegatingLogSink) WithValues(keysAndValues ...any) logr.LogSink {
	eventuallyFulfillRoot()
	if s := d.target(); s != nil {
		return s.WithValues(keysAndValues...)
	}
	values := append(append([]any{}, d.values...), keysAndValues...)
	return &delegatingLogSink{root: d.root, names: d.names, values: values}
}

// FromContext returns a logger with predefined values from a context.Context.
func FromContext(ctx context.Context, keysAndValues ...interface{}) logr.Logger {
	log := Log
	if ctx != nil {
		if logger, err := logr.FromContext(ctx); err == nil {
			log = logger
		}
	}
	return log.WithValues(keysAndValues...)
}

// IntoContext takes a context and sets the logger as one of its values. Use FromContext function
// to retrieve the logger.
func IntoContext(ctx context.Context, log logr.Logger) context.Context {
	return logr.NewContext(ctx, log)
}

// NullLogSink is a logr.Logger that does nothing ([CR] pkg/log/null.go).
type NullLogSink struct{}

var _ logr.LogSink = NullLogSink{}

// Init implements logr.LogSink.
func (log NullLogSink) Init(logr.RuntimeInfo) {
}

// Info implements logr.InfoLogger.
func (NullLogSink) Info(_ int, _ string, _ ...any) {
	// Do nothing.
}

// Enabled implements logr.InfoLogger.
func (NullLogSink) Enabled(level int) bool {
	return false
}

// Error implements logr.Logger.
func (NullLogSink) Error(_ error, _ string, _ ...any) {
	// Do nothing.
}

// WithName implements logr.Logger.
func (log NullLogSink) WithName(_ string) logr.LogSink {
	return log
}

// WithValues implements logr.Logger.
func (log NullLogSink) WithValues(_ ...any) logr.LogSink {
	return log
}
