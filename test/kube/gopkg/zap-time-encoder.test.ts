// zap.Options.TimeEncoder and --zap-time-encoding ([CR] pkg/log/zap/zap.go, flags.go): a main.go
// with `zap.Options{Development: true, TimeEncoder: zapcore.ISO8601TimeEncoder}` (common in
// operator-sdk projects) compiles and its lines carry the encoder's time, as do go.uber.org/zap's
// other time encoders (zapcore/encoder.go): epoch seconds as a float (console: fmt.Fprint, JSON:
// strconv 'f' -1), RFC3339Nano, a layout. An unknown --zap-time-encoding fails flag parsing with
// the flag package's message around controller-runtime's error.

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"go.uber.org/zap/zapcore"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
)

func main() {
	dev := zap.New(zap.UseFlagOptions(&zap.Options{Development: true, TimeEncoder: zapcore.ISO8601TimeEncoder}))
	dev.WithName("setup").Info("starting manager", "n", 1)
	prod := zap.New(zap.UseFlagOptions(&zap.Options{TimeEncoder: zapcore.EpochTimeEncoder}))
	prod.Info("epoch")
	zap.New(zap.UseFlagOptions(&zap.Options{Development: true, TimeEncoder: zapcore.EpochMillisTimeEncoder})).Info("millis")
	zap.New(zap.UseFlagOptions(&zap.Options{TimeEncoder: zapcore.TimeEncoderOfLayout(time.Kitchen)})).Info("kitchen")

	opts := zap.Options{Development: true}
	fs := flag.NewFlagSet("manager", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	opts.BindFlags(fs)
	fmt.Println(fs.Parse([]string{"--zap-time-encoding=rfc3339nano"}))
	zap.New(zap.UseFlagOptions(&opts)).Info("from flag")
	fmt.Println(fs.Parse([]string{"--zap-time-encoding=bogus"}))

	var enc zapcore.TimeEncoder
	_ = enc.UnmarshalText([]byte("iso8601"))
	zap.New(zap.UseFlagOptions(&zap.Options{Development: true, TimeEncoder: enc})).Info("unmarshaled")
}
`;

describe('zap time encoders', () => {
  it('prints each line with the time its encoder writes', () => {
    const r = runMain(PROGRAM);
    const lines = r.stderr.split('\n');
    expect(lines[0]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\tINFO\tsetup\tstarting manager\t\{"n": 1\}$/,
    );
    expect(lines[1]).toMatch(/^\{"level":"info","ts":\d+(\.\d+)?,"msg":"epoch"\}$/);
    expect(lines[2]).toMatch(/^\d\.\d+e\+12\tINFO\tmillis$/);
    expect(lines[3]).toMatch(/^\{"level":"info","ts":"\d\d?:\d\d(AM|PM)","msg":"kitchen"\}$/);
    expect(lines[4]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z\tINFO\tfrom flag$/);
    expect(lines[5]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\tINFO\tunmarshaled$/);
    expect(lines.slice(6)).toEqual(['']);
    const out = r.stdout.split('\n');
    expect(out.slice(0, 3)).toEqual([
      '<nil>',
      'invalid value "bogus" for flag -zap-time-encoding: invalid time-encoding value "bogus"',
      'Usage of manager:',
    ]);
    expect(out.slice(-2)).toEqual([
      'invalid value "bogus" for flag -zap-time-encoding: invalid time-encoding value "bogus"',
      '',
    ]);
  });
});
