// github.com/robfig/cron (v1.2.0) and github.com/robfig/cron/v3 were not provided: kubebuilder's
// CronJob tutorial project (its controller plans runs with cron.ParseStandard, its webhook validates
// the schedule with it) stopped at `go: downloading github.com/robfig/cron v1.2.0` / `module lookup
// disabled by GOPROXY=off`. Each program's trailer is what REAL Go printed running the REAL module
// (scripts/regen-cron-golden.ts): every parse error text (v1's capitalised, v3's lower-case with the
// fields as a list), descriptors, Next across month ends, leap days, impossible dates, DST in New
// York and TZ= prefixes, the parsers' options, and v3's runner on the virtual clock (entry IDs,
// Remove, Stop's context, Recover and SkipIfStillRunning after a panic).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputTrailer, runMain, withoutTrailer } from './helpers.ts';

const program = (name: string) => readFileSync(join(import.meta.dirname, 'testdata', name), 'utf8');

describe('github.com/robfig/cron', () => {
  it.each(['cron-v1.go', 'cron-v3.go'])(
    '%s prints what the real module prints',
    (name) => {
      const src = program(name);
      const r = runMain(withoutTrailer(src));
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe(outputTrailer(src));
    },
    240_000,
  );
});
