// The workshop's event log and the views folded from it. Every change to a workshop is one event with
// a per-workshop sequence number; the instructor dashboard and the learner bar are pure folds of that
// log, so the server (snapshots) and the browser (live updates) compute the same thing, and a client
// that reconnects with Last-Event-ID only needs the events after the last one it saw.
// No DOM, no Node API and no zod (lesson pages load it): this module runs on the server and in the page.
export const EXERCISE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CHECK_ID = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
/** A lesson path as reports carry it: `/lessons/scope/#get-takes-a-key`. */
export const LESSON_PATH = /^\/[a-z0-9/-]*(?:#[a-z0-9-]+)?$/;

export type WorkshopLocale = 'en' | 'zh-cn';

export interface ExerciseSpec {
  id: string;
  /** Optional time box for this exercise, in minutes. */
  minutes?: number;
}

export interface CheckSummary {
  id: string;
  status: 'pass' | 'fail' | 'error' | 'skip';
  lesson?: string;
}

/** What the log holds. Learner ids are opaque server-made ids, never tokens. */
export type WorkshopEvent =
  | {
      kind: 'workshop.created';
      title: string;
      locale: WorkshopLocale;
      exercises: ExerciseSpec[];
      joinCode: string;
    }
  | { kind: 'learner.joined'; learner: string; name: string }
  | { kind: 'learner.removed'; learner: string }
  | { kind: 'exercise.opened'; learner: string; exercise: string }
  | { kind: 'hint.used'; learner: string; exercise: string; hint: number }
  | {
      kind: 'check.reported';
      learner: string;
      exercise: string;
      status: 'pass' | 'fail' | 'error';
      checks: CheckSummary[];
      ms: number;
    }
  | { kind: 'code.shared'; learner: string; exercise: string }
  | { kind: 'exercise.locked'; exercise: string }
  | { kind: 'exercise.unlocked'; exercise: string }
  | { kind: 'pacing.moved'; exercise: string }
  | { kind: 'message.sent'; text: string }
  | { kind: 'joincode.rotated'; joinCode: string }
  | { kind: 'workshop.ended' };

export type EventKind = WorkshopEvent['kind'];

export interface StoredEvent {
  seq: number;
  /** Server time, ms since the epoch. */
  at: number;
  event: WorkshopEvent;
}

/** Events a learner's stream carries: pacing and messages for everyone, their own removal. */
export function learnerSees(e: WorkshopEvent, learner: string): boolean {
  switch (e.kind) {
    case 'exercise.locked':
    case 'exercise.unlocked':
    case 'pacing.moved':
    case 'message.sent':
    case 'workshop.ended':
      return true;
    case 'learner.removed':
      return e.learner === learner;
    default:
      return false;
  }
}

// ——— the dashboard view ———

export type CellStatus = 'not-started' | 'working' | 'failing' | 'passed';

export interface Cell {
  status: CellStatus;
  attempts: number;
  hintsUsed: number;
  firstAt: number;
  lastAt: number;
  passedAt?: number;
  /** The first failing check of the latest attempt, and its lesson section. */
  failing?: string;
  failingLesson?: string;
  /** How many attempts in a row failed on that same check. */
  sameFailCount: number;
  /** The last time the learner got further: more checks passing, or passed. */
  lastProgressAt: number;
  bestPassing: number;
  shared: boolean;
}

export interface LearnerRow {
  id: string;
  name: string;
  joinedAt: number;
  removed: boolean;
  cells: Record<string, Cell>;
}

export interface Message {
  at: number;
  text: string;
}

export interface DashboardState {
  id: string;
  title: string;
  locale: WorkshopLocale;
  exercises: ExerciseSpec[];
  joinCode: string;
  createdAt: number;
  endedAt?: number;
  locked: string[];
  current?: string;
  messages: Message[];
  learners: Record<string, LearnerRow>;
  /** Learner ids in join order. */
  order: string[];
  lastSeq: number;
}

export function emptyDashboard(id: string): DashboardState {
  return {
    id,
    title: '',
    locale: 'en',
    exercises: [],
    joinCode: '',
    createdAt: 0,
    locked: [],
    messages: [],
    learners: {},
    order: [],
    lastSeq: 0,
  };
}

function cellFor(row: LearnerRow, exercise: string, at: number): Cell {
  let c = row.cells[exercise];
  if (!c) {
    c = {
      status: 'not-started',
      attempts: 0,
      hintsUsed: 0,
      firstAt: at,
      lastAt: at,
      sameFailCount: 0,
      lastProgressAt: at,
      bestPassing: 0,
      shared: false,
    };
    row.cells[exercise] = c;
  }
  return c;
}

/** Keeps the newest messages only: the bar and the dashboard show a handful. */
export const MESSAGES_KEPT = 50;

/** Folds one event into the state (mutates it; events must come in sequence order). */
export function applyEvent(s: DashboardState, se: StoredEvent): DashboardState {
  if (se.seq <= s.lastSeq) return s; // already applied (replays after a reconnect)
  s.lastSeq = se.seq;
  const e = se.event;
  const at = se.at;
  switch (e.kind) {
    case 'workshop.created':
      s.title = e.title;
      s.locale = e.locale;
      s.exercises = e.exercises;
      s.joinCode = e.joinCode;
      s.createdAt = at;
      break;
    case 'learner.joined':
      if (!s.learners[e.learner]) s.order.push(e.learner);
      s.learners[e.learner] = { id: e.learner, name: e.name, joinedAt: at, removed: false, cells: {} };
      break;
    case 'learner.removed': {
      const row = s.learners[e.learner];
      if (row) row.removed = true;
      break;
    }
    case 'exercise.opened': {
      const row = s.learners[e.learner];
      if (!row) break;
      const c = cellFor(row, e.exercise, at);
      if (c.status === 'not-started') c.status = 'working';
      c.lastAt = at;
      break;
    }
    case 'hint.used': {
      const row = s.learners[e.learner];
      if (!row) break;
      const c = cellFor(row, e.exercise, at);
      if (c.status === 'not-started') c.status = 'working';
      c.hintsUsed = Math.max(c.hintsUsed, e.hint + 1);
      c.lastAt = at;
      break;
    }
    case 'check.reported': {
      const row = s.learners[e.learner];
      if (!row) break;
      const c = cellFor(row, e.exercise, at);
      c.attempts++;
      c.lastAt = at;
      const passing = e.checks.filter((k) => k.status === 'pass').length;
      if (passing > c.bestPassing) {
        c.bestPassing = passing;
        c.lastProgressAt = at;
      }
      if (e.status === 'pass') {
        if (c.status !== 'passed') c.lastProgressAt = at;
        c.status = 'passed';
        c.passedAt ??= at;
        c.failing = undefined;
        c.failingLesson = undefined;
        c.sameFailCount = 0;
        break;
      }
      if (c.status === 'passed') break; // a later failing attempt does not un-pass an exercise
      const first = e.checks.find((k) => k.status === 'fail' || k.status === 'error');
      const failing = first?.id ?? 'grade.error';
      c.sameFailCount = failing === c.failing ? c.sameFailCount + 1 : 1;
      c.failing = failing;
      c.failingLesson = first?.lesson;
      c.status = 'failing';
      break;
    }
    case 'code.shared': {
      const row = s.learners[e.learner];
      if (!row) break;
      const c = cellFor(row, e.exercise, at);
      c.shared = true;
      break;
    }
    case 'exercise.locked':
      if (!s.locked.includes(e.exercise)) s.locked.push(e.exercise);
      break;
    case 'exercise.unlocked':
      s.locked = s.locked.filter((x) => x !== e.exercise);
      break;
    case 'pacing.moved':
      s.current = e.exercise;
      break;
    case 'message.sent':
      s.messages.push({ at, text: e.text });
      if (s.messages.length > MESSAGES_KEPT) s.messages.splice(0, s.messages.length - MESSAGES_KEPT);
      break;
    case 'joincode.rotated':
      s.joinCode = e.joinCode;
      break;
    case 'workshop.ended':
      s.endedAt = at;
      break;
  }
  return s;
}

export function foldEvents(id: string, events: Iterable<StoredEvent>): DashboardState {
  const s = emptyDashboard(id);
  for (const e of events) applyEvent(s, e);
  return s;
}

/** Time spent on an exercise: first activity to passing, or to the latest activity. */
export function timeSpentMs(c: Cell): number {
  return (c.passedAt ?? c.lastAt) - c.firstAt;
}

export interface StuckRule {
  /** The same check failing this many attempts in a row. */
  sameFails: number;
  /** Or this many minutes without progress on an exercise not passed. */
  minutes: number;
}

export const DEFAULT_STUCK: StuckRule = { sameFails: 3, minutes: 10 };

export interface StuckLearner {
  learner: string;
  name: string;
  exercise: string;
  check?: string;
  reason: 'same-check' | 'no-progress';
  fails: number;
  sinceMs: number;
}

function active(s: DashboardState): LearnerRow[] {
  return s.order.map((id) => s.learners[id]!).filter((r) => r && !r.removed);
}

export function stuckLearners(
  s: DashboardState,
  now: number,
  rule: StuckRule = DEFAULT_STUCK,
): StuckLearner[] {
  const out: StuckLearner[] = [];
  const end = s.endedAt ?? now;
  for (const row of active(s)) {
    for (const ex of s.exercises) {
      const c = row.cells[ex.id];
      if (!c || c.status === 'passed' || c.status === 'not-started') continue;
      const since = end - c.lastProgressAt;
      if (c.status === 'failing' && c.sameFailCount >= rule.sameFails) {
        out.push({
          learner: row.id,
          name: row.name,
          exercise: ex.id,
          check: c.failing,
          reason: 'same-check',
          fails: c.sameFailCount,
          sinceMs: since,
        });
      } else if (since >= rule.minutes * 60_000) {
        out.push({
          learner: row.id,
          name: row.name,
          exercise: ex.id,
          check: c.failing,
          reason: 'no-progress',
          fails: c.sameFailCount,
          sinceMs: since,
        });
      }
    }
  }
  return out;
}

export interface FailingCount {
  exercise: string;
  check: string;
  lesson?: string;
  count: number;
}

/** The checks failing right now (latest attempt of each learner), most common first. */
export function commonFailures(s: DashboardState): FailingCount[] {
  const m = new Map<string, FailingCount>();
  for (const row of active(s)) {
    for (const [exercise, c] of Object.entries(row.cells)) {
      if (c.status !== 'failing' || !c.failing) continue;
      const key = `${exercise}\u0000${c.failing}`;
      const f = m.get(key) ?? { exercise, check: c.failing, lesson: c.failingLesson, count: 0 };
      f.count++;
      f.lesson ??= c.failingLesson;
      m.set(key, f);
    }
  }
  return [...m.values()].sort(
    (a, b) => b.count - a.count || a.exercise.localeCompare(b.exercise) || a.check.localeCompare(b.check),
  );
}

/** The learner bar's view: what a learner may know of the workshop. */
export interface LearnerView {
  id: string;
  title: string;
  locale: WorkshopLocale;
  exercises: ExerciseSpec[];
  locked: string[];
  current?: string;
  messages: Message[];
  ended: boolean;
  removed: boolean;
  you: { id: string; name: string };
  lastSeq: number;
}

export function learnerView(s: DashboardState, learner: string): LearnerView {
  const row = s.learners[learner];
  return {
    id: s.id,
    title: s.title,
    locale: s.locale,
    exercises: s.exercises,
    locked: [...s.locked],
    current: s.current,
    messages: s.messages.slice(-10),
    ended: s.endedAt !== undefined,
    removed: row?.removed ?? true,
    you: { id: learner, name: row?.name ?? '' },
    lastSeq: s.lastSeq,
  };
}

/** Applies an event a learner's stream carries to the learner's view. */
export function applyLearnerEvent(v: LearnerView, se: StoredEvent): LearnerView {
  if (se.seq <= v.lastSeq) return v;
  v.lastSeq = se.seq;
  const e = se.event;
  switch (e.kind) {
    case 'exercise.locked':
      if (!v.locked.includes(e.exercise)) v.locked.push(e.exercise);
      break;
    case 'exercise.unlocked':
      v.locked = v.locked.filter((x) => x !== e.exercise);
      break;
    case 'pacing.moved':
      v.current = e.exercise;
      break;
    case 'message.sent':
      v.messages.push({ at: se.at, text: e.text });
      if (v.messages.length > 10) v.messages.shift();
      break;
    case 'workshop.ended':
      v.ended = true;
      break;
    case 'learner.removed':
      if (e.learner === v.you.id) v.removed = true;
      break;
  }
  return v;
}
