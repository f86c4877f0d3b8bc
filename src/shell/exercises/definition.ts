// Terminal exercise definitions (exercises/<id>/exercise.json), validated with zod. Definitions are
// imported, not read from disk, so the engine loads them in a Web Worker as well as in Node.
import { z } from 'zod';
import gomodProxy from '../../../exercises/gomod-proxy/exercise.json' with { type: 'json' };
import { isProfileId } from '../network/profiles.ts';

const localized = z.object({ en: z.string().min(1), 'zh-cn': z.string().min(1) });

export const CHECK_IDS = [
  'tidy-succeeds',
  'tidy-succeeds-in-new-terminal',
  'versions-aligned',
  'checksums-verified',
] as const;

export const terminalExerciseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.literal('terminal'),
  title: localized,
  lesson: localized,
  network: z.string().refine(isProfileId, { message: 'unknown network profile' }),
  goVersion: z.string().regex(/^1\.\d+\.\d+$/),
  cwd: z.string().startsWith('/'),
  instructions: localized,
  hints: z.object({ en: z.array(z.string()).length(3), 'zh-cn': z.array(z.string()).length(3) }),
  files: z.record(z.string().startsWith('/'), z.string()),
  solution: z.array(z.string()).min(1),
  checks: z.array(z.enum(CHECK_IDS)).min(1),
});

export type TerminalExercise = z.infer<typeof terminalExerciseSchema>;

const RAW: Record<string, unknown> = { 'gomod-proxy': gomodProxy };

export function terminalExerciseIds(): string[] {
  return Object.keys(RAW);
}

/** Loads and validates an exercise; throws a clear error for unknown ids or invalid files. */
export function loadTerminalExercise(id: string): TerminalExercise {
  const raw = RAW[id];
  if (raw === undefined) {
    throw new Error(`unknown terminal exercise "${id}" (known: ${terminalExerciseIds().join(', ')})`);
  }
  const parsed = terminalExerciseSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `exercises/${id}/exercise.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
