// Workshop exports: one CSV row per learner and exercise (for a spreadsheet), and JSON with the same
// rows plus the stuck learners and the most common failing checks.
import { commonFailures, type DashboardState, type StuckRule, stuckLearners, timeSpentMs } from './model.ts';

export interface ExportRow {
  learner: string;
  name: string;
  removed: boolean;
  exercise: string;
  status: string;
  failingCheck: string;
  attempts: number;
  hintsUsed: number;
  timeSpentSeconds: number;
  sharedCode: boolean;
}

export function exportRows(s: DashboardState): ExportRow[] {
  const rows: ExportRow[] = [];
  for (const id of s.order) {
    const l = s.learners[id]!;
    for (const ex of s.exercises) {
      const c = l.cells[ex.id];
      rows.push({
        learner: l.id,
        name: l.name,
        removed: l.removed,
        exercise: ex.id,
        status: c?.status ?? 'not-started',
        failingCheck: c?.status === 'failing' ? (c.failing ?? '') : '',
        attempts: c?.attempts ?? 0,
        hintsUsed: c?.hintsUsed ?? 0,
        timeSpentSeconds: c ? Math.round(timeSpentMs(c) / 1000) : 0,
        sharedCode: c?.shared ?? false,
      });
    }
  }
  return rows;
}

const COLUMNS: (keyof ExportRow)[] = [
  'learner',
  'name',
  'removed',
  'exercise',
  'status',
  'failingCheck',
  'attempts',
  'hintsUsed',
  'timeSpentSeconds',
  'sharedCode',
];

/**
 * RFC 4180 quoting; a text cell that a spreadsheet would read as a formula (= + - @, tab, CR) gets a
 * leading apostrophe, so a display name cannot run anything on the instructor's machine.
 */
export function csvCell(v: string | number | boolean): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n']/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function exportCsv(s: DashboardState): string {
  const lines = [COLUMNS.join(',')];
  for (const r of exportRows(s)) lines.push(COLUMNS.map((c) => csvCell(r[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function exportJson(s: DashboardState, now: number, rule: StuckRule) {
  return {
    workshop: {
      id: s.id,
      title: s.title,
      locale: s.locale,
      exercises: s.exercises,
      createdAt: new Date(s.createdAt).toISOString(),
      endedAt: s.endedAt === undefined ? null : new Date(s.endedAt).toISOString(),
    },
    rows: exportRows(s),
    stuck: stuckLearners(s, now, rule),
    failing: commonFailures(s),
    messages: s.messages.map((m) => ({ at: new Date(m.at).toISOString(), text: m.text })),
  };
}
