// The embed protocol as JSON Schema (draft 2020-12), for hosts in any language: one schema with the
// events (widget → host) and the commands (host → widget) as named definitions.
import * as z from 'zod/mini';
import {
  CheckCommand,
  CheckEvent,
  EMBED_PROTOCOL_VERSION,
  EmbedCommand,
  EmbedEvent,
  ProgressEvent,
  ReadyEvent,
  ResetCommand,
  ResizeEvent,
  RunCommand,
  RunEvent,
  SetLangCommand,
  SetThemeCommand,
} from './protocol.ts';

export function embedProtocolSchema(): Record<string, unknown> {
  const defs = {
    ReadyEvent,
    ResizeEvent,
    RunEvent,
    CheckEvent,
    ProgressEvent,
    RunCommand,
    CheckCommand,
    ResetCommand,
    SetThemeCommand,
    SetLangCommand,
  };
  const one = (s: z.ZodMiniType) => z.toJSONSchema(s, { target: 'draft-2020-12' });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `Operator Lab embed protocol, version ${EMBED_PROTOCOL_VERSION}`,
    description:
      'postMessage between an embedded exercise (the widget, /embed/<exercise>/) and the page that embeds it (the host). Events go from the widget to the host; commands from the host to the widget.',
    protocolVersion: EMBED_PROTOCOL_VERSION,
    $defs: Object.fromEntries(Object.entries(defs).map(([k, v]) => [k, one(v)])),
    oneOf: [
      { title: 'Event', ...one(EmbedEvent) },
      { title: 'Command', ...one(EmbedCommand) },
    ],
  };
}
