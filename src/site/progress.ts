// The learner's progress, kept in the browser: exercises done, a draft per exercise, and the last
// place read. Framework-free and storage-agnostic (localStorage in the site, a Map in tests), with a
// versioned schema validated by zod (the mini build, so lesson pages stay small) and an export /
// import file format that reports problems precisely instead of throwing.
import * as z from 'zod/mini';

export const PROGRESS_VERSION = 1;
export const STORAGE_KEY = 'oplab.progress';
/** Where an unreadable stored value is moved, so nothing the learner had is silently destroyed. */
export const BACKUP_KEY = 'oplab.progress.unreadable';
export const FILE_FORMAT = 'operator-lab-progress';
/**
 * Lesson pages record the last place read under this key with a few lines of code and no schema
 * library (src/site/remember-place.ts), to keep their JavaScript small. The store validates that
 * note and folds it into the versioned document the next time it is opened.
 */
export const PLACE_KEY = 'oplab.place';

// Limits keep a hand-edited or hostile file from filling the browser's storage quota.
const MAX_FILE_CHARS = 200_000;
const MAX_FILES_PER_DRAFT = 40;
const MAX_EXERCISES = 500;

/** Records have no size check in zod; this one reports like the other limits. */
const maxKeys = (n: number) =>
  z.refine<Record<string, unknown>>((r) => Object.keys(r).length <= n, {
    error: `has more than ${n} entries`,
  });

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(80));
const when = z.iso.datetime();
const relativePath = z
  .string()
  .check(z.regex(/^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[A-Za-z0-9._/-]+$/), z.maxLength(200));

const completionSchema = z.strictObject({ at: when });
const draftSchema = z.strictObject({
  savedAt: when,
  files: z
    .record(relativePath, z.string().check(z.maxLength(MAX_FILE_CHARS)))
    .check(maxKeys(MAX_FILES_PER_DRAFT)),
});
const placeSchema = z.strictObject({
  path: z.string().check(z.regex(/^\/[^\s]*$/), z.maxLength(300)),
  section: z.optional(slug),
  title: z.optional(z.string().check(z.maxLength(300))),
  at: when,
});

const progressShape = {
  version: z.literal(PROGRESS_VERSION),
  completed: z.record(slug, completionSchema).check(maxKeys(MAX_EXERCISES)),
  drafts: z.record(slug, draftSchema).check(maxKeys(MAX_EXERCISES)),
  lastPlace: z.nullable(placeSchema),
};
const progressSchema = z.strictObject(progressShape);
const fileSchema = z.strictObject({ format: z.literal(FILE_FORMAT), exportedAt: when, ...progressShape });

export type Progress = z.infer<typeof progressSchema>;
export type Draft = z.infer<typeof draftSchema>;
export type Place = z.infer<typeof placeSchema>;

/** The subset of the Web Storage API the store uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Why a progress file (or the stored value) could not be used. `detail` is for the learner to read. */
export type ProgressProblem =
  | { kind: 'empty' }
  | { kind: 'not-json'; detail: string }
  | { kind: 'not-progress' }
  | { kind: 'newer-version'; version: number }
  | { kind: 'unsupported-version'; version: unknown }
  | { kind: 'invalid'; detail: string }
  | { kind: 'storage'; detail: string };

export type ParseResult = { ok: true; progress: Progress } | { ok: false; problem: ProgressProblem };
export type WriteResult = { ok: true } | { ok: false; problem: ProgressProblem };

export function emptyProgress(): Progress {
  return { version: PROGRESS_VERSION, completed: {}, drafts: {}, lastPlace: null };
}

/** One readable line per zod issue, naming the field by its path (e.g. `drafts.scope-get.savedAt`). */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues.slice(0, 3).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(top level)';
    return `${where}: ${describeIssue(issue)}`;
  });
  if (issues.length > 3) lines.push(`… and ${issues.length - 3} more`);
  return lines.join('; ');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'invalid_format':
      return issue.format === 'datetime'
        ? 'expected an ISO date-time such as 2026-01-31T12:00:00.000Z'
        : 'has characters or a shape that is not allowed';
    case 'unrecognized_keys':
      return `unknown field ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
    case 'invalid_key':
      return 'has a key that is not allowed (ids are lowercase words joined by hyphens)';
    case 'too_big':
      return `is too large (at most ${String(issue.maximum)})`;
    case 'custom':
      return issue.message;
    default:
      return 'is not valid';
  }
}

/** Checks a value that is meant to be stored progress of the current version. */
export function validateProgress(value: unknown): ParseResult {
  const parsed = progressSchema.safeParse(value);
  if (parsed.success) return { ok: true, progress: parsed.data };
  return { ok: false, problem: { kind: 'invalid', detail: describeIssues(parsed.error.issues) } };
}

/** Parses the text of an exported progress file. */
export function parseProgressFile(text: string): ParseResult {
  if (text.trim() === '') return { ok: false, problem: { kind: 'empty' } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: { kind: 'not-json', detail: e instanceof Error ? e.message : String(e) } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: { kind: 'not-progress' } };
  }
  const record = value as Record<string, unknown>;
  if (record.format !== FILE_FORMAT) return { ok: false, problem: { kind: 'not-progress' } };
  const version = record.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > PROGRESS_VERSION) {
    return { ok: false, problem: { kind: 'newer-version', version } };
  }
  if (version !== PROGRESS_VERSION) return { ok: false, problem: { kind: 'unsupported-version', version } };
  const parsed = fileSchema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, problem: { kind: 'invalid', detail: describeIssues(parsed.error.issues) } };
  }
  const { format: _format, exportedAt: _exportedAt, ...progress } = parsed.data;
  return { ok: true, progress };
}

/** The exported file for some progress: stable key order, pretty-printed so it diffs well. */
export function progressFileText(progress: Progress, exportedAt: Date): string {
  const file = { format: FILE_FORMAT, exportedAt: exportedAt.toISOString(), ...progress };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A file name that sorts by date: `operator-lab-progress-2026-01-31.json`. */
export function progressFileName(exportedAt: Date): string {
  return `${FILE_FORMAT}-${exportedAt.toISOString().slice(0, 10)}.json`;
}

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * Combines imported progress with what is already stored: an exercise done in either stays done
 * (earliest date kept), the newer draft of each exercise wins, and the newer last place wins.
 */
export function mergeProgress(current: Progress, incoming: Progress): Progress {
  const completed = { ...current.completed };
  for (const [id, c] of Object.entries(incoming.completed)) {
    const mine = completed[id];
    completed[id] = mine && Date.parse(mine.at) <= Date.parse(c.at) ? mine : c;
  }
  const drafts = { ...current.drafts };
  for (const [id, d] of Object.entries(incoming.drafts)) {
    const mine = drafts[id];
    drafts[id] = mine && later(mine.savedAt, d.savedAt) === mine.savedAt ? mine : d;
  }
  const a = current.lastPlace;
  const b = incoming.lastPlace;
  const lastPlace = a && b ? (later(a.at, b.at) === a.at ? a : b) : (a ?? b);
  return { version: PROGRESS_VERSION, completed, drafts, lastPlace };
}

export interface ImportSummary {
  completed: number;
  drafts: number;
}

export interface ProgressStore {
  /** The current progress (a fresh copy; mutating it changes nothing). */
  read(): Progress;
  /** Set when the stored value was unreadable and had to be set aside (kept under BACKUP_KEY). */
  readonly loadProblem: ProgressProblem | undefined;
  isDone(exerciseId: string): boolean;
  markDone(exerciseId: string): WriteResult;
  saveDraft(exerciseId: string, files: Record<string, string>): WriteResult;
  draft(exerciseId: string): Draft | undefined;
  discardDraft(exerciseId: string): WriteResult;
  setLastPlace(place: { path: string; section?: string; title?: string }): WriteResult;
  exportFile(): { name: string; text: string };
  importFile(
    text: string,
    mode: 'merge' | 'replace',
  ): { ok: true; summary: ImportSummary } | { ok: false; problem: ProgressProblem };
  reset(): WriteResult;
}

/** Opens the store over some storage. `now` is injectable so tests are deterministic. */
export function openProgressStore(
  storage: KeyValueStorage,
  now: () => Date = () => new Date(),
): ProgressStore {
  let loadProblem: ProgressProblem | undefined;

  function load(): Progress {
    let raw: string | null;
    try {
      raw = storage.getItem(STORAGE_KEY);
    } catch (e) {
      loadProblem = { kind: 'storage', detail: e instanceof Error ? e.message : String(e) };
      return emptyProgress();
    }
    if (raw === null) return emptyProgress();
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      loadProblem = { kind: 'not-json', detail: e instanceof Error ? e.message : String(e) };
      setAside(raw);
      return emptyProgress();
    }
    const checked = validateProgress(value);
    if (checked.ok) return checked.progress;
    const version = (value as { version?: unknown } | null)?.version;
    loadProblem =
      typeof version === 'number' && version > PROGRESS_VERSION
        ? { kind: 'newer-version', version }
        : checked.problem;
    setAside(raw);
    return emptyProgress();
  }

  function setAside(raw: string): void {
    try {
      storage.setItem(BACKUP_KEY, raw);
      storage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing more can be done; the problem is already reported through loadProblem.
    }
  }

  let state = foldInPlaceNote(load());

  /** Takes the lesson pages' place note into the document if it is valid and newer. */
  function foldInPlaceNote(current: Progress): Progress {
    let raw: string | null;
    try {
      raw = storage.getItem(PLACE_KEY);
    } catch {
      return current;
    }
    if (raw === null) return current;
    let note: unknown;
    try {
      note = JSON.parse(raw);
    } catch {
      note = undefined;
    }
    const place = placeSchema.safeParse(note);
    const newer =
      place.success && (!current.lastPlace || Date.parse(place.data.at) >= Date.parse(current.lastPlace.at));
    const next = place.success && newer ? { ...current, lastPlace: place.data } : current;
    try {
      if (next !== current) storage.setItem(STORAGE_KEY, JSON.stringify(next));
      storage.removeItem(PLACE_KEY);
    } catch {
      return current;
    }
    return next;
  }

  function write(next: Progress): WriteResult {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch (e) {
      return { ok: false, problem: { kind: 'storage', detail: e instanceof Error ? e.message : String(e) } };
    }
    state = next;
    return { ok: true };
  }

  /** Every write goes through the schema, so invalid ids or paths are refused, never stored. */
  function checkedWrite(next: Progress): WriteResult {
    const checked = validateProgress(next);
    return checked.ok ? write(checked.progress) : checked;
  }

  const copy = (): Progress => structuredClone(state);
  const stamp = () => now().toISOString();

  return {
    read: copy,
    get loadProblem() {
      return loadProblem;
    },
    isDone: (id) => Object.hasOwn(state.completed, id),
    markDone(id) {
      if (Object.hasOwn(state.completed, id)) return { ok: true };
      return checkedWrite({ ...copy(), completed: { ...state.completed, [id]: { at: stamp() } } });
    },
    saveDraft(id, files) {
      return checkedWrite({
        ...copy(),
        drafts: { ...state.drafts, [id]: { savedAt: stamp(), files: { ...files } } },
      });
    },
    draft: (id) => (Object.hasOwn(state.drafts, id) ? structuredClone(state.drafts[id]) : undefined),
    discardDraft(id) {
      const drafts = { ...state.drafts };
      delete drafts[id];
      return write({ ...copy(), drafts });
    },
    setLastPlace(place) {
      const next: Place = { path: place.path, at: stamp() };
      if (place.section) next.section = place.section;
      if (place.title) next.title = place.title.slice(0, 300);
      return checkedWrite({ ...copy(), lastPlace: next });
    },
    exportFile() {
      const at = now();
      return { name: progressFileName(at), text: progressFileText(state, at) };
    },
    importFile(text, mode) {
      const parsed = parseProgressFile(text);
      if (!parsed.ok) return parsed;
      const next = mode === 'replace' ? parsed.progress : mergeProgress(state, parsed.progress);
      const written = write(next);
      if (!written.ok) return written;
      return {
        ok: true,
        summary: {
          completed: Object.keys(parsed.progress.completed).length,
          drafts: Object.keys(parsed.progress.drafts).length,
        },
      };
    },
    reset() {
      return write(emptyProgress());
    },
  };
}

const problemText = {
  en: {
    empty: () => 'The file is empty.',
    'not-json': (p: { detail: string }) => `The file is not valid JSON (${p.detail}).`,
    'not-progress': () => `This is not an Operator Lab progress file (it has no "format": "${FILE_FORMAT}").`,
    'newer-version': (p: { version: number }) =>
      `This file was written by a newer Operator Lab (progress version ${p.version}); this site reads version ${PROGRESS_VERSION}.`,
    'unsupported-version': (p: { version: unknown }) =>
      `Unsupported progress version ${JSON.stringify(p.version) ?? 'missing'}; this site reads version ${PROGRESS_VERSION}.`,
    invalid: (p: { detail: string }) => `The progress file has invalid content: ${p.detail}.`,
    storage: (p: { detail: string }) => `The browser refused to store progress (${p.detail}).`,
  },
  'zh-CN': {
    empty: () => '文件是空的。',
    'not-json': (p: { detail: string }) => `文件不是合法的 JSON（${p.detail}）。`,
    'not-progress': () => `这不是 Operator 实验室的进度文件（缺少 "format": "${FILE_FORMAT}"）。`,
    'newer-version': (p: { version: number }) =>
      `该文件由更新版本的 Operator 实验室导出（进度格式版本 ${p.version}），本站只能读取版本 ${PROGRESS_VERSION}。`,
    'unsupported-version': (p: { version: unknown }) =>
      `不支持的进度格式版本 ${JSON.stringify(p.version) ?? '（缺失）'}；本站只能读取版本 ${PROGRESS_VERSION}。`,
    invalid: (p: { detail: string }) => `进度文件内容无效：${p.detail}。`,
    storage: (p: { detail: string }) => `浏览器拒绝保存进度（${p.detail}）。`,
  },
} as const;

export type SiteLocale = keyof typeof problemText;

/** The learner-facing sentence for a problem, in the page's language. Field paths stay as-is. */
export function describeProblem(problem: ProgressProblem, locale: SiteLocale): string {
  const t = problemText[locale];
  switch (problem.kind) {
    case 'empty':
      return t.empty();
    case 'not-json':
      return t['not-json'](problem);
    case 'not-progress':
      return t['not-progress']();
    case 'newer-version':
      return t['newer-version'](problem);
    case 'unsupported-version':
      return t['unsupported-version'](problem);
    case 'invalid':
      return t.invalid(problem);
    case 'storage':
      return t.storage(problem);
  }
}
