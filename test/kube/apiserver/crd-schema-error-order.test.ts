// A CRD schema's failures for one value, as kube-apiserver reports them: kube-openapi's
// SchemaValidator runs its validators in a fixed order (pkg/validation/validate/schema.go
// NewSchemaValidator: type, schemaProps, string, format, number, slice, common (enum), object) and
// apiextensions-apiserver lists the results in that order (pkg/apiserver/validation/validation.go
// ValidateCustomResource). The string validator stops at its first failure (validator.go
// stringValidator.Validate: maxLength, minLength, pattern); the number validator merges multipleOf,
// minimum, maximum in that order (numberValidator.Validate); the slice validator checks the items
// before minItems, maxItems and uniqueItems (slice_validator.go schemaSliceValidator.Validate).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, crds, expectErr, expectOk, newServer } from '../helpers.ts';

const widgets = { group: 'example.com', version: 'v1', resource: 'widgets', namespace: 'default' };

function install(server: ReturnType<typeof newServer>['server']): void {
  const spec: JsonObject = {
    type: 'object',
    properties: {
      code: { type: 'string', minLength: 2, maxLength: 4, pattern: '^[A-Z]+$', enum: ['AB', 'CD'] },
      count: { type: 'integer', multipleOf: 5, minimum: 10, maximum: 12 },
      tags: { type: 'array', maxItems: 1, items: { type: 'string', pattern: '^[a-z]+$' } },
    },
  };
  expectOk(
    server.create(admin, crds, {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com' },
      spec: {
        group: 'example.com',
        names: { kind: 'Widget', listKind: 'WidgetList', plural: 'widgets', singular: 'widget' },
        scope: 'Namespaced',
        versions: [
          {
            name: 'v1',
            served: true,
            storage: true,
            schema: { openAPIV3Schema: { type: 'object', properties: { spec } } },
          },
        ],
      },
    }),
  );
}

function createError(spec: JsonObject): string {
  const { server } = newServer();
  install(server);
  const st = expectErr(
    server.create(admin, widgets, {
      apiVersion: 'example.com/v1',
      kind: 'Widget',
      metadata: { name: 'w', namespace: 'default' },
      spec,
    }),
  );
  expect(st.code).toBe(422);
  return st.message.replace('Widget.example.com "w" is invalid: ', '');
}

describe('CRD schema failures of one value, in kube-openapi order', () => {
  it('a string stops at its first failure, and the enum comes after it', () => {
    expect(createError({ code: '' })).toBe(
      '[spec.code: Invalid value: "": spec.code in body should be at least 2 chars long, spec.code: Unsupported value: "": supported values: "AB", "CD"]',
    );
    expect(createError({ code: 'abcdef' })).toBe(
      '[spec.code: Too long: may not be more than 4 bytes, spec.code: Unsupported value: "abcdef": supported values: "AB", "CD"]',
    );
    expect(createError({ code: 'ab' })).toBe(
      '[spec.code: Invalid value: "ab": spec.code in body should match \'^[A-Z]+$\', spec.code: Unsupported value: "ab": supported values: "AB", "CD"]',
    );
  });

  it('a number reports multipleOf, then minimum, then maximum', () => {
    expect(createError({ count: 7 })).toBe(
      '[spec.count: Invalid value: 7: spec.count in body should be a multiple of 5, spec.count: Invalid value: 7: spec.count in body should be greater than or equal to 10]',
    );
    expect(createError({ count: 13 })).toBe(
      '[spec.count: Invalid value: 13: spec.count in body should be a multiple of 5, spec.count: Invalid value: 13: spec.count in body should be less than or equal to 12]',
    );
  });

  it('an array reports its items before maxItems', () => {
    expect(createError({ tags: ['ok', 'BAD'] })).toBe(
      '[spec.tags[1]: Invalid value: "BAD": spec.tags[1] in body should match \'^[a-z]+$\', spec.tags: Too many: 2: must have at most 1 item]',
    );
  });
});
