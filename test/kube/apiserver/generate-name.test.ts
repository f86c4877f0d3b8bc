/**
 * metadata.generateName is validated as a name prefix before the generated name
 * ([AM] pkg/api/validation/objectmeta.go ValidateObjectMetaAccessor; generic.go maskTrailingDash, which
 * turns the trailing dash and the character before it into one "a").
 */
import { describe, expect, it } from 'vitest';
import { admin, configmaps, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const cms = ns(configmaps, 'default');
const cm = (meta: Record<string, string>) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { namespace: 'default', ...meta },
});

const SUBDOMAIN =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

describe('generateName', () => {
  it('a valid prefix with its trailing dash makes a name', () => {
    const { server } = newServer();
    const made = expectOk(server.create(admin, cms, cm({ generateName: 'settings-' })));
    expect(String(made.metadata?.name)).toMatch(/^settings-[a-z0-9]{5}$/);
  });

  it('an invalid prefix is refused on metadata.generateName, and the generated name on metadata.name', () => {
    const { server } = newServer();
    const st = expectErr(server.create(admin, cms, cm({ generateName: 'Settings-' })));
    expect(st.code).toBe(422);
    const name = /ConfigMap "([^"]+)" is invalid/.exec(st.message)?.[1] ?? '';
    expect(name).toMatch(/^Settings-[a-z0-9]{5}$/);
    expect(st.message).toBe(
      `ConfigMap "${name}" is invalid: [metadata.generateName: Invalid value: "Settings-": ${SUBDOMAIN}, metadata.name: Invalid value: "${name}": ${SUBDOMAIN}]`,
    );
  });

  it('the character before the trailing dash is masked with it, as upstream does', () => {
    const { server } = newServer();
    // "a.-" masks to "a" + "a": a valid prefix, though "a.-xxxxx" is not a valid name
    const st = expectErr(server.create(admin, cms, cm({ generateName: 'a.-' })));
    expect(st.message).not.toContain('metadata.generateName');
    expect(st.message).toContain('metadata.name: Invalid value: "a.-');
  });
});
