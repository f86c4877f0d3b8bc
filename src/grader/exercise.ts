// The exercise format: `exercises/<id>/exercise.yaml` plus the files it names. Validated with zod
// at the edge (exercise folders are authored by hand and embedded by other sites), so a malformed
// folder gets a precise message naming the field, never a crash.
import { z } from 'zod';
import { Localized } from './report.ts';
import { Scenario } from './scenario.ts';

const relPath = z
  .string()
  .min(1)
  .refine(
    (p) => !p.startsWith('/') && !p.split('/').includes('..'),
    'must be a relative path inside the exercise',
  );

/** Hints go from a nudge to a near-answer; exactly three per locale. */
const Hints = z.object({
  en: z.array(z.string().min(1)).length(3),
  'zh-cn': z.array(z.string().min(1)).length(3),
});

const Common = {
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case words joined by hyphens'),
  title: Localized,
  /** Markdown files with the instructions, per locale. */
  instructions: z.object({ en: relPath, 'zh-cn': relPath }),
  /** The lesson section this exercise practises: a site path with an anchor. */
  lesson: z.string().regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/),
  hints: Hints,
  /** Check ids that apply, in report order. */
  checks: z.array(z.string().min(1)).min(1),
};

/**
 * One requirement the instructions state, and the scenario steps that exercise it:
 * `action:<id>` (an action of the scenario), `expect:<check>` (an expectation it owns),
 * `adversity:<kind>`, or `check:<id>` (a listed check that judges every call of the run). A
 * requirement no scenario can judge says so in `ungraded`, with the reason.
 */
const Requirement = z
  .object({
    /** The sentence or list item, as the English instructions state it. */
    text: z.string().min(1),
    scenario: z.string().min(1),
    steps: z.array(z.string().regex(/^(action|expect|adversity|check):[a-z0-9.-]+$/)).default([]),
    ungraded: z.string().min(1).optional(),
  })
  .refine((r) => r.steps.length > 0 || r.ungraded !== undefined, 'name the steps that exercise it');

/** A Go project the learner edits: some files editable, the rest read-only context. */
export const CodeExercise = z
  .object({
    kind: z.literal('code'),
    ...Common,
    files: z
      .array(z.object({ path: relPath, editable: z.boolean().default(false) }))
      .min(1)
      .refine((fs) => fs.some((f) => f.editable), 'at least one file must be editable'),
    /** Folder holding the read-only files (go.mod, api types, main) exactly as listed in `files`. */
    project: relPath.default('project'),
    /** Folders holding the starter and the solution versions of the editable files. */
    starter: relPath,
    solution: relPath,
    /** Cluster objects applied before the manager starts (YAML, multi-document). */
    cluster: relPath.optional(),
    scenarios: z.array(Scenario).min(1),
    /** Each requirement sentence of the instructions and the scenario steps that exercise it. */
    requirements: z.array(Requirement).default([]),
  })
  .superRefine((ex, ctx) => {
    ex.requirements.forEach((r, i) => {
      const s = ex.scenarios.find((x) => x.id === r.scenario);
      const where = ['requirements', i];
      if (s === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [...where, 'scenario'],
          message: `no scenario "${r.scenario}"`,
        });
        return;
      }
      r.steps.forEach((step, j) => {
        const [kind, id] = step.split(':') as [string, string];
        const ok =
          kind === 'action'
            ? s.actions.some((a) => a.id === id)
            : kind === 'expect'
              ? s.expect.some((e) => e.check === id)
              : kind === 'adversity'
                ? s.adversity.some((a) => a.kind === id)
                : ex.checks.includes(id);
        if (!ok)
          ctx.addIssue({
            code: 'custom',
            path: [...where, 'steps', j],
            message: `scenario "${s.id}" has no ${kind} ${id}`,
          });
      });
    });
    const listed = new Set(ex.checks);
    const paths = new Set(ex.files.map((f) => f.path));
    const seen = new Set<string>();
    ex.scenarios.forEach((s, i) => {
      if (seen.has(s.id))
        ctx.addIssue({
          code: 'custom',
          path: ['scenarios', i, 'id'],
          message: `duplicate scenario id "${s.id}"`,
        });
      seen.add(s.id);
      s.expect.forEach((e, j) => {
        if (!listed.has(e.check))
          ctx.addIssue({
            code: 'custom',
            path: ['scenarios', i, 'expect', j, 'check'],
            message: `check "${e.check}" is not listed in checks`,
          });
      });
      s.starterFiles.forEach((f, j) => {
        if (!ex.files.some((x) => x.editable && x.path === f))
          ctx.addIssue({
            code: 'custom',
            path: ['scenarios', i, 'starterFiles', j],
            message: `${f} is not one of the exercise's editable files`,
          });
      });
      if (s.program !== undefined && !ex.files.some((f) => f.path.startsWith(`${s.program}/`)))
        ctx.addIssue({
          code: 'custom',
          path: ['scenarios', i, 'program'],
          message: `no file of the exercise is in ${s.program}/`,
        });
      s.adversity.forEach((a, j) => {
        if (a.kind === 'cache-namespaces' && !paths.has(a.file))
          ctx.addIssue({
            code: 'custom',
            path: ['scenarios', i, 'adversity', j, 'file'],
            message: `${a.file} is not one of the exercise's files`,
          });
      });
    });
  });
export type CodeExercise = z.infer<typeof CodeExercise>;

/** A terminal exercise: the learner types commands; checks look at the end state. */
export const TerminalExercise = z.object({
  kind: z.literal('terminal'),
  ...Common,
  /** Network profile and starting files of the simulated machine. */
  setup: z.object({ profile: z.string().min(1), files: relPath.optional() }).passthrough(),
  /** The shipped solution: one command per line. */
  solution: relPath,
});
export type TerminalExercise = z.infer<typeof TerminalExercise>;

export const Exercise = z.discriminatedUnion('kind', [CodeExercise, TerminalExercise]);
export type Exercise = z.infer<typeof Exercise>;

export type ParseResult = { ok: true; exercise: Exercise } | { ok: false; errors: string[] };

/** Validates parsed exercise data; errors name the field path, e.g. `hints.en: ...`. */
export function parseExercise(data: unknown, source = 'exercise.yaml'): ParseResult {
  const r = Exercise.safeParse(data);
  if (r.success) return { ok: true, exercise: r.data };
  return {
    ok: false,
    errors: r.error.issues.map(
      (i) => `${source}: ${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`,
    ),
  };
}
