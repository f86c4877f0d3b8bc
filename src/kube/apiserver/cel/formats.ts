/**
 * Kubernetes' CEL format library ([apiserver] pkg/cel/library/format.go): `format.<name>()` and
 * `format.named(name)` give a named string format whose `validate(s)` is optional.none() for a valid
 * string and otherwise the list of the validation's messages, the same messages the API server gives
 * for object names and labels (kubebuilder users write `!format.dns1123Subdomain().validate(self).hasValue()`).
 */

import { labelKeyErrors, labelValueErrors, nameErrors } from '../objectmeta.ts';
import { parseRequestURI } from './urls.ts';

export class CelFormat {
  readonly name: string;
  readonly validate: (s: string) => string[];
  constructor(name: string, validate: (s: string) => string[]) {
    this.name = name;
    this.validate = validate;
  }
}

const UUID = /^(?:[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})$/i;
// strfmt's byte: base64.StdEncoding.DecodeString succeeds (whole quads, `=` padding only at the end;
// the decoder skips \r and \n)
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** kube-openapi strfmt's date (RFC 3339 full-date, time.Parse("2006-01-02")). */
function isDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [
    31,
    y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return d <= days[mo - 1];
}

/** strfmt's date-time: RFC 3339 with optional fraction, `T` or `t` and `Z`/`z` or an offset. */
function isDateTime(s: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/.exec(s);
  if (!m || !isDate(m[1])) return false;
  const [h, mi, se] = [Number(m[2]), Number(m[3]), Number(m[4])];
  if (h > 23 || mi > 59 || se > 59) return false;
  if (m[7] !== undefined && (Number(m[7]) > 23 || Number(m[8]) > 59)) return false;
  return true;
}

const FORMATS: Record<string, CelFormat> = {
  dns1123Label: new CelFormat('DNS1123Label', (s) => nameErrors('label', s)),
  dns1123Subdomain: new CelFormat('DNS1123Subdomain', (s) => nameErrors('subdomain', s)),
  dns1035Label: new CelFormat('DNS1035Label', (s) => nameErrors('dns1035', s)),
  qualifiedName: new CelFormat('QualifiedName', labelKeyErrors),
  dns1123LabelPrefix: new CelFormat('DNS1123LabelPrefix', (s) => nameErrors('label', s, true)),
  dns1123SubdomainPrefix: new CelFormat('DNS1123SubdomainPrefix', (s) => nameErrors('subdomain', s, true)),
  dns1035LabelPrefix: new CelFormat('DNS1035LabelPrefix', (s) => nameErrors('dns1035', s, true)),
  labelValue: new CelFormat('LabelValue', labelValueErrors),
  uri: new CelFormat('URI', (s) => {
    try {
      parseRequestURI(s);
      return [];
    } catch (x) {
      return [x instanceof Error ? x.message : String(x)];
    }
  }),
  uuid: new CelFormat('uuid', (s) => (UUID.test(s) ? [] : ['does not match the UUID format'])),
  byte: new CelFormat('byte', (s) => (BASE64.test(s.replace(/[\r\n]/g, '')) ? [] : ['invalid base64'])),
  date: new CelFormat('date', (s) => (isDate(s) ? [] : ['invalid date'])),
  datetime: new CelFormat('datetime', (s) => (isDateTime(s) ? [] : ['invalid datetime'])),
};

/** The format of that name (format.<name>() and format.named(name)), or undefined. */
export function namedFormat(name: string): CelFormat | undefined {
  return Object.hasOwn(FORMATS, name) ? FORMATS[name] : undefined;
}
