// sigs.k8s.io/controller-runtime/pkg/log/zap ([CR] pkg/log/zap/zap.go, v0.24.1) and the part of
// go.uber.org/zap/zapcore its Options name. The logr sink is Go (levels, names, values); writing a
// line is a native that records a LogEntry on the run's log sink (src/kube/bind/manager-log.ts),
// printed as zap's development console encoder or its JSON encoder prints it.

import type { NativePackage } from '../../../go/interp/native.ts';
import { stdPackage } from '../../../go/std/index.ts';
import { zapNatives } from '../../bind/manager-log.ts';
import { goPackage } from '../pkg.ts';
import zapcoreSrc from './zap-zapcore.go?raw';

/** Options.BindFlags needs the standard library's flag package (declared only when it exists). */
function zapSrc(withFlags: boolean): string {
  return `package zap

import (
${withFlags ? '\t"flag"\n' : ''}	"io"

	"github.com/go-logr/logr"
	"go.uber.org/zap/zapcore"
)

// New returns a brand new Logger configured with Opts. It uses KubeAwareEncoder which adds Type
// information and Namespace/Name to the log.
func New(opts ...Opts) logr.Logger {
	o := &Options{}
	for _, opt := range opts {
		opt(o)
	}
	o.addDefaults()
	return logr.New(&sink{opts: o, level: o.Level, json: !o.Development})
}

// Opts allows to manipulate Options.
type Opts func(*Options)

// UseDevMode sets the logger to use (or not use) development mode (more human-readable output,
// extra stack traces and logging information, etc). See Options.Development
func UseDevMode(enabled bool) Opts {
	return func(o *Options) {
		o.Development = enabled
	}
}

// WriteTo configures the logger to write to the given io.Writer, instead of standard error.
// See Options.DestWriter.
func WriteTo(out io.Writer) Opts {
	return func(o *Options) {
		o.DestWriter = out
	}
}

// Level sets Options.Level, which configures the minimum enabled logging level.
func Level(level zapcore.LevelEnabler) func(o *Options) {
	return func(o *Options) {
		o.Level = level
	}
}

// StacktraceLevel sets Options.StacktraceLevel, which configures the logger to record a stack
// trace for all messages at or above a given level.
func StacktraceLevel(stacktraceLevel zapcore.LevelEnabler) func(o *Options) {
	return func(o *Options) {
		o.StacktraceLevel = stacktraceLevel
	}
}

// Options contains all possible settings.
type Options struct {
	// Development configures the logger to use a Zap development config (stacktraces on warnings,
	// no sampling), otherwise a Zap production config will be used (stacktraces on errors,
	// sampling).
	Development bool
	// DestWriter controls the destination of the log output. Defaults to os.Stderr.
	DestWriter io.Writer
	// Level configures the verbosity of the logging. Defaults to Debug when Development is true
	// and Info otherwise.
	Level zapcore.LevelEnabler
	// StacktraceLevel is the level at and above which stacktraces will be recorded for all messages.
	// Defaults to Warn when Development is true and Error otherwise.
	StacktraceLevel zapcore.LevelEnabler
}

func (o *Options) addDefaults() {
	if o.Development {
		if o.Level == nil {
			o.Level = zapcore.DebugLevel
		}
		if o.StacktraceLevel == nil {
			o.StacktraceLevel = zapcore.WarnLevel
		}
	} else {
		if o.Level == nil {
			o.Level = zapcore.InfoLevel
		}
		if o.StacktraceLevel == nil {
			o.StacktraceLevel = zapcore.ErrorLevel
		}
	}
}

${
  withFlags
    ? `// BindFlags will parse the given flagset for zap option flags and set the log options accordingly:
// zap-devel (development mode), zap-encoder, zap-log-level, zap-stacktrace-level, zap-time-encoding.
func (o *Options) BindFlags(fs *flag.FlagSet) {
	fs.BoolVar(&o.Development, "zap-devel", o.Development,
		"Development Mode defaults(encoder=consoleEncoder,logLevel=Debug,stackTraceLevel=Warn). "+
			"Production Mode defaults(encoder=jsonEncoder,logLevel=Info,stackTraceLevel=Error)")
	fs.String("zap-encoder", "", "Zap log encoding (one of 'json' or 'console')")
	fs.String("zap-log-level", "", "Zap Level to configure the verbosity of logging. Can be one of 'debug', 'info', 'error', 'panic'or any integer value > 0 which corresponds to custom debug levels of increasing verbosity")
	fs.String("zap-stacktrace-level", "", "Zap Level at and above which stacktraces are captured (one of 'info', 'error', 'panic').")
	fs.String("zap-time-encoding", "", "Zap time encoding (one of 'epoch', 'millis', 'nano', 'iso8601', 'rfc3339' or 'rfc3339nano'). Defaults to 'epoch'.")
}

`
    : ''
}// UseFlagOptions configures the logger to use the Options set by parsing zap option flags from
// the CLI.
func UseFlagOptions(in *Options) Opts {
	return func(o *Options) {
		*o = *in
	}
}

// sink is zapr's logr.LogSink over zap: logr V(n) is zap level -n.
type sink struct {
	opts   *Options
	level  zapcore.LevelEnabler
	json   bool
	name   string
	values []any
}

func (s *sink) Init(info logr.RuntimeInfo) {}

func (s *sink) Enabled(level int) bool {
	return s.level.Enabled(zapcore.Level(-level))
}

func (s *sink) Info(level int, msg string, keysAndValues ...any) {
	if !s.Enabled(level) {
		return
	}
	l := zapcore.Level(-level)
	writeLog(s.json, l.CapitalString(), s.name, msg, s.values, keysAndValues, nil, false, s.stack(l))
}

func (s *sink) Error(err error, msg string, keysAndValues ...any) {
	writeLog(s.json, "ERROR", s.name, msg, s.values, keysAndValues, err, true, s.stack(zapcore.ErrorLevel))
}

// stack: zap.AddStacktrace(StacktraceLevel) records the goroutine's stack with lines at or above it.
func (s *sink) stack(l zapcore.Level) bool {
	return s.opts != nil && s.opts.StacktraceLevel != nil && s.opts.StacktraceLevel.Enabled(l)
}

func (s *sink) WithValues(keysAndValues ...any) logr.LogSink {
	c := *s
	c.values = append(append([]any{}, s.values...), keysAndValues...)
	return &c
}

func (s *sink) WithName(name string) logr.LogSink {
	c := *s
	if c.name == "" {
		c.name = name
	} else {
		c.name = c.name + "." + name
	}
	return &c
}

// writeLog records one log line on the run's log sink (or prints it to stderr outside a cluster run).
func writeLog(json bool, level string, name string, msg string, values []any, keysAndValues []any, err error, isError bool, stack bool)
`;
}

export const zapcorePackage = goPackage({
  path: 'go.uber.org/zap/zapcore',
  files: { 'level.go': zapcoreSrc },
});
let zap: NativePackage | undefined;

export function zapPackage(): NativePackage {
  zap ??= goPackage({
    path: 'sigs.k8s.io/controller-runtime/pkg/log/zap',
    files: { 'zap.go': zapSrc(stdPackage('flag') !== undefined) },
    natives: zapNatives,
  })();
  return zap;
}
