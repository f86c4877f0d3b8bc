// controller-runtime's zap flags ([CR] pkg/log/zap/flags.go, zap.go BindFlags): --zap-log-level,
// --zap-encoder and --zap-stacktrace-level set the logger's level, encoding and stack trace level
// (a manager.yaml passing --zap-log-level=info hides V(1) lines even in development mode; an
// integer n enables V(n)); they were accepted and ignored. Bad values fail with the flags' own
// errors, and the usage lists them as `value` flags as the real flag.Var ones.

import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"sigs.k8s.io/controller-runtime/pkg/log/zap"
)

func logger(args ...string) {
	opts := zap.Options{Development: true}
	fs := flag.NewFlagSet("manager", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	opts.BindFlags(fs)
	if err := fs.Parse(args); err != nil {
		return
	}
	l := zap.New(zap.UseFlagOptions(&opts))
	l.Info("info")
	l.V(1).Info("v1")
	l.V(2).Info("v2")
	l.Error(errors.New("e"), "error")
}

func main() {
	fmt.Println("-- info")
	logger("--zap-log-level=info")
	fmt.Println("-- 2, json, no stack")
	logger("--zap-log-level=2", "--zap-encoder=json", "--zap-stacktrace-level=panic")
	fmt.Println("-- bad")
	logger("--zap-log-level=loud")
	logger("--zap-encoder=xml")
	logger("--zap-stacktrace-level=warn")
}
`;

it('sets the level, encoder and stack trace level from the flags', () => {
  const r = runMain(PROGRAM);
  const err = r.stderr.split('\n').map((l) => l.replace(/^\S+\t/, 'T\t').replace(/"ts":"[^"]*"/, '"ts":T'));
  expect(err).toEqual([
    'T\tINFO\tinfo',
    'T\tERROR\terror\t{"error": "e"}',
    'main.logger',
    '\t/home/gopher/app/main.go:24',
    'main.main',
    '\t/home/gopher/app/main.go:29',
    '{"level":"info","ts":T,"msg":"info"}',
    '{"level":"debug","ts":T,"msg":"v1"}',
    '{"level":"Level(-2)","ts":T,"msg":"v2"}',
    '{"level":"error","ts":T,"msg":"error","error":"e"}',
    '',
  ]);
  const out = r.stdout.split('\n');
  expect(out.slice(0, 4)).toEqual([
    '-- info',
    '-- 2, json, no stack',
    '-- bad',
    'invalid value "loud" for flag -zap-log-level: invalid log level "loud"',
  ]);
  expect(r.stdout).toContain('invalid value "xml" for flag -zap-encoder: invalid encoder value "xml"\n');
  expect(r.stdout).toContain(
    'invalid value "warn" for flag -zap-stacktrace-level: invalid stacktrace level "warn"\n',
  );
  expect(r.stdout).toContain('  -zap-log-level value\n');
  expect(r.stdout).toContain('  -zap-encoder value\n');
});
