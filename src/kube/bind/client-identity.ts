// Who a rest.Config authenticates as. The simulated cluster has no TLS, so a config carries its user
// as a simulated client certificate in TLSClientConfig.CertData (CN = user name, O = groups, as
// kube-apiserver's x509 authenticator reads a real one); Impersonate then switches to the requested
// user exactly as kube-apiserver's impersonation filter does ([AS] pkg/endpoints/filters/impersonation.go:
// a `system:serviceaccount:<ns>:<name>` user gets the service-account groups, every non-anonymous
// user gets `system:authenticated`).

import { goString, jsString } from '../../go/interp/strings.ts';
import type { Slice } from '../../go/interp/values.ts';
import { serviceAccountUser } from '../apiserver/rbac.ts';
import type { UserInfo } from '../apiserver/types.ts';
import { bytesOf, bytesSlice } from './codec.ts';

const BEGIN = '-----BEGIN CERTIFICATE-----\n';
const END = '\n-----END CERTIFICATE-----\n';

/** A simulated client certificate (PEM-shaped bytes) for `user`, as a Go []byte. */
export function certFor(user: UserInfo): Slice {
  const subject = JSON.stringify({
    CN: user.username,
    O: user.groups.filter((g) => g !== 'system:authenticated'),
  });
  return bytesSlice(BEGIN + btoa(subject) + END);
}

/** The user a simulated certificate names, or undefined when `cert` is not one. */
export function userOfCert(cert: Slice | null): UserInfo | undefined {
  if (cert === null || cert.len === 0) return undefined;
  const text = bytesOf(cert);
  if (!text.startsWith(BEGIN) || !text.endsWith(END)) return undefined;
  try {
    const s = JSON.parse(atob(text.slice(BEGIN.length, text.length - END.length))) as {
      CN: string;
      O: string[];
    };
    return { username: s.CN, groups: [...s.O, 'system:authenticated'] };
  } catch {
    return undefined;
  }
}

/**
 * The identity requests made with rest.Config `cfg` (the Go struct object) are authorized as:
 * the impersonated user if any, else the certificate's, else `fallback` (the run's identity).
 */
export function identityOfConfig(cfg: any, fallback: UserInfo): UserInfo {
  const imp = cfg.Impersonate;
  const base = userOfCert(cfg.TLSClientConfig?.CertData ?? null) ?? fallback;
  const name = jsString(imp.UserName as string);
  if (name === '') return base;
  const groups = imp.Groups === null ? [] : (imp.Groups as Slice).toArray().map((g: string) => jsString(g));
  const sa = /^system:serviceaccount:([^:]+):([^:]+)$/.exec(name);
  if (sa !== null && groups.length === 0) return serviceAccountUser(sa[1], sa[2]);
  if (name === 'system:anonymous') return { username: name, groups };
  return {
    username: name,
    groups: groups.includes('system:authenticated') ? groups : [...groups, 'system:authenticated'],
  };
}

/** Fill a zero rest.Config struct object for `host` authenticating as `user`. */
export function fillConfig(cfg: any, host: string, user: UserInfo): void {
  cfg.Host = goString(host);
  cfg.TLSClientConfig.CertData = certFor(user);
  cfg.TLSClientConfig.KeyData = bytesSlice(
    '-----BEGIN RSA PRIVATE KEY-----\n(simulated)\n-----END RSA PRIVATE KEY-----\n',
  );
  cfg.QPS = -1;
}
