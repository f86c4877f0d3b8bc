/**
 * The network between the API server and webhook servers: which address answers, with which certificate,
 * how slowly, and what a dial or TLS handshake fails with (Go net / crypto/tls / crypto/x509 wording, as
 * TOOLCHAIN.md Part B quotes it). The learner's webhook server plugs in as a `WebhookListener`.
 */
import type { JsonObject } from './types.ts';

/** A serving certificate. It is trusted when the webhook's caBundle equals `caBundle` (the CA that signed it). */
export type Certificate = {
  caBundle: string;
  dnsNames: readonly string[];
  ipAddresses?: readonly string[];
  /** virtual ms; after it the certificate has expired */
  notAfter?: number;
  notBefore?: number;
};

export type HttpReply =
  | { kind: 'review'; review: JsonObject }
  /** a non-AdmissionReview HTTP answer, e.g. 404 from an unregistered path */
  | { kind: 'http'; code: number; body: string };

export type WebhookListener = {
  certificate: Certificate;
  /** virtual ms before the answer; beyond the webhook's timeout the call fails with a deadline */
  latencyMs?: number;
  handle(path: string, review: JsonObject): HttpReply;
};

export type Endpoint = { ip: string; port: number };

/** What connecting to host:port gives. */
export type DialOutcome =
  | { kind: 'connected'; listener: WebhookListener }
  | { kind: 'refused' }
  | { kind: 'blackhole' }
  | { kind: 'noSuchHost' };

export class SimNetwork {
  private readonly listeners = new Map<string, WebhookListener>();
  private readonly dropped = new Set<string>();
  private readonly hosts = new Map<string, string>();
  private readonly endpoints = new Map<string, Endpoint[]>();
  /** the cluster DNS server address, as it appears in `lookup ... on <dns>: no such host` */
  dnsServer = '10.96.0.10:53';

  listen(ip: string, port: number, listener: WebhookListener): void {
    this.listeners.set(`${ip}:${port}`, listener);
  }
  close(ip: string, port: number): void {
    this.listeners.delete(`${ip}:${port}`);
  }
  /** Something listens on ip:port. */
  listening(ip: string, port: number): boolean {
    return this.listeners.has(`${ip}:${port}`);
  }
  /** packets to ip (any port) or ip:port are silently dropped (firewall) */
  drop(ip: string, port?: number): void {
    this.dropped.add(port === undefined ? ip : `${ip}:${port}`);
  }
  addHost(name: string, ip: string): void {
    this.hosts.set(name, ip);
  }
  /** the ready endpoints behind a Service (what the Endpoints/EndpointSlice controller would publish) */
  setServiceEndpoints(namespace: string, name: string, endpoints: Endpoint[]): void {
    this.endpoints.set(`${namespace}/${name}`, endpoints);
  }
  serviceEndpoints(namespace: string, name: string): readonly Endpoint[] {
    return this.endpoints.get(`${namespace}/${name}`) ?? [];
  }

  resolve(host: string): string | undefined {
    if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return host;
    return this.hosts.get(host);
  }

  dial(ip: string, port: number): DialOutcome {
    if (this.dropped.has(ip) || this.dropped.has(`${ip}:${port}`)) return { kind: 'blackhole' };
    const l = this.listeners.get(`${ip}:${port}`);
    return l ? { kind: 'connected', listener: l } : { kind: 'refused' };
  }
}

/** crypto/tls + crypto/x509 verification of the serving certificate for `host`; undefined when it verifies. */
export function verifyCertificate(
  cert: Certificate,
  caBundle: string | undefined,
  host: string,
  now: number,
): string | undefined {
  if (!caBundle || caBundle !== cert.caBundle)
    return 'tls: failed to verify certificate: x509: certificate signed by unknown authority';
  if (
    (cert.notAfter !== undefined && now > cert.notAfter) ||
    (cert.notBefore !== undefined && now < cert.notBefore)
  ) {
    const bound = cert.notAfter !== undefined && now > cert.notAfter ? cert.notAfter : cert.notBefore!;
    const rel = cert.notAfter !== undefined && now > cert.notAfter ? 'after' : 'before';
    return `tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time ${iso(now)} is ${rel} ${iso(bound)}`;
  }
  const isIp = /^\d+\.\d+\.\d+\.\d+$/.test(host);
  if (isIp) {
    const ips = cert.ipAddresses ?? [];
    if (ips.includes(host)) return undefined;
    if (ips.length === 0)
      return `tls: failed to verify certificate: x509: cannot validate certificate for ${host} because it doesn't contain any IP SANs`;
    return `tls: failed to verify certificate: x509: certificate is valid for ${ips.join(', ')}, not ${host}`;
  }
  if (cert.dnsNames.some((n) => matchHostname(n, host))) return undefined;
  if (cert.dnsNames.length === 0)
    return 'tls: failed to verify certificate: x509: certificate relies on legacy Common Name field, use SANs instead';
  return `tls: failed to verify certificate: x509: certificate is valid for ${cert.dnsNames.join(', ')}, not ${host}`;
}

function matchHostname(pattern: string, host: string): boolean {
  if (pattern.startsWith('*.')) {
    const rest = host.slice(host.indexOf('.') + 1);
    return host.includes('.') && rest === pattern.slice(2);
  }
  return pattern.toLowerCase() === host.toLowerCase();
}

function iso(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
