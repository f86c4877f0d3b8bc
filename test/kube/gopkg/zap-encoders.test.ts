// controller-runtime's encoder options ([CR] pkg/log/zap/zap.go): zap.JSONEncoder / ConsoleEncoder
// (EncoderConfigOptions over go.uber.org/zap's NewProductionEncoderConfig /
// NewDevelopmentEncoderConfig), zap.Encoder(zapcore.NewJSONEncoder(cfg)), Options.Encoder,
// EncoderConfigOptions, NewEncoder, RawZapOpts(zap.AddCaller()) and zap.NewAtomicLevelAt. A main.go
// using any of them failed to build ("undefined: zap.ConsoleEncoder", "unknown field
// EncoderConfigOptions in struct literal"). The encoder's kind and its EncodeTime now decide the
// line: ConsoleEncoder()/JSONEncoder() set Options.Encoder directly, so Options.TimeEncoder does not
// reach them and the configs' own time encoders print (development: ISO8601; production: epoch
// seconds), while EncoderConfigOptions go through NewEncoder after the TimeEncoder option.
// (Not simulated: the keys and level encoder of a custom EncoderConfig, and the "caller" field
// zap.AddCaller adds.)

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"time"

	uzap "go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
)

func main() {
	zap.New(zap.UseDevMode(true), zap.ConsoleEncoder()).Info("console default")
	zap.New(zap.JSONEncoder()).Info("json default")
	// ConsoleEncoder replaces the encoder: Options.TimeEncoder never reaches it
	zap.New(zap.UseFlagOptions(&zap.Options{Development: true, TimeEncoder: zapcore.EpochTimeEncoder}),
		zap.ConsoleEncoder(func(ec *zapcore.EncoderConfig) { ec.EncodeTime = zapcore.TimeEncoderOfLayout(time.Kitchen) })).Info("layout")
	// EncoderConfigOptions run after the TimeEncoder option, through NewEncoder
	opts := zap.Options{
		Development:          false,
		TimeEncoder:          zapcore.EpochTimeEncoder,
		EncoderConfigOptions: []zap.EncoderConfigOption{func(ec *zapcore.EncoderConfig) { ec.EncodeTime = zapcore.ISO8601TimeEncoder }},
	}
	zap.New(zap.UseFlagOptions(&opts)).Info("config option")
	// a console encoder chosen by NewEncoder gets the TimeEncoder option
	zap.New(zap.UseFlagOptions(&zap.Options{
		NewEncoder: func(o ...zap.EncoderConfigOption) zapcore.Encoder {
			cfg := uzap.NewDevelopmentEncoderConfig()
			for _, f := range o {
				f(&cfg)
			}
			return zapcore.NewConsoleEncoder(cfg)
		},
		TimeEncoder: zapcore.EpochMillisTimeEncoder,
	})).Info("new encoder")
	cfg := uzap.NewProductionEncoderConfig()
	cfg.EncodeTime = zapcore.RFC3339NanoTimeEncoder
	lvl := uzap.NewAtomicLevelAt(zapcore.InfoLevel)
	log := zap.New(zap.Encoder(zapcore.NewJSONEncoder(cfg)), zap.Level(&lvl), zap.RawZapOpts(uzap.AddCaller(), uzap.AddCallerSkip(1)))
	log.Info("raw encoder")
	log.V(1).Info("hidden at info")
	lvl.SetLevel(zapcore.DebugLevel)
	log.V(1).Info("shown at debug")
}
`;

describe('zap encoder options', () => {
  it('builds and prints each line as its encoder', () => {
    const r = runMain(PROGRAM);
    expect(r.exitCode).toBe(0);
    const lines = r.stderr.split('\n');
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\tINFO\tconsole default$/);
    expect(lines[1]).toMatch(/^\{"level":"info","ts":\d+(\.\d+)?,"msg":"json default"\}$/);
    expect(lines[2]).toMatch(/^\d\d?:\d\d(AM|PM)\tINFO\tlayout$/);
    expect(lines[3]).toMatch(
      /^\{"level":"info","ts":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z","msg":"config option"\}$/,
    );
    expect(lines[4]).toMatch(/^\d\.\d+e\+12\tINFO\tnew encoder$/);
    expect(lines[5]).toMatch(
      /^\{"level":"info","ts":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z","msg":"raw encoder"\}$/,
    );
    expect(lines[6]).toMatch(/^\{"level":"debug","ts":"[^"]+","msg":"shown at debug"\}$/);
    expect(lines.slice(7)).toEqual(['']);
  });
});
