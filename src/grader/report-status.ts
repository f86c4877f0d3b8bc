// The report's version and its overall status, apart from report.ts's zod schemas: the grader
// imports these at run time, and in the site's engine worker zod would be compiled and its schemas
// built on the engine thread before the first Check for nothing (bench/README, session 18).
import type { CheckResult, Report } from './report.ts';

export const REPORT_VERSION = 1;

/** Overall status from the checks, Exercism's rule: any failure fails; nothing ran is an error. */
export function overallStatus(checks: readonly Pick<CheckResult, 'status'>[]): Report['status'] {
  if (checks.length === 0) return 'error';
  if (checks.some((c) => c.status === 'fail')) return 'fail';
  if (checks.some((c) => c.status === 'error')) return 'error';
  return 'pass';
}

/** Exit status for `oplab grade`: 0 all pass, 1 some fail, 2 could not grade. */
export function exitCodeFor(status: Report['status']): number {
  return status === 'pass' ? 0 : status === 'fail' ? 1 : 2;
}
