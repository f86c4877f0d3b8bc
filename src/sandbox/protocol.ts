// The message protocol between a page (or any host) and the engine running in a Worker.
// Validated with zod on both sides: messages cross a thread boundary, so they are external data.
import { z } from 'zod';

export const PROTOCOL_VERSION = 1;

/** A source file as the learner sees it. */
export const SourceFile = z.object({ name: z.string().min(1), content: z.string() });
export type SourceFile = z.infer<typeof SourceFile>;

/** What a host can ask the engine to do. Each job kind names one engine entry point. */
export const Job = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('go-run'),
    files: z.array(SourceFile).min(1),
    /** Interpreter steps before the engine stops the program itself (the host's timer is the backstop). */
    stepBudget: z.number().int().positive().optional(),
  }),
  z.object({
    kind: z.literal('grade'),
    exercise: z.string().min(1),
    files: z.array(SourceFile),
    mode: z.enum(['check', 'run']).default('check'),
  }),
  z.object({ kind: z.literal('ping') }),
]);
export type Job = z.infer<typeof Job>;

export const Request = z.object({
  v: z.literal(PROTOCOL_VERSION),
  id: z.number().int().nonnegative(),
  job: Job,
});
export type Request = z.infer<typeof Request>;

/** Engine → host. `output` streams while a job runs; exactly one `done` or `failed` ends it. */
export const Response = z.discriminatedUnion('kind', [
  z.object({
    v: z.literal(PROTOCOL_VERSION),
    kind: z.literal('output'),
    id: z.number(),
    stream: z.enum(['stdout', 'stderr']),
    text: z.string(),
  }),
  z.object({ v: z.literal(PROTOCOL_VERSION), kind: z.literal('done'), id: z.number(), result: z.unknown() }),
  z.object({
    v: z.literal(PROTOCOL_VERSION),
    kind: z.literal('failed'),
    id: z.number(),
    message: z.string(),
  }),
]);
export type Response = z.infer<typeof Response>;
