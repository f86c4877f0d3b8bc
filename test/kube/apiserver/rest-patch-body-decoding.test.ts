// PATCH bodies over HTTP, decoded as the patcher of their type decodes them (kubernetes
// staging/src/k8s.io/apiserver/pkg/endpoints/handlers/patch.go): an apply body through
// sigs.k8s.io/yaml.Unmarshal, its failure wrapped "error decoding YAML: error converting YAML to
// JSON: …"; a merge or JSON patch through kjson.UnmarshalStrict under Warn and Strict ("error
// decoding patch: …"), under Ignore through json-patch (MergePatch's "Invalid JSON Patch",
// DecodePatch's encoding/json error); a strategic merge patch's error unwrapped.
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { handleRest } from '../../../src/kube/rest/handler.ts';

const CM = '/api/v1/namespaces/default/configmaps/c';

function patch(contentType: string, body: string, query = '') {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
  const ctx = { server, user: ADMIN_USER, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' };
  const send = (method: string, path: string, type: string, bytes: string, q = '') => {
    const r = handleRest(ctx, {
      method,
      path,
      query: new URLSearchParams(q),
      headers: { 'content-type': type, accept: 'application/json' },
      bodyBytes: bytes,
    });
    if (r.kind !== 'response') throw new Error(r.kind);
    return { status: r.status, body: JSON.parse(r.body) };
  };
  send(
    'POST',
    '/api/v1/namespaces/default/configmaps',
    'application/json',
    JSON.stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: 'b' } }),
  );
  return send('PATCH', CM, contentType, body, query);
}

describe('PATCH bodies the server cannot decode', () => {
  it('apply: sigs.k8s.io/yaml’s words under "error decoding YAML"', () => {
    const r = patch(
      'application/apply-patch+yaml',
      'kind: ConfigMap\nmetadata:\n  name: c: d\n',
      'fieldManager=m',
    );
    expect(r.status).toBe(400);
    expect(r.body.reason).toBe('BadRequest');
    expect(r.body.message).toBe(
      'error decoding YAML: error converting YAML to JSON: yaml: line 3: mapping values are not allowed in this context',
    );
    const list = patch('application/apply-patch+yaml', '- a\n', 'fieldManager=m');
    expect(list.body.message).toBe(
      'error decoding YAML: error unmarshaling JSON: while decoding JSON: json: cannot unmarshal array into Go value of type map[string]interface {}',
    );
    const ok = patch(
      'application/apply-patch+yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: "x"\n',
      'fieldManager=m&force=true',
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ a: 'x' });
  });

  it('merge, JSON and strategic patches: the words of the decoder each patcher uses', () => {
    expect(patch('application/merge-patch+json', '{"data":').body.message).toBe(
      'error decoding patch: unexpected end of JSON input',
    );
    expect(patch('application/merge-patch+json', '{"data":', 'fieldValidation=Ignore').body.message).toBe(
      'Invalid JSON Patch',
    );
    expect(patch('application/json-patch+json', '[{"op": add}]').body.message).toBe(
      "error decoding patch: invalid character 'a' looking for beginning of value",
    );
    expect(patch('application/json-patch+json', '[{"op": add}]', 'fieldValidation=Ignore').body.message).toBe(
      "invalid character 'a' looking for beginning of value",
    );
    const smp = patch('application/strategic-merge-patch+json', '{data: 1}');
    expect(smp.status).toBe(400);
    expect(smp.body.message).toBe("invalid character 'd' looking for beginning of object key string");
  });

  it('well-formed bodies of the wrong JSON type: the type each decoder reads into', () => {
    // applyJSPatch: a merge patch into map[string]any, a JSON patch into the handler's []jsonPatchOp
    const merge = patch('application/merge-patch+json', '[1]');
    expect([merge.status, merge.body.reason]).toEqual([400, 'BadRequest']);
    expect(merge.body.message).toBe(
      'error decoding patch: json: cannot unmarshal array into Go value of type map[string]interface {}',
    );
    expect(patch('application/json-patch+json', '{"op":"remove","path":"/data/a"}').body.message).toBe(
      'error decoding patch: json: cannot unmarshal object into Go value of type []handlers.jsonPatchOp',
    );
    expect(patch('application/json-patch+json', '[1]').body.message).toBe(
      'error decoding patch: json: cannot unmarshal number into Go value of type handlers.jsonPatchOp',
    );
    // under Ignore, json-patch's DecodePatch reads it into a jsonpatch.Patch
    expect(
      patch('application/json-patch+json', '{"op":"remove"}', 'fieldValidation=Ignore').body.message,
    ).toBe('json: cannot unmarshal object into Go value of type jsonpatch.Patch');
    // strategicPatchObject: the error as it is
    const smp = patch('application/strategic-merge-patch+json', '"x"');
    expect([smp.status, smp.body.message]).toEqual([
      400,
      'json: cannot unmarshal string into Go value of type map[string]interface {}',
    ]);
  });

  it('a JSON patch that does not apply: a 422 with the generic message, json-patch’s words dropped', () => {
    // applyJSPatch: NewGenericServerResponse(422, "", GroupResource{}, "", err.Error(), 0, false)
    for (const op of [
      '[{"op":"test","path":"/data/a","value":"x"}]',
      '[{"op":"remove","path":"/data/zz"}]',
      '[{"op":"replace","path":"/data/zz","value":"x"}]',
    ]) {
      const r = patch('application/json-patch+json', op);
      expect(r.status).toBe(422);
      expect(r.body).toEqual({
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Failure',
        message: 'the server rejected our request due to an error in our request',
        reason: 'Invalid',
        details: {},
        code: 422,
      });
    }
    expect(patch('application/json-patch+json', '[{"op":"test","path":"/data/a","value":"b"}]').status).toBe(
      200,
    );
  });
});
