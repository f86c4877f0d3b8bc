/**
 * A list's `continue` token that this server did not issue: the error the real one answers, a 400
 * BadRequest `invalid continue token: <DecodeContinue's error>` ([AS] pkg/storage/etcd3/store.go
 * GetList; pkg/storage/continue.go DecodeContinue: base64.RawURLEncoding, then json.Unmarshal into
 * {v string, rv int64, start string}, then the version, rv and start checks).
 */

const GENERIC = 'continue key is not valid';

/** base64.RawURLEncoding.DecodeString: the bytes, or CorruptInputError's text. */
function rawUrlDecode(s: string): Uint8Array | string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const out: number[] = [];
  let acc = 0;
  let n = 0;
  let lastStart = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) continue; // the decoder skips newlines
    // a byte of a non-ASCII character is as illegal as the character (Go counts bytes; so do we
    // for the ASCII prefix, which is where such tokens fail)
    const v = alphabet.indexOf(s[i]);
    if (v < 0) return `illegal base64 data at input byte ${byteOffset(s, i)}`;
    if (n === 0) lastStart = i;
    acc = (acc << 6) | v;
    n++;
    if (n === 4) {
      out.push((acc >> 16) & 0xff, (acc >> 8) & 0xff, acc & 0xff);
      acc = 0;
      n = 0;
    }
  }
  if (n === 1) return `illegal base64 data at input byte ${byteOffset(s, lastStart)}`;
  if (n === 2) out.push((acc >> 4) & 0xff);
  if (n === 3) out.push((acc >> 10) & 0xff, (acc >> 2) & 0xff);
  return Uint8Array.from(out);
}

function byteOffset(s: string, i: number): number {
  return new TextEncoder().encode(s.slice(0, i)).length;
}

/** encoding/json's quoteChar: a byte as its syntax errors print it. */
function quoteChar(c: number): string {
  if (c === 0x27) return `'\\''`;
  if (c === 0x22) return `'"'`;
  const q = JSON.stringify(String.fromCharCode(c));
  // strconv.Quote: \a \b \f \n \r \t \v, else \x00-style for control bytes, \u0080-style above
  const special: Record<number, string> = {
    7: '\\a',
    8: '\\b',
    12: '\\f',
    10: '\\n',
    13: '\\r',
    9: '\\t',
    11: '\\v',
  };
  if (special[c] !== undefined) return `'${special[c]}'`;
  if (c < 0x20 || c === 0x7f) return `'\\x${c.toString(16).padStart(2, '0')}'`;
  if (c >= 0x80) return `'\\u${c.toString(16).padStart(4, '0')}'`;
  return `'${q.slice(1, -1)}'`;
}

/** DecodeContinue's error for a token, or undefined when it decodes. */
export function continueTokenError(token: string): string | undefined {
  const data = rawUrlDecode(token);
  if (typeof data === 'string') return `${GENERIC}: ${data}`;
  let i = 0;
  while (i < data.length && (data[i] === 0x20 || data[i] === 0x09 || data[i] === 0x0a || data[i] === 0x0d))
    i++;
  if (i === data.length) return `${GENERIC}: unexpected end of JSON input`;
  const first = data[i];
  // the scanner's first step: a value begins with { [ " - 0-9 t f n
  if (!/[{["\-0-9tfn]/.test(String.fromCharCode(first)))
    return `${GENERIC}: invalid character ${quoteChar(first)} looking for beginning of value`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(data));
  } catch {
    // a later syntax error: its exact offset text is not modelled
    return `${GENERIC}: unexpected end of JSON input`;
  }
  if (parsed === null) return unknownVersion('');
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    const what = Array.isArray(parsed) ? 'array' : typeof parsed === 'boolean' ? 'bool' : typeof parsed;
    return `${GENERIC}: json: cannot unmarshal ${what} into Go value of type storage.continueToken`;
  }
  const o = parsed as Record<string, unknown>;
  const field = (name: string, goType: string, ok: (v: unknown) => boolean): string | undefined => {
    const v = o[name];
    if (v === undefined || v === null || ok(v)) return undefined;
    const what = Array.isArray(v) ? 'array' : typeof v === 'boolean' ? 'bool' : typeof v;
    return `${GENERIC}: json: cannot unmarshal ${what} into Go struct field continueToken.${name} of type ${goType}`;
  };
  const bad =
    field('v', 'string', (v) => typeof v === 'string') ??
    field('rv', 'int64', (v) => typeof v === 'number' && Number.isInteger(v)) ??
    field('start', 'string', (v) => typeof v === 'string');
  if (bad) return bad;
  const version = typeof o.v === 'string' ? o.v : '';
  if (version !== 'meta.k8s.io/v1') return unknownVersion(version);
  if (!o.rv) return `${GENERIC}: incorrect encoded start resourceVersion (version meta.k8s.io/v1)`;
  if (!o.start) return `${GENERIC}: encoded start key empty (version meta.k8s.io/v1)`;
  return undefined;
}

function unknownVersion(v: string): string {
  return `${GENERIC}: server does not recognize this encoded version ${v}`;
}

/**
 * The tokens this simulator issues for a page in process (the direct client pages over the list
 * the server answered): base64 of {v, rv, start: offset}. The offset, or undefined for any other token.
 */
export function issuedContinueToken(rv: number, offset: number): string {
  return btoa(JSON.stringify({ v: 'meta.k8s.io/v1', rv, start: offset }));
}

export function issuedContinueOffset(token: string): number | undefined {
  try {
    const o = JSON.parse(atob(token)) as { start?: unknown };
    return typeof o.start === 'number' ? o.start : undefined;
  } catch {
    return undefined;
  }
}

/**
 * etcd3 GetList's checks of a continue token and the resourceVersion beside it ([AS]
 * pkg/storage/etcd3/store.go): the 400 message, or undefined when the list may go on.
 */
export function continueListError(token: string, resourceVersion: string | undefined): string | undefined {
  if (token === '') return undefined;
  if (issuedContinueOffset(token) === undefined) {
    const why = continueTokenError(token);
    if (why !== undefined) return `invalid continue token: ${why}`;
  }
  if (resourceVersion !== undefined && resourceVersion !== '' && resourceVersion !== '0')
    return 'specifying resource version is not allowed when using continue';
  return undefined;
}
