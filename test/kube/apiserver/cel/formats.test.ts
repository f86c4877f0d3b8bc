/**
 * Kubernetes' CEL format library ([apiserver] pkg/cel/library/format_test.go TestFormat): each named
 * format's validate() is optional.none() for a valid string and the validation's messages otherwise;
 * format.named() looks formats up; a format equals only itself.
 */
import { describe, expect, it } from 'vitest';
import { CelOptional, evaluate } from '../../../../src/kube/apiserver/cel/eval.ts';
import { parse } from '../../../../src/kube/apiserver/cel/parse.ts';

const run = (rule: string, self?: string) =>
  evaluate(parse(rule), new Map(self === undefined ? [] : [['self', self]]));

const NONE = [
  'format.dns1123Label().validate("my-label-name")',
  'format.dns1123Subdomain().validate("apiextensions.k8s.io")',
  'format.qualifiedName().validate("apiextensions.k8s.io/v1beta1")',
  'format.dns1123LabelPrefix().validate("my-label-prefix-")',
  'format.dns1123SubdomainPrefix().validate("mysubdomain.prefix.-")',
  'format.dns1035LabelPrefix().validate("my-label-prefix-")',
  'format.uri().validate("http://example.com")',
  'format.uuid().validate("123e4567-e89b-12d3-a456-426614174000")',
  'format.byte().validate("aGVsbG8=")',
  'format.date().validate("2021-01-01")',
  'format.datetime().validate("2021-01-01T00:00:00Z")',
  'format.dns1035Label().validate("my-label-name")',
  'format.qualifiedName().validate("my.name")',
  'format.labelValue().validate("my-cool-label-Value")',
];

const LABEL =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const SUBDOMAIN =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const DNS1035 =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";

const ERRS: [string, string[]][] = [
  ['format.dns1123Label().validate("contains a space")', [LABEL]],
  ['format.dns1123Subdomain().validate("contains a space")', [SUBDOMAIN]],
  ['format.dns1035Label().validate("contains a space")', [DNS1035]],
  [
    'format.qualifiedName().validate("contains a space")',
    [
      "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
    ],
  ],
  ['format.dns1123LabelPrefix().validate("contains a space-")', [LABEL]],
  ['format.dns1123SubdomainPrefix().validate("contains a space-")', [SUBDOMAIN]],
  ['format.dns1035LabelPrefix().validate("contains a space-")', [DNS1035]],
  ['format.byte().validate("aGVsbG8")', ['invalid base64']],
  ['format.date().validate("2020-01-32")', ['invalid date']],
  ['format.datetime().validate("2020-01-32T00:00:00Z")', ['invalid datetime']],
  [
    'format.labelValue().validate("my-cool-label-Value!!\\n\\n!!!")',
    [
      "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
    ],
  ],
  ['format.uri().validate("../x")', ['parse "../x": invalid URI for request']],
];

const NAMES = [
  'dns1123Label',
  'dns1123Subdomain',
  'dns1035Label',
  'qualifiedName',
  'dns1123LabelPrefix',
  'dns1123SubdomainPrefix',
  'dns1035LabelPrefix',
  'labelValue',
  'uri',
  'uuid',
  'byte',
  'date',
  'datetime',
];

describe('format library (TestFormat)', () => {
  for (const rule of NONE)
    it(`${rule} is optional.none()`, () => {
      const v = run(rule);
      expect(v).toBeInstanceOf(CelOptional);
      expect((v as CelOptional).v).toBeUndefined();
    });
  for (const [rule, errs] of ERRS)
    it(`${rule} lists the validation's messages`, () => {
      expect((run(rule) as CelOptional).v).toEqual(errs);
    });
  it('format.named looks up every format, and a format equals only itself', () => {
    expect(run('format.named("unknown").hasValue()')).toBe(false);
    for (const n of NAMES) {
      expect(run(`format.named("${n}").hasValue()`)).toBe(true);
      expect(run(`format.named("${n}").value() == format.${n}()`)).toBe(true);
      for (const m of NAMES) if (m !== n) expect(run(`format.${n}() == format.${m}()`)).toBe(false);
    }
  });
  it('the rule kubebuilder users write holds on a subdomain and fails on a bad one', () => {
    const rule = '!format.dns1123Subdomain().validate(self).hasValue()';
    expect(run(rule, 'my-app.example.com')).toBe(true);
    expect(run(rule, 'My_App')).toBe(false);
  });
});
