// How kubectl prints an API error (k8s.io/kubectl/pkg/cmd/util/helpers.go checkErr/StandardErrorMessage,
// AddSourceToErr): `Error from server (<Reason>): <message>`, the Invalid special case
// `The <Kind> "<name>" is invalid: <field>: <detail>` (one cause) or a `* ` list (several), and
// `error when creating "<file>": ` in front of the message when the object came from a file.
import type { ResourceInfo, Status } from '../../../kube/apiserver/index.ts';
import { goQuote } from '../../../kube/apiserver/status.ts';

export function withSource(status: Status, verb: string, source: string | undefined): Status {
  if (!source) return status;
  return { ...status, message: `error when ${verb} ${JSON.stringify(source)}: ${status.message}` };
}

/**
 * EnhanceListError ([CLI-RUNTIME] pkg/resource/helper.go): a BadRequest or NotFound answer to the
 * builder's list names what was listed, the GroupVersionResource as its String() prints it.
 */
export function enhanceListError(
  status: Status,
  info: ResourceInfo,
  labelSelector: string | undefined,
  fieldSelector: string | undefined,
): Status {
  if (status.reason !== 'BadRequest' && status.reason !== 'NotFound') return status;
  const subj = goQuote(`${info.group}/${info.version}, Resource=${info.resource}`);
  const message =
    !labelSelector && !fieldSelector
      ? `Unable to list ${subj}: ${status.message}`
      : `Unable to find ${subj} that match label selector ${goQuote(labelSelector ?? '')}, field selector ${goQuote(fieldSelector ?? '')}: ${status.message}`;
  return { ...status, message };
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
