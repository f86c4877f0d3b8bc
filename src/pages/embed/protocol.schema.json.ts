// /embed/protocol.schema.json: the JSON Schema of every message of the embed protocol, generated
// from the zod definitions the widget itself validates with (src/embed/protocol.ts).
import type { APIRoute } from 'astro';
import { embedProtocolSchema } from '../../embed/schema.ts';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(embedProtocolSchema(), null, 2)}\n`, {
    headers: { 'content-type': 'application/schema+json' },
  });
