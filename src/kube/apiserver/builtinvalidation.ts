/**
 * Validation of built-in kinds the lessons exercise: webhook configurations and CRD names
 * (kubernetes pkg/apis/admissionregistration/validation/validation.go; URL rules from
 * [AS] pkg/util/webhook/validation.go ValidateWebhookURL).
 */

import { nameErrors } from './objectmeta.ts';
import type { FieldError } from './status.ts';
import { fieldErr } from './status.ts';
import type { Json, KubeObject } from './types.ts';
import { isObject, str } from './types.ts';

export function validateBuiltin(kind: string, obj: KubeObject): FieldError[] {
  if (kind === 'ValidatingWebhookConfiguration' || kind === 'MutatingWebhookConfiguration')
    return validateWebhookConfiguration(obj);
  if (kind === 'CustomResourceDefinition') return validateCRD(obj);
  if (kind === 'Job') return validateJobRestartPolicy(obj.spec, 'spec');
  if (kind === 'CronJob') {
    const jt = isObject(obj.spec) ? obj.spec.jobTemplate : undefined;
    return validateJobRestartPolicy(isObject(jt) ? jt.spec : undefined, 'spec.jobTemplate.spec');
  }
  return [];
}

/**
 * A Job's pods run to completion (pkg/apis/batch/validation validateJobSpec). Defaulting gives a
 * template without restartPolicy `Always`, so that is what a forgotten one is reported as.
 */
function validateJobRestartPolicy(spec: Json | undefined, path: string): FieldError[] {
  const template = isObject(spec) && isObject(spec.template) ? spec.template : {};
  const podSpec = isObject(template.spec) ? template.spec : {};
  const policy = str(podSpec.restartPolicy);
  const field = `${path}.template.spec.restartPolicy`;
  if (policy === '') return [fieldErr.required(field, 'valid values: "OnFailure", "Never"')];
  if (policy !== 'OnFailure' && policy !== 'Never')
    return [fieldErr.notSupported(field, policy, ['OnFailure', 'Never'])];
  if (isObject(spec) && spec.podFailurePolicy != null && policy !== 'Never')
    return [fieldErr.invalid(field, policy, 'only "Never" is supported when podFailurePolicy is specified')];
  return [];
}

/** The CRD checks learners meet first ([AX] pkg/apis/apiextensions/validation/validation.go). */
function validateCRD(obj: KubeObject): FieldError[] {
  const spec = isObject(obj.spec) ? obj.spec : {};
  const names = isObject(spec.names) ? spec.names : {};
  const meta = isObject(obj.metadata) ? obj.metadata : {};
  const errs: FieldError[] = [];
  const want = `${str(names.plural)}.${str(spec.group)}`;
  if (str(meta.name) !== want)
    errs.push(fieldErr.invalid('metadata.name', str(meta.name), 'must be spec.names.plural+"."+spec.group'));
  const scope = str(spec.scope);
  if (scope !== 'Namespaced' && scope !== 'Cluster')
    errs.push(fieldErr.notSupported('spec.scope', scope, ['Cluster', 'Namespaced']));
  return errs;
}

const OPERATIONS = ['*', 'CONNECT', 'CREATE', 'DELETE', 'UPDATE'];

function validateWebhookConfiguration(obj: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  const hooks = Array.isArray(obj.webhooks) ? obj.webhooks : [];
  const seen = new Set<string>();
  hooks.forEach((w: Json, i: number) => {
    if (!isObject(w)) return;
    const p = `webhooks[${i}]`;
    const name = str(w.name);
    if (name === '') errs.push(fieldErr.required(`${p}.name`));
    else {
      const subdomain = nameErrors('subdomain', name);
      for (const m of subdomain) errs.push(fieldErr.invalid(`${p}.name`, name, m));
      if (subdomain.length === 0 && name.split('.').length < 3)
        errs.push(
          fieldErr.invalid(
            `${p}.name`,
            name,
            'should be a domain with at least three segments separated by dots',
          ),
        );
      if (seen.has(name)) errs.push(fieldErr.duplicate(`${p}.name`, name));
      seen.add(name);
    }
    const rules = Array.isArray(w.rules) ? w.rules : [];
    rules.forEach((r: Json, j: number) => {
      if (!isObject(r)) return;
      const ops = Array.isArray(r.operations) ? r.operations.map(String) : [];
      if (ops.length === 0) errs.push(fieldErr.required(`${p}.rules[${j}].operations`));
      for (const [k, op] of ops.entries())
        if (!OPERATIONS.includes(op))
          errs.push(fieldErr.notSupported(`${p}.rules[${j}].operations[${k}]`, op, OPERATIONS));
    });
    const fp = str(w.failurePolicy);
    if (fp !== '' && fp !== 'Fail' && fp !== 'Ignore')
      errs.push(fieldErr.notSupported(`${p}.failurePolicy`, fp, ['Fail', 'Ignore']));
    const se = w.sideEffects;
    if (se === undefined || se === null || se === '')
      errs.push(fieldErr.required(`${p}.sideEffects`, 'must specify one of None, NoneOnDryRun'));
    else if (se !== 'None' && se !== 'NoneOnDryRun')
      errs.push(fieldErr.notSupported(`${p}.sideEffects`, str(se), ['None', 'NoneOnDryRun']));
    const versions = Array.isArray(w.admissionReviewVersions) ? w.admissionReviewVersions.map(String) : [];
    if (versions.length === 0)
      errs.push(fieldErr.required(`${p}.admissionReviewVersions`, 'must specify one of v1, v1beta1'));
    else if (!versions.some((v) => v === 'v1' || v === 'v1beta1'))
      errs.push(
        fieldErr.invalid(
          `${p}.admissionReviewVersions`,
          versions,
          'must include at least one of v1, v1beta1',
        ),
      );
    if (typeof w.timeoutSeconds === 'number' && (w.timeoutSeconds < 1 || w.timeoutSeconds > 30))
      errs.push(
        fieldErr.invalid(
          `${p}.timeoutSeconds`,
          w.timeoutSeconds,
          'the timeout value must be between 1 and 30 seconds',
        ),
      );
    const cc = isObject(w.clientConfig) ? w.clientConfig : {};
    const hasUrl = typeof cc.url === 'string';
    const hasSvc = isObject(cc.service);
    if (hasUrl === hasSvc)
      errs.push(fieldErr.required(`${p}.clientConfig`, 'exactly one of url or service is required'));
    else if (hasUrl) errs.push(...validateWebhookURL(`${p}.clientConfig.url`, String(cc.url)));
    else if (isObject(cc.service)) {
      const path = cc.service.path;
      if (typeof path === 'string' && !path.startsWith('/'))
        errs.push(fieldErr.invalid(`${p}.clientConfig.service.path`, path, "must start with a '/'"));
      const port = cc.service.port;
      if (typeof port === 'number' && (port < 1 || port > 65535))
        errs.push(
          fieldErr.invalid(
            `${p}.clientConfig.service.port`,
            port,
            'port is not valid: must be between 1 and 65535, inclusive',
          ),
        );
    }
  });
  return errs;
}

/** ValidateWebhookURL(fldPath, URL, forceHttps=true). */
function validateWebhookURL(field: string, url: string): FieldError[] {
  const form = '; desired format: https://host[/path]';
  const errs: FieldError[] = [];
  const m =
    /^(?:([A-Za-z][A-Za-z0-9+.-]*):)?(?:\/\/(?:([^@/?#]*)@)?([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/.exec(
      url,
    );
  if (!m)
    return [
      fieldErr.required(
        field,
        `url must be a valid URL: parse ${JSON.stringify(url)}: invalid URI for request${form}`,
      ),
    ];
  const [, scheme = '', user, host = '', , query, fragment] = m;
  if (scheme !== 'https')
    errs.push(fieldErr.invalid(field, scheme, "'https' is the only allowed URL scheme" + form));
  if (host === '') errs.push(fieldErr.invalid(field, host, 'host must be provided' + form));
  if (user !== undefined)
    errs.push(fieldErr.invalid(field, user, 'user information is not permitted in the URL'));
  if (fragment) errs.push(fieldErr.invalid(field, fragment, 'fragments are not permitted in the URL'));
  if (query) errs.push(fieldErr.invalid(field, query, 'query parameters are not permitted in the URL'));
  return errs;
}
