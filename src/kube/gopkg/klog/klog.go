// Package klog is k8s.io/klog/v2 as a client-go program uses it with its defaults (-logtostderr
// true: every line goes to stderr, no log files): the printf-style Info/Warning/Error/Fatal
// families, the structured InfoS/ErrorS, V(level) with -v from InitFlags, the contextual Logger
// (Background, FromContext, NewContext, LoggerWithName/Values: klogr, which writes these same
// lines), SetLogger, KObj/KRef. A line is klog's header (severity, mmdd hh:mm:ss.uuuuuu, the pid
// right-aligned in 7, file:line of the call) then the message; Fatal writes its line and exits
// 255 (with -logtostderr the goroutine stacks go to log files, so none are printed).
package klog

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/go-logr/logr"
)

// ExitFlushTimeout is the timeout that klog has traditionally used during
// calls like Fatal or Exit when flushing log data right before exiting.
var ExitFlushTimeout = 10 * time.Second

// Level specifies a level of verbosity for V logs. *Level implements
// flag.Value; the -v flag is of type Level and should be modified
// only through the flag.Value interface.
type Level int32

// String is part of the flag.Value interface.
func (l *Level) String() string {
	return strconv.FormatInt(int64(*l), 10)
}

// Get is part of the flag.Getter interface.
func (l *Level) Get() interface{} {
	return *l
}

// Set is part of the flag.Value interface.
func (l *Level) Set(value string) error {
	v, err := strconv.ParseInt(value, 10, 32)
	if err != nil {
		return err
	}
	mu.Lock()
	defer mu.Unlock()
	*l = Level(v)
	return nil
}

var (
	mu            sync.Mutex
	verbosity     Level
	toStderr      = true
	alsoToStderr  bool
	addDirHeader  bool
	skipHeaders   bool
	oneOutput     bool
	skipLogHeader bool
	logDir        string
	logFile       string
	logFileMax    uint64 = 1800
	stringFlags          = map[string]*stringValue{}
	globalLogger  *logr.Logger
	commandLine   = flag.NewFlagSet("klog", flag.ExitOnError)
)

// stringValue: the flags klog keeps as its own types (stderrthreshold, vmodule, log_backtrace_at).
type stringValue struct{ v string }

func (s *stringValue) String() string     { return s.v }
func (s *stringValue) Set(v string) error { s.v = v; return nil }

func init() {
	commandLine.StringVar(&logDir, "log_dir", "", "If non-empty, write log files in this directory (no effect when -logtostderr=true)")
	commandLine.StringVar(&logFile, "log_file", "", "If non-empty, use this log file (no effect when -logtostderr=true)")
	commandLine.Uint64Var(&logFileMax, "log_file_max_size", 1800,
		"Defines the maximum size a log file can grow to (no effect when -logtostderr=true). Unit is megabytes. "+
			"If the value is 0, the maximum file size is unlimited.")
	commandLine.BoolVar(&toStderr, "logtostderr", true, "log to standard error instead of files")
	commandLine.BoolVar(&alsoToStderr, "alsologtostderr", false, "log to standard error as well as files (no effect when -logtostderr=true)")
	commandLine.Var(&verbosity, "v", "number for the log level verbosity")
	commandLine.BoolVar(&addDirHeader, "add_dir_header", false, "If true, adds the file directory to the header of the log messages")
	commandLine.BoolVar(&skipHeaders, "skip_headers", false, "If true, avoid header prefixes in the log messages")
	commandLine.BoolVar(&oneOutput, "one_output", false, "If true, only write logs to their native severity level (vs also writing to each lower severity level; no effect when -logtostderr=true)")
	commandLine.BoolVar(&skipLogHeader, "skip_log_headers", false, "If true, avoid headers when opening log files (no effect when -logtostderr=true)")
	stringFlags["stderrthreshold"] = &stringValue{"2"}
	commandLine.Var(stringFlags["stderrthreshold"], "stderrthreshold", "logs at or above this threshold go to stderr when writing to files and stderr (no effect when -logtostderr=true or -alsologtostderr=true)")
	stringFlags["vmodule"] = &stringValue{}
	commandLine.Var(stringFlags["vmodule"], "vmodule", "comma-separated list of pattern=N settings for file-filtered logging")
	stringFlags["log_backtrace_at"] = &stringValue{":0"}
	commandLine.Var(stringFlags["log_backtrace_at"], "log_backtrace_at", "when logging hits line file:N, emit a stack trace")
}

// InitFlags is for explicitly initializing the flags.
// It may get called repeatedly for different flagsets, but not
// twice for the same one. May get called concurrently
// to other goroutines using klog. However, only some flags
// may get set concurrently (see implementation).
func InitFlags(flagset *flag.FlagSet) {
	if flagset == nil {
		flagset = flag.CommandLine
	}
	commandLine.VisitAll(func(f *flag.Flag) {
		flagset.Var(f.Value, f.Name, f.Usage)
	})
}

// Flush flushes all pending log I/O.
func Flush() {}

// FlushAndExit flushes log data for a certain amount of time and then calls
// os.Exit. Combining these two calls is useful because the logger might not
// have been flushed yet.
func FlushAndExit(flushTimeout time.Duration, exitCode int) {
	os.Exit(exitCode)
}

// StartFlushDaemon ensures that the flush daemon runs with the given delay
// between flush calls.
func StartFlushDaemon(interval time.Duration) {}

// StopFlushDaemon stops the flush daemon, if running.
func StopFlushDaemon() {}

const (
	infoLog    = 'I'
	warningLog = 'W'
	errorLog   = 'E'
	fatalLog   = 'F'
)

// header: klog's line header for the call `depth` frames above the exported function.
func header(s byte, depth int) string {
	if skipHeaders {
		return ""
	}
	_, file, line, ok := runtime.Caller(3 + depth)
	if !ok {
		file, line = "???", 1
	} else if addDirHeader {
		file = filepath.Base(filepath.Dir(file)) + "/" + filepath.Base(file)
	} else {
		file = filepath.Base(file)
	}
	now := time.Now()
	_, month, day := now.Date()
	return fmt.Sprintf("%c%02d%02d %02d:%02d:%02d.%06d %7d %s:%d] ", s, int(month), day, now.Hour(), now.Minute(), now.Second(), now.Nanosecond()/1000, os.Getpid(), file, line)
}

func write(s byte, depth int, msg string) {
	if !strings.HasSuffix(msg, "\n") {
		msg += "\n"
	}
	text := header(s, depth) + msg
	mu.Lock()
	os.Stderr.WriteString(text)
	mu.Unlock()
	if s == fatalLog {
		os.Exit(255)
	}
}

// printf-style entry points: depth 0 is their caller
func logDepth(s byte, depth int, args ...interface{}) {
	if globalLogger != nil {
		toLogger(s, depth, fmt.Sprint(args...))
		return
	}
	write(s, depth+1, fmt.Sprint(args...))
}

func loglnDepth(s byte, depth int, args ...interface{}) {
	if globalLogger != nil {
		toLogger(s, depth, strings.TrimSuffix(fmt.Sprintln(args...), "\n"))
		return
	}
	write(s, depth+1, fmt.Sprintln(args...))
}

func logfDepth(s byte, depth int, format string, args ...interface{}) {
	if globalLogger != nil {
		toLogger(s, depth, fmt.Sprintf(format, args...))
		return
	}
	write(s, depth+1, fmt.Sprintf(format, args...))
}

// toLogger: with SetLogger, every line goes to that logger (errors as Error with a nil error).
func toLogger(s byte, depth int, msg string) {
	l := globalLogger.WithCallDepth(depth + 3)
	if s == infoLog {
		l.Info(msg)
	} else {
		l.Error(nil, msg)
	}
	if s == fatalLog {
		os.Exit(255)
	}
}

// structured: InfoS/ErrorS's text, `"msg" err="..." k="v"`.
func structured(err error, msg string, keysAndValues ...interface{}) string {
	var b bytes.Buffer
	b.WriteString(strconv.Quote(msg))
	if err != nil {
		kvFormat(&b, "err", err)
	}
	kvListFormat(&b, keysAndValues...)
	return b.String()
}

func printS(s byte, depth int, err error, msg string, keysAndValues ...interface{}) {
	if globalLogger != nil {
		l := globalLogger.WithCallDepth(depth + 2)
		if s == infoLog {
			l.Info(msg, keysAndValues...)
		} else {
			l.Error(err, msg, keysAndValues...)
		}
		return
	}
	write(s, depth+1, structured(err, msg, keysAndValues...))
}

// Info logs to the INFO log.
// Arguments are handled in the manner of fmt.Print; a newline is appended if missing.
func Info(args ...interface{}) { logDepth(infoLog, 0, args...) }

// InfoDepth acts as Info but uses depth to determine which call frame to log.
func InfoDepth(depth int, args ...interface{}) { logDepth(infoLog, depth, args...) }

// Infoln logs to the INFO log.
// Arguments are handled in the manner of fmt.Println; a newline is always appended.
func Infoln(args ...interface{}) { loglnDepth(infoLog, 0, args...) }

// InfolnDepth acts as Infoln but uses depth to determine which call frame to log.
func InfolnDepth(depth int, args ...interface{}) { loglnDepth(infoLog, depth, args...) }

// Infof logs to the INFO log.
// Arguments are handled in the manner of fmt.Printf; a newline is appended if missing.
func Infof(format string, args ...interface{}) { logfDepth(infoLog, 0, format, args...) }

// InfofDepth acts as Infof but uses depth to determine which call frame to log.
func InfofDepth(depth int, format string, args ...interface{}) {
	logfDepth(infoLog, depth, format, args...)
}

// InfoS structured logs to the INFO log.
func InfoS(msg string, keysAndValues ...interface{}) { printS(infoLog, 0, nil, msg, keysAndValues...) }

// InfoSDepth acts as InfoS but uses depth to determine which call frame to log.
func InfoSDepth(depth int, msg string, keysAndValues ...interface{}) {
	printS(infoLog, depth, nil, msg, keysAndValues...)
}

// Warning logs to the WARNING and INFO logs.
func Warning(args ...interface{}) { logDepth(warningLog, 0, args...) }

// WarningDepth acts as Warning but uses depth to determine which call frame to log.
func WarningDepth(depth int, args ...interface{}) { logDepth(warningLog, depth, args...) }

// Warningln logs to the WARNING and INFO logs.
func Warningln(args ...interface{}) { loglnDepth(warningLog, 0, args...) }

// Warningf logs to the WARNING and INFO logs.
func Warningf(format string, args ...interface{}) { logfDepth(warningLog, 0, format, args...) }

// WarningfDepth acts as Warningf but uses depth to determine which call frame to log.
func WarningfDepth(depth int, format string, args ...interface{}) {
	logfDepth(warningLog, depth, format, args...)
}

// Error logs to the ERROR, WARNING, and INFO logs.
func Error(args ...interface{}) { logDepth(errorLog, 0, args...) }

// ErrorDepth acts as Error but uses depth to determine which call frame to log.
func ErrorDepth(depth int, args ...interface{}) { logDepth(errorLog, depth, args...) }

// Errorln logs to the ERROR, WARNING, and INFO logs.
func Errorln(args ...interface{}) { loglnDepth(errorLog, 0, args...) }

// Errorf logs to the ERROR, WARNING, and INFO logs.
func Errorf(format string, args ...interface{}) { logfDepth(errorLog, 0, format, args...) }

// ErrorfDepth acts as Errorf but uses depth to determine which call frame to log.
func ErrorfDepth(depth int, format string, args ...interface{}) {
	logfDepth(errorLog, depth, format, args...)
}

// ErrorS structured logs to the ERROR, WARNING, and INFO logs.
func ErrorS(err error, msg string, keysAndValues ...interface{}) {
	printS(errorLog, 0, err, msg, keysAndValues...)
}

// ErrorSDepth acts as ErrorS but uses depth to determine which call frame to log.
func ErrorSDepth(depth int, err error, msg string, keysAndValues ...interface{}) {
	printS(errorLog, depth, err, msg, keysAndValues...)
}

// Fatal logs to the FATAL, ERROR, WARNING, and INFO logs, then calls os.Exit(255).
func Fatal(args ...interface{}) { logDepth(fatalLog, 0, args...) }

// FatalDepth acts as Fatal but uses depth to determine which call frame to log.
func FatalDepth(depth int, args ...interface{}) { logDepth(fatalLog, depth, args...) }

// Fatalln logs to the FATAL, ERROR, WARNING, and INFO logs, then calls os.Exit(255).
func Fatalln(args ...interface{}) { loglnDepth(fatalLog, 0, args...) }

// Fatalf logs to the FATAL, ERROR, WARNING, and INFO logs, then calls os.Exit(255).
func Fatalf(format string, args ...interface{}) { logfDepth(fatalLog, 0, format, args...) }

// Exit logs to the FATAL, ERROR, WARNING, and INFO logs, then calls os.Exit(1).
func Exit(args ...interface{}) { exitLine(fmt.Sprint(args...)) }

// Exitln logs to the FATAL, ERROR, WARNING, and INFO logs, then calls os.Exit(1).
func Exitln(args ...interface{}) { exitLine(fmt.Sprintln(args...)) }

// Exitf logs to the FATAL, ERROR, WARNING, and INFO logs, then calls os.Exit(1).
func Exitf(format string, args ...interface{}) { exitLine(fmt.Sprintf(format, args...)) }

// exitLine: Exit's F line (no stacks), exit status 1.
func exitLine(msg string) {
	if !strings.HasSuffix(msg, "\n") {
		msg += "\n"
	}
	os.Stderr.WriteString(header(fatalLog, 0) + msg)
	os.Exit(1)
}

// Verbose is a boolean type that implements Infof (like Printf) etc.
type Verbose struct {
	enabled bool
}

// V reports whether verbosity at the call site is at least the requested level.
func V(level Level) Verbose {
	mu.Lock()
	defer mu.Unlock()
	return Verbose{enabled: verbosity >= level}
}

// VDepth is a variant of V that accepts a number of stack frames that will
// be skipped when checking the -vmodule patterns.
func VDepth(depth int, level Level) Verbose { return V(level) }

// Enabled will return true if this log level is enabled, guarded by the value of v.
func (v Verbose) Enabled() bool { return v.enabled }

// Info is equivalent to the global Info function, guarded by the value of v.
func (v Verbose) Info(args ...interface{}) {
	if v.enabled {
		logDepth(infoLog, 0, args...)
	}
}

// InfoDepth is equivalent to the global InfoDepth function, guarded by the value of v.
func (v Verbose) InfoDepth(depth int, args ...interface{}) {
	if v.enabled {
		logDepth(infoLog, depth, args...)
	}
}

// Infoln is equivalent to the global Infoln function, guarded by the value of v.
func (v Verbose) Infoln(args ...interface{}) {
	if v.enabled {
		loglnDepth(infoLog, 0, args...)
	}
}

// Infof is equivalent to the global Infof function, guarded by the value of v.
func (v Verbose) Infof(format string, args ...interface{}) {
	if v.enabled {
		logfDepth(infoLog, 0, format, args...)
	}
}

// InfoS is equivalent to the global InfoS function, guarded by the value of v.
func (v Verbose) InfoS(msg string, keysAndValues ...interface{}) {
	if v.enabled {
		printS(infoLog, 0, nil, msg, keysAndValues...)
	}
}

// InfoSDepth acts as InfoS but uses depth to determine which call frame to log.
func (v Verbose) InfoSDepth(depth int, msg string, keysAndValues ...interface{}) {
	if v.enabled {
		printS(infoLog, depth, nil, msg, keysAndValues...)
	}
}

// ErrorS is equivalent to the global Error function, guarded by the value of v.
func (v Verbose) ErrorS(err error, msg string, keysAndValues ...interface{}) {
	if v.enabled {
		printS(errorLog, 0, err, msg, keysAndValues...)
	}
}

// Logger is logr.Logger: klog's contextual logging API.
type Logger = logr.Logger

// SetLogger sets a Logger implementation that will be used as backing
// implementation of the traditional klog log calls.
func SetLogger(logger logr.Logger) {
	mu.Lock()
	defer mu.Unlock()
	globalLogger = &logger
}

// ClearLogger removes a backing Logger implementation if one was set earlier.
func ClearLogger() {
	mu.Lock()
	defer mu.Unlock()
	globalLogger = nil
}

// EnableContextualLogging controls whether contextual logging is enabled.
func EnableContextualLogging(enabled bool) {}

// Background retrieves the fallback logger: the one given to SetLogger, else klog's own (klogr).
func Background() Logger {
	mu.Lock()
	defer mu.Unlock()
	if globalLogger != nil {
		return *globalLogger
	}
	return logr.New(&klogger{})
}

// TODO can be used as a last resort by code that has no means of receiving a logger from its caller.
func TODO() Logger { return Background() }

// NewKlogr returns a logger that is functionally identical to klogr.NewWithOptions(klogr.FormatKlog),
// i.e. it passes through to klog.
func NewKlogr() Logger { return logr.New(&klogger{}) }

// FromContext retrieves a logger set by the caller or, if not set,
// falls back to the program's global logger (a Logger instance or klog itself).
func FromContext(ctx context.Context) Logger {
	if logger, err := logr.FromContext(ctx); err == nil {
		return logger
	}
	return Background()
}

// NewContext returns logr.NewContext(ctx, logger).
func NewContext(ctx context.Context, logger Logger) context.Context {
	return logr.NewContext(ctx, logger)
}

// LoggerWithName returns logger.WithName(name).
func LoggerWithName(logger Logger, name string) Logger { return logger.WithName(name) }

// LoggerWithValues returns logger.WithValues(...kv).
func LoggerWithValues(logger Logger, kv ...interface{}) Logger { return logger.WithValues(kv...) }

// LoggerWithCallDepth returns logger.WithCallDepth(depth).
func LoggerWithCallDepth(logger Logger, depth int) Logger { return logger.WithCallDepth(depth) }

// klogger is klog's own LogSink (klogr.go): WithName adds logger="a.b" ahead of the values,
// lines are InfoS/ErrorS lines at the caller of the logr.Logger method.
type klogger struct {
	callDepth int
	hasPrefix bool
	values    []interface{}
}

func (l *klogger) Init(info logr.RuntimeInfo) { l.callDepth += info.CallDepth }

func (l *klogger) Enabled(level int) bool { return V(Level(level)).Enabled() }

func (l *klogger) Info(level int, msg string, kvList ...interface{}) {
	if !V(Level(level)).Enabled() {
		return
	}
	write(infoLog, l.callDepth, structured(nil, msg, mergeKVs(l.values, kvList)...))
}

func (l *klogger) Error(err error, msg string, kvList ...interface{}) {
	write(errorLog, l.callDepth, structured(err, msg, mergeKVs(l.values, kvList)...))
}

func (l klogger) WithName(name string) logr.LogSink {
	if l.hasPrefix {
		v := append([]interface{}(nil), l.values...)
		prefix, _ := v[1].(string)
		v[1] = prefix + "." + name
		l.values = v
	} else {
		v := make([]interface{}, 0, 2+len(l.values))
		v = append(v, "logger", name)
		v = append(v, l.values...)
		l.values = v
		l.hasPrefix = true
	}
	return &l
}

func (l klogger) WithValues(kvList ...interface{}) logr.LogSink {
	l.values = append(append([]interface{}(nil), l.values...), kvList...)
	return &l
}

func (l klogger) WithCallDepth(depth int) logr.LogSink {
	l.callDepth += depth
	return &l
}

// mergeKVs: the second list wins for a key both have; the first list's others come first.
func mergeKVs(first, second []interface{}) []interface{} {
	if len(first) == 0 {
		return second
	}
	overrides := map[interface{}]bool{}
	for i := 0; i < len(second); i += 2 {
		overrides[second[i]] = true
	}
	merged := make([]interface{}, 0, len(first)+len(second))
	for i := 0; i+1 < len(first); i += 2 {
		if overrides[first[i]] {
			continue
		}
		merged = append(merged, first[i], first[i+1])
	}
	merged = append(merged, second...)
	if len(merged)%2 != 0 {
		merged = append(merged, "(MISSING)")
	}
	return merged
}

func kvListFormat(b *bytes.Buffer, keysAndValues ...interface{}) {
	for i := 0; i < len(keysAndValues); i += 2 {
		var v interface{} = "(MISSING)"
		if i+1 < len(keysAndValues) {
			v = keysAndValues[i+1]
		}
		kvFormat(b, keysAndValues[i], v)
	}
}

// kvFormat is klog's internal/serialize KVFormat: Stringers, strings and errors quoted (multi-line
// ones as `=<` blocks), logr.Marshalers by their value, []byte with %+q, the rest as JSON.
func kvFormat(b *bytes.Buffer, k, v interface{}) {
	b.WriteByte(' ')
	if sK, ok := k.(string); ok {
		b.WriteString(sK)
	} else {
		b.WriteString(fmt.Sprintf("%s", k))
	}
	switch v := v.(type) {
	case fmt.Stringer:
		writeStringValue(b, v.String())
	case string:
		writeStringValue(b, v)
	case error:
		writeStringValue(b, v.Error())
	case logr.Marshaler:
		switch value := v.MarshalLog().(type) {
		case string:
			writeStringValue(b, value)
		default:
			formatAny(b, value)
		}
	case []byte:
		b.WriteByte('=')
		b.WriteString(fmt.Sprintf("%+q", v))
	default:
		formatAny(b, v)
	}
}

func formatAny(b *bytes.Buffer, v interface{}) {
	b.WriteByte('=')
	data, err := json.Marshal(v)
	if err != nil {
		b.WriteString(fmt.Sprintf(`"<internal error: %v>"`, err))
		return
	}
	b.Write(data)
}

func writeStringValue(b *bytes.Buffer, v string) {
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

// ObjectRef references a kubernetes object
type ObjectRef struct {
	Name      string `json:"name"`
	Namespace string `json:"namespace,omitempty"`
}

func (ref ObjectRef) String() string {
	if ref.Namespace != "" {
		return fmt.Sprintf("%s/%s", ref.Namespace, ref.Name)
	}
	return ref.Name
}

// MarshalLog ensures that loggers with support for structured output will log
// as a struct by removing the String method via a custom type.
func (ref ObjectRef) MarshalLog() interface{} {
	type or ObjectRef
	return or(ref)
}

// KMetadata is a subset of the kubernetes k8s.io/apimachinery/pkg/apis/meta/v1.Object interface
// this interface may expand in the future, but will always be a subset of the
// kubernetes k8s.io/apimachinery/pkg/apis/meta/v1.Object interface
type KMetadata interface {
	GetName() string
	GetNamespace() string
}

// KObj returns ObjectRef from ObjectMeta
func KObj(obj KMetadata) ObjectRef {
	if obj == nil {
		return ObjectRef{}
	}
	if val := reflect.ValueOf(obj); val.Kind() == reflect.Ptr && val.IsNil() {
		return ObjectRef{}
	}
	return ObjectRef{
		Name:      obj.GetName(),
		Namespace: obj.GetNamespace(),
	}
}

// KRef returns ObjectRef from name and namespace
func KRef(namespace, name string) ObjectRef {
	return ObjectRef{
		Name:      name,
		Namespace: namespace,
	}
}

// KObjSlice takes a slice of objects that implement the KMetadata interface
// and returns an object that gets logged as a slice of ObjectRef values or a
// string containing those values, depending on whether the logger prefers text
// output or structured output.
func KObjSlice(arg interface{}) interface{} {
	s := reflect.ValueOf(arg)
	if s.Kind() != reflect.Slice {
		return fmt.Sprintf("<KObjSlice needs a slice, got type %T>", arg)
	}
	refs := make([]ObjectRef, 0, s.Len())
	for i := 0; i < s.Len(); i++ {
		if m, ok := s.Index(i).Interface().(KMetadata); ok {
			refs = append(refs, KObj(m))
		}
	}
	return refs
}
