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
  const n = prefix && name.endsWith('-') ? name.slice(0, -1) : name;
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

/** ObjectMeta checks on create/update: name, ownerReferences, label values. */
export function validateObjectMeta(meta: JsonObject, rule: NameRule): FieldError[] {
  const errs: FieldError[] = [];
  const name = str(meta.name);
  const generateName = str(meta.generateName);
  if (name === '') {
    if (generateName === '')
      errs.push(fieldErr.required('metadata.name', 'name or generateName is required'));
  } else {
    for (const m of nameErrors(rule, name)) errs.push(fieldErr.invalid('metadata.name', name, m));
  }
  const refs = Array.isArray(meta.ownerReferences) ? meta.ownerReferences : [];
  let controllers = 0;
  refs.forEach((r, i) => {
    if (!isObject(r)) return;
    const p = `metadata.ownerReferences[${i}]`;
    if (str(r.apiVersion) === '')
      errs.push(fieldErr.invalid(`${p}.apiVersion`, str(r.apiVersion), 'version must not be empty'));
    if (str(r.kind) === '') errs.push(fieldErr.invalid(`${p}.kind`, str(r.kind), 'kind must not be empty'));
    if (str(r.name) === '') errs.push(fieldErr.invalid(`${p}.name`, str(r.name), 'name must not be empty'));
    if (str(r.uid) === '') errs.push(fieldErr.invalid(`${p}.uid`, str(r.uid), 'uid must not be empty'));
    if (r.controller === true) controllers++;
  });
  if (controllers > 1)
    errs.push(
      fieldErr.invalid(
        'metadata.ownerReferences',
        { goSyntax: goSliceOfRefs(refs) },
        'Only one reference can have Controller set to true. Found "true" in references for ' +
          refs
            .filter((r) => isObject(r) && r.controller === true)
            .map((r) => (isObject(r) ? `${str(r.kind)}/${str(r.name)}` : ''))
            .join(' and '),
      ),
    );
  return errs;
}

function goSliceOfRefs(refs: Json[]): string {
  return JSON.stringify(refs);
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
