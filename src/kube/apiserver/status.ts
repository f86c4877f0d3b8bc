/**
 * `metav1.Status` errors exactly as the real API server returns them.
 * Constructors mirror [AM] pkg/api/errors/errors.go; field errors mirror [AM] pkg/util/validation/field/errors.go.
 */
import type { GroupResource, Json } from './types.ts';
import { goMarshal, groupKindString, groupResourceString } from './types.ts';

export type StatusReason =
  | ''
  | 'NotFound'
  | 'AlreadyExists'
  | 'Conflict'
  | 'Invalid'
  | 'Forbidden'
  | 'BadRequest'
  | 'Timeout'
  | 'InternalError'
  | 'MethodNotAllowed'
  | 'ServiceUnavailable'
  | 'Unauthorized'
  | 'RequestEntityTooLarge'
  | 'UnsupportedMediaType'
  | 'Expired';

export type StatusCause = { reason?: string; message?: string; field?: string };

export type StatusDetails = {
  name?: string;
  group?: string;
  kind?: string;
  uid?: string;
  causes?: StatusCause[];
  retryAfterSeconds?: number;
};

export type Status = {
  kind: 'Status';
  apiVersion: 'v1';
  metadata: Record<string, never>;
  status: 'Failure';
  message: string;
  reason: StatusReason;
  details?: StatusDetails;
  code: number;
};

/** A thrown API error. `message` is `Status.message`, as `StatusError.Error()` returns it. */
export class StatusError extends Error {
  readonly status: Status;
  constructor(status: Status) {
    super(status.message);
    this.name = 'StatusError';
    this.status = status;
  }
}

function make(code: number, reason: StatusReason, message: string, details?: StatusDetails): StatusError {
  const status: Status = {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message,
    reason,
    // field order as the server serialises metav1.Status: details before code
    ...(details ? { details: compactDetails(details) } : {}),
    code,
  };
  return new StatusError(status);
}

/** omitempty on every StatusDetails field. */
function compactDetails(d: StatusDetails): StatusDetails {
  const out: StatusDetails = {};
  if (d.name) out.name = d.name;
  if (d.group) out.group = d.group;
  if (d.kind) out.kind = d.kind;
  if (d.uid) out.uid = d.uid;
  if (d.causes && d.causes.length > 0) out.causes = d.causes;
  if (d.retryAfterSeconds) out.retryAfterSeconds = d.retryAfterSeconds;
  return out;
}

export function notFound(gr: GroupResource, name: string): StatusError {
  return make(404, 'NotFound', `${groupResourceString(gr)} ${goQuote(name)} not found`, {
    name,
    group: gr.group,
    kind: gr.resource,
  });
}

export function alreadyExists(gr: GroupResource, name: string): StatusError {
  return make(409, 'AlreadyExists', `${groupResourceString(gr)} ${goQuote(name)} already exists`, {
    name,
    group: gr.group,
    kind: gr.resource,
  });
}

/** [AS] pkg/registry/generic/registry/store.go OptimisticLockErrorMsg. Note the semicolon. */
export const OPTIMISTIC_LOCK_MSG =
  'the object has been modified; please apply your changes to the latest version and try again';

export function conflict(gr: GroupResource, name: string, err: string): StatusError {
  return make(
    409,
    'Conflict',
    `Operation cannot be fulfilled on ${groupResourceString(gr)} ${goQuote(name)}: ${err}`,
    {
      name,
      group: gr.group,
      kind: gr.resource,
    },
  );
}

export function forbidden(gr: GroupResource, name: string, err: string): StatusError {
  const what = name === '' ? groupResourceString(gr) : `${groupResourceString(gr)} ${goQuote(name)}`;
  // an empty group-resource (a non-resource request) has no subject
  const message =
    gr.group === '' && gr.resource === '' ? `forbidden: ${err}` : `${what} is forbidden: ${err}`;
  return make(403, 'Forbidden', message, { name, group: gr.group, kind: gr.resource });
}

/**
 * NewGenericServerResponse(422, "", GroupResource{}, "", msg, 0, false) ([AM] pkg/api/errors/errors.go):
 * reason Invalid, its own message (the server's is dropped), empty details.
 */
export function unprocessableEntity(): StatusError {
  return make(422, 'Invalid', 'the server rejected our request due to an error in our request', {});
}

export function badRequest(message: string): StatusError {
  return make(400, 'BadRequest', message);
}

export function methodNotSupported(gr: GroupResource, action: string): StatusError {
  return make(
    405,
    'MethodNotAllowed',
    `${action} is not supported on resources of kind ${goQuote(groupResourceString(gr))}`,
    {
      group: gr.group,
      kind: gr.resource,
    },
  );
}

export function timeoutError(message: string, retryAfterSeconds: number): StatusError {
  return make(504, 'Timeout', `Timeout: ${message}`, { retryAfterSeconds });
}

/** `NewInternalError`: 500 `Internal error occurred: %v`, the error text as the single cause. */
export function internalError(err: string): StatusError {
  return make(500, 'InternalError', `Internal error occurred: ${err}`, { causes: [{ message: err }] });
}

/** A non-Status error inside the apiserver → 500 with an empty (Unknown) reason ([AS] responsewriters/status.go). */
export function unknownInternal(err: string): StatusError {
  return make(500, '', err);
}

/** A go-restful "no route" 404 ([AS] pkg/server/handler.go): empty details. */
export function noRoute(): StatusError {
  return make(404, 'NotFound', 'the server could not find the requested resource', {});
}

/**
 * go-restful's 405 for a path that has routes but none for this method (a POST or DELETE at a
 * namespaced resource's cluster-wide path, which serves only LIST and WATCH: [AS]
 * pkg/endpoints/installer.go), as serviceErrorHandler writes it ([AS] pkg/server/handler.go).
 */
export function noMethodRoute(): StatusError {
  return make(405, 'MethodNotAllowed', 'the server does not allow this method on the requested resource', {});
}

export function applyConflict(causes: StatusCause[], message: string): StatusError {
  return make(409, 'Conflict', message, { causes });
}

// ---- field errors -------------------------------------------------------------------------------------

export type FieldErrorType =
  | 'FieldValueNotFound'
  | 'FieldValueRequired'
  | 'FieldValueDuplicate'
  | 'FieldValueInvalid'
  | 'FieldValueNotSupported'
  | 'FieldValueForbidden'
  | 'FieldValueTooLong'
  | 'FieldValueTooMany'
  | 'FieldValueTooFew'
  | 'InternalError'
  | 'FieldValueTypeInvalid'
  | 'FieldValueTooShort';

const TYPE_TEXT: Record<FieldErrorType, string> = {
  FieldValueNotFound: 'Not found',
  FieldValueRequired: 'Required value',
  FieldValueDuplicate: 'Duplicate value',
  FieldValueInvalid: 'Invalid value',
  FieldValueNotSupported: 'Unsupported value',
  FieldValueForbidden: 'Forbidden',
  FieldValueTooLong: 'Too long',
  FieldValueTooMany: 'Too many',
  FieldValueTooFew: 'Too few',
  InternalError: 'Internal error',
  FieldValueTypeInvalid: 'Invalid value',
  FieldValueTooShort: 'Too short',
};

/** `OMIT` stands for field.omitValue: the body prints the type only. */
export const OMIT = Symbol('omitValue');
/**
 * A bad value as the Go value would be marshalled: composite values are built by the validator in
 * the Go struct's field order (maps with sorted keys), since ErrorBody renders them as json.Marshal
 * does.
 */
export type BadValue = Json | typeof OMIT;

export type FieldError = { type: FieldErrorType; field: string; badValue: BadValue; detail: string };

/**
 * `(*field.Error).ErrorBody()`, k8s ≥ 1.34 value rendering: numbers and bools with %v, strings
 * with %q, anything else through json.Marshal ([AM] pkg/util/validation/field/errors.go, "Nicer
 * value rendering in API errors"), so a map prints `{"app":"web"}`, not Go syntax.
 */
export function fieldErrorBody(e: FieldError): string {
  let s: string;
  switch (e.type) {
    case 'FieldValueRequired':
    case 'FieldValueForbidden':
    case 'FieldValueTooLong':
    case 'FieldValueTooShort':
    case 'InternalError':
      s = TYPE_TEXT[e.type];
      break;
    default: {
      const v = e.badValue;
      if (v === OMIT) s = TYPE_TEXT[e.type];
      else if (typeof v === 'number' || typeof v === 'boolean') s = `${TYPE_TEXT[e.type]}: ${goNumber(v)}`;
      else if (typeof v === 'string') s = `${TYPE_TEXT[e.type]}: ${goQuote(v)}`;
      else s = `${TYPE_TEXT[e.type]}: ${goMarshal(v)}`;
    }
  }
  if (e.detail !== '') s += `: ${e.detail}`;
  return s;
}

export function fieldErrorString(e: FieldError): string {
  return `${e.field}: ${fieldErrorBody(e)}`;
}

export const fieldErr = {
  required: (field: string, detail = ''): FieldError => ({
    type: 'FieldValueRequired',
    field,
    badValue: '',
    detail,
  }),
  invalid: (field: string, value: BadValue, detail: string): FieldError => ({
    type: 'FieldValueInvalid',
    field,
    badValue: value,
    detail,
  }),
  typeInvalid: (field: string, value: BadValue, detail: string): FieldError => ({
    type: 'FieldValueTypeInvalid',
    field,
    badValue: value,
    detail,
  }),
  forbidden: (field: string, detail: string): FieldError => ({
    type: 'FieldValueForbidden',
    field,
    badValue: '',
    detail,
  }),
  notSupported: (field: string, value: BadValue, valid: readonly string[]): FieldError => ({
    type: 'FieldValueNotSupported',
    field,
    badValue: value,
    detail: valid.length > 0 ? 'supported values: ' + valid.map(goQuote).join(', ') : '',
  }),
  tooLong: (field: string, max: number): FieldError => ({
    type: 'FieldValueTooLong',
    field,
    badValue: '<value omitted>',
    detail: max >= 0 ? `may not be more than ${max} ${max === 1 ? 'byte' : 'bytes'}` : 'value is too long',
  }),
  tooMany: (field: string, actual: number, max: number): FieldError => ({
    type: 'FieldValueTooMany',
    field,
    badValue: actual >= 0 ? actual : OMIT,
    detail: max >= 0 ? `must have at most ${max} ${max === 1 ? 'item' : 'items'}` : 'has too many items',
  }),
  duplicate: (field: string, value: BadValue): FieldError => ({
    type: 'FieldValueDuplicate',
    field,
    badValue: value,
    detail: '',
  }),
};

/** `utilerrors.NewAggregate(errs).Error()`: one message bare, several deduplicated inside `[a, b]`. */
export function aggregateMessage(msgs: readonly string[]): string {
  const seen: string[] = [];
  for (const m of msgs) if (!seen.includes(m)) seen.push(m);
  if (msgs.length === 1) return msgs[0];
  if (seen.length === 1) return seen[0];
  return '[' + seen.join(', ') + ']';
}

/** `NewInvalid(qualifiedKind, name, errs)`: 422 `%s %q is invalid: %v`. */
export function invalid(group: string, kind: string, name: string, errs: readonly FieldError[]): StatusError {
  const causes = errs.map((e) => ({ reason: e.type, message: fieldErrorBody(e), field: e.field }));
  const what = `${groupKindString(group, kind)} ${goQuote(name)} is invalid`;
  const message = errs.length === 0 ? what : `${what}: ${aggregateMessage(errs.map(fieldErrorString))}`;
  return make(422, 'Invalid', message, { name, group, kind, causes });
}

// ---- Go formatting helpers --------------------------------------------------------------------------------

/** strconv.Quote for the strings we print (ASCII escapes; non-ASCII printable kept). */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).padStart(2, '0');
    else out += ch;
  }
  return out + '"';
}

/**
 * `%v` of a JSON number or bool as Go prints the value apimachinery's JSON decoding made of it: an
 * integer that fits int64 stays int64 (k8s.io/apimachinery/pkg/util/json convertNumber), anything else
 * is a float64 (`goFloat`).
 */
export function goNumber(v: number | boolean): string {
  if (typeof v === 'boolean') return String(v);
  if (Number.isInteger(v) && Math.abs(v) < 2 ** 63) return String(v);
  return goFloat(v);
}

/**
 * `%v` of a float64: strconv.FormatFloat(v, 'g', -1, 64), the shortest digits that read back, in %e
 * form when the exponent is below -4 or at least 6 (ftoa.go: "if precision was the shortest
 * possible, use precision 6 for this decision"), with a two-digit exponent: 1234567.5 → 1.2345675e+06,
 * 1e6 → 1e+06, 0.00001 → 1e-05, 123456 → 123456.
 */
export function goFloat(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? '+Inf' : '-Inf';
  if (v === 0) return Object.is(v, -0) ? '-0' : '0';
  const [m, e] = v.toExponential().split('e');
  const exp = Number(e);
  if (exp < -4 || exp >= 6) return `${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  return String(v);
}

export function isStatusError(e: unknown): e is StatusError {
  return e instanceof StatusError;
}

export type { Json };
