// Every request body the workshop API accepts, with its size limits. Strict objects: an unknown
// field is an error, not silently ignored. Shared by the server and the site's client.
import { z } from 'zod';
import { CHECK_ID, EXERCISE_ID, LESSON_PATH } from './model.ts';

export const ExerciseId = z.string().min(1).max(64).regex(EXERCISE_ID, 'not an exercise id');
export const CheckId = z.string().min(1).max(96).regex(CHECK_ID, 'not a check id');
export const LessonPath = z.string().max(200).regex(LESSON_PATH, 'not a lesson path');
export const WorkshopLocale = z.enum(['en', 'zh-cn']);

export const ExerciseSpec = z.strictObject({
  id: ExerciseId,
  minutes: z.number().int().min(1).max(600).optional(),
});

export const CheckSummary = z.strictObject({
  id: CheckId,
  status: z.enum(['pass', 'fail', 'error', 'skip']),
  lesson: LessonPath.optional(),
});

/** Printable text on one line: no control characters (names and titles end up in CSV and on screens). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\p{Cc}\p{Cs}\u2028\u2029]*$/u, 'must not contain control characters');

export const DisplayName = line(40);
export const Title = line(120);

/** Join codes: 8 characters from an alphabet with no look-alikes; input is case- and dash-insensitive. */
export const JOIN_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 8;
export const JoinCode = z
  .string()
  .max(32)
  .transform((s) => s.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .length(JOIN_CODE_LENGTH, `must be ${JOIN_CODE_LENGTH} characters`)
      .regex(new RegExp(`^[${JOIN_ALPHABET}]+$`), 'has a character that is not in join codes'),
  );

export const CreateWorkshop = z.strictObject({
  title: Title,
  locale: WorkshopLocale,
  exercises: z
    .array(ExerciseSpec)
    .min(1)
    .max(50)
    .refine((xs) => new Set(xs.map((x) => x.id)).size === xs.length, 'lists an exercise twice'),
});

export const Token = z
  .string()
  .max(100)
  .regex(/^o[il]_[A-Za-z0-9_-]{22,64}$/, 'not a workshop token');

export const InstructorLogin = z.strictObject({ token: Token });
export const Join = z.strictObject({ code: JoinCode, name: DisplayName });

/** Client-made id of an event, so a resend after a lost answer is stored once. */
export const ClientEventId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'not an event id');

/** When the event happened on the learner's machine (queued offline); the server clamps it. */
const ClientAt = z.number().int().nonnegative().optional();

export const LearnerEvent = z.discriminatedUnion('kind', [
  z.strictObject({ id: ClientEventId, at: ClientAt, kind: z.literal('opened'), exercise: ExerciseId }),
  z.strictObject({
    id: ClientEventId,
    at: ClientAt,
    kind: z.literal('hint'),
    exercise: ExerciseId,
    hint: z.number().int().min(0).max(20),
  }),
  z.strictObject({
    id: ClientEventId,
    at: ClientAt,
    kind: z.literal('check'),
    exercise: ExerciseId,
    status: z.enum(['pass', 'fail', 'error']),
    checks: z.array(CheckSummary).max(100),
    ms: z.number().int().min(0).max(3_600_000),
  }),
]);
export type LearnerEvent = z.infer<typeof LearnerEvent>;

export const LearnerEvents = z.strictObject({ events: z.array(LearnerEvent).min(1).max(50) });

const FilePath = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/, 'not a file path')
  .refine((p) => !p.split('/').includes('..'), 'not a file path');

export const ShareCode = z.strictObject({
  exercise: ExerciseId,
  files: z
    .record(FilePath, z.string().max(100_000))
    .refine((f) => Object.keys(f).length >= 1 && Object.keys(f).length <= 20, 'must hold 1 to 20 files'),
});

export const Lock = z.strictObject({ exercise: ExerciseId, locked: z.boolean() });
export const Move = z.strictObject({ exercise: ExerciseId });
export const Broadcast = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(500, 'must be at most 500 characters')
    .regex(/^[^\p{Cc}\p{Cs}]*$/u, 'must not contain control characters'),
});
export const RemoveLearner = z.strictObject({ learner: z.string().regex(/^l_[A-Za-z0-9_-]{8,40}$/) });
export const CodeQuery = z.strictObject({
  learner: z.string().regex(/^l_[A-Za-z0-9_-]{8,40}$/),
  exercise: ExerciseId,
});
