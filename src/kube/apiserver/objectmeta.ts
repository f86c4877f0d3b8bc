/**
 * ObjectMeta rules shared by every kind: name validation ([AM] pkg/util/validation/validation.go,
 * pkg/api/validation/objectmeta.go), ownerReference validation, deterministic uids and generated names.
 */

import type { NameRule } from './registry.ts';
import type { FieldError } from './status.ts';
import { fieldErr } from './status.ts';
import type { Json, JsonObject } from './types.ts';
import { isObject, str } from './types.ts';

const DNS1123_LABEL = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const DNS1123_SUBDOMAIN = `${DNS1123_LABEL}(\\.${DNS1123_LABEL})*`;
const DNS1035_LABEL = '[a-z]([-a-z0-9]*[a-z0-9])?';

const SUBDOMAIN_MSG = `a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '${DNS1123_SUBDOMAIN}')`;
// The double space before "or" is in the real message (RegexError joins examples with ", ").
const LABEL_MSG = `a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '${DNS1123_LABEL}')`;
const DNS1035_MSG = `a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '${DNS1035_LABEL}')`;

export function nameErrors(rule: NameRule, name: string, prefix = false): string[] {
  const msgs: string[] = [];
  // maskTrailingDash ([AM] pkg/api/validation/generic.go): a generateName's trailing dash and the
  // character before it become one "a" (upstream's `name[:len(name)-2] + "a"`, kept as it is)
  const n = prefix && name.length > 1 && name.endsWith('-') ? `${name.slice(0, -2)}a` : name;
  switch (rule) {
    case 'subdomain':
      if (n.length > 253) msgs.push('must be no more than 253 characters');
      if (!new RegExp(`^${DNS1123_SUBDOMAIN}$`).test(n)) msgs.push(SUBDOMAIN_MSG);
      break;
    case 'label':
      if (n.length > 63) msgs.push('must be no more than 63 characters');
      if (!new RegExp(`^${DNS1123_LABEL}$`).test(n)) msgs.push(LABEL_MSG);
      break;
    case 'dns1035':
      if (n.length > 63) msgs.push('must be no more than 63 characters');
      if (!new RegExp(`^${DNS1035_LABEL}$`).test(n)) msgs.push(DNS1035_MSG);
      break;
    case 'pathSegment':
      if (n === '.' || n === '..') msgs.push(`may not be '${n}'`);
      for (const bad of ['/', '%']) if (n.includes(bad)) msgs.push(`may not contain '${bad}'`);
      break;
  }
  return msgs;
}

// Label keys and values as the v1.36 server checks them ([AM] v0.36 pkg/api/validate/content/kube.go
// IsLabelKey / IsLabelValue, errors.go: its MaxLenError says "bytes" since v0.35, where object names,
// still checked by pkg/util/validation, say "characters").
const LABEL_KEY_FMT = '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]';
const LABEL_VALUE_FMT = `(${LABEL_KEY_FMT})?`;
const LABEL_KEY_ERR =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const LABEL_VALUE_ERR = `a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character`;

function regexError(msg: string, fmt: string, ...examples: string[]): string {
  return `${msg} (e.g. ${examples.map((e) => `'${e}', `).join(' or ')}regex used for validation is '${fmt}')`;
}

const byteLength = (s: string) => new TextEncoder().encode(s).length;

/** content.IsLabelKey (also finalizer names: ValidateFinalizerName calls IsQualifiedName, its alias). */
export function labelKeyErrors(value: string): string[] {
  const errs: string[] = [];
  const parts = value.split('/');
  let name: string;
  if (parts.length === 1) name = parts[0];
  else if (parts.length === 2) {
    const prefix = parts[0];
    name = parts[1];
    if (prefix.length === 0) errs.push('prefix part must be non-empty');
    else {
      if (byteLength(prefix) > 253) errs.push('prefix part must be no more than 253 bytes');
      if (!new RegExp(`^${DNS1123_SUBDOMAIN}$`).test(prefix)) errs.push(`prefix part ${SUBDOMAIN_MSG}`);
    }
  } else {
    return [
      `a valid label key ${regexError(LABEL_KEY_ERR, LABEL_KEY_FMT, 'MyName', 'my.name', '123-abc')} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ];
  }
  if (name.length === 0) errs.push('name part must be non-empty');
  else if (byteLength(name) > 63) errs.push('name part must be no more than 63 bytes');
  if (!new RegExp(`^${LABEL_KEY_FMT}$`).test(name))
    errs.push(`name part ${regexError(LABEL_KEY_ERR, LABEL_KEY_FMT, 'MyName', 'my.name', '123-abc')}`);
  return errs;
}

/** content.IsLabelValue */
export function labelValueErrors(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push('must be no more than 63 bytes');
  if (!new RegExp(`^${LABEL_VALUE_FMT}$`).test(value))
    errs.push(regexError(LABEL_VALUE_ERR, LABEL_VALUE_FMT, 'MyValue', 'my_value', '12345'));
  return errs;
}

// Finalizer names built-in kinds may use without a domain ([K] pkg/apis/core/validation
// validateKubeFinalizerName; the helper's standard names).
const STANDARD_FINALIZERS = new Set(['kubernetes', 'orphan', 'foregroundDeletion']);

/**
 * ObjectMeta checks on create/update, in [AM] pkg/api/validation/objectmeta.go's order: name,
 * labels (v1validation.ValidateLabels: each key, then its value), ownerReferences, finalizers
 * (ValidateFinalizerName); then, for built-in kinds, [K] pkg/apis/core/validation's
 * validateKubeFinalizerName per index.
 */
export function validateObjectMeta(meta: JsonObject, rule: NameRule, builtin = false): FieldError[] {
  const errs: FieldError[] = [];
  const name = str(meta.name);
  const generateName = str(meta.generateName);
  // ValidateObjectMetaAccessor: generateName first, as a prefix (the generated name is checked below too)
  if (generateName !== '')
    for (const m of nameErrors(rule, generateName, true))
      errs.push(fieldErr.invalid('metadata.generateName', generateName, m));
  if (name === '') {
    if (generateName === '')
      errs.push(fieldErr.required('metadata.name', 'name or generateName is required'));
  } else {
    for (const m of nameErrors(rule, name)) errs.push(fieldErr.invalid('metadata.name', name, m));
  }
  if (isObject(meta.labels))
    for (const [k, v] of Object.entries(meta.labels)) {
      for (const m of labelKeyErrors(k)) errs.push(fieldErr.invalid('metadata.labels', k, m));
      for (const m of labelValueErrors(str(v))) errs.push(fieldErr.invalid('metadata.labels', str(v), m));
    }
  errs.push(...annotationErrors(meta.annotations, 'metadata.annotations'));
  errs.push(...ownerReferenceErrors(meta.ownerReferences));
  const finalizers = Array.isArray(meta.finalizers) ? meta.finalizers.map((f) => str(f)) : [];
  for (const f of finalizers)
    for (const m of labelKeyErrors(f)) errs.push(fieldErr.invalid('metadata.finalizers', f, m));
  // ValidateFinalizers: the two dependents policies exclude each other
  if (finalizers.includes('orphan') && finalizers.includes('foregroundDeletion'))
    errs.push(
      fieldErr.invalid(
        'metadata.finalizers',
        finalizers,
        'finalizer orphan and foregroundDeletion cannot be both set',
      ),
    );
  if (builtin)
    finalizers.forEach((f, i) => {
      if (!f.includes('/') && !STANDARD_FINALIZERS.has(f))
        errs.push(
          fieldErr.invalid(
            `metadata.finalizers[${i}]`,
            f,
            'name is neither a standard finalizer name nor is it fully qualified',
          ),
        );
    });
  return errs;
}

/** TotalAnnotationSizeLimitB ([AM] pkg/api/validation/objectmeta.go): keys and values together, in bytes. */
const TOTAL_ANNOTATION_SIZE_LIMIT = 256 * 1024;

/**
 * ValidateAnnotations: each key is a qualified name once lowercased (case does not matter for
 * annotations), then the total size of keys and values.
 */
export function annotationErrors(annotations: Json | undefined, path: string): FieldError[] {
  if (!isObject(annotations)) return [];
  const errs: FieldError[] = [];
  let total = 0;
  for (const [k, v] of Object.entries(annotations)) {
    for (const m of labelKeyErrors(k.toLowerCase())) errs.push(fieldErr.invalid(path, k, m));
    total += byteLength(k) + byteLength(str(v));
  }
  if (total > TOTAL_ANNOTATION_SIZE_LIMIT) errs.push(fieldErr.tooLong(path, TOTAL_ANNOTATION_SIZE_LIMIT));
  return errs;
}

/**
 * ValidateOwnerReferences as kube-apiserver 1.34 to 1.36 words it: every reference's errors carry the
 * list's path without an index (validateOwnerReference(ref, fldPath)), and each controller after the
 * first is reported against the first one.
 */
function ownerReferenceErrors(list: Json | undefined): FieldError[] {
  const refs = Array.isArray(list) ? list : [];
  const errs: FieldError[] = [];
  const p = 'metadata.ownerReferences';
  let first = '';
  for (const r of refs) {
    if (!isObject(r)) continue;
    // schema.FromAPIVersionAndKind: the version is what follows the last '/', if any
    const apiVersion = str(r.apiVersion);
    const version = apiVersion.includes('/') ? apiVersion.slice(apiVersion.indexOf('/') + 1) : apiVersion;
    if (version === '' || apiVersion.split('/').length > 2)
      errs.push(fieldErr.invalid(`${p}.apiVersion`, apiVersion, 'version must not be empty'));
    if (str(r.kind) === '') errs.push(fieldErr.invalid(`${p}.kind`, str(r.kind), 'must not be empty'));
    if (str(r.name) === '') errs.push(fieldErr.invalid(`${p}.name`, str(r.name), 'must not be empty'));
    if (str(r.uid) === '') errs.push(fieldErr.invalid(`${p}.uid`, str(r.uid), 'must not be empty'));
    if (r.controller === true) {
      const current = `${str(r.kind)}/${str(r.name)}`;
      if (first !== '')
        errs.push(
          fieldErr.invalid(
            p,
            refs.map(ownerRefJson),
            `Only one reference can have Controller set to true. Found "true" in references for ${first} and ${current}`,
          ),
        );
      else first = current;
    }
  }
  return errs;
}

/** A metav1.OwnerReference as json.Marshal writes it: struct field order, nil pointers omitted. */
function ownerRefJson(r: Json): Json {
  if (!isObject(r)) return r;
  const out: JsonObject = {
    apiVersion: str(r.apiVersion),
    kind: str(r.kind),
    name: str(r.name),
    uid: str(r.uid),
  };
  if (typeof r.controller === 'boolean') out.controller = r.controller;
  if (typeof r.blockOwnerDeletion === 'boolean') out.blockOwnerDeletion = r.blockOwnerDeletion;
  return out;
}

/** Deterministic pseudo-random source (sfc32) seeded once per server: uids and generateName suffixes. */
export class Seeded {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
  uid(): string {
    let hex = '';
    for (let i = 0; i < 4; i++) hex += this.next().toString(16).padStart(8, '0');
    // version 4 / RFC 4122 variant bits, as google/uuid NewRandom
    const v = hex.split('');
    v[12] = '4';
    v[16] = '89ab'[parseInt(v[16], 16) & 3];
    const h = v.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
  }
  /** utilrand.String(5) alphabet: no vowels, no confusable digits. */
  nameSuffix(): string {
    const alphabet = 'bcdfghjklmnpqrstvwxz2456789';
    let s = '';
    for (let i = 0; i < 5; i++) s += alphabet[this.next() % alphabet.length];
    return s;
  }
}
