// The `openssl` subset a local webhook needs (OpenSSL 3.0 command lines): `req` (new key, CSR or
// self-signed certificate, `-subj`, `-addext subjectAltName=…`), `x509 -req` (sign a CSR with a CA,
// SANs from `-extfile`, as 3.0 does not copy CSR extensions), `x509 -noout -text|-subject|-dates|-ext`,
// `genrsa`, `version`. Certificates are simulated (src/shell/kube/pki.ts); texts follow OpenSSL 3.0.
import { defineCommand, type ResolvedCommandContext } from 'just-bash';
import { certPem, csrPem, keyPem, readCerts, readCsr, readKeyId, type SimCert } from '../kube/pki.ts';
import type { ShellWorld } from '../world.ts';

type Result = { stdout: string; stderr: string; exitCode: number };
const DAY = 24 * 3600 * 1000;
const KEYGEN_PROGRESS =
  '.+......+...+.....+++++++++++++++++++++++++++++++++++++++*...+....+++++++++++++++++++++++++++++++++++++++*\n-----\n';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function opts(
  args: readonly string[],
  withValue: readonly string[],
): { flags: Map<string, string[]>; rest: string[] } {
  const flags = new Map<string, string[]>();
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('-')) {
      rest.push(a);
      continue;
    }
    const name = a.replace(/^--?/, '');
    const v = withValue.includes(name) ? (args[++i] ?? '') : 'true';
    flags.set(name, [...(flags.get(name) ?? []), v]);
  }
  return { flags, rest };
}

/** `/CN=a/O=b` → `CN = a, O = b` (OpenSSL 3's oneline form). */
function subjectText(subj: string): string {
  return subj
    .split('/')
    .filter(Boolean)
    .map((p) => {
      const [k, ...v] = p.split('=');
      return `${k} = ${v.join('=')}`;
    })
    .join(', ');
}

/** `subjectAltName=DNS:a,DNS:b,IP:1.2.3.4` (an -addext value or an extfile line). */
function parseSan(text: string): { dns: string[]; ips: string[] } {
  const dns: string[] = [];
  const ips: string[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(DNS|IP(?: Address)?)\s*:\s*(.+?)\s*$/i.exec(part);
    if (!m) continue;
    if (m[1].toUpperCase() === 'DNS') dns.push(m[2]);
    else ips.push(m[2]);
  }
  return { dns, ips };
}

/** SANs from an extension file: `subjectAltName = DNS:x` or `subjectAltName = @alt_names` + `[alt_names] DNS.1 = x`. */
function sanFromExtfile(text: string): { dns: string[]; ips: string[]; isCA: boolean } {
  const out = { dns: [] as string[], ips: [] as string[], isCA: /basicConstraints\s*=.*CA:TRUE/i.test(text) };
  const line = /^\s*subjectAltName\s*=\s*(.+)$/m.exec(text);
  if (!line) return out;
  if (line[1].trim().startsWith('@')) {
    const section = line[1].trim().slice(1);
    const body = new RegExp(`^\\s*\\[\\s*${section}\\s*\\]([\\s\\S]*?)(?=^\\s*\\[|$(?![\\s\\S]))`, 'm').exec(
      text,
    );
    for (const m of (body?.[1] ?? '').matchAll(/^\s*(DNS|IP)\.\d+\s*=\s*(\S+)\s*$/gim)) {
      if (m[1].toUpperCase() === 'DNS') out.dns.push(m[2]);
      else out.ips.push(m[2]);
    }
    return out;
  }
  const s = parseSan(line[1]);
  return { ...out, dns: s.dns, ips: s.ips };
}

function gmt(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} ${d.getUTCFullYear()} GMT`;
}

function certText(c: SimCert): string {
  const serial = c.serial.padStart(40, '0').match(/../g)?.join(':') ?? c.serial;
  const ext: string[] = [];
  if (c.dnsNames.length + c.ipAddresses.length > 0)
    ext.push(
      '            X509v3 Subject Alternative Name: ',
      `                ${[...c.dnsNames.map((d) => `DNS:${d}`), ...c.ipAddresses.map((i) => `IP Address:${i}`)].join(', ')}`,
    );
  if (c.isCA) ext.push('            X509v3 Basic Constraints: critical', '                CA:TRUE');
  return `Certificate:
    Data:
        Version: 3 (0x2)
        Serial Number:
            ${serial}
        Signature Algorithm: sha256WithRSAEncryption
        Issuer: ${c.issuer}
        Validity
            Not Before: ${gmt(c.notBefore)}
            Not After : ${gmt(c.notAfter)}
        Subject: ${c.subject}
        Subject Public Key Info:
            Public Key Algorithm: rsaEncryption
                Public-Key: (2048 bit)
${ext.length > 0 ? `        X509v3 extensions:\n${ext.join('\n')}\n` : ''}    Signature Algorithm: sha256WithRSAEncryption
`;
}

export function opensslCommand(world: ShellWorld) {
  const pki = world.cluster.pki;
  const newKeyId = () => `key-${pki.next++}`;
  const newSerial = () => (pki.next++).toString(16).padStart(8, '0');
  const now = () => world.net.clock.now();

  async function read(ctx: ResolvedCommandContext, path: string): Promise<string | undefined> {
    const abs = path.startsWith('/') ? path : `${ctx.cwd}/${path}`;
    return (await ctx.fs.exists(abs)) ? ctx.fs.readFile(abs) : undefined;
  }
  async function write(ctx: ResolvedCommandContext, path: string, text: string): Promise<void> {
    const abs = path.startsWith('/') ? path : `${ctx.cwd}/${path}`;
    await ctx.fs.writeFile(abs, text);
  }
  const cannotOpen = (what: string, path: string): Result => ({
    stdout: '',
    stderr: `Could not open file or uri for loading ${what} from ${path}\n`,
    exitCode: 1,
  });

  async function req(args: string[], ctx: ResolvedCommandContext): Promise<Result> {
    const { flags } = opts(args, [
      'newkey',
      'keyout',
      'key',
      'out',
      'days',
      'subj',
      'addext',
      'config',
      'in',
      'extensions',
      'reqexts',
    ]);
    const f = (k: string) => flags.get(k)?.at(-1);
    let stderr = '';
    let keyId: string;
    if (f('newkey')) {
      keyId = newKeyId();
      stderr += KEYGEN_PROGRESS;
      await write(ctx, f('keyout') ?? 'privkey.pem', keyPem(keyId));
    } else if (f('key')) {
      const text = await read(ctx, f('key') as string);
      if (text === undefined) return cannotOpen('private key', f('key') as string);
      const id = readKeyId(text);
      if (!id) return { stdout: '', stderr: `Could not read private key from ${f('key')}\n`, exitCode: 1 };
      keyId = id;
    } else return { stdout: '', stderr: 'req: No private key provided (use -key or -newkey)\n', exitCode: 1 };
    const subj = f('subj');
    if (subj === undefined)
      return {
        stdout: '',
        stderr: `${stderr}oplab: interactive prompts are not simulated; pass -subj "/CN=..."\n`,
        exitCode: 1,
      };
    const san = { dns: [] as string[], ips: [] as string[] };
    for (const a of flags.get('addext') ?? []) {
      const m = /^\s*subjectAltName\s*=\s*(.+)$/.exec(a);
      if (m) {
        const s = parseSan(m[1]);
        san.dns.push(...s.dns);
        san.ips.push(...s.ips);
      }
    }
    const subject = subjectText(subj);
    const out = f('out');
    let text: string;
    if (flags.has('x509')) {
      const days = Number(f('days') ?? '30');
      const cert: SimCert = {
        serial: newSerial(),
        subject,
        issuer: subject,
        keyId,
        signerKeyId: keyId,
        dnsNames: san.dns,
        ipAddresses: san.ips,
        isCA: true,
        notBefore: now(),
        notAfter: now() + days * DAY,
      };
      text = certPem(cert);
    } else text = csrPem({ subject, keyId, dnsNames: san.dns, ipAddresses: san.ips });
    if (out) {
      await write(ctx, out, text);
      return { stdout: '', stderr, exitCode: 0 };
    }
    return { stdout: text, stderr, exitCode: 0 };
  }

  async function x509(args: string[], ctx: ResolvedCommandContext): Promise<Result> {
    const { flags } = opts(args, [
      'in',
      'out',
      'CA',
      'CAkey',
      'CAserial',
      'days',
      'extfile',
      'extensions',
      'ext',
      'copy_extensions',
      'signkey',
    ]);
    const f = (k: string) => flags.get(k)?.at(-1);
    if (flags.has('req')) {
      const csrText = f('in') ? await read(ctx, f('in') as string) : undefined;
      if (csrText === undefined) return cannotOpen('certificate request', f('in') ?? 'stdin');
      const csr = readCsr(csrText);
      if (!csr)
        return { stdout: '', stderr: `Could not read certificate request from ${f('in')}\n`, exitCode: 1 };
      let issuer = csr.subject;
      let signer = csr.keyId;
      if (f('CA')) {
        const caText = await read(ctx, f('CA') as string);
        if (caText === undefined) return cannotOpen('CA certificate', f('CA') as string);
        const [ca] = readCerts(caText);
        if (!ca)
          return { stdout: '', stderr: `Could not read CA certificate from ${f('CA')}\n`, exitCode: 1 };
        const keyText = await read(ctx, f('CAkey') ?? (f('CA') as string));
        if (keyText === undefined) return cannotOpen('CA private key', f('CAkey') as string);
        if (readKeyId(keyText) !== ca.keyId)
          return { stdout: '', stderr: 'CA certificate and CA private key do not match\n', exitCode: 1 };
        issuer = ca.subject;
        signer = ca.keyId;
      } else if (f('signkey')) {
        const keyText = await read(ctx, f('signkey') as string);
        if (keyText === undefined) return cannotOpen('private key', f('signkey') as string);
        signer = readKeyId(keyText) ?? signer;
      }
      let dns: string[] = [];
      let ips: string[] = [];
      let isCA = false;
      if (f('extfile')) {
        const ext = await read(ctx, f('extfile') as string);
        if (ext === undefined)
          return {
            stdout: '',
            stderr: `Could not open file or uri for loading extensions from ${f('extfile')}\n`,
            exitCode: 1,
          };
        ({ dns, ips, isCA } = sanFromExtfile(ext));
      } else if (f('copy_extensions') === 'copy' || f('copy_extensions') === 'copyall') {
        dns = csr.dnsNames;
        ips = csr.ipAddresses;
      }
      const days = Number(f('days') ?? '30');
      const cert: SimCert = {
        serial: newSerial(),
        subject: csr.subject,
        issuer,
        keyId: csr.keyId,
        signerKeyId: signer,
        dnsNames: dns,
        ipAddresses: ips,
        isCA,
        notBefore: now(),
        notAfter: now() + days * DAY,
      };
      const text = certPem(cert);
      if (f('out')) await write(ctx, f('out') as string, text);
      if (flags.has('CAcreateserial') && f('CA'))
        await write(
          ctx,
          (f('CA') as string).replace(/\.[^./]*$/, '') + '.srl',
          `${cert.serial.toUpperCase()}\n`,
        );
      return {
        stdout: f('out') ? '' : text,
        stderr: `Certificate request self-signature ok\nsubject=${csr.subject}\n`,
        exitCode: 0,
      };
    }
    const text = f('in') ? await read(ctx, f('in') as string) : undefined;
    if (text === undefined) return cannotOpen('certificate', f('in') ?? 'stdin');
    const [cert] = readCerts(text);
    if (!cert) return { stdout: '', stderr: 'Unable to load certificate\n', exitCode: 1 };
    let stdout = '';
    if (flags.has('subject')) stdout += `subject=${cert.subject}\n`;
    if (flags.has('issuer')) stdout += `issuer=${cert.issuer}\n`;
    if (flags.has('dates')) stdout += `notBefore=${gmt(cert.notBefore)}\nnotAfter=${gmt(cert.notAfter)}\n`;
    if (f('ext') === 'subjectAltName') {
      const names = [
        ...cert.dnsNames.map((d) => `DNS:${d}`),
        ...cert.ipAddresses.map((i) => `IP Address:${i}`),
      ];
      stdout +=
        names.length > 0
          ? `X509v3 Subject Alternative Name: \n    ${names.join(', ')}\n`
          : 'No extensions in certificate\n';
    }
    if (flags.has('text')) stdout += certText(cert);
    if (!flags.has('noout')) stdout += text.slice(text.indexOf('-----BEGIN CERTIFICATE-----'));
    return { stdout, stderr: '', exitCode: 0 };
  }

  return defineCommand('openssl', async (args, ctx) => {
    const [sub, ...rest] = args;
    switch (sub) {
      case 'version':
        return {
          stdout: 'OpenSSL 3.0.11 19 Sep 2023 (Library: OpenSSL 3.0.11 19 Sep 2023)\n',
          stderr: '',
          exitCode: 0,
        };
      case 'req':
        return req(rest, ctx);
      case 'x509':
        return x509(rest, ctx);
      case 'genrsa':
      case 'genpkey': {
        const { flags } = opts(rest, ['out', 'algorithm', 'pkeyopt']);
        const text = keyPem(newKeyId());
        const out = flags.get('out')?.at(-1);
        if (out) await write(ctx, out, text);
        return { stdout: out ? '' : text, stderr: '', exitCode: 0 };
      }
      case undefined:
        return {
          stdout: '',
          stderr:
            'oplab: interactive openssl is not simulated; try `openssl req`, `openssl x509`, `openssl genrsa`\n',
          exitCode: 1,
        };
      default:
        return {
          stdout: '',
          stderr: `Invalid command '${sub}'; type "help" for a list.\n`,
          exitCode: 1,
        };
    }
  });
}
