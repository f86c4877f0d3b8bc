// `oplab cluster serve`: the simulated API server over HTTPS on 127.0.0.1 for real clients. Writes a
// kubeconfig (a fresh CA, an admin with system:masters, one client certificate per --user), applies
// --crds and --objects, prints how to use it, and with --trace every call with its RBAC decision.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { kubeconfigYaml } from '../cluster/kubeconfig.ts';
import { applyObjects, type SourceFile } from '../cluster/objects.ts';
import { type Identity, makePki } from '../cluster/pki.ts';
import { startClusterServer } from '../cluster/server.ts';
import { ApiServer } from '../kube/apiserver/index.ts';
import { startNamespaceControllers } from '../kube/cluster/namespaces.ts';
import { formatTraceEvent, Trace } from '../kube/trace.ts';
import type { CommandIO, CommandModule } from './commands.ts';

const USAGE = `usage: oplab cluster serve [--port P] [--objects FILE]... [--crds DIR] [--kubeconfig OUT]
                          [--user NAME[:GROUP,...]]... [--trace] [--trace-json FILE]

  --port P            port on 127.0.0.1 (default: any free port)
  --objects FILE      YAML objects to create first (several documents; repeatable)
  --crds DIR          CustomResourceDefinitions to install first (every .yaml/.yml in DIR)
  --kubeconfig OUT    where to write the kubeconfig (default ./oplab.kubeconfig)
  --user NAME:GROUPS  another identity with its own client certificate and context oplab-NAME
                      (no permissions until RBAC grants them; repeatable)
  --trace             print every API call: identity, verb, resource, RBAC decision, result
  --trace-json FILE   write the whole trace as JSON when the server stops (the trace is kept in
                      memory only with this flag)

Every start makes a new CA: a kubeconfig written by an earlier run no longer works (kubectl:
"certificate signed by unknown authority"; its client certificate gets 401 Unauthorized).
`;

/**
 * The trace a serve keeps: none unless asked for; with --trace alone each event is printed and
 * dropped, so a long-running server's memory does not grow with its requests; kept whole only for
 * --trace-json. `follow` starts printing (after the --objects are applied).
 */
export function serveTrace(opts: {
  printing: boolean;
  keep: boolean;
}): { trace: Trace; follow(print: (line: string) => void): void } | undefined {
  if (!opts.printing && !opts.keep) return undefined;
  const trace = new Trace();
  return {
    trace,
    follow(print) {
      if (!opts.keep) trace.clear();
      trace.subscribe((e) => {
        print(formatTraceEvent(e));
        if (!opts.keep) trace.clear();
      });
    },
  };
}

function parseUser(s: string): Identity | string {
  const [name, groups] = s.split(':', 2);
  if (!name || !/^[A-Za-z0-9@._:-]+$/.test(name)) return `oplab cluster serve: --user ${s}: not a user name`;
  return { name, groups: (groups ?? '').split(',').filter(Boolean) };
}

const cmd: CommandModule = {
  async run(args: string[], io: CommandIO): Promise<number> {
    if (args[0] !== 'serve') {
      io.stderr.write(USAGE);
      return 2;
    }
    let values: Record<string, string | string[] | boolean | undefined>;
    try {
      ({ values } = parseArgs({
        args: args.slice(1),
        options: {
          port: { type: 'string' },
          objects: { type: 'string', multiple: true },
          crds: { type: 'string' },
          kubeconfig: { type: 'string' },
          user: { type: 'string', multiple: true },
          trace: { type: 'boolean' },
          'trace-json': { type: 'string' },
          help: { type: 'boolean', short: 'h' },
        },
        strict: true,
      }));
    } catch (e) {
      io.stderr.write(`oplab cluster serve: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
      return 2;
    }
    if (values.help) {
      io.stdout.write(USAGE);
      return 0;
    }
    const port = values.port === undefined ? 0 : Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      io.stderr.write(`oplab cluster serve: --port ${values.port}: not a port number\n`);
      return 2;
    }
    const identities: Identity[] = [{ name: 'admin', groups: ['system:masters'] }];
    for (const u of (values.user as string[] | undefined) ?? []) {
      const id = parseUser(u);
      if (typeof id === 'string') {
        io.stderr.write(`${id}\n`);
        return 2;
      }
      identities.push(id);
    }
    const files: SourceFile[] = [];
    try {
      if (typeof values.crds === 'string') {
        for (const f of readdirSync(values.crds)
          .filter((n) => /\.ya?ml$/.test(n))
          .sort())
          files.push({ name: join(values.crds, f), text: readFileSync(join(values.crds, f), 'utf8') });
      }
      for (const f of (values.objects as string[] | undefined) ?? [])
        files.push({ name: f, text: readFileSync(f, 'utf8') });
    } catch (e) {
      io.stderr.write(`oplab cluster serve: ${e instanceof Error ? e.message : String(e)}\n`);
      return 1;
    }

    // Real clients compare ages and timeouts with their own clocks: this cluster keeps wall time.
    const traced = serveTrace({
      printing: values.trace === true,
      keep: typeof values['trace-json'] === 'string',
    });
    const api = new ApiServer({ clock: { now: () => Date.now() }, trace: traced?.trace, podAdmission: true });
    // as on kind: a default ServiceAccount and kube-root-ca.crt in every namespace
    startNamespaceControllers(api);
    const errors = applyObjects(api, files);
    for (const e of errors) io.stderr.write(`oplab cluster serve: ${e}\n`);
    if (errors.length > 0) return 1;
    if (values.trace) traced?.follow((line) => io.stderr.write(`${line}\n`));

    const pki = await makePki(identities);
    const server = await startClusterServer({ api, pki, port });
    const out = resolve(typeof values.kubeconfig === 'string' ? values.kubeconfig : 'oplab.kubeconfig');
    writeFileSync(out, kubeconfigYaml(server.url, pki, 'admin'), { mode: 0o600 });
    io.stdout.write(
      `Simulated cluster at ${server.url} (admin: system:masters${
        identities.length > 1
          ? `; users: ${identities
              .slice(1)
              .map((i) => i.name)
              .join(', ')}`
          : ''
      })\n  export KUBECONFIG=${out}\n  kubectl get namespaces\nCtrl+C stops it. A restart makes a new CA: export the kubeconfig it writes again.\n`,
    );
    await new Promise<void>((done) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        void server.close().then(done);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    if (typeof values['trace-json'] === 'string' && traced)
      writeFileSync(values['trace-json'], `${JSON.stringify(traced.trace.events(), null, 2)}\n`);
    return 0;
  },
};

export default cmd;
