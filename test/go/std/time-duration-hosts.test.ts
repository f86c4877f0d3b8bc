// One time.ParseDuration / Duration.String for every host that reads or prints Go durations: the
// go command's flags (-timeout), CEL's duration(), kubectl's --duration and the protobuf decoder.
// Expected values are go1.23.5's (time.ParseDuration and Duration.String in a program).
import { describe, expect, it } from 'vitest';
import {
  goDurationString,
  parseGoDuration,
  parseGoDurationOrError,
} from '../../../src/go/std/time/duration.ts';
import { parseGoDuration as celParseDuration } from '../../../src/kube/apiserver/cel/eval.ts';
import { goDuration } from '../../../src/kube/rest/protobuf.ts';
import { parseTestArgs } from '../../../src/shell/commands/go/test-args.ts';

describe("time's duration functions for hosts", () => {
  it('parse as time.ParseDuration does, float fraction and errors included', () => {
    // go1.23: 1.9999999999999999999s is 2s (the fraction's 19th digit overflows, float64 rounds)
    expect(parseGoDuration('1.9999999999999999999s')).toBe(2_000_000_000n);
    expect(parseGoDuration('.5h')).toBe(1_800_000_000_000n);
    expect(parseGoDuration('1h30m')).toBe(5_400_000_000_000n);
    expect(parseGoDuration('1.5\u00b5s')).toBe(1500n);
    expect(parseGoDuration('1.5\u03bcs')).toBe(1500n);
    expect(parseGoDuration('-0.1ms')).toBe(-100_000n);
    expect(parseGoDurationOrError('5x')).toEqual({ err: 'time: unknown unit "x" in duration "5x"' });
    expect(parseGoDurationOrError('1e3s')).toEqual({ err: 'time: unknown unit "e" in duration "1e3s"' });
    expect(celParseDuration).toBe(parseGoDuration);
  });

  it('print as Duration.String does, with the micro sign as a JS character', () => {
    expect(goDurationString(1500n)).toBe('1.5\u00b5s');
    expect(goDurationString(-100_000)).toBe('-100\u00b5s');
    expect(goDurationString(5_400_000_000_000n)).toBe('1h30m0s');
    expect(goDuration(90_000_000_000)).toBe('1m30s');
  });

  it("go test passes -timeout on in time's formatting", () => {
    const t = parseTestArgs(['-timeout', '1.9999999999999999999s']);
    expect('binary' in t && t.binary).toContain('-test.timeout=2s');
    const u = parseTestArgs(['-timeout', '1500\u00b5s']);
    expect('binary' in u && u.binary).toContain('-test.timeout=1.5ms');
  });
});
