// What the editor underlines: compile errors (gc's position and message) and the lines failing
// checks point at (the check's title and message). Pure, so the mapping is tested without Monaco.
import type { Report } from '../grader/report.ts';
import type { DiagnosticView } from '../sandbox/results.ts';
import type { SiteLocale } from './exercise-data.ts';

export interface MarkerSpec {
  file: string;
  line: number;
  col?: number;
  severity: 'error' | 'warning';
  message: string;
  source: string;
}

export function diagnosticMarkers(diagnostics: readonly DiagnosticView[]): MarkerSpec[] {
  return diagnostics.map((d) => ({
    file: d.file.replace(/^\.\//, ''),
    line: d.line,
    col: d.col,
    severity: 'error',
    message: d.msg,
    source: 'go build',
  }));
}

/** Failing (and erroring) checks mark each line they concern; one marker per check and line. */
export function reportMarkers(report: Report, locale: SiteLocale): MarkerSpec[] {
  const out: MarkerSpec[] = diagnosticMarkers(report.diagnostics);
  for (const c of report.checks) {
    if (c.status !== 'fail' && c.status !== 'error') continue;
    const seen = new Set<string>();
    for (const ref of c.lines) {
      const key = `${ref.file}:${ref.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        file: ref.file.replace(/^\.\//, ''),
        line: ref.line,
        col: ref.col,
        severity: 'error',
        message: `${c.title[locale]}: ${c.message[locale]}`,
        source: c.id,
      });
    }
  }
  return out;
}
