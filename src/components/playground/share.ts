// Share by link with no server: the project (files, objects, read-only marks) and the run options,
// as JSON, deflated (fflate) and base64url-encoded into the URL fragment, which browsers never send
// to a server. Opening the link restores exactly what was shared; zod checks what comes back.
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { z } from 'zod';
import type { PlaygroundProject } from './project.ts';

export interface RunOptions {
  rbac: 'markers' | 'admin';
  /** virtual time the manager may run, in seconds */
  timeSeconds: number;
}

export const DEFAULT_OPTIONS: RunOptions = { rbac: 'markers', timeSeconds: 600 };

export interface SharedState {
  project: PlaygroundProject;
  options: RunOptions;
}

/** Longer fragments are refused: chat tools and some browsers cut long URLs (download instead). */
export const MAX_FRAGMENT = 32_000;

const FRAGMENT_KEY = 'p=';

const Wire = z.object({
  v: z.literal(1),
  f: z.array(z.tuple([z.string().min(1), z.string()])),
  o: z.string(),
  n: z.string().min(1),
  r: z.array(z.string()),
  opt: z.object({ rbac: z.enum(['markers', 'admin']), time: z.number().int().positive() }),
});

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The fragment (without '#') that restores `state`. */
export function encodeShare(state: SharedState): string {
  const wire: z.infer<typeof Wire> = {
    v: 1,
    f: state.project.files.map((f) => [f.path, f.content]),
    o: state.project.objects,
    n: state.project.objectsName,
    r: state.project.readOnly,
    opt: { rbac: state.options.rbac, time: state.options.timeSeconds },
  };
  return FRAGMENT_KEY + toBase64Url(deflateSync(strToU8(JSON.stringify(wire)), { level: 9 }));
}

export type ShareDecode = { ok: true; state: SharedState } | { ok: false; error: string };

/** Reads a fragment made by encodeShare; undefined when the fragment is not a shared project. */
export function decodeShare(fragment: string): ShareDecode | undefined {
  const f = fragment.replace(/^#/, '');
  if (!f.startsWith(FRAGMENT_KEY)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(strFromU8(inflateSync(fromBase64Url(f.slice(FRAGMENT_KEY.length)))));
  } catch (e) {
    return { ok: false, error: `the link is damaged (${e instanceof Error ? e.message : String(e)})` };
  }
  const parsed = Wire.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `the link is not a playground project (${issue?.path.join('.')}: ${issue?.message})`,
    };
  }
  const w = parsed.data;
  return {
    ok: true,
    state: {
      project: {
        files: w.f.map(([path, content]) => ({ path, content })),
        objects: w.o,
        objectsName: w.n,
        readOnly: w.r,
      },
      options: { rbac: w.opt.rbac, timeSeconds: w.opt.time },
    },
  };
}
