package zap

import "go.uber.org/zap/zapcore"

// go.uber.org/zap config.go, options.go, level.go (v1.27): the encoder configurations
// controller-runtime's log/zap builds its encoders from, the Options its RawZapOpts passes on, and
// AtomicLevel. The simulated logger is controller-runtime's; these options are accepted and kept.

const (
	// DebugLevel logs are typically voluminous, and are usually disabled in production.
	DebugLevel = zapcore.DebugLevel
	// InfoLevel is the default logging priority.
	InfoLevel = zapcore.InfoLevel
	// WarnLevel logs are more important than Info, but don't need individual human review.
	WarnLevel = zapcore.WarnLevel
	// ErrorLevel logs are high-priority.
	ErrorLevel = zapcore.ErrorLevel
	// DPanicLevel logs are particularly important errors.
	DPanicLevel = zapcore.DPanicLevel
	// PanicLevel logs a message, then panics.
	PanicLevel = zapcore.PanicLevel
	// FatalLevel logs a message, then calls os.Exit(1).
	FatalLevel = zapcore.FatalLevel
)

// NewProductionEncoderConfig returns an opinionated EncoderConfig for production environments.
func NewProductionEncoderConfig() zapcore.EncoderConfig {
	return zapcore.EncoderConfig{
		TimeKey:        "ts",
		LevelKey:       "level",
		NameKey:        "logger",
		CallerKey:      "caller",
		FunctionKey:    zapcore.OmitKey,
		MessageKey:     "msg",
		StacktraceKey:  "stacktrace",
		LineEnding:     zapcore.DefaultLineEnding,
		EncodeLevel:    zapcore.LowercaseLevelEncoder,
		EncodeTime:     zapcore.EpochTimeEncoder,
		EncodeDuration: zapcore.SecondsDurationEncoder,
		EncodeCaller:   zapcore.ShortCallerEncoder,
	}
}

// NewDevelopmentEncoderConfig returns an opinionated EncoderConfig for development environments.
func NewDevelopmentEncoderConfig() zapcore.EncoderConfig {
	return zapcore.EncoderConfig{
		// Keys can be anything except the empty string.
		TimeKey:        "T",
		LevelKey:       "L",
		NameKey:        "N",
		CallerKey:      "C",
		FunctionKey:    zapcore.OmitKey,
		MessageKey:     "M",
		StacktraceKey:  "S",
		LineEnding:     zapcore.DefaultLineEnding,
		EncodeLevel:    zapcore.CapitalLevelEncoder,
		EncodeTime:     zapcore.ISO8601TimeEncoder,
		EncodeDuration: zapcore.StringDurationEncoder,
		EncodeCaller:   zapcore.ShortCallerEncoder,
	}
}

// A Logger provides fast, leveled, structured logging.
type Logger struct {
	development bool
	addCaller   bool
	callerSkip  int
	addStack    zapcore.LevelEnabler
}

// NewNop returns a no-op Logger. It never writes out logs or internal errors, and it never runs
// user-defined hooks.
func NewNop() *Logger {
	return &Logger{}
}

// WithOptions clones the current Logger, applies the supplied Options, and returns the resulting
// Logger. It's safe to use concurrently.
func (log *Logger) WithOptions(opts ...Option) *Logger {
	c := *log
	for _, opt := range opts {
		opt.apply(&c)
	}
	return &c
}

// SimulatedCaller: whether AddCaller is on and the callers AddCallerSkip skips (read by the
// simulated controller-runtime logger, which writes the lines itself).
func (log *Logger) SimulatedCaller() (bool, int) {
	return log.addCaller, log.callerSkip
}

// An Option configures a Logger.
type Option interface {
	apply(*Logger)
}

// optionFunc wraps a func so it satisfies the Option interface.
type optionFunc func(*Logger)

func (f optionFunc) apply(log *Logger) {
	f(log)
}

// Development puts the logger in development mode, which makes DPanic-level logs panic instead of
// simply logging an error.
func Development() Option {
	return optionFunc(func(log *Logger) {
		log.development = true
	})
}

// AddCaller configures the Logger to annotate each message with the filename, line number, and
// function name of zap's caller.
func AddCaller() Option {
	return WithCaller(true)
}

// WithCaller configures the Logger to annotate each message with the filename, line number, and
// function name of zap's caller, or not, depending on the value of enabled.
func WithCaller(enabled bool) Option {
	return optionFunc(func(log *Logger) {
		log.addCaller = enabled
	})
}

// AddCallerSkip increases the number of callers skipped by caller annotation.
func AddCallerSkip(skip int) Option {
	return optionFunc(func(log *Logger) {
		log.callerSkip += skip
	})
}

// AddStacktrace configures the Logger to record a stack trace for all messages at or above a
// given level.
func AddStacktrace(lvl zapcore.LevelEnabler) Option {
	return optionFunc(func(log *Logger) {
		log.addStack = lvl
	})
}

// An AtomicLevel is an atomically changeable, dynamic logging level.
type AtomicLevel struct {
	l *zapcore.Level
}

// NewAtomicLevel creates an AtomicLevel with InfoLevel and above logging enabled.
func NewAtomicLevel() AtomicLevel {
	return NewAtomicLevelAt(InfoLevel)
}

// NewAtomicLevelAt is a convenience function that creates an AtomicLevel and then calls SetLevel
// with the given level.
func NewAtomicLevelAt(l zapcore.Level) AtomicLevel {
	lvl := l
	return AtomicLevel{l: &lvl}
}

// Enabled implements the zapcore.LevelEnabler interface, which allows the AtomicLevel to be used
// in place of traditional static levels.
func (lvl AtomicLevel) Enabled(l zapcore.Level) bool {
	return lvl.Level().Enabled(l)
}

// Level returns the minimum enabled log level.
func (lvl AtomicLevel) Level() zapcore.Level {
	return *lvl.l
}

// SetLevel alters the logging level.
func (lvl AtomicLevel) SetLevel(l zapcore.Level) {
	*lvl.l = l
}

// String returns the string representation of the underlying Level.
func (lvl AtomicLevel) String() string {
	return lvl.l.String()
}
