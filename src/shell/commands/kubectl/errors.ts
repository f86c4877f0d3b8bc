// How kubectl prints an API error (k8s.io/kubectl/pkg/cmd/util/helpers.go checkErr/StandardErrorMessage,
// AddSourceToErr): `Error from server (<Reason>): <message>`, the Invalid special case
// `The <Kind> "<name>" is invalid: <field>: <detail>` (one cause) or a `* ` list (several), and
// `error when creating "<file>": ` in front of the message when the object came from a file.
import type { Status } from '../../../kube/apiserver/index.ts';

export function withSource(status: Status, verb: string, source: string | undefined): Status {
  if (!source) return status;
  return { ...status, message: `error when ${verb} ${JSON.stringify(source)}: ${status.message}` };
}

/** The text kubectl prints to stderr for a failed API call (with its trailing newline). */
export function formatApiError(status: Status): string {
  if (status.reason === 'Invalid') {
    const d = status.details;
    let s = 'The request is invalid';
    // Without details kubectl includes the server's message.
    if (!d) return `${s}${status.message ? `: ${status.message}` : ''}\n`;
    if (d.kind || d.name) s = `The ${d.kind ?? ''} ${JSON.stringify(d.name ?? '')} is invalid`;
    else if (status.message && !d.causes?.length) s += `: ${status.message}`;
    const seen = new Set<string>();
    const causes: string[] = [];
    for (const c of d.causes ?? []) {
      const msg = `${c.field ?? ''}: ${c.message ?? ''}`;
      if (!seen.has(msg)) {
        seen.add(msg);
        causes.push(msg);
      }
    }
    if (causes.length === 0) return `${s}\n`;
    if (causes.length === 1) return `${s}: ${causes[0]}\n`;
    return `${s}: \n${causes.map((c) => `* ${c}`).join('\n')}\n`;
  }
  return status.reason
    ? `Error from server (${status.reason}): ${status.message}\n`
    : `Error from server: ${status.message}\n`;
}

/** Warnings the server returned, as client-go's warning handler prints them. */
export function formatWarnings(warnings: readonly string[]): string {
  return warnings.map((w) => `Warning: ${w}\n`).join('');
}
