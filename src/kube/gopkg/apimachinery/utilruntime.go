package runtime

// [AM] pkg/util/runtime/runtime.go as of v0.31 (contextual logging): HandleError and
// HandleErrorWithContext log through klog's default logger ("Unhandled Error", named
// UnhandledError, at the caller's file:line), HandleCrash logs "Observed a panic" and panics again;
// up to v0.30 both were printf-style klog.Errorf lines. The 1ms rudimentary backoff sleeps on the
// virtual clock: a new backoff per call up to v0.33 (always 1ms), shared from v0.34.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/go-logr/logr"
)

var (
	// ReallyCrash controls the behavior of HandleCrash and defaults to
	// true. It's exposed so components can optionally set to false
	// to restore prior behavior. This flag is mostly used for tests to validate
	// crash conditions.
	ReallyCrash = true
)

// PanicHandlers is a list of functions which will be invoked when a panic happens.
var PanicHandlers = []func(context.Context, interface{}){logPanic}

// HandleCrash simply catches a crash and logs an error. Meant to be called via
// defer.  Additional context-specific handlers can be provided, and will be
// called in case of panic.  HandleCrash actually crashes, after calling the
// handlers and logging the panic message.
func HandleCrash(additionalHandlers ...func(interface{})) {
	if r := recover(); r != nil {
		additionalHandlersWithContext := make([]func(context.Context, interface{}), len(additionalHandlers))
		for i, handler := range additionalHandlers {
			handler := handler
			additionalHandlersWithContext[i] = func(_ context.Context, r interface{}) {
				handler(r)
			}
		}
		handleCrash(context.Background(), r, additionalHandlersWithContext...)
	}
}

// HandleCrashWithContext simply catches a crash and logs an error. Meant to be called via
// defer.  Additional context-specific handlers can be provided, and will be
// called in case of panic.  HandleCrash actually crashes, after calling the
// handlers and logging the panic message.
func HandleCrashWithContext(ctx context.Context, additionalHandlers ...func(context.Context, interface{})) {
	if r := recover(); r != nil {
		handleCrash(ctx, r, additionalHandlers...)
	}
}

// HandleCrashWithLogger simply catches a crash and logs an error. Meant to be called via
// defer.  Additional context-specific handlers can be provided, and will be
// called in case of panic.  HandleCrash actually crashes, after calling the
// handlers and logging the panic message.
func HandleCrashWithLogger(logger logr.Logger, additionalHandlers ...func(context.Context, interface{})) {
	if r := recover(); r != nil {
		ctx := logr.NewContext(context.Background(), logger)
		handleCrash(ctx, r, additionalHandlers...)
	}
}

func handleCrash(ctx context.Context, r any, additionalHandlers ...func(context.Context, interface{})) {
	for _, fn := range PanicHandlers {
		fn(ctx, r)
	}
	for _, fn := range additionalHandlers {
		fn(ctx, r)
	}
	if ReallyCrash {
		// Actually proceed to panic.
		panic(r)
	}
}

// logPanic logs the caller tree when a panic occurs (except in the special case of http.ErrAbortHandler).
func logPanic(ctx context.Context, r interface{}) {
	if r == http.ErrAbortHandler {
		return
	}
	const size = 64 << 10
	stacktrace := make([]byte, size)
	stacktrace = stacktrace[:runtime.Stack(stacktrace, false)]
	// the frame of the function that deferred HandleCrash: Caller skips logPanic, handleCrash,
	// HandleCrash and the panic itself (klog's WithCallDepth(4))
	if apimachineryMinor() <= 30 {
		if _, ok := r.(string); ok {
			klogLine(4, fmt.Sprintf("Observed a panic: %s\n%s", r, stacktrace))
		} else {
			klogLine(4, fmt.Sprintf("Observed a panic: %#v (%v)\n%s", r, r, stacktrace))
		}
		return
	}
	if logger, err := logr.FromContext(ctx); err == nil {
		if _, ok := r.(string); ok {
			logger.WithCallDepth(4).Error(nil, "Observed a panic", "panic", r, "stacktrace", string(stacktrace))
		} else {
			logger.WithCallDepth(4).Error(nil, "Observed a panic", "panic", fmt.Sprintf("%v", r), "panicGoValue", fmt.Sprintf("%#v", r), "stacktrace", string(stacktrace))
		}
		return
	}
	if _, ok := r.(string); ok {
		klogErrorS(4, nil, "Observed a panic", "panic", r, "stacktrace", string(stacktrace))
	} else {
		klogErrorS(4, nil, "Observed a panic", "panic", fmt.Sprintf("%v", r), "panicGoValue", fmt.Sprintf("%#v", r), "stacktrace", string(stacktrace))
	}
}

// ErrorHandlers is a list of functions which will be invoked when a nonreturnable
// error occurs.
var ErrorHandlers = []ErrorHandler{
	logError,
	backoffError(1 * time.Millisecond),
}

// ErrorHandler is called indirectly through [HandleError], [HandleErrorWithContext] or [HandleErrorWithLogger].
// It is passed the same parameters that a structured logging backend needs to log a problem.
type ErrorHandler func(ctx context.Context, err error, msg string, keysAndValues ...interface{})

// HandleError is a method to invoke when a non-user facing piece of code cannot
// return an error and needs to indicate it has been ignored. Invoking this method
// is preferable to logging the error - the default behavior is to log but the
// errors may be sent to a remote server for analysis.
func HandleError(err error) {
	// this is sometimes called with a nil error.  We probably shouldn't fail and should do nothing instead
	if err == nil {
		return
	}
	handleError(context.Background(), err, "Unhandled Error")
}

// HandleErrorWithContext is a method to invoke when a non-user facing piece of code cannot
// return an error and needs to indicate it has been ignored. In contrast to HandleError,
// passing nil for the error is still going to trigger a log entry.
func HandleErrorWithContext(ctx context.Context, err error, msg string, keysAndValues ...interface{}) {
	handleError(ctx, err, msg, keysAndValues...)
}

// HandleErrorWithLogger is an alternative to [HandlerErrorWithContext] which accepts
// a logger for contextual logging.
func HandleErrorWithLogger(logger logr.Logger, err error, msg string, keysAndValues ...interface{}) {
	handleError(logr.NewContext(context.Background(), logger), err, msg, keysAndValues...)
}

func handleError(ctx context.Context, err error, msg string, keysAndValues ...interface{}) {
	for _, fn := range ErrorHandlers {
		fn(ctx, err, msg, keysAndValues...)
	}
}

// logError prints an error with the call stack of the location it was reported.
// It expects to be called as <caller> -> HandleError[WithContext] -> handleError -> logError.
func logError(ctx context.Context, err error, msg string, keysAndValues ...interface{}) {
	if apimachineryMinor() <= 30 {
		// klog.ErrorDepth(2, err)
		klogLine(3, fmt.Sprint(err))
		return
	}
	if logger, e := logr.FromContext(ctx); e == nil {
		logger.WithCallDepth(3).WithName("UnhandledError").Error(err, msg, keysAndValues...)
		return
	}
	// klog's default logger (klogr): WithName adds logger="UnhandledError" ahead of the pairs
	klogErrorS(3, err, msg, append([]interface{}{"logger", "UnhandledError"}, keysAndValues...)...)
}

// backoffError blocks if it is called more often than the minPeriod.
func backoffError(minPeriod time.Duration) ErrorHandler {
	r := &rudimentaryErrorBackoff{
		lastErrorTime: time.Now(),
		minPeriod:     minPeriod,
	}
	return func(ctx context.Context, err error, msg string, keysAndValues ...interface{}) {
		if apimachineryMinor() <= 33 {
			// a fresh backoff for every error: always the full minPeriod
			(&rudimentaryErrorBackoff{lastErrorTime: time.Now(), minPeriod: minPeriod}).OnError()
			return
		}
		r.OnError()
	}
}

type rudimentaryErrorBackoff struct {
	minPeriod         time.Duration // immutable
	lastErrorTimeLock sync.Mutex
	lastErrorTime     time.Time
}

// OnError will block if it is called more often than the embedded period time.
// This will prevent overly tight hot error loops.
func (r *rudimentaryErrorBackoff) OnError() {
	now := time.Now() // start the timer before acquiring the lock
	r.lastErrorTimeLock.Lock()
	d := now.Sub(r.lastErrorTime)
	r.lastErrorTime = time.Now()
	r.lastErrorTimeLock.Unlock()
	time.Sleep(r.minPeriod - d)
}

// GetCaller returns the caller of the function that calls it.
func GetCaller() string {
	var pc [1]uintptr
	runtime.Callers(3, pc[:])
	f := runtime.FuncForPC(pc[0])
	if f == nil {
		return "Unable to find caller"
	}
	return f.Name()
}

// RecoverFromPanic replaces the specified error with an error containing the
// original error, and  the call tree when a panic occurs. This enables error
// handlers to handle errors and panics the same way.
func RecoverFromPanic(err *error) {
	if r := recover(); r != nil {
		const size = 64 << 10
		stacktrace := make([]byte, size)
		stacktrace = stacktrace[:runtime.Stack(stacktrace, false)]

		*err = fmt.Errorf(
			"recovered from panic %q. (err=%v) Call stack:\n%s",
			r,
			*err,
			stacktrace)
	}
}

// Must panics on non-nil errors. Useful to handling programmer level errors.
func Must(err error) {
	if err != nil {
		panic(err)
	}
}

// klogHeader is k8s.io/klog/v2's line header: severity, mmdd hh:mm:ss.uuuuuu, the pid right-aligned
// in 7, file:line of the frame `depth` above klogHeader's caller's caller.
func klogHeader(depth int) string {
	file, line, ok := klogSite()
	if !ok {
		_, file, line, ok = runtime.Caller(depth + 2)
	}
	if !ok {
		file, line = "???", 1
	} else {
		file = filepath.Base(file)
	}
	now := time.Now()
	_, month, day := now.Date()
	return fmt.Sprintf("E%02d%02d %02d:%02d:%02d.%06d %7d %s:%d] ", int(month), day, now.Hour(), now.Minute(), now.Second(), now.Nanosecond()/1000, os.Getpid(), file, line)
}

// klogLine: klog.ErrorDepth's printf-style line (a newline added when missing).
func klogLine(depth int, msg string) {
	if !strings.HasSuffix(msg, "\n") {
		msg += "\n"
	}
	os.Stderr.WriteString(klogHeader(depth) + msg)
}

// klogErrorS: klog.ErrorSDepth's structured line: the quoted message, err=, then the pairs as
// klog's internal/serialize formats them.
func klogErrorS(depth int, err error, msg string, keysAndValues ...interface{}) {
	var b bytes.Buffer
	b.WriteString(klogHeader(depth))
	b.WriteString(strconv.Quote(msg))
	if err != nil {
		klogKV(&b, "err", err)
	}
	for i := 0; i < len(keysAndValues); i += 2 {
		var v interface{} = "(MISSING)"
		if i+1 < len(keysAndValues) {
			v = keysAndValues[i+1]
		}
		klogKV(&b, keysAndValues[i], v)
	}
	b.WriteByte('\n')
	os.Stderr.Write(b.Bytes())
}

func klogKV(b *bytes.Buffer, k, v interface{}) {
	b.WriteByte(' ')
	if sK, ok := k.(string); ok {
		b.WriteString(sK)
	} else {
		b.WriteString(fmt.Sprintf("%s", k))
	}
	switch v := v.(type) {
	case fmt.Stringer:
		klogString(b, v.String())
	case string:
		klogString(b, v)
	case error:
		klogString(b, v.Error())
	case []byte:
		b.WriteByte('=')
		b.WriteString(fmt.Sprintf("%+q", v))
	default:
		b.WriteByte('=')
		data, err := json.Marshal(v)
		if err != nil {
			b.WriteString(fmt.Sprintf(`"<internal error: %v>"`, err))
			return
		}
		b.Write(data)
	}
}

// klogString: a one-line string quoted; a multi-line one as `=<` then each line tab-indented and ` >`.
func klogString(b *bytes.Buffer, v string) {
	data := []byte(v)
	index := bytes.IndexByte(data, '\n')
	if index == -1 {
		b.WriteByte('=')
		b.WriteString(strconv.Quote(v))
		return
	}
	b.WriteString("=<\n")
	for index != -1 {
		b.WriteByte('\t')
		b.Write(data[0 : index+1])
		data = data[index+1:]
		index = bytes.IndexByte(data, '\n')
	}
	if len(data) == 0 {
		b.WriteString(" >")
	} else {
		b.WriteByte('\t')
		b.Write(data)
		b.WriteString("\n >")
	}
}

// klogSite: the file:line client-go code simulated in another shape gives for its next line
// (utilruntime.ts setKlogSite); ok false when none.
func klogSite() (file string, line int, ok bool)

// apimachineryMinor: k8s.io/apimachinery v0.<minor> as go.mod requires it (client-go's otherwise).
func apimachineryMinor() int
