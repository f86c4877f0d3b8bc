/** CustomResourceDefinitions: names, the Established condition, serving and unserving. */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import {
  admin,
  crds,
  expectErr,
  expectOk,
  guestbook,
  guestbookCRD,
  guestbooks,
  installGuestbook,
  newServer,
  ns,
} from '../helpers.ts';

describe('CRD lifecycle', () => {
  it('is Established with the real condition texts and served right away; deleting it stops serving', () => {
    const { server, trace } = newServer();
    expectOk(server.create(admin, crds, guestbookCRD()));
    const crd = expectOk(server.get(admin, crds, 'guestbooks.webapp.my.domain'));
    const status = crd.status as JsonObject;
    expect((status.conditions as JsonObject[]).map((c) => [c.type, c.status, c.reason, c.message])).toEqual([
      ['NamesAccepted', 'True', 'NoConflicts', 'no conflicts found'],
      ['Established', 'True', 'InitialNamesAccepted', 'the initial names have been accepted'],
    ]);
    expect(status.storedVersions).toEqual(['v1']);
    expect(
      trace.apiCalls().some((c) => c.identity.username === 'system:apiserver' && c.subresource === 'status'),
    ).toBe(true);
    expectOk(server.create(admin, ns(guestbooks, 'default'), guestbook('gb')));
    expectOk(server.delete(admin, crds, 'guestbooks.webapp.my.domain'));
    expect(expectErr(server.get(admin, ns(guestbooks, 'default'), 'gb')).message).toBe(
      'the server could not find the requested resource',
    );
  });

  it('deleting a CRD deletes its custom resources first; one a finalizer keeps holds the CRD (crd_finalizer.go)', () => {
    const { server } = newServer();
    installGuestbook(server);
    expectOk(server.create(admin, ns(guestbooks, 'default'), guestbook('free')));
    const held = guestbook('held');
    (held.metadata as JsonObject).finalizers = ['example.com/hold'];
    expectOk(server.create(admin, ns(guestbooks, 'default'), held));
    expectOk(server.delete(admin, crds, 'guestbooks.webapp.my.domain'));
    const crd = expectOk(server.get(admin, crds, 'guestbooks.webapp.my.domain'));
    expect((crd.metadata as JsonObject).finalizers).toEqual(['customresourcecleanup.apiextensions.k8s.io']);
    const terminating = ((crd.status as JsonObject).conditions as JsonObject[]).find(
      (c) => c.type === 'Terminating',
    );
    expect([terminating?.status, terminating?.reason, terminating?.message]).toEqual([
      'True',
      'InstanceDeletionCheck',
      'could not confirm zero CustomResources remaining: context deadline exceeded',
    ]);
    expect(expectErr(server.get(admin, ns(guestbooks, 'default'), 'free')).reason).toBe('NotFound');
    const left = expectOk(server.get(admin, ns(guestbooks, 'default'), 'held'));
    expect((left.metadata as JsonObject).deletionTimestamp).toBeDefined();
    // while the CRD terminates it refuses new instances, before the namespace check
    // ([AX] customresource_handler.go forbidCreateAdmission); a generated name is not yet there
    const late = guestbook('late');
    delete (late.metadata as JsonObject).namespace;
    const refused = expectErr(server.create(admin, ns(guestbooks, 'nowhere'), late));
    expect([refused.code, refused.reason, refused.message, refused.details]).toEqual([
      403,
      'Forbidden',
      'guestbooks.webapp.my.domain "late" is forbidden: create not allowed while custom resource definition is terminating',
      { name: 'late', group: 'webapp.my.domain', kind: 'guestbooks' },
    ]);
    const generated = guestbook('');
    (generated.metadata as JsonObject).generateName = 'gb-';
    delete (generated.metadata as JsonObject).name;
    expect(expectErr(server.create(admin, ns(guestbooks, 'default'), generated)).message).toBe(
      'guestbooks.webapp.my.domain is forbidden: create not allowed while custom resource definition is terminating',
    );
    // updates of what is left still go through
    expectOk(
      server.patch(admin, ns(guestbooks, 'default'), 'held', 'merge', { metadata: { labels: { a: 'b' } } }),
    );
    // the last instance goes: the finalizer controller removes its finalizer, and the CRD is gone
    expectOk(
      server.patch(admin, ns(guestbooks, 'default'), 'held', 'merge', { metadata: { finalizers: null } }),
    );
    expect(expectErr(server.get(admin, crds, 'guestbooks.webapp.my.domain')).reason).toBe('NotFound');
  });

  it('the name must be <plural>.<group>', () => {
    const { server } = newServer();
    const bad = guestbookCRD();
    (bad.metadata as JsonObject).name = 'guestbook.webapp.my.domain';
    const st = expectErr(server.create(admin, crds, bad));
    expect(st.message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "guestbook.webapp.my.domain" is invalid: metadata.name: Invalid value: "guestbook.webapp.my.domain": must be spec.names.plural+"."+spec.group',
    );
  });
});

// ValidateCustomResourceDefinition ([AX] v0.34 pkg/apis/apiextensions/validation/validation.go) on the
// internal object: the v1 conversion moves what every version has alike (schema, subresources,
// columns) to the top level, so the versions an error prints hold only what differs, as json.Marshal
// writes the untagged internal structs.
describe('CRD validation', () => {
  const crd = (spec: JsonObject, name = 'foos.example.com'): JsonObject => ({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name },
    spec: {
      group: 'example.com',
      names: { kind: 'Foo', plural: 'foos' },
      scope: 'Namespaced',
      ...spec,
    },
  });
  const schema = { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } };
  const version = (name: string, storage: boolean, extra: JsonObject = {}) => ({
    name,
    served: true,
    storage,
    schema,
    ...extra,
  });
  const V = (name: string, storage: boolean, schemaJson = 'null') =>
    `{"Name":"${name}","Served":true,"Storage":${storage},"Deprecated":false,"DeprecationWarning":null,"Schema":${schemaJson},"Subresources":null,"AdditionalPrinterColumns":null,"SelectableFields":null}`;

  it('exactly one storage version: none, or two', () => {
    const { server } = newServer();
    expect(expectErr(server.create(admin, crds, crd({ versions: [version('v1', false)] }))).message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "foos.example.com" is invalid: [' +
        `spec.versions: Invalid value: [${V('v1', false)}]: must have exactly one version marked as storage version, ` +
        'status.storedVersions: Invalid value: null: must have at least one stored version]',
    );
    expect(
      expectErr(server.create(admin, crds, crd({ versions: [version('v1', true), version('v2', true)] })))
        .message,
    ).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "foos.example.com" is invalid: [' +
        `spec.versions: Invalid value: [${V('v1', true)},${V('v2', true)}]: must have exactly one version marked as storage version, ` +
        'status.storedVersions: Invalid value: ["v1"]: must have the storage version v2]',
    );
  });

  it('a schema that differs between versions stays in them, as the internal JSONSchemaProps', () => {
    const { server } = newServer();
    const other = { openAPIV3Schema: { type: 'object', required: ['spec'] } };
    const st = expectErr(
      server.create(
        admin,
        crds,
        crd({ versions: [version('v1', false), version('v2', false, { schema: other })] }),
      ),
    );
    const props = (type: string, required: string, preserve: string) =>
      `{"OpenAPIV3Schema":{"ID":"","Schema":"","Ref":null,"Description":"","Type":"${type}","Nullable":false,"Format":"","Title":"","Default":null,"Maximum":null,"ExclusiveMaximum":false,"Minimum":null,"ExclusiveMinimum":false,"MaxLength":null,"MinLength":null,"Pattern":"","MaxItems":null,"MinItems":null,"UniqueItems":false,"MultipleOf":null,"Enum":null,"MaxProperties":null,"MinProperties":null,"Required":${required},"Items":null,"AllOf":null,"OneOf":null,"AnyOf":null,"Not":null,"Properties":null,"AdditionalProperties":null,"PatternProperties":null,"Dependencies":null,"AdditionalItems":null,"Definitions":null,"ExternalDocs":null,"Example":null,"XPreserveUnknownFields":${preserve},"XEmbeddedResource":false,"XIntOrString":false,"XListMapKeys":null,"XListType":null,"XMapType":null,"XValidations":null}}`;
    expect(st.details?.causes?.[0]?.message).toBe(
      `Invalid value: [${V('v1', false, props('object', 'null', 'true'))},${V('v2', false, props('object', '["spec"]', 'null'))}]: must have exactly one version marked as storage version`,
    );
  });

  it('the group, names, version names and missing schemas, in validation.go’s order', () => {
    const { server } = newServer();
    const st = expectErr(
      server.create(
        admin,
        crds,
        crd(
          {
            group: 'example',
            names: { plural: 'foos', kind: 'Foo', listKind: 'Foo', shortNames: ['F'] },
            versions: [{ name: 'V1', served: true, storage: true }],
          },
          'foos.example',
        ),
      ),
    );
    expect(st.message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "foos.example" is invalid: [' +
        'spec.group: Invalid value: "example": should be a domain with at least one dot, ' +
        'spec.versions[0].schema.openAPIV3Schema: Required value, ' +
        `spec.versions[0].name: Invalid value: "V1": a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?'), ` +
        `spec.version: Invalid value: "V1": a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?'), ` +
        `spec.names.shortNames[0]: Invalid value: "F": a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?'), ` +
        'spec.names.listKind: Invalid value: "Foo": kind and listKind may not be the same]',
    );
    const noKind = expectErr(
      server.create(
        admin,
        crds,
        crd({ scope: '', names: { plural: 'foos' }, versions: [version('v1', true)] }),
      ),
    );
    expect(noKind.message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "foos.example.com" is invalid: [' +
        'spec.scope: Required value, spec.names.singular: Required value, spec.names.kind: Required value, spec.names.listKind: Required value]',
    );
  });

  it('singular, listKind and the conversion strategy are defaulted', () => {
    const { server } = newServer();
    const made = expectOk(server.create(admin, crds, crd({ versions: [version('v1', true)] })));
    const spec = made.spec as JsonObject;
    expect(spec.names).toEqual({ kind: 'Foo', plural: 'foos', singular: 'foo', listKind: 'FooList' });
    expect(spec.conversion).toEqual({ strategy: 'None' });
  });

  it('an established CRD keeps its scope and kind; group and plural never change', () => {
    const { server } = newServer();
    expectOk(server.create(admin, crds, crd({ versions: [version('v1', true)] })));
    const cur = expectOk(server.get(admin, crds, 'foos.example.com'));
    const spec = cur.spec as JsonObject;
    spec.scope = 'Cluster';
    spec.names = { ...(spec.names as JsonObject), kind: 'Bar', plural: 'bars' };
    expect(expectErr(server.update(admin, crds, cur)).message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "foos.example.com" is invalid: [' +
        'spec.scope: Invalid value: "Cluster": field is immutable, ' +
        'spec.names.kind: Invalid value: "Bar": field is immutable, ' +
        'spec.names.plural: Invalid value: "bars": field is immutable]',
    );
  });

  it('a version once stored may not leave spec.versions', () => {
    const { server } = newServer();
    expectOk(server.create(admin, crds, crd({ versions: [version('v1', true)] })));
    const cur = expectOk(server.get(admin, crds, 'foos.example.com'));
    (cur.spec as JsonObject).versions = [version('v2', true)];
    expect(expectErr(server.update(admin, crds, cur)).message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "foos.example.com" is invalid: status.storedVersions[0]: Invalid value: "v1": missing from spec.versions; v1 was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in v1 and removes v1 from status.storedVersions',
    );
  });

  it('schemas: a structural schema’s invariants (sorted by their text), then the OpenAPI checks, at spec.validation when every version has the schema', () => {
    const { server } = newServer();
    const openAPIV3Schema = {
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          properties: {
            size: { minimum: 1 },
            tags: { type: 'array' },
            mode: { type: 'strng' },
            port: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
          },
        },
      },
    };
    const st = expectErr(
      server.create(
        admin,
        crds,
        crd({ versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema } }] }),
      ),
    );
    expect(st.message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "foos.example.com" is invalid: [' +
        'spec.validation.openAPIV3Schema.properties[spec].properties[port].type: Required value: must not be empty for specified object fields, ' +
        'spec.validation.openAPIV3Schema.properties[spec].properties[size].type: Required value: must not be empty for specified object fields, ' +
        'spec.validation.openAPIV3Schema.properties[spec].properties[tags].items: Required value: must be specified, ' +
        'spec.validation.openAPIV3Schema.properties[spec].properties[mode].type: Unsupported value: "strng": supported values: "array", "boolean", "integer", "number", "object", "string"]',
    );
    // a schema of one version only: its own path; a type under anyOf is not structural
    const other = { openAPIV3Schema: { type: 'object', anyOf: [{ type: 'object' }] } };
    const st2 = expectErr(
      server.create(
        admin,
        crds,
        crd({ versions: [version('v1', true), version('v2', false, { schema: other })] }),
      ),
    );
    expect(st2.message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "foos.example.com" is invalid: spec.versions[1].schema.openAPIV3Schema.anyOf[0].type: Forbidden: must be empty to be structural',
    );
  });

  it('a rule naming what its environment does not declare does not compile: the checker’s issues with their carets, the internal rule as the value', () => {
    const { server } = newServer();
    const openAPIV3Schema: JsonObject = {
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          properties: {
            replicas: {
              type: 'integer',
              'x-kubernetes-validations': [{ rule: 'self >= 0 && self <= max', message: 'too many' }],
            },
            tags: {
              type: 'array',
              items: { type: 'string' },
              'x-kubernetes-validations': [{ rule: 'self.all(t, t != "")' }],
            },
          },
          // a forgotten `self.`: the select's operand is the undeclared name, each occurrence reported
          'x-kubernetes-validations': [
            { rule: 'self.replicas >= 0', reason: 'FieldValueInvalid' },
            { rule: 'spec.replicas > 0 ||\n  replicas == 0', fieldPath: '.replicas' },
          ],
        },
      },
    };
    const st = expectErr(
      server.create(
        admin,
        crds,
        crd({ versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema } }] }),
      ),
    );
    // [AX] validation.go: field.Invalid(…rule, schema.XValidations[i], "compilation failed: " + issues)
    expect(st.message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "foos.example.com" is invalid: [' +
        'spec.validation.openAPIV3Schema.properties[spec].properties[replicas].x-kubernetes-validations[0].rule: Invalid value: ' +
        '{"Rule":"self \\u003e= 0 \\u0026\\u0026 self \\u003c= max","Message":"too many","MessageExpression":"","Reason":null,"FieldPath":"","OptionalOldSelf":null}: ' +
        "compilation failed: ERROR: <input>:1:22: undeclared reference to 'max' (in container '')\n | self >= 0 && self <= max\n | .....................^, " +
        'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[1].rule: Invalid value: ' +
        '{"Rule":"spec.replicas \\u003e 0 ||\\n  replicas == 0","Message":"","MessageExpression":"","Reason":null,"FieldPath":".replicas","OptionalOldSelf":null}: ' +
        "compilation failed: ERROR: <input>:1:1: undeclared reference to 'spec' (in container '')\n | spec.replicas > 0 ||\n | ^\n" +
        "ERROR: <input>:2:3: undeclared reference to 'replicas' (in container '')\n |   replicas == 0\n | ..^]",
    );
    // a selection of a field the schema does not declare, at its `.`; maps, unknown-preserving
    // objects and declared fields pass
    const typo: JsonObject = {
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          properties: {
            replicas: { type: 'integer' },
            labels: { type: 'object', additionalProperties: { type: 'string' } },
            raw: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
            template: { type: 'object', properties: { image: { type: 'string' } } },
          },
          'x-kubernetes-validations': [
            { rule: 'self.replicas >= 0 && self.labels.app != "" && has(self.raw.anything)' },
            { rule: 'self.replica >= 0 || has(self.template.imag)' },
          ],
        },
      },
    };
    const st3 = expectErr(
      server.create(
        admin,
        crds,
        crd({ versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: typo } }] }),
      ),
    );
    expect(st3.message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "foos.example.com" is invalid: ' +
        'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[1].rule: Invalid value: ' +
        '{"Rule":"self.replica \\u003e= 0 || has(self.template.imag)","Message":"","MessageExpression":"","Reason":null,"FieldPath":"","OptionalOldSelf":null}: ' +
        "compilation failed: ERROR: <input>:1:5: undefined field 'replica'\n | self.replica >= 0 || has(self.template.imag)\n | ....^\n" +
        "ERROR: <input>:1:39: undefined field 'imag'\n | self.replica >= 0 || has(self.template.imag)\n | ......................................^",
    );
    expect(st.details?.causes?.map((c) => c.field)).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].properties[replicas].x-kubernetes-validations[0].rule',
      'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[1].rule',
    ]);
  });
});
