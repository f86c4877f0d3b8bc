// sigs.k8s.io/controller-runtime/pkg/log/zap ([CR] pkg/log/zap/zap.go, v0.24.1) and the part of
// go.uber.org/zap/zapcore its Options name. The logr sink is Go (levels, names, values); writing a
// line is a native that records a LogEntry on the run's log sink (src/kube/bind/manager-log.ts),
// printed as zap's development console encoder or its JSON encoder prints it.

import type { NativePackage } from '../../../go/interp/native.ts';
import { stdPackage } from '../../../go/std/index.ts';
import { zapNatives } from '../../bind/manager-log.ts';
import { goPackage } from '../pkg.ts';
import zapUberSrc from './zap-uber.go?raw';
import zapcoreSrc from './zap-zapcore.go?raw';
import zapcoreEncoderSrc from './zap-zapcore-encoder.go?raw';
import zapcoreTimeSrc from './zap-zapcore-time.go?raw';

/** Options.BindFlags needs the standard library's flag package (declared only when it exists). */
function zapSrc(withFlags: boolean): string {
  return `package zap

import (
${withFlags ? '\t"flag"\n' : ''}	"fmt"
	"io"
	"os"
	"strconv"
${withFlags ? '\t"strings"\n' : ''}	"time"

	"github.com/go-logr/logr"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// EncoderConfigOption is a function that can modify a \`zapcore.EncoderConfig\`.
type EncoderConfigOption func(*zapcore.EncoderConfig)

// NewEncoderFunc is a function that creates an Encoder using the provided EncoderConfigOptions.
type NewEncoderFunc func(...EncoderConfigOption) zapcore.Encoder

// New returns a brand new Logger configured with Opts. It uses KubeAwareEncoder which adds Type
// information and Namespace/Name to the log.
func New(opts ...Opts) logr.Logger {
	o := &Options{}
	for _, opt := range opts {
		opt(o)
	}
	o.addDefaults()
	// the encoder's kind and time encoder (a nil EncodeTime here: Options.TimeEncoder unset, the
	// default RFC3339TimeEncoder, which the line writer applies itself)
	json := !o.Development
	var timeEnc zapcore.TimeEncoder
	if e, ok := o.Encoder.(interface {
		SimulatedConfig() (zapcore.EncoderConfig, bool)
	}); ok {
		var cfg zapcore.EncoderConfig
		cfg, json = e.SimulatedConfig()
		timeEnc = cfg.EncodeTime
	}
	// zap.AddCaller among ZapOpts (RawZapOpts): the "caller" field, the frame AddCallerSkip more
	// above logr's caller; an EncoderConfig without CallerKey prints none (zapcore EncodeEntry)
	s := &sink{opts: o, level: o.Level, json: json, timeEnc: timeEnc, callerSkip: -1}
	if add, skip := zap.NewNop().WithOptions(o.ZapOpts...).SimulatedCaller(); add {
		s.callerSkip = skip
		s.callerEnc = zapcore.ShortCallerEncoder
		if e, ok := o.Encoder.(interface {
			SimulatedConfig() (zapcore.EncoderConfig, bool)
		}); ok {
			cfg, _ := e.SimulatedConfig()
			s.callerEnc = cfg.EncodeCaller
			if cfg.CallerKey == "" || cfg.EncodeCaller == nil {
				s.callerSkip = -1
			}
		}
	}
	return logr.New(s)
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

// Encoder configures how the logger will encode the output e.g JSON or console.
// See Options.Encoder.
func Encoder(encoder zapcore.Encoder) func(o *Options) {
	return func(o *Options) {
		o.Encoder = encoder
	}
}

// JSONEncoder configures the logger to use a JSON Encoder.
func JSONEncoder(opts ...EncoderConfigOption) func(o *Options) {
	return func(o *Options) {
		o.Encoder = newJSONEncoder(opts...)
	}
}

func newJSONEncoder(opts ...EncoderConfigOption) zapcore.Encoder {
	encoderConfig := zap.NewProductionEncoderConfig()
	for _, opt := range opts {
		opt(&encoderConfig)
	}
	return zapcore.NewJSONEncoder(encoderConfig)
}

// ConsoleEncoder configures the logger to use a Console encoder.
func ConsoleEncoder(opts ...EncoderConfigOption) func(o *Options) {
	return func(o *Options) {
		o.Encoder = newConsoleEncoder(opts...)
	}
}

func newConsoleEncoder(opts ...EncoderConfigOption) zapcore.Encoder {
	encoderConfig := zap.NewDevelopmentEncoderConfig()
	for _, opt := range opts {
		opt(&encoderConfig)
	}
	return zapcore.NewConsoleEncoder(encoderConfig)
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

// RawZapOpts allows appending arbitrary zap.Options to configure the underlying zap logger.
// See Options.ZapOpts.
func RawZapOpts(zapOpts ...zap.Option) func(o *Options) {
	return func(o *Options) {
		o.ZapOpts = append(o.ZapOpts, zapOpts...)
	}
}

// Options contains all possible settings.
type Options struct {
	// Development configures the logger to use a Zap development config (stacktraces on warnings,
	// no sampling), otherwise a Zap production config will be used (stacktraces on errors,
	// sampling).
	Development bool
	// Encoder configures how Zap will encode the output.  Defaults to console when Development is
	// true and JSON otherwise
	Encoder zapcore.Encoder
	// EncoderConfigOptions can modify the EncoderConfig needed to initialize an Encoder. See
	// https://pkg.go.dev/go.uber.org/zap/zapcore#EncoderConfig for the list of options that can be
	// configured. Note that the EncoderConfigOptions are not applied when the Encoder option is
	// already set.
	EncoderConfigOptions []EncoderConfigOption
	// NewEncoder configures Encoder using the provided EncoderConfigOptions. Note that the
	// NewEncoder function is not used when the Encoder option is already set.
	NewEncoder NewEncoderFunc
	// DestWriter controls the destination of the log output. Defaults to os.Stderr.
	DestWriter io.Writer
	// Level configures the verbosity of the logging. Defaults to Debug when Development is true
	// and Info otherwise.
	Level zapcore.LevelEnabler
	// StacktraceLevel is the level at and above which stacktraces will be recorded for all messages.
	// Defaults to Warn when Development is true and Error otherwise.
	StacktraceLevel zapcore.LevelEnabler
	// TimeEncoder specifies the encoder for the timestamps in log messages.
	// Defaults to RFC3339TimeEncoder.
	TimeEncoder zapcore.TimeEncoder
	// ZapOpts allows passing arbitrary zap.Options to configure on the underlying Zap logger.
	ZapOpts []zap.Option
}

func (o *Options) addDefaults() {
	if o.Development {
		if o.NewEncoder == nil {
			o.NewEncoder = newConsoleEncoder
		}
		if o.Level == nil {
			o.Level = zapcore.DebugLevel
		}
		if o.StacktraceLevel == nil {
			o.StacktraceLevel = zapcore.WarnLevel
		}
		o.ZapOpts = append(o.ZapOpts, zap.Development())
	} else {
		if o.NewEncoder == nil {
			o.NewEncoder = newJSONEncoder
		}
		if o.Level == nil {
			o.Level = zapcore.InfoLevel
		}
		if o.StacktraceLevel == nil {
			o.StacktraceLevel = zapcore.ErrorLevel
		}
	}
	// TimeEncoder nil: zapcore.RFC3339TimeEncoder, which the line writer applies itself (the
	// option leaves EncodeTime nil for it)
	f := func(ecfg *zapcore.EncoderConfig) {
		ecfg.EncodeTime = o.TimeEncoder
	}
	// prepend instead of append it in case someone adds a time encoder option in it
	o.EncoderConfigOptions = append([]EncoderConfigOption{f}, o.EncoderConfigOptions...)
	if o.Encoder == nil {
		o.Encoder = o.NewEncoder(o.EncoderConfigOptions...)
	}
	o.ZapOpts = append(o.ZapOpts, zap.AddStacktrace(o.StacktraceLevel))
}

${
  withFlags
    ? `// BindFlags will parse the given flagset for zap option flags and set the log options accordingly:
// zap-devel (development mode), zap-encoder, zap-log-level, zap-stacktrace-level, zap-time-encoding.
func (o *Options) BindFlags(fs *flag.FlagSet) {
	fs.BoolVar(&o.Development, "zap-devel", o.Development,
		"Development Mode defaults(encoder=consoleEncoder,logLevel=Debug,stackTraceLevel=Warn). "+
			"Production Mode defaults(encoder=jsonEncoder,logLevel=Info,stackTraceLevel=Error)")
	var encVal encoderFlag
	encVal.setFunc = func(fromFlag NewEncoderFunc) { o.NewEncoder = fromFlag }
	fs.Var(&encVal, "zap-encoder", "Zap log encoding (one of 'json' or 'console')")
	var levelVal levelFlag
	levelVal.setFunc = func(fromFlag zapcore.LevelEnabler) { o.Level = fromFlag }
	fs.Var(&levelVal, "zap-log-level", "Zap Level to configure the verbosity of logging. Can be one of 'debug', 'info', 'error', 'panic'"+
		"or any integer value > 0 which corresponds to custom debug levels of increasing verbosity")
	var stackVal stackTraceFlag
	stackVal.setFunc = func(fromFlag zapcore.LevelEnabler) { o.StacktraceLevel = fromFlag }
	fs.Var(&stackVal, "zap-stacktrace-level", "Zap Level at and above which stacktraces are captured (one of 'info', 'error', 'panic').")
	var timeEncoder timeEncodingFlag
	timeEncoder.setFunc = func(fromFlag zapcore.TimeEncoder) { o.TimeEncoder = fromFlag }
	fs.Var(&timeEncoder, "zap-time-encoding", "Zap time encoding (one of 'epoch', 'millis', 'nano', 'iso8601', 'rfc3339' or 'rfc3339nano'). Defaults to 'epoch'.")
}

// [CR] pkg/log/zap/flags.go: the flag values (zap.NewAtomicLevelAt(l) is the level l here).
type encoderFlag struct {
	setFunc func(NewEncoderFunc)
	value   string
}

func (ev *encoderFlag) String() string { return ev.value }

func (ev *encoderFlag) Type() string { return "encoder" }

func (ev *encoderFlag) Set(flagValue string) error {
	val := strings.ToLower(flagValue)
	switch val {
	case "json":
		ev.setFunc(newJSONEncoder)
	case "console":
		ev.setFunc(newConsoleEncoder)
	default:
		return fmt.Errorf("invalid encoder value \\"%s\\"", flagValue)
	}
	ev.value = flagValue
	return nil
}

var levelStrings = map[string]zapcore.Level{
	"debug": zapcore.DebugLevel,
	"info":  zapcore.InfoLevel,
	"error": zapcore.ErrorLevel,
	"panic": zapcore.PanicLevel,
}

type levelFlag struct {
	setFunc func(zapcore.LevelEnabler)
	value   string
}

func (ev *levelFlag) Set(flagValue string) error {
	level, validLevel := levelStrings[strings.ToLower(flagValue)]
	if !validLevel {
		logLevel, err := strconv.Atoi(flagValue)
		if err != nil {
			return fmt.Errorf("invalid log level \\"%s\\"", flagValue)
		}
		if logLevel > 0 {
			intLevel := -1 * logLevel
			ev.setFunc(zapcore.Level(int8(intLevel)))
		} else {
			return fmt.Errorf("invalid log level \\"%s\\"", flagValue)
		}
	} else {
		ev.setFunc(level)
	}
	ev.value = flagValue
	return nil
}

func (ev *levelFlag) String() string { return ev.value }

func (ev *levelFlag) Type() string { return "level" }

type stackTraceFlag struct {
	setFunc func(zapcore.LevelEnabler)
	value   string
}

func (ev *stackTraceFlag) Set(flagValue string) error {
	level, validLevel := levelStrings[strings.ToLower(flagValue)]
	if !validLevel {
		return fmt.Errorf("invalid stacktrace level \\"%s\\"", flagValue)
	}
	ev.setFunc(level)
	ev.value = flagValue
	return nil
}

func (ev *stackTraceFlag) String() string { return ev.value }

func (ev *stackTraceFlag) Type() string { return "level" }

type timeEncodingFlag struct {
	setFunc func(zapcore.TimeEncoder)
	value   string
}

var _ flag.Value = &timeEncodingFlag{}

func (ev *timeEncodingFlag) String() string {
	return ev.value
}

func (ev *timeEncodingFlag) Type() string {
	return "timeEncoding"
}

func (ev *timeEncodingFlag) Set(flagValue string) error {
	val := strings.ToLower(flagValue)
	switch val {
	case "rfc3339nano":
		ev.setFunc(zapcore.RFC3339NanoTimeEncoder)
	case "rfc3339":
		ev.setFunc(zapcore.RFC3339TimeEncoder)
	case "iso8601":
		ev.setFunc(zapcore.ISO8601TimeEncoder)
	case "millis":
		ev.setFunc(zapcore.EpochMillisTimeEncoder)
	case "nanos":
		ev.setFunc(zapcore.EpochNanosTimeEncoder)
	case "epoch":
		ev.setFunc(zapcore.EpochTimeEncoder)
	default:
		return fmt.Errorf("invalid time-encoding value \\"%s\\"", flagValue)
	}

	ev.value = flagValue
	return nil
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
	// timeEnc: the encoder's EncodeTime (nil: the default RFC3339TimeEncoder)
	timeEnc zapcore.TimeEncoder
	// callerSkip: -1 without zap.AddCaller, else AddCallerSkip's count
	callerSkip int
	callerEnc  zapcore.CallerEncoder
}

// caller: the "caller" field as the encoder's EncodeCaller writes it (console text, JSON value),
// empty when the logger has none or the frame is not known (zap.AddCaller; zapr calls zap with
// logr's call depth, so the frame is the one calling the logr.Logger, AddCallerSkip more above).
func (s *sink) caller() (string, string) {
	if s.callerSkip < 0 {
		return "", ""
	}
	file, line, ok := callerFrame(s.callerSkip)
	if !ok {
		return "", ""
	}
	var tt timeText
	s.callerEnc(zapcore.EntryCaller{Defined: true, File: file, Line: line}, &tt)
	return tt.console, tt.json
}

// callerFrame: the file and line of the frame skip frames above the one calling the logger (the
// simulated reconcile path as real controller-runtime's controller.go has it, bind/zap-stack.ts).
func callerFrame(skip int) (string, int, bool)

func (s *sink) Init(info logr.RuntimeInfo) {}

func (s *sink) Enabled(level int) bool {
	return s.level.Enabled(zapcore.Level(-level))
}

func (s *sink) Info(level int, msg string, keysAndValues ...any) {
	if !s.Enabled(level) {
		return
	}
	l := zapcore.Level(-level)
	keysAndValues = s.checkPairs(keysAndValues)
	ts, tsJSON := s.timestamp()
	c, cJSON := s.caller()
	s.write(writeLog(s.json, l.CapitalString(), s.name, msg, s.values, keysAndValues, nil, false, s.stack(l), ts, tsJSON, c, cJSON, s.custom(), s.opts.Development))
}

// checkPairs is zapr's handleFields on an entry's key/value pairs (github.com/go-logr/zapr
// zapr.go): a key without a value, or a key that is not a string, is logged at DPANIC with
// "ignored key" / "invalid key" and ends the pairs there; in development mode (zap.Development)
// DPanic then panics with its message, before the entry itself is written.
func (s *sink) checkPairs(kvs []any) []any {
	for i := 0; i < len(kvs); i += 2 {
		var msg, key string
		if i == len(kvs)-1 {
			msg, key = "odd number of arguments passed as key-value pairs for logging", "ignored key"
		} else if _, ok := kvs[i].(string); !ok {
			msg, key = "non-string key argument passed to logging, ignoring all later arguments", "invalid key"
		} else {
			continue
		}
		ts, tsJSON := s.timestamp()
		c, cJSON := s.caller()
		s.write(writeLog(s.json, "DPANIC", s.name, msg, s.values, []any{key, kvs[i]}, nil, false, s.stack(zapcore.DPanicLevel), ts, tsJSON, c, cJSON, s.custom(), s.opts.Development))
		if s.opts != nil && s.opts.Development {
			panic(msg)
		}
		return kvs[:i]
	}
	return kvs
}

// custom: WriteTo gave a writer of the program's own (ginkgo's GinkgoWriter): the line goes there.
func (s *sink) custom() bool {
	if s.opts == nil || s.opts.DestWriter == nil {
		return false
	}
	return s.opts.DestWriter != io.Writer(os.Stderr) && s.opts.DestWriter != io.Writer(os.Stdout)
}

func (s *sink) write(line string) {
	if s.custom() {
		io.WriteString(s.opts.DestWriter, line)
	}
}

func (s *sink) Error(err error, msg string, keysAndValues ...any) {
	keysAndValues = s.checkPairs(keysAndValues)
	ts, tsJSON := s.timestamp()
	c, cJSON := s.caller()
	s.write(writeLog(s.json, "ERROR", s.name, msg, s.values, keysAndValues, err, true, s.stack(zapcore.ErrorLevel), ts, tsJSON, c, cJSON, s.custom(), s.opts.Development))
}

// stack: zap.AddStacktrace(StacktraceLevel) records the goroutine's stack with lines at or above it.
func (s *sink) stack(l zapcore.Level) bool {
	return s.opts != nil && s.opts.StacktraceLevel != nil && s.opts.StacktraceLevel.Enabled(l)
}

func (s *sink) WithValues(keysAndValues ...any) logr.LogSink {
	// zapr checks the pairs as it adds them (zl.l.With(zl.handleFields(-1, keysAndValues)...))
	keysAndValues = s.checkPairs(keysAndValues)
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

// timestamp: the entry's time through Options.TimeEncoder, as the console encoder prints it and as
// the JSON encoder writes it; empty for the default RFC3339TimeEncoder (the line writer's own).
func (s *sink) timestamp() (string, string) {
	if s.timeEnc == nil {
		return "", ""
	}
	var tt timeText
	s.timeEnc(time.Now(), &tt)
	return tt.console, tt.json
}

// timeText collects what a TimeEncoder appends: the console encoder prints each element with
// fmt.Fprint, the JSON encoder quotes strings and writes floats with strconv 'f', -1
// (go.uber.org/zap/zapcore console_encoder.go, json_encoder.go).
type timeText struct {
	console string
	json    string
}

func (t *timeText) add(console, json string) {
	if t.console != "" {
		t.console += "\\t"
		t.json += ","
	}
	t.console += console
	t.json += json
}

func (t *timeText) AppendBool(v bool)             { t.add(fmt.Sprint(v), strconv.FormatBool(v)) }
func (t *timeText) AppendByteString(v []byte)     { t.AppendString(string(v)) }
func (t *timeText) AppendComplex128(v complex128) { t.add(fmt.Sprint(v), strconv.Quote(fmt.Sprint(v))) }
func (t *timeText) AppendComplex64(v complex64)   { t.AppendComplex128(complex128(v)) }
func (t *timeText) AppendFloat64(v float64)       { t.add(fmt.Sprint(v), strconv.FormatFloat(v, 'f', -1, 64)) }
func (t *timeText) AppendFloat32(v float32) {
	t.add(fmt.Sprint(v), strconv.FormatFloat(float64(v), 'f', -1, 32))
}
func (t *timeText) AppendInt(v int)         { t.AppendInt64(int64(v)) }
func (t *timeText) AppendInt64(v int64)     { t.add(strconv.FormatInt(v, 10), strconv.FormatInt(v, 10)) }
func (t *timeText) AppendInt32(v int32)     { t.AppendInt64(int64(v)) }
func (t *timeText) AppendInt16(v int16)     { t.AppendInt64(int64(v)) }
func (t *timeText) AppendInt8(v int8)       { t.AppendInt64(int64(v)) }
func (t *timeText) AppendString(v string)   { t.add(v, strconv.Quote(v)) }
func (t *timeText) AppendUint(v uint)       { t.AppendUint64(uint64(v)) }
func (t *timeText) AppendUint64(v uint64)   { t.add(strconv.FormatUint(v, 10), strconv.FormatUint(v, 10)) }
func (t *timeText) AppendUint32(v uint32)   { t.AppendUint64(uint64(v)) }
func (t *timeText) AppendUint16(v uint16)   { t.AppendUint64(uint64(v)) }
func (t *timeText) AppendUint8(v uint8)     { t.AppendUint64(uint64(v)) }
func (t *timeText) AppendUintptr(v uintptr) { t.AppendUint64(uint64(v)) }

// writeLog records one log line on the run's log sink (or prints it to stderr outside a cluster run)
// and returns it; with custom, the caller writes it to its DestWriter instead of stderr. verbose is
// KubeAwareEncoder's Verbose (Options.Development): without it a Kubernetes object among the entry's
// own keysAndValues is logged as its apiVersion, kind, namespace and name.
func writeLog(json bool, level string, name string, msg string, values []any, keysAndValues []any, err error, isError bool, stack bool, ts string, tsJSON string, caller string, callerJSON string, custom bool, verbose bool) string
`;
}

export const zapcorePackage = goPackage({
  path: 'go.uber.org/zap/zapcore',
  files: { 'level.go': zapcoreSrc, 'encoder.go': zapcoreTimeSrc, 'encoder_config.go': zapcoreEncoderSrc },
});
/** go.uber.org/zap: encoder configs, Options (RawZapOpts), AtomicLevel. */
export const zapUberPackage = goPackage({
  path: 'go.uber.org/zap',
  files: { 'zap.go': zapUberSrc },
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
