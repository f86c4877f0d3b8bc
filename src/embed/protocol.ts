// The embed protocol: the messages an embedded exercise (the widget, in an iframe on the site's
// origin) and the page that embeds it (the host) send each other with postMessage. Every message
// is an envelope { source, version, type, ... } so a host can tell ours from other frames' traffic
// and a later version can change shapes without being misread. The JSON Schema of every message
// is served at /embed/protocol.schema.json (built from these definitions); the reference page
// "Embedding an exercise" documents it.
//
// Validated with zod's mini build: the widget's bridge runs on every embedded page, and this file is
// its only dependency besides the workspace.
import * as z from 'zod/mini';

import {
  EMBED_PROTOCOL_VERSION,
  EMBED_SOURCE,
  type EmbedLocale,
  type EmbedTheme,
  embedLocales,
  embedThemes,
  widgetPath,
} from './constants.ts';

export type { EmbedLocale, EmbedTheme };
export { EMBED_PROTOCOL_VERSION, EMBED_SOURCE, embedLocales, embedThemes, widgetPath };

const exerciseId = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(80));
const locale = z.enum(embedLocales);
const theme = z.enum(embedThemes);
/** Lets a host with several widgets tell them apart (the web component sets it per element). */
const instance = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)));
const ms = z.number().check(z.nonnegative());

const envelope = {
  source: z.literal(EMBED_SOURCE),
  version: z.literal(EMBED_PROTOCOL_VERSION),
  instance,
};

// ——— events: widget → host ———

export const ReadyEvent = z.strictObject({
  ...envelope,
  type: z.literal('ready'),
  exercise: exerciseId,
  kind: z.enum(['code', 'terminal']),
  locale,
  theme,
});

export const ResizeEvent = z.strictObject({
  ...envelope,
  type: z.literal('resize'),
  exercise: exerciseId,
  /** The widget's document height in CSS pixels: set the iframe to it and nothing scrolls. */
  height: z.int().check(z.positive()),
});

export const RunEvent = z.strictObject({
  ...envelope,
  type: z.literal('run'),
  exercise: exerciseId,
  /** How far the program got: it did not load, did not compile, or ran. */
  stage: z.enum(['load', 'compile', 'run', 'stopped']),
  exitCode: z.int(),
  reconciles: z.int().check(z.nonnegative()),
  apiCalls: z.int().check(z.nonnegative()),
  durationMs: ms,
});

export const CheckEvent = z.strictObject({
  ...envelope,
  type: z.literal('check'),
  exercise: exerciseId,
  /** true only when every check passed. */
  passed: z.boolean(),
  /** The report's overall status (pass, fail, error), or compile-error when the code did not build. */
  status: z.enum(['pass', 'fail', 'error', 'compile-error', 'stopped']),
  /** Each check by id with its status, in the report's order (no code, no messages). */
  checks: z.array(
    z.strictObject({
      id: z.string().check(z.maxLength(120)),
      status: z.string().check(z.maxLength(32)),
    }),
  ),
  durationMs: ms,
});

export const ProgressEvent = z.strictObject({
  ...envelope,
  type: z.literal('progress'),
  exercise: exerciseId,
  /** The exercise is done (every check passed once), as the widget's own progress store keeps it. */
  done: z.boolean(),
  /** The learner has a draft that differs from the starter. */
  hasDraft: z.boolean(),
});

export const EmbedEvent = z.discriminatedUnion('type', [
  ReadyEvent,
  ResizeEvent,
  RunEvent,
  CheckEvent,
  ProgressEvent,
]);
export type EmbedEvent = z.infer<typeof EmbedEvent>;
export type EmbedEventType = EmbedEvent['type'];
/** An event as the widget builds it, before the envelope is added. */
export type EmbedEventBody = EmbedEvent extends infer E
  ? E extends EmbedEvent
    ? Omit<E, 'source' | 'version' | 'instance'>
    : never
  : never;

// ——— commands: host → widget ———

const command = <T extends string>(type: T) => ({ ...envelope, type: z.literal(type) });

export const RunCommand = z.strictObject(command('run'));
export const CheckCommand = z.strictObject(command('check'));
/** Puts the starter back; the learner's code is set aside and can be restored, as with the Reset button. */
export const ResetCommand = z.strictObject(command('reset'));
export const SetThemeCommand = z.strictObject({ ...command('setTheme'), theme });
export const SetLangCommand = z.strictObject({ ...command('setLang'), lang: locale });

export const EmbedCommand = z.discriminatedUnion('type', [
  RunCommand,
  CheckCommand,
  ResetCommand,
  SetThemeCommand,
  SetLangCommand,
]);
export type EmbedCommand = z.infer<typeof EmbedCommand>;

/** Parses a postMessage payload as a command: the command, or why it is not one. */
export function parseCommand(
  data: unknown,
): { ok: true; command: EmbedCommand } | { ok: false; why: string } {
  if (typeof data !== 'object' || data === null || (data as { source?: unknown }).source !== EMBED_SOURCE) {
    return { ok: false, why: 'not an Operator Lab message' };
  }
  const r = EmbedCommand.safeParse(data);
  if (!r.success) return { ok: false, why: r.error.issues[0]?.message ?? 'invalid command' };
  return { ok: true, command: r.data };
}

/**
 * Whether a command from `origin` is accepted, given the allowed origins the site was built with
 * (`*` alone: any origin). Origins compare exactly, as the browser serialises them.
 */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  if (allowed.includes('*')) return true;
  return allowed.includes(origin);
}
