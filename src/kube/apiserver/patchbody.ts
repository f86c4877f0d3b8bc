// A PATCH body as the API server's patch handler decodes it ([AS] pkg/endpoints/handlers/patch.go):
// an apply patch (application/apply-patch+yaml) is YAML, read by sigs.k8s.io/yaml.Unmarshal into the
// map of an Unstructured (applyPatcher.applyPatchToCurrentObject: a failure is a BadRequest
// `error decoding YAML: …` wrapping sigs.k8s.io/yaml's own words); the other patch types are JSON,
// whose syntax errors are encoding/json's.

import { jsString } from '../../go/interp/strings.ts';
import { JsonSyntaxError, parseJSON } from '../../go/std/encoding/json/scan.ts';
import { yamlToJSONText } from '../yamljson.ts';
import type { PatchType } from './server.ts';
import { badRequest, type Status } from './status.ts';
import type { Json } from './types.ts';

export type PatchBody = { ok: true; value: Json } | { ok: false; status: Status };

/** encoding/json's name of a JSON value's type in an UnmarshalTypeError (decode.go literalStore). */
function jsonTypeName(v: Json): string {
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return 'number';
  if (typeof v === 'boolean') return 'bool';
  return 'object';
}

/**
 * sigs.k8s.io/yaml.Unmarshal(body, &patchObj.Object) (v1.4.0 yaml.go unmarshal): the YAML converted to
 * JSON ("error converting YAML to JSON: …"), then decoded into map[string]interface{} ("error
 * unmarshaling JSON: while decoding JSON: …"). A null document leaves the map empty.
 */
export function decodeApplyPatch(text: string): PatchBody {
  const fail = (m: string): PatchBody => ({
    ok: false,
    status: badRequest(`error decoding YAML: ${m}`).status,
  });
  const converted = yamlToJSONText(text, false);
  if (!converted.ok) return fail(`error converting YAML to JSON: ${converted.message}`);
  const value = JSON.parse(converted.json) as Json;
  if (value === null) return { ok: true, value: {} };
  if (typeof value !== 'object' || Array.isArray(value))
    return fail(
      `error unmarshaling JSON: while decoding JSON: json: cannot unmarshal ${jsonTypeName(value)} into Go value of type map[string]interface {}`,
    );
  return { ok: true, value };
}

/**
 * A patch body (a Go byte string, as it came over the wire) decoded for its patch type under the
 * request's fieldValidation (empty is Warn: handlers/rest.go fieldValidation). A JSON or merge patch is
 * first read by kjson.UnmarshalStrict under Warn and Strict ("error decoding patch: …"), under Ignore
 * by json-patch (DecodePatch: encoding/json's words; MergePatch: "Invalid JSON Patch"); a strategic
 * merge patch's decoding error is answered as it is (strategicPatchObject).
 */
export function decodePatchBody(type: PatchType, bytes: string, directive = 'Warn'): PatchBody {
  if (type === 'apply') return decodeApplyPatch(jsString(bytes));
  try {
    parseJSON(bytes);
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    const strict = directive === 'Warn' || directive === 'Strict';
    const message =
      type === 'strategic'
        ? e.message
        : strict
          ? `error decoding patch: ${e.message}`
          : type === 'merge'
            ? 'Invalid JSON Patch'
            : e.message;
    return { ok: false, status: badRequest(message).status };
  }
  const value = JSON.parse(jsString(bytes)) as Json;
  const wrongType = patchTypeError(type, value, directive);
  if (wrongType) return { ok: false, status: badRequest(wrongType).status };
  return { ok: true, value };
}

/**
 * A well-formed body of the wrong JSON type for its patch type ([AS] handlers/patch.go): a merge patch
 * under Warn or Strict is first read into a map[string]any (applyJSPatch), a JSON patch into the
 * handler's []jsonPatchOp (applyJSPatch), under Ignore by json-patch's DecodePatch into a
 * jsonpatch.Patch; a strategic merge patch into a map, its error answered as it is
 * (strategicPatchObject / patchResource). A null body decodes into each without error.
 */
function patchTypeError(type: PatchType, value: Json, directive: string): string | undefined {
  if (value === null) return undefined;
  const strict = directive === 'Warn' || directive === 'Strict';
  const unmarshal = (v: Json, into: string) =>
    `json: cannot unmarshal ${jsonTypeName(v)} into Go value of type ${into}`;
  if (type === 'strategic') return isMap(value) ? undefined : unmarshal(value, 'map[string]interface {}');
  if (type === 'merge')
    return strict && !isMap(value)
      ? `error decoding patch: ${unmarshal(value, 'map[string]interface {}')}`
      : undefined;
  if (type !== 'json') return undefined;
  const [list, op] = strict
    ? ['[]handlers.jsonPatchOp', 'handlers.jsonPatchOp']
    : ['jsonpatch.Patch', 'jsonpatch.Operation'];
  const prefix = strict ? 'error decoding patch: ' : '';
  if (!Array.isArray(value)) return `${prefix}${unmarshal(value, list)}`;
  const bad = value.find((x) => x !== null && !isMap(x));
  return bad === undefined ? undefined : `${prefix}${unmarshal(bad, op)}`;
}

const isMap = (v: Json): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);
