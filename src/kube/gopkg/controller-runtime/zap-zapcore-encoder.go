package zapcore

import (
	"io"
	"strconv"
	"strings"
	"time"
)

// go.uber.org/zap/zapcore encoder.go, level_strings.go, entry.go (v1.27): the encoder
// configuration controller-runtime's zap.Options take (EncoderConfigOptions, Encoder,
// JSONEncoder/ConsoleEncoder). The simulated logger applies the encoder's kind (JSON or console)
// and its EncodeTime; keys, level/duration/caller/name encoders are accepted as configured.

// DefaultLineEnding defines the default line ending when writing logs.
const DefaultLineEnding = "\n"

// OmitKey defines the key to use when callers want to remove a key from log output.
const OmitKey = ""

// A LevelEncoder is a function that serializes a Level to a primitive type.
type LevelEncoder func(Level, PrimitiveArrayEncoder)

// LowercaseLevelEncoder serializes a Level to a lowercase string. For example, InfoLevel is
// serialized to "info".
func LowercaseLevelEncoder(l Level, enc PrimitiveArrayEncoder) {
	enc.AppendString(l.String())
}

// LowercaseColorLevelEncoder serializes a Level to a lowercase string and adds coloring. For
// example, InfoLevel is serialized to "info" and colored blue.
func LowercaseColorLevelEncoder(l Level, enc PrimitiveArrayEncoder) {
	enc.AppendString(levelColor(l) + l.String() + "\x1b[0m")
}

// CapitalLevelEncoder serializes a Level to an all-caps string. For example, InfoLevel is
// serialized to "INFO".
func CapitalLevelEncoder(l Level, enc PrimitiveArrayEncoder) {
	enc.AppendString(l.CapitalString())
}

// CapitalColorLevelEncoder serializes a Level to an all-caps string and adds color. For example,
// InfoLevel is serialized to "INFO" and colored blue.
func CapitalColorLevelEncoder(l Level, enc PrimitiveArrayEncoder) {
	enc.AppendString(levelColor(l) + l.CapitalString() + "\x1b[0m")
}

// levelColor: zapcore level_strings.go (Debug magenta, Info blue, Warn yellow, Error and above red).
func levelColor(l Level) string {
	switch l {
	case DebugLevel:
		return "\x1b[35m"
	case InfoLevel:
		return "\x1b[34m"
	case WarnLevel:
		return "\x1b[33m"
	case ErrorLevel, DPanicLevel, PanicLevel, FatalLevel:
		return "\x1b[31m"
	}
	return "\x1b[31m"
}

// UnmarshalText unmarshals text to a LevelEncoder. "capital" is unmarshaled to
// CapitalLevelEncoder, "coloredCapital" is unmarshaled to CapitalColorLevelEncoder, "colored" is
// unmarshaled to LowercaseColorLevelEncoder, and anything else is unmarshaled to
// LowercaseLevelEncoder.
func (e *LevelEncoder) UnmarshalText(text []byte) error {
	switch string(text) {
	case "capital":
		*e = CapitalLevelEncoder
	case "capitalColor":
		*e = CapitalColorLevelEncoder
	case "color":
		*e = LowercaseColorLevelEncoder
	default:
		*e = LowercaseLevelEncoder
	}
	return nil
}

// A DurationEncoder is a function that serializes a time.Duration to a primitive type.
type DurationEncoder func(time.Duration, PrimitiveArrayEncoder)

// SecondsDurationEncoder serializes a time.Duration to a floating-point number of seconds elapsed.
func SecondsDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) {
	enc.AppendFloat64(float64(d) / float64(time.Second))
}

// NanosDurationEncoder serializes a time.Duration to an integer number of nanoseconds elapsed.
func NanosDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) {
	enc.AppendInt64(int64(d))
}

// MillisDurationEncoder serializes a time.Duration to an integer number of milliseconds elapsed.
func MillisDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) {
	enc.AppendInt64(d.Nanoseconds() / 1e6)
}

// StringDurationEncoder serializes a time.Duration using its built-in String method.
func StringDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) {
	enc.AppendString(d.String())
}

// EntryCaller represents the caller of a logging function.
type EntryCaller struct {
	Defined  bool
	PC       uintptr
	File     string
	Line     int
	Function string
}

// String returns the full path and line number of the caller.
func (ec EntryCaller) String() string {
	return ec.FullPath()
}

// FullPath returns a /full/path/to/package/file:line description of the caller.
func (ec EntryCaller) FullPath() string {
	if !ec.Defined {
		return "undefined"
	}
	return ec.File + ":" + strconv.Itoa(ec.Line)
}

// TrimmedPath returns a package/file:line description of the caller, preserving only the leaf
// directory name and file name.
func (ec EntryCaller) TrimmedPath() string {
	if !ec.Defined {
		return "undefined"
	}
	idx := strings.LastIndexByte(ec.File, '/')
	if idx == -1 {
		return ec.FullPath()
	}
	idx = strings.LastIndexByte(ec.File[:idx], '/')
	if idx == -1 {
		return ec.FullPath()
	}
	return ec.File[idx+1:] + ":" + strconv.Itoa(ec.Line)
}

// A CallerEncoder serializes an EntryCaller to a primitive type.
type CallerEncoder func(EntryCaller, PrimitiveArrayEncoder)

// FullCallerEncoder serializes a caller in /full/path/to/package/file:line format.
func FullCallerEncoder(caller EntryCaller, enc PrimitiveArrayEncoder) {
	enc.AppendString(caller.String())
}

// ShortCallerEncoder serializes a caller in package/file:line format, trimming all but the final
// directory from the full path.
func ShortCallerEncoder(caller EntryCaller, enc PrimitiveArrayEncoder) {
	enc.AppendString(caller.TrimmedPath())
}

// A NameEncoder serializes a period-separated logger name to a primitive type.
type NameEncoder func(string, PrimitiveArrayEncoder)

// FullNameEncoder serializes the logger name as-is.
func FullNameEncoder(loggerName string, enc PrimitiveArrayEncoder) {
	enc.AppendString(loggerName)
}

// ReflectedEncoder serializes log fields that can't be serialized with Zap's JSON encoder.
type ReflectedEncoder interface {
	// Encode encodes and writes to the underlying data stream.
	Encode(interface{}) error
}

// An EncoderConfig allows users to configure the concrete encoders supplied by zapcore.
type EncoderConfig struct {
	// Set the keys used for each log entry. If any key is empty, that portion of the entry is
	// omitted.
	MessageKey     string `json:"messageKey" yaml:"messageKey"`
	LevelKey       string `json:"levelKey" yaml:"levelKey"`
	TimeKey        string `json:"timeKey" yaml:"timeKey"`
	NameKey        string `json:"nameKey" yaml:"nameKey"`
	CallerKey      string `json:"callerKey" yaml:"callerKey"`
	FunctionKey    string `json:"functionKey" yaml:"functionKey"`
	StacktraceKey  string `json:"stacktraceKey" yaml:"stacktraceKey"`
	SkipLineEnding bool   `json:"skipLineEnding" yaml:"skipLineEnding"`
	LineEnding     string `json:"lineEnding" yaml:"lineEnding"`
	// Configure the primitive representations of common complex types. For example, some users
	// may want all time.Times serialized as floating-point seconds since epoch, while others may
	// prefer ISO8601 strings.
	EncodeLevel    LevelEncoder    `json:"levelEncoder" yaml:"levelEncoder"`
	EncodeTime     TimeEncoder     `json:"timeEncoder" yaml:"timeEncoder"`
	EncodeDuration DurationEncoder `json:"durationEncoder" yaml:"durationEncoder"`
	EncodeCaller   CallerEncoder   `json:"callerEncoder" yaml:"callerEncoder"`
	// Unlike the other primitive type encoders, EncodeName is optional. The zero value falls back
	// to FullNameEncoder.
	EncodeName NameEncoder `json:"nameEncoder" yaml:"nameEncoder"`
	// Configure the encoder for interface{} type objects. If not provided, objects are encoded
	// using json.Encoder
	NewReflectedEncoder func(io.Writer) ReflectedEncoder `json:"-" yaml:"-"`
	// Configures the field separator used by the console encoder. Defaults to tab.
	ConsoleSeparator string `json:"consoleSeparator" yaml:"consoleSeparator"`
}

// Encoder is a format-agnostic interface for all log entry marshalers.
type Encoder interface {
	// Clone copies the encoder, ensuring that adding fields to the copy doesn't affect the
	// original.
	Clone() Encoder
}

// encoder is the simulated JSON or console encoder: its configuration, read by the logger.
type encoder struct {
	cfg  EncoderConfig
	json bool
}

func (e *encoder) Clone() Encoder {
	c := *e
	return &c
}

// SimulatedConfig is the encoder's configuration and whether it writes JSON (the simulated
// logger's way to read it; not part of zapcore).
func (e *encoder) SimulatedConfig() (EncoderConfig, bool) {
	return e.cfg, e.json
}

// NewJSONEncoder creates a fast, low-allocation JSON encoder. The encoder appropriately escapes
// all field keys and values.
func NewJSONEncoder(cfg EncoderConfig) Encoder {
	return &encoder{cfg: cfg, json: true}
}

// NewConsoleEncoder creates an encoder whose output is designed for human - rather than machine -
// consumption. It serializes the core log entry data (message, level, timestamp, etc.) in a
// plain-text format and leaves the structured context as JSON.
func NewConsoleEncoder(cfg EncoderConfig) Encoder {
	if cfg.ConsoleSeparator == "" {
		// Use a default delimiter of '\t' for backwards compatibility
		cfg.ConsoleSeparator = "\t"
	}
	return &encoder{cfg: cfg, json: false}
}
