// The grade report: what the grader tells a learner, and what the site, the CLI, embeds and LMS
// scores all consume. Shaped after Exercism's results.json v3 (overall status, then one entry per
// check in order) with Operator Lab's evidence added: the lines a check concerns and the API calls
// that prove it.
import { z } from 'zod';
import { REPORT_VERSION } from './report-status.ts';

export { exitCodeFor, overallStatus, REPORT_VERSION } from './report-status.ts';

export const Locale = z.enum(['en', 'zh-cn']);
export type Locale = z.infer<typeof Locale>;

/** Every learner-facing text exists in both locales. */
export const Localized = z.object({ en: z.string().min(1), 'zh-cn': z.string().min(1) });
export type Localized = z.infer<typeof Localized>;

/** A place in the learner's code: 1-based line and byte column, as gc counts them. */
export const SourceRef = z.object({
  file: z.string(),
  line: z.number().int().positive(),
  col: z.number().int().positive().optional(),
  /**
   * This line called the function that holds the line before it: the evidence call was made in a
   * helper or a closure, and this is where the learner's code reached it (checks/context.ts withCallers).
   */
  caller: z.boolean().optional(),
});
export type SourceRef = z.infer<typeof SourceRef>;

/**
 * pass: the boundary was respected. fail: it was crossed (the learner's mistake).
 * error: the check could not run (e.g. the grader lacks it). skip: not reached — its evidence never
 * happened (the code does not compile, or was cut short by a panic or an endless loop: reached.ts).
 */
export const CheckStatus = z.enum(['pass', 'fail', 'error', 'skip']);
export type CheckStatus = z.infer<typeof CheckStatus>;

export const CheckResult = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/),
  status: CheckStatus,
  /** What was checked, in a few words. */
  title: Localized,
  /** Why it passed or failed, with the evidence in words (exact API server messages quoted). */
  message: Localized,
  /** The lines the check concerns: from the trace's call sites where possible. */
  lines: z.array(SourceRef),
  /** Indexes into the report's trace of the API calls that are the evidence. */
  evidence: z.array(z.number().int().nonnegative()),
  /** A hint for a failing check (the exercise's own graded hints come separately). */
  hint: Localized.optional(),
  /** Lesson section that explains the boundary, e.g. `/scope/#get-uses-the-keys-namespace`. */
  lesson: z.string(),
});
export type CheckResult = z.infer<typeof CheckResult>;

export const Diagnostic = z.object({
  file: z.string(),
  line: z.number().int().positive(),
  col: z.number().int().positive(),
  msg: z.string(),
});

export const Report = z.object({
  version: z.literal(REPORT_VERSION),
  exercise: z.string(),
  /** pass: every check passed. fail: some check failed. error: grading could not complete. */
  status: z.enum(['pass', 'fail', 'error']),
  /** Required when status is error: what stopped grading (compile errors are listed in diagnostics). */
  message: Localized.optional(),
  diagnostics: z.array(Diagnostic),
  checks: z.array(CheckResult),
  /** The API calls made during the scenarios (shape owned by src/kube/trace.ts). */
  trace: z.array(z.unknown()),
  logs: z.array(z.string()),
});
export type Report = z.infer<typeof Report>;
