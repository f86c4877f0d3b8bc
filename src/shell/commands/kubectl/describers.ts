// kubectl describe's typed describers for the built-in kinds the lessons use: Deployment,
// ReplicaSet, StatefulSet, Job, CronJob, Pod, Service, Secret, ConfigMap, Namespace, and the Events section
// every describer ends with. Line for line after k8s.io/kubectl v0.32 pkg/describe/describe.go
// (describeDeployment, describeReplicaSet, describeStatefulSet, describeJob, describeCronJob, describePod,
// describeService, describeSecret, ConfigMapDescriber, describeNamespace, DescribeEvents,
// DescribePodTemplate and their helpers), written through the same PrefixWriter and tabwriter.

import {
  isObject,
  type Json,
  type JsonObject,
  type KubeObject,
  sortKeys,
  str,
} from '../../../kube/apiserver/types.ts';
import { canonicalQuantity, parseQuantityText } from '../../../kube/gopkg/apimachinery/resource.ts';
import { humanDuration } from '../../../kube/rest/duration.ts';
import { formatLabelSelector, formatLabels, selectorString } from '../../../kube/rest/labels.ts';
import { PrefixWriter } from './tabwriter.ts';

/** What a describer may read besides the object: other objects and the clock. */
export interface DescribeSource {
  /** A list of a built-in resource; undefined when the request fails (the describer then leaves the part out). */
  list(
    group: string,
    resource: string,
    namespace: string,
    opts?: { labelSelector?: string; fieldSelector?: string },
  ): KubeObject[] | undefined;
  now(): number;
}

const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const arr = (v: Json | undefined): JsonObject[] => (Array.isArray(v) ? v.filter(isObject) : []);
const strs = (v: Json | undefined): string[] => (Array.isArray(v) ? v.map((x) => str(x)) : []);
const int = (v: Json | undefined): number => (typeof v === 'number' ? v : 0);
const strMap = (v: Json | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).map(([k, x]) => [k, str(x)]));

/** IntOrString.String(): an int as decimal, a string as itself; a nil pointer `<nil>`. */
function intOrString(v: Json | undefined): string {
  if (v === undefined || v === null) return '<nil>';
  return typeof v === 'number' ? String(v) : str(v);
}

/** resource.Quantity.String(): the canonical form. */
function quantity(v: Json | undefined): string {
  const [milli, format, err] = parseQuantityText(str(v));
  return err === 0 ? canonicalQuantity(milli, format) : str(v);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** time.RFC1123Z in UTC (`Mon, 02 Jan 2006 15:04:05 +0000`); kubectl prints its local zone. */
export function rfc1123z(rfc3339: string): string {
  const d = new Date(rfc3339);
  if (Number.isNaN(d.getTime())) return 'Mon, 01 Jan 0001 00:00:00 +0000';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${DAYS[d.getUTCDay()]}, ${p(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';
const MAX_ANNOTATION_LEN = 140;

export function printLabelsMultiline(
  w: PrefixWriter,
  title: string,
  labels: Json | undefined,
  initialIndent = '',
  innerIndent = '\t',
): void {
  w.write(0, `${initialIndent}${title}:${innerIndent}`);
  const m = strMap(labels);
  const keys = Object.keys(m).sort();
  if (keys.length === 0) {
    w.writeLine('<none>');
    return;
  }
  keys.forEach((k, i) => {
    if (i !== 0) {
      w.write(0, initialIndent);
      w.write(0, innerIndent);
    }
    w.write(0, `${k}=${m[k]}\n`);
  });
}

export function printAnnotationsMultiline(
  w: PrefixWriter,
  title: string,
  annotations: Json | undefined,
): void {
  w.write(0, `${title}:\t`);
  const m = strMap(annotations);
  const keys = Object.keys(m)
    .filter((k) => k !== LAST_APPLIED)
    .sort();
  if (keys.length === 0) {
    w.writeLine('<none>');
    return;
  }
  keys.forEach((k, i) => {
    if (i !== 0) w.write(0, '\t');
    const value = m[k].replace(/\n$/, '');
    if (value.length + k.length + 2 > MAX_ANNOTATION_LEN || value.includes('\n')) {
      w.write(0, `${k}:\n`);
      for (const s of value.split('\n'))
        w.write(
          0,
          `\t  ${s.length > MAX_ANNOTATION_LEN - 2 ? `${s.slice(0, MAX_ANNOTATION_LEN - 2)}...` : s}\n`,
        );
    } else w.write(0, `${k}: ${value}\n`);
  });
}

function printTolerationsMultiline(w: PrefixWriter, title: string, tolerations: Json | undefined): void {
  w.write(0, `${title}:\t`);
  const ts = arr(tolerations).sort((a, b) =>
    str(a.key) < str(b.key) ? -1 : str(a.key) > str(b.key) ? 1 : 0,
  );
  if (ts.length === 0) {
    w.writeLine('<none>');
    return;
  }
  ts.forEach((t, i) => {
    if (i !== 0) w.write(0, '\t');
    let s = str(t.key);
    if (str(t.value)) s += `=${str(t.value)}`;
    if (str(t.effect)) s += `:${str(t.effect)}`;
    if (str(t.operator) === 'Exists' && !str(t.value))
      s += str(t.key) || str(t.effect) ? ' op=Exists' : 'op=Exists';
    if (typeof t.tolerationSeconds === 'number') s += ` for ${t.tolerationSeconds}s`;
    w.write(0, `${s}\n`);
  });
}

/** printController: `Kind/name` of the controller owner reference, or nothing. */
function controllerOf(o: KubeObject): string {
  const ref = arr(obj(o.metadata).ownerReferences).find((r) => r.controller === true);
  return ref ? `${str(ref.kind)}/${str(ref.name)}` : '';
}

function describeContainers(
  w: PrefixWriter,
  label: string,
  containers: JsonObject[],
  statuses: JsonObject[] | undefined,
  space: string,
): void {
  const byName = new Map((statuses ?? []).map((s) => [str(s.name), s]));
  w.write(0, `${space}${label}:${containers.length === 0 ? ' <none>' : ''}\n`);
  for (const c of containers) {
    const status = byName.get(str(c.name));
    w.write(1, `${space ? ' ' : ''}${str(c.name)}:\n`);
    if (status) w.write(2, `Container ID:\t${str(status.containerID)}\n`);
    w.write(2, `Image:\t${str(c.image)}\n`);
    if (status) w.write(2, `Image ID:\t${str(status.imageID)}\n`);
    const ports = arr(c.ports);
    const portString = ports.map((p) => `${int(p.containerPort)}/${str(p.protocol)}`).join(', ');
    if (portString.includes(',')) w.write(2, `Ports:\t${portString}\n`);
    else w.write(2, `Port:\t${portString || '<none>'}\n`);
    const hostPorts = ports.map((p) => `${int(p.hostPort)}/${str(p.protocol)}`).join(', ');
    if (hostPorts.includes(',')) w.write(2, `Host Ports:\t${hostPorts}\n`);
    else w.write(2, `Host Port:\t${hostPorts || '<none>'}\n`);
    const seccomp = obj(obj(c.securityContext).seccompProfile);
    if (isObject(obj(c.securityContext).seccompProfile)) {
      w.write(2, `SeccompProfile:\t${str(seccomp.type)}\n`);
      if (str(seccomp.type) === 'Localhost')
        w.write(3, `LocalhostProfile:\t${str(seccomp.localhostProfile)}\n`);
    }
    for (const [title, list] of [
      ['Command', strs(c.command)],
      ['Args', strs(c.args)],
    ] as const) {
      if (list.length === 0) continue;
      w.write(2, `${title}:\n`);
      for (const x of list) for (const s of x.split('\n')) w.write(3, `${s}\n`);
    }
    if (status) {
      describeState(w, 'State', obj(status.state));
      if (isObject(obj(status.lastState).terminated)) describeState(w, 'Last State', obj(status.lastState));
      w.write(2, `Ready:\t${status.ready === true ? 'True' : 'False'}\n`);
      w.write(2, `Restart Count:\t${int(status.restartCount)}\n`);
    }
    describeResources(w, obj(c.resources), 2);
    for (const [title, key] of [
      ['Liveness', 'livenessProbe'],
      ['Readiness', 'readinessProbe'],
      ['Startup', 'startupProbe'],
    ] as const)
      if (isObject(c[key])) w.write(2, `${title}:\t${describeProbe(obj(c[key]))}\n`);
    const envFrom = arr(c.envFrom);
    if (envFrom.length > 0) {
      w.write(2, 'Environment Variables from:\n');
      for (const e of envFrom) {
        const [from, ref] = isObject(e.configMapRef)
          ? ['ConfigMap', obj(e.configMapRef)]
          : isObject(e.secretRef)
            ? ['Secret', obj(e.secretRef)]
            : ['', {} as JsonObject];
        const optional = ref.optional === true;
        if (!str(e.prefix)) w.write(3, `${str(ref.name)}\t${from}\tOptional: ${optional}\n`);
        else w.write(3, `${str(ref.name)}\t${from} with prefix '${str(e.prefix)}'\tOptional: ${optional}\n`);
      }
    }
    const env = arr(c.env);
    w.write(2, `Environment:${env.length === 0 ? '\t<none>' : ''}\n`);
    for (const e of env) {
      const from = obj(e.valueFrom);
      if (!isObject(e.valueFrom)) {
        str(e.value)
          .split('\n')
          .forEach((s, i) => {
            w.write(3, i === 0 ? `${str(e.name)}:\t${s}\n` : `\t${s}\n`);
          });
      } else if (isObject(from.fieldRef)) {
        const f = obj(from.fieldRef);
        w.write(3, `${str(e.name)}:\t (${str(f.apiVersion)}:${str(f.fieldPath)})\n`);
      } else if (isObject(from.resourceFieldRef)) {
        const resource = str(obj(from.resourceFieldRef).resource);
        w.write(3, `${str(e.name)}:\t (${resource})\n`);
      } else if (isObject(from.secretKeyRef)) {
        const r = obj(from.secretKeyRef);
        w.write(
          3,
          `${str(e.name)}:\t<set to the key '${str(r.key)}' in secret '${str(r.name)}'>\tOptional: ${r.optional === true}\n`,
        );
      } else if (isObject(from.configMapKeyRef)) {
        const r = obj(from.configMapKeyRef);
        w.write(
          3,
          `${str(e.name)}:\t<set to the key '${str(r.key)}' of config map '${str(r.name)}'>\tOptional: ${r.optional === true}\n`,
        );
      }
    }
    const mounts = arr(c.volumeMounts).sort((a, b) =>
      str(a.mountPath) < str(b.mountPath) ? -1 : str(a.mountPath) > str(b.mountPath) ? 1 : 0,
    );
    w.write(2, `Mounts:${mounts.length === 0 ? '\t<none>' : ''}\n`);
    for (const m of mounts) {
      const flags = [m.readOnly === true ? 'ro' : 'rw'];
      if (str(m.subPath)) flags.push(`path=${JSON.stringify(str(m.subPath))}`);
      w.write(3, `${str(m.mountPath)} from ${str(m.name)} (${flags.join(',')})\n`);
    }
    const devices = arr(c.volumeDevices);
    if (devices.length > 0) {
      w.write(2, `Devices:${mounts.length === 0 ? '\t<none>' : ''}\n`);
      for (const d of devices.sort((a, b) =>
        str(a.devicePath) < str(b.devicePath) ? -1 : str(a.devicePath) > str(b.devicePath) ? 1 : 0,
      ))
        w.write(3, `${str(d.devicePath)} from ${str(d.name)}\n`);
    }
  }
}

function describeState(w: PrefixWriter, name: string, state: JsonObject): void {
  if (isObject(state.running)) {
    w.write(2, `${name}:\tRunning\n`);
    w.write(3, `Started:\t${rfc1123z(str(state.running.startedAt))}\n`);
  } else if (isObject(state.waiting)) {
    w.write(2, `${name}:\tWaiting\n`);
    if (str(state.waiting.reason)) w.write(3, `Reason:\t${str(state.waiting.reason)}\n`);
  } else if (isObject(state.terminated)) {
    const t = state.terminated;
    w.write(2, `${name}:\tTerminated\n`);
    if (str(t.reason)) w.write(3, `Reason:\t${str(t.reason)}\n`);
    if (str(t.message)) w.write(3, `Message:\t${str(t.message)}\n`);
    w.write(3, `Exit Code:\t${int(t.exitCode)}\n`);
    if (int(t.signal) > 0) w.write(3, `Signal:\t${int(t.signal)}\n`);
    w.write(3, `Started:\t${rfc1123z(str(t.startedAt))}\n`);
    w.write(3, `Finished:\t${rfc1123z(str(t.finishedAt))}\n`);
  } else w.write(2, `${name}:\tWaiting\n`);
}

/** SortedResourceNames: resource names in string order. */
function describeResources(w: PrefixWriter, resources: JsonObject, level: number): void {
  for (const [title, key] of [
    ['Limits', 'limits'],
    ['Requests', 'requests'],
  ] as const) {
    const list = obj(resources[key]);
    const names = Object.keys(list).sort();
    if (names.length > 0) w.write(level, `${title}:\n`);
    for (const n of names) w.write(level + 1, `${n}:\t${quantity(list[n])}\n`);
  }
}

/** DescribeProbe. */
function describeProbe(p: JsonObject): string {
  const attrs = `delay=${int(p.initialDelaySeconds)}s timeout=${int(p.timeoutSeconds)}s period=${int(p.periodSeconds)}s #success=${int(p.successThreshold)} #failure=${int(p.failureThreshold)}`;
  if (isObject(p.exec)) return `exec [${strs(p.exec.command).join(' ')}] ${attrs}`;
  if (isObject(p.httpGet)) {
    const h = p.httpGet;
    const port = intOrString(h.port === undefined ? '' : h.port);
    const host = str(h.host);
    const hostPort = port ? (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`) : host;
    // url.URL.String(): `scheme:` only when there is one, then `//host:port` and the path.
    const scheme = str(h.scheme).toLowerCase();
    return `http-get ${scheme ? `${scheme}:` : ''}//${hostPort}${str(h.path)} ${attrs}`;
  }
  if (isObject(p.tcpSocket))
    return `tcp-socket ${str(p.tcpSocket.host)}:${intOrString(p.tcpSocket.port)} ${attrs}`;
  if (isObject(p.grpc)) return `grpc <pod>:${int(p.grpc.port)} ${str(p.grpc.service)} ${attrs}`;
  return `unknown ${attrs}`;
}

function describeVolumes(w: PrefixWriter, volumes: JsonObject[], space: string): void {
  if (volumes.length === 0) {
    w.write(0, `${space}Volumes:\t<none>\n`);
    return;
  }
  w.write(0, `${space}Volumes:\n`);
  for (const v of volumes) {
    w.write(1, `${space ? ' ' : ''}${str(v.name)}:\n`);
    if (isObject(v.hostPath))
      w.write(
        2,
        `Type:\tHostPath (bare host directory volume)\n    Path:\t${str(v.hostPath.path)}\n    HostPathType:\t${v.hostPath.type == null ? '<none>' : str(v.hostPath.type)}\n`,
      );
    else if (isObject(v.emptyDir)) {
      const limit = v.emptyDir.sizeLimit;
      const size = limit !== undefined && parseQuantityText(str(limit))[0] > 0 ? quantity(limit) : '<unset>';
      w.write(
        2,
        `Type:\tEmptyDir (a temporary directory that shares a pod's lifetime)\n    Medium:\t${str(v.emptyDir.medium)}\n    SizeLimit:\t${size}\n`,
      );
    } else if (isObject(v.secret))
      w.write(
        2,
        `Type:\tSecret (a volume populated by a Secret)\n    SecretName:\t${str(v.secret.secretName)}\n    Optional:\t${v.secret.optional === true}\n`,
      );
    else if (isObject(v.configMap))
      w.write(
        2,
        `Type:\tConfigMap (a volume populated by a ConfigMap)\n    Name:\t${str(v.configMap.name)}\n    Optional:\t${v.configMap.optional === true}\n`,
      );
    else if (isObject(v.persistentVolumeClaim))
      w.write(
        2,
        `Type:\tPersistentVolumeClaim (a reference to a PersistentVolumeClaim in the same namespace)\n    ClaimName:\t${str(v.persistentVolumeClaim.claimName)}\n    ReadOnly:\t${v.persistentVolumeClaim.readOnly === true}\n`,
      );
    else if (isObject(v.nfs))
      w.write(
        2,
        `Type:\tNFS (an NFS mount that lasts the lifetime of a pod)\n    Server:\t${str(v.nfs.server)}\n    Path:\t${str(v.nfs.path)}\n    ReadOnly:\t${v.nfs.readOnly === true}\n`,
      );
    else if (isObject(v.downwardAPI)) {
      w.write(2, 'Type:\tDownwardAPI (a volume populated by information about the pod)\n    Items:\n');
      for (const item of arr(v.downwardAPI.items)) {
        if (isObject(item.fieldRef)) w.write(3, `${str(item.fieldRef.fieldPath)} -> ${str(item.path)}\n`);
        if (isObject(item.resourceFieldRef))
          w.write(3, `${str(item.resourceFieldRef.resource)} -> ${str(item.path)}\n`);
      }
    } else if (isObject(v.projected)) {
      w.write(2, 'Type:\tProjected (a volume that contains injected data from multiple sources)\n');
      // %v of a *bool: nil prints <nil>; a set pointer prints its address, which tests cannot match.
      const optional = (o: Json | undefined) => (o === undefined || o === null ? '<nil>' : String(o));
      for (const s of arr(v.projected.sources)) {
        if (isObject(s.secret))
          w.write(
            2,
            `SecretName:\t${str(s.secret.name)}\n    SecretOptionalName:\t${optional(s.secret.optional)}\n`,
          );
        else if (isObject(s.downwardAPI)) w.write(2, 'DownwardAPI:\ttrue\n');
        else if (isObject(s.configMap))
          w.write(
            2,
            `ConfigMapName:\t${str(s.configMap.name)}\n    ConfigMapOptional:\t${optional(s.configMap.optional)}\n`,
          );
        else if (isObject(s.serviceAccountToken))
          w.write(2, `TokenExpirationSeconds:\t${int(s.serviceAccountToken.expirationSeconds)}\n`);
      }
    } else if (isObject(v.csi)) {
      w.write(
        2,
        `Type:\tCSI (a Container Storage Interface (CSI) volume source)\n    Driver:\t${str(v.csi.driver)}\n    FSType:\t${str(v.csi.fsType)}\n    ReadOnly:\t${v.csi.readOnly === true}\n`,
      );
      w.write(2, 'VolumeAttributes:\t');
      const attrs = strMap(v.csi.volumeAttributes);
      const keys = Object.keys(attrs).sort();
      if (keys.length === 0) w.writeLine('<none>');
      keys.forEach((k, i) => {
        if (i !== 0) w.write(2, '\t');
        const line = `${k}=${attrs[k]}`;
        w.write(
          2,
          line.length > MAX_ANNOTATION_LEN ? `${line.slice(0, MAX_ANNOTATION_LEN)}...\n` : `${line}\n`,
        );
      });
    } else if (isObject(v.image))
      w.write(
        2,
        `Type:\tImage (a container image or OCI artifact)\n    Reference:\t${str(v.image.reference)}\n    PullPolicy:\t${str(v.image.pullPolicy)}\n`,
      );
    else w.write(1, '<unknown>\n');
  }
}

function describeTopologySpreadConstraints(w: PrefixWriter, list: Json | undefined, space: string): void {
  const tscs = arr(list).sort((a, b) =>
    str(a.topologyKey) < str(b.topologyKey) ? -1 : str(a.topologyKey) > str(b.topologyKey) ? 1 : 0,
  );
  if (tscs.length === 0) return;
  w.write(0, `${space}Topology Spread Constraints:\t`);
  tscs.forEach((t, i) => {
    if (i !== 0) {
      w.write(0, space);
      w.write(0, '\t');
    }
    let s = `${str(t.topologyKey)}:${str(t.whenUnsatisfiable)} when max skew ${int(t.maxSkew)} is exceeded`;
    if (isObject(t.labelSelector)) s += ` for selector ${formatLabelSelector(t.labelSelector)}`;
    w.write(0, `${s}\n`);
  });
}

/** DescribePodTemplate. */
function describePodTemplate(w: PrefixWriter, template: JsonObject): void {
  w.write(0, 'Pod Template:\n');
  const meta = obj(template.metadata);
  const spec = obj(template.spec);
  printLabelsMultiline(w, '  Labels', meta.labels);
  if (Object.keys(obj(meta.annotations)).length > 0)
    printAnnotationsMultiline(w, '  Annotations', meta.annotations);
  if (str(spec.serviceAccountName)) w.write(1, `Service Account:\t${str(spec.serviceAccountName)}\n`);
  if (arr(spec.initContainers).length > 0)
    describeContainers(w, 'Init Containers', arr(spec.initContainers), undefined, '  ');
  describeContainers(w, 'Containers', arr(spec.containers), undefined, '  ');
  describeVolumes(w, arr(spec.volumes), '  ');
  describeTopologySpreadConstraints(w, spec.topologySpreadConstraints, '  ');
  if (str(spec.priorityClassName)) w.write(1, `Priority Class Name:\t${str(spec.priorityClassName)}\n`);
  printLabelsMultiline(w, '  Node-Selectors', spec.nodeSelector);
  printTolerationsMultiline(w, '  Tolerations', spec.tolerations);
}

function describeConditions(w: PrefixWriter, conditions: JsonObject[]): void {
  if (conditions.length === 0) return;
  w.write(0, 'Conditions:\n  Type\tStatus\tReason\n');
  w.write(1, '----\t------\t------\n');
  for (const c of conditions) w.write(1, `${str(c.type)} \t${str(c.status)}\t${str(c.reason)}\n`);
}

/**
 * searchEvents + DescribeEvents: the events whose involvedObject is this object, oldest first
 * (SortableEvents by lastTimestamp); no section at all when the list fails.
 */
function describeEvents(w: PrefixWriter, o: KubeObject, kind: string, src: DescribeSource): void {
  const m = obj(o.metadata);
  const sel = [`involvedObject.name=${str(m.name)}`, `involvedObject.namespace=${str(m.namespace)}`];
  if (kind) sel.push(`involvedObject.kind=${kind}`);
  if (str(m.uid)) sel.push(`involvedObject.uid=${str(m.uid)}`);
  const events = src.list('', 'events', str(m.namespace), { fieldSelector: sel.join(',') });
  if (!events) return;
  if (events.length === 0) {
    w.write(0, 'Events:\t<none>\n');
    return;
  }
  const ms = (t: Json | undefined) => (str(t) ? Date.parse(str(t)) : Number.NaN);
  const since = (t: Json | undefined) => {
    const at = ms(t);
    return Number.isNaN(at) ? '<unknown>' : humanDuration(src.now() - at);
  };
  const sorted = [...events].sort((a, b) => (ms(a.lastTimestamp) || 0) - (ms(b.lastTimestamp) || 0));
  w.write(0, 'Events:\n  Type\tReason\tAge\tFrom\tMessage\n');
  w.write(1, '----\t------\t----\t----\t-------\n');
  for (const e of sorted) {
    const first = str(e.eventTime) ? since(e.eventTime) : since(e.firstTimestamp);
    const series = obj(e.series);
    const interval = isObject(e.series)
      ? `${since(series.lastObservedTime)} (x${int(series.count)} over ${first})`
      : int(e.count) > 1
        ? `${since(e.lastTimestamp)} (x${int(e.count)} over ${first})`
        : first;
    const source = str(obj(e.source).component) || str(e.reportingComponent);
    w.write(1, `${str(e.type)}\t${str(e.reason)}\t${interval}\t${source}\t${str(e.message).trim()}\n`);
  }
}

/** Pods matching a controller's selector and controlled by it, counted by phase (getPodStatusForController). */
function podStatusForController(o: KubeObject, src: DescribeSource): string {
  const m = obj(o.metadata);
  const pods =
    src.list('', 'pods', str(m.namespace), { labelSelector: selectorString(obj(o.spec).selector) }) ?? [];
  const counts = { Running: 0, Pending: 0, Succeeded: 0, Failed: 0 };
  for (const p of pods) {
    const ref = arr(obj(p.metadata).ownerReferences).find((r) => r.controller === true);
    if (!ref || str(ref.uid) !== str(m.uid)) continue;
    const phase = str(obj(p.status).phase);
    if (phase in counts) counts[phase as keyof typeof counts]++;
  }
  return `${counts.Running} Running / ${counts.Pending} Waiting / ${counts.Succeeded} Succeeded / ${counts.Failed} Failed`;
}

function header(w: PrefixWriter, o: KubeObject): JsonObject {
  const m = obj(o.metadata);
  w.write(0, `Name:\t${str(m.name)}\n`);
  w.write(0, `Namespace:\t${str(m.namespace)}\n`);
  return m;
}

/** deploymentutil.EqualIgnoreHash: the templates equal once the pod-template-hash label is dropped. */
function equalIgnoreHash(a: JsonObject, b: JsonObject): boolean {
  const strip = (t: JsonObject): string => {
    const c = JSON.parse(JSON.stringify(t)) as JsonObject;
    const labels = obj(obj(c.metadata).labels);
    delete labels['pod-template-hash'];
    return JSON.stringify(sortKeys(c));
  };
  return strip(a) === strip(b);
}

function describeDeployment(d: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = header(w, d);
  const spec = obj(d.spec);
  const status = obj(d.status);
  w.write(0, `CreationTimestamp:\t${rfc1123z(str(m.creationTimestamp))}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  w.write(0, `Selector:\t${selectorString(spec.selector)}\n`);
  w.write(
    0,
    `Replicas:\t${int(spec.replicas)} desired | ${int(status.updatedReplicas)} updated | ${int(status.replicas)} total | ${int(status.availableReplicas)} available | ${int(status.unavailableReplicas)} unavailable\n`,
  );
  const strategy = obj(spec.strategy);
  w.write(0, `StrategyType:\t${str(strategy.type)}\n`);
  w.write(0, `MinReadySeconds:\t${int(spec.minReadySeconds)}\n`);
  if (isObject(strategy.rollingUpdate)) {
    const ru = strategy.rollingUpdate;
    w.write(
      0,
      `RollingUpdateStrategy:\t${intOrString(ru.maxUnavailable)} max unavailable, ${intOrString(ru.maxSurge)} max surge\n`,
    );
  }
  describePodTemplate(w, obj(spec.template));
  describeConditions(w, arr(status.conditions));
  // GetAllReplicaSetsInChunks: the ReplicaSets this Deployment controls; the newest whose template
  // equals the Deployment's is the new one, all others are old.
  const rss = src.list('apps', 'replicasets', str(m.namespace), {
    labelSelector: selectorString(spec.selector),
  });
  if (rss) {
    const owned = rss
      .filter((rs) =>
        arr(obj(rs.metadata).ownerReferences).some((r) => r.controller === true && str(r.uid) === str(m.uid)),
      )
      .sort(
        (a, b) =>
          Date.parse(str(obj(a.metadata).creationTimestamp)) -
            Date.parse(str(obj(b.metadata).creationTimestamp)) ||
          (str(obj(a.metadata).name) < str(obj(b.metadata).name) ? -1 : 1),
      );
    const fresh = owned.find((rs) => equalIgnoreHash(obj(obj(rs.spec).template), obj(spec.template)));
    const old = owned.filter((rs) => rs !== fresh);
    const show = (list: KubeObject[]) =>
      list
        .map(
          (rs) =>
            `${str(obj(rs.metadata).name)} (${int(obj(rs.status).replicas)}/${int(obj(rs.spec).replicas)} replicas created)`,
        )
        .join(', ') || '<none>';
    if (owned.length > 0) {
      w.write(0, `OldReplicaSets:\t${show(old)}\n`);
      w.write(0, `NewReplicaSet:\t${show(fresh ? [fresh] : [])}\n`);
    }
  }
  describeEvents(w, d, 'Deployment', src);
  return w.toString();
}

function describeReplicaSet(rs: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = header(w, rs);
  const spec = obj(rs.spec);
  w.write(0, `Selector:\t${formatLabelSelector(spec.selector)}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  const controlledBy = controllerOf(rs);
  if (controlledBy) w.write(0, `Controlled By:\t${controlledBy}\n`);
  w.write(0, `Replicas:\t${int(obj(rs.status).replicas)} current / ${int(spec.replicas)} desired\n`);
  w.write(0, 'Pods Status:\t');
  w.write(0, `${podStatusForController(rs, src)}\n`);
  describePodTemplate(w, obj(spec.template));
  describeConditions(w, arr(obj(rs.status).conditions));
  describeEvents(w, rs, 'ReplicaSet', src);
  return w.toString();
}

function describeStatefulSet(ss: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = header(w, ss);
  const spec = obj(ss.spec);
  w.write(0, `CreationTimestamp:\t${rfc1123z(str(m.creationTimestamp))}\n`);
  w.write(0, `Selector:\t${selectorString(spec.selector)}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  w.write(0, `Replicas:\t${int(spec.replicas)} desired | ${int(obj(ss.status).replicas)} total\n`);
  const strategy = obj(spec.updateStrategy);
  w.write(0, `Update Strategy:\t${str(strategy.type)}\n`);
  if (isObject(strategy.rollingUpdate) && strategy.rollingUpdate.partition !== undefined) {
    w.write(1, `Partition:\t${int(strategy.rollingUpdate.partition)}\n`);
    if (strategy.rollingUpdate.maxUnavailable !== undefined)
      w.write(1, `MaxUnavailable:\t${intOrString(strategy.rollingUpdate.maxUnavailable)}\n`);
  }
  w.write(0, `Pods Status:\t${podStatusForController(ss, src)}\n`);
  describePodTemplate(w, obj(spec.template));
  const claims = arr(spec.volumeClaimTemplates);
  if (claims.length === 0) w.write(0, 'Volume Claims:\t<none>\n');
  else {
    w.write(0, 'Volume Claims:\n');
    for (const pvc of claims) {
      const pm = obj(pvc.metadata);
      const ps = obj(pvc.spec);
      w.write(1, `Name:\t${str(pm.name)}\n`);
      // storageutil.GetPersistentVolumeClaimClass: the beta annotation first, then the field.
      const cls =
        str(obj(pm.annotations)['volume.beta.kubernetes.io/storage-class']) || str(ps.storageClassName);
      w.write(1, `StorageClass:\t${cls}\n`);
      printLabelsMultiline(w, 'Labels', pm.labels, '  ');
      printLabelsMultiline(w, 'Annotations', pm.annotations, '  ');
      const storage = obj(obj(ps.resources).requests).storage;
      w.write(1, `Capacity:\t${storage !== undefined ? quantity(storage) : '<default>'}\n`);
      w.write(1, `Access Modes:\t[${strs(ps.accessModes).join(' ')}]\n`);
    }
  }
  describeEvents(w, ss, 'StatefulSet', src);
  return w.toString();
}

function describeJob(job: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = header(w, job);
  const spec = obj(job.spec);
  const status = obj(job.status);
  w.write(0, `Selector:\t${selectorString(spec.selector)}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  const controlledBy = controllerOf(job);
  if (controlledBy) w.write(0, `Controlled By:\t${controlledBy}\n`);
  if (typeof spec.parallelism === 'number') w.write(0, `Parallelism:\t${spec.parallelism}\n`);
  w.write(0, `Completions:\t${typeof spec.completions === 'number' ? spec.completions : '<unset>'}\n`);
  if (spec.completionMode !== undefined) w.write(0, `Completion Mode:\t${str(spec.completionMode)}\n`);
  if (typeof spec.suspend === 'boolean') w.write(0, `Suspend:\t${spec.suspend}\n`);
  if (typeof spec.backoffLimit === 'number') w.write(0, `Backoff Limit:\t${spec.backoffLimit}\n`);
  if (typeof spec.ttlSecondsAfterFinished === 'number')
    w.write(0, `TTL Seconds After Finished:\t${spec.ttlSecondsAfterFinished}\n`);
  if (str(status.startTime)) w.write(0, `Start Time:\t${rfc1123z(str(status.startTime))}\n`);
  if (str(status.completionTime)) w.write(0, `Completed At:\t${rfc1123z(str(status.completionTime))}\n`);
  if (str(status.startTime) && str(status.completionTime))
    w.write(
      0,
      `Duration:\t${humanDuration(Date.parse(str(status.completionTime)) - Date.parse(str(status.startTime)))}\n`,
    );
  if (typeof spec.activeDeadlineSeconds === 'number')
    w.write(0, `Active Deadline Seconds:\t${spec.activeDeadlineSeconds}s\n`);
  if (typeof status.ready !== 'number')
    w.write(
      0,
      `Pods Statuses:\t${int(status.active)} Active / ${int(status.succeeded)} Succeeded / ${int(status.failed)} Failed\n`,
    );
  else
    w.write(
      0,
      `Pods Statuses:\t${int(status.active)} Active (${status.ready} Ready) / ${int(status.succeeded)} Succeeded / ${int(status.failed)} Failed\n`,
    );
  if (str(spec.completionMode) === 'Indexed') {
    const indexes = str(status.completedIndexes);
    let shown = indexes || '<none>';
    if (indexes) {
      let ix = 50;
      while (ix < indexes.length && indexes[ix] !== ',') ix++;
      if (ix < indexes.length) shown = `${indexes.slice(0, ix + 1)}...`;
    }
    w.write(0, `Completed Indexes:\t${shown}\n`);
  }
  describePodTemplate(w, obj(spec.template));
  describeEvents(w, job, 'Job', src);
  return w.toString();
}

/** printBoolPtr (describe.go): `<unset>` for nil, else printBool's `True`/`False`. */
const boolPtr = (v: Json | undefined): string =>
  typeof v === 'boolean' ? (v ? 'True' : 'False') : '<unset>';

function describeCronJob(cj: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = header(w, cj);
  const spec = obj(cj.spec);
  const status = obj(cj.status);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  w.write(0, `Schedule:\t${str(spec.schedule)}\n`);
  w.write(0, `Concurrency Policy:\t${str(spec.concurrencyPolicy)}\n`);
  w.write(0, `Suspend:\t${boolPtr(spec.suspend)}\n`);
  const intOrUnset = (v: Json | undefined, unit = '') => (typeof v === 'number' ? `${v}${unit}` : '<unset>');
  w.write(0, `Successful Job History Limit:\t${intOrUnset(spec.successfulJobsHistoryLimit)}\n`);
  w.write(0, `Failed Job History Limit:\t${intOrUnset(spec.failedJobsHistoryLimit)}\n`);
  w.write(0, `Starting Deadline Seconds:\t${intOrUnset(spec.startingDeadlineSeconds, 's')}\n`);
  // describeJobTemplate
  const jobSpec = obj(obj(spec.jobTemplate).spec);
  w.write(0, `Selector:\t${isObject(jobSpec.selector) ? selectorString(jobSpec.selector) : '<unset>'}\n`);
  w.write(0, `Parallelism:\t${intOrUnset(jobSpec.parallelism)}\n`);
  w.write(0, `Completions:\t${intOrUnset(jobSpec.completions)}\n`);
  if (typeof jobSpec.activeDeadlineSeconds === 'number')
    w.write(0, `Active Deadline Seconds:\t${jobSpec.activeDeadlineSeconds}s\n`);
  describePodTemplate(w, obj(jobSpec.template));
  w.write(
    0,
    `Last Schedule Time:\t${str(status.lastScheduleTime) ? rfc1123z(str(status.lastScheduleTime)) : '<unset>'}\n`,
  );
  // printActiveJobs
  const active = arr(status.active);
  w.write(0, 'Active Jobs:\t');
  if (active.length === 0) w.writeLine('<none>');
  else {
    w.write(0, active.map((j) => str(j.name)).join(', '));
    w.writeLine('');
  }
  describeEvents(w, cj, 'CronJob', src);
  return w.toString();
}

/** qos.GetPodQOS: status.qosClass, else computed from the containers' cpu and memory. */
function podQOS(pod: KubeObject): string {
  const given = str(obj(pod.status).qosClass);
  if (given) return given;
  const spec = obj(pod.spec);
  const requests = new Map<string, bigint>();
  const limits = new Map<string, bigint>();
  let guaranteed = true;
  const add = (into: Map<string, bigint>, list: JsonObject): Set<string> => {
    const seen = new Set<string>();
    for (const [name, q] of Object.entries(list)) {
      if (name !== 'cpu' && name !== 'memory') continue;
      const [milli] = parseQuantityText(str(q));
      if (BigInt(milli) <= 0n) continue;
      into.set(name, (into.get(name) ?? 0n) + BigInt(milli));
      seen.add(name);
    }
    return seen;
  };
  const resourceSets = isObject(spec.resources)
    ? [obj(spec.resources)]
    : [...arr(spec.containers), ...arr(spec.initContainers)].map((c) => obj(c.resources));
  for (const r of resourceSets) {
    add(requests, obj(r.requests));
    const l = add(limits, obj(r.limits));
    if (!(l.has('cpu') && l.has('memory'))) guaranteed = false;
  }
  if (requests.size === 0 && limits.size === 0) return 'BestEffort';
  if (guaranteed) for (const [n, q] of requests) if (limits.get(n) !== q) guaranteed = false;
  return guaranteed && requests.size === limits.size ? 'Guaranteed' : 'Burstable';
}

function describePod(pod: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = header(w, pod);
  const spec = obj(pod.spec);
  const status = obj(pod.status);
  if (typeof spec.priority === 'number') w.write(0, `Priority:\t${spec.priority}\n`);
  if (str(spec.priorityClassName)) w.write(0, `Priority Class Name:\t${str(spec.priorityClassName)}\n`);
  if (str(spec.runtimeClassName)) w.write(0, `Runtime Class Name:\t${str(spec.runtimeClassName)}\n`);
  if (str(spec.serviceAccountName)) w.write(0, `Service Account:\t${str(spec.serviceAccountName)}\n`);
  w.write(0, `Node:\t${str(spec.nodeName) ? `${str(spec.nodeName)}/${str(status.hostIP)}` : '<none>'}\n`);
  if (str(status.startTime)) w.write(0, `Start Time:\t${rfc1123z(str(status.startTime))}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  const phase = str(status.phase);
  if (str(m.deletionTimestamp) && phase !== 'Failed' && phase !== 'Succeeded') {
    w.write(
      0,
      `Status:\tTerminating (lasts ${humanDuration(src.now() - Date.parse(str(m.deletionTimestamp)))})\n`,
    );
    w.write(0, `Termination Grace Period:\t${int(m.deletionGracePeriodSeconds)}s\n`);
  } else w.write(0, `Status:\t${phase}\n`);
  if (str(status.reason)) w.write(0, `Reason:\t${str(status.reason)}\n`);
  if (str(status.message)) w.write(0, `Message:\t${str(status.message)}\n`);
  const seccomp = obj(obj(spec.securityContext).seccompProfile);
  if (isObject(obj(spec.securityContext).seccompProfile)) {
    w.write(0, `SeccompProfile:\t${str(seccomp.type)}\n`);
    if (str(seccomp.type) === 'Localhost')
      w.write(0, `LocalhostProfile:\t${str(seccomp.localhostProfile)}\n`);
  }
  w.write(0, `IP:\t${str(status.podIP)}\n`);
  const ips = arr(status.podIPs);
  if (ips.length === 0) w.write(0, 'IPs:\t<none>\n');
  else {
    w.write(0, 'IPs:\n');
    for (const ip of ips) w.write(1, `IP:\t${str(ip.ip)}\n`);
  }
  const controlledBy = controllerOf(pod);
  if (controlledBy) w.write(0, `Controlled By:\t${controlledBy}\n`);
  if (str(status.nominatedNodeName)) w.write(0, `NominatedNodeName:\t${str(status.nominatedNodeName)}\n`);
  if (isObject(spec.resources)) {
    w.write(0, 'Resources:\n');
    describeResources(w, spec.resources, 1);
  }
  if (arr(spec.initContainers).length > 0)
    describeContainers(w, 'Init Containers', arr(spec.initContainers), arr(status.initContainerStatuses), '');
  describeContainers(w, 'Containers', arr(spec.containers), arr(status.containerStatuses), '');
  const conditions = arr(status.conditions);
  const gates = arr(spec.readinessGates);
  if (gates.length > 0) {
    w.write(0, 'Readiness Gates:\n  Type\tStatus\n');
    for (const g of gates) {
      const c = conditions.find((x) => str(x.type) === str(g.conditionType));
      w.write(1, `${str(g.conditionType)} \t${c ? str(c.status) : '<none>'} \n`);
    }
  }
  if (conditions.length > 0) {
    w.write(0, 'Conditions:\n  Type\tStatus\n');
    for (const c of conditions) w.write(1, `${str(c.type)} \t${str(c.status)} \n`);
  }
  describeVolumes(w, arr(spec.volumes), '');
  w.write(0, `QoS Class:\t${podQOS(pod)}\n`);
  printLabelsMultiline(w, 'Node-Selectors', spec.nodeSelector);
  printTolerationsMultiline(w, 'Tolerations', spec.tolerations);
  describeTopologySpreadConstraints(w, spec.topologySpreadConstraints, '');
  describeEvents(w, pod, 'Pod', src);
  return w.toString();
}

/** formatEndpointSlices: up to three ready `ip:port`s of the port's name, then `+ N more...`. */
function formatEndpointSlices(slices: KubeObject[], portName: string): string {
  if (slices.length === 0) return '<none>';
  const list: string[] = [];
  const max = 3;
  let more = false;
  let count = 0;
  for (const s of slices) {
    const ports = arr(s.ports);
    const endpoints = arr(s.endpoints);
    const ready = (e: JsonObject) => obj(e.conditions).ready !== false;
    const targets: Array<[JsonObject, string | undefined]> =
      ports.length === 0
        ? endpoints.map((e) => [e, undefined])
        : ports
            .filter((p) => str(p.name) === portName)
            .flatMap((p) => endpoints.map((e): [JsonObject, string] => [e, String(int(p.port))]));
    for (const [e, port] of targets) {
      if (list.length === max) more = true;
      if (!ready(e)) continue;
      const addr = strs(e.addresses)[0] ?? '';
      if (!more)
        list.push(port === undefined ? addr : addr.includes(':') ? `[${addr}]:${port}` : `${addr}:${port}`);
      count++;
    }
  }
  return more ? `${list.join(',')} + ${count - max} more...` : list.join(',');
}

function describeService(svc: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = header(w, svc);
  const spec = obj(svc.spec);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  w.write(0, `Selector:\t${formatLabels(spec.selector)}\n`);
  w.write(0, `Type:\t${str(spec.type)}\n`);
  if (spec.ipFamilyPolicy !== undefined) w.write(0, `IP Family Policy:\t${str(spec.ipFamilyPolicy)}\n`);
  const families = strs(spec.ipFamilies);
  w.write(0, `IP Families:\t${families.length > 0 ? families.join(',') : '<none>'}\n`);
  w.write(0, `IP:\t${str(spec.clusterIP)}\n`);
  const ips = strs(spec.clusterIPs);
  w.write(0, `IPs:\t${ips.length > 0 ? ips.join(',') : '<none>'}\n`);
  if (strs(spec.externalIPs).length > 0) w.write(0, `External IPs:\t${strs(spec.externalIPs).join(',')}\n`);
  if (str(spec.loadBalancerIP)) w.write(0, `Desired LoadBalancer IP:\t${str(spec.loadBalancerIP)}\n`);
  if (str(spec.externalName)) w.write(0, `External Name:\t${str(spec.externalName)}\n`);
  const ingress = arr(obj(obj(svc.status).loadBalancer).ingress);
  if (ingress.length > 0)
    w.write(
      0,
      `LoadBalancer Ingress:\t${ingress
        .map((i) =>
          str(i.ip) ? `${str(i.ip)}${i.ipMode !== undefined ? ` (${str(i.ipMode)})` : ''}` : str(i.hostname),
        )
        .join(', ')}\n`,
    );
  const slices =
    src.list('discovery.k8s.io', 'endpointslices', str(m.namespace), {
      labelSelector: `kubernetes.io/service-name=${str(m.name)}`,
    }) ?? [];
  for (const p of arr(spec.ports)) {
    const name = str(p.name) || '<unset>';
    const protocol = str(p.protocol);
    w.write(0, `Port:\t${name}\t${int(p.port)}/${protocol}\n`);
    w.write(0, `TargetPort:\t${intOrString(p.targetPort ?? 0)}/${protocol}\n`);
    if (int(p.nodePort) !== 0) w.write(0, `NodePort:\t${name}\t${int(p.nodePort)}/${protocol}\n`);
    w.write(0, `Endpoints:\t${formatEndpointSlices(slices, str(p.name))}\n`);
  }
  w.write(0, `Session Affinity:\t${str(spec.sessionAffinity)}\n`);
  if (str(spec.externalTrafficPolicy))
    w.write(0, `External Traffic Policy:\t${str(spec.externalTrafficPolicy)}\n`);
  if (spec.internalTrafficPolicy !== undefined)
    w.write(0, `Internal Traffic Policy:\t${str(spec.internalTrafficPolicy)}\n`);
  if (int(spec.healthCheckNodePort) !== 0)
    w.write(0, `HealthCheck NodePort:\t${int(spec.healthCheckNodePort)}\n`);
  if (strs(spec.loadBalancerSourceRanges).length > 0)
    w.write(0, `LoadBalancer Source Ranges:\t${strs(spec.loadBalancerSourceRanges).join(',')}\n`);
  describeEvents(w, svc, 'Service', src);
  return w.toString();
}

/** Bytes of a base64 value, as len([]byte) after decoding. */
function base64Length(v: Json | undefined): number {
  const s = str(v).replace(/\s+/g, '');
  return Math.floor((s.length * 3) / 4) - (s.match(/=+$/)?.[0].length ?? 0);
}

/**
 * describeSecret. Real kubectl ranges over the Data map, so its key order changes from run to run;
 * here the keys are sorted. No events: the Secret describer does not look for them.
 */
function describeSecret(secret: KubeObject): string {
  const w = new PrefixWriter();
  const m = header(w, secret);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  const type = str(secret.type);
  w.write(0, `\nType:\t${type}\n`);
  w.write(0, '\nData\n====\n');
  const data = obj(secret.data);
  for (const k of Object.keys(data).sort()) {
    if (k === 'token' && type === 'kubernetes.io/service-account-token')
      w.write(
        0,
        `${k}:\t${new TextDecoder().decode(Uint8Array.from(atob(str(data[k])), (c) => c.charCodeAt(0)))}\n`,
      );
    else w.write(0, `${k}:\t${base64Length(data[k])} bytes\n`);
  }
  return w.toString();
}

/**
 * ConfigMapDescriber: Data and BinaryData; real kubectl ranges over the maps (random order), sorted here.
 */
function describeConfigMap(cm: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = header(w, cm);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  w.write(0, '\nData\n====\n');
  const data = obj(cm.data);
  for (const k of Object.keys(data).sort()) {
    w.write(0, `${k}:\n----\n`);
    w.write(0, `${str(data[k])}\n`);
    w.write(0, '\n');
  }
  w.write(0, '\nBinaryData\n====\n');
  const bin = obj(cm.binaryData);
  for (const k of Object.keys(bin).sort()) w.write(0, `${k}: ${base64Length(bin[k])} bytes\n`);
  w.write(0, '\n');
  describeEvents(w, cm, 'ConfigMap', src);
  return w.toString();
}

/**
 * describeNamespace with its ResourceQuota and LimitRange sections (kubectl v0.32 pkg/describe/
 * describe.go NamespaceDescriber, DescribeResourceQuotas, DescribeLimitRanges); a section is left
 * out when its list fails, as when the server does not serve the resource.
 */
function describeNamespace(ns: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = obj(ns.metadata);
  w.write(0, `Name:\t${str(m.name)}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  w.write(0, `Status:\t${str(obj(ns.status).phase)}\n`);
  const conditions = obj(ns.status).conditions;
  if (Array.isArray(conditions) && conditions.length > 0) {
    w.write(0, 'Conditions:\n');
    w.write(1, 'Type\tStatus\tLastTransitionTime\tReason\tMessage\n');
    w.write(1, '----\t------\t------------------\t------\t-------\n');
    for (const c of conditions.map(obj))
      w.write(
        1,
        `${str(c.type)}\t${str(c.status)}\t${rfc1123z(str(c.lastTransitionTime))}\t${str(c.reason)}\t${str(c.message)}\n`,
      );
  }
  const quotas = src.list('', 'resourcequotas', str(m.name));
  if (quotas !== undefined) {
    w.write(0, '\n');
    describeResourceQuotas(w, quotas);
  }
  const limits = src.list('', 'limitranges', str(m.name));
  if (limits !== undefined) {
    w.write(0, '\n');
    describeLimitRanges(w, limits);
  }
  return w.toString();
}

function describeResourceQuotas(w: PrefixWriter, quotas: KubeObject[]): void {
  if (quotas.length === 0) {
    w.write(0, 'No resource quota.\n');
    return;
  }
  w.write(0, 'Resource Quotas\n');
  const byName = [...quotas].sort((a, b) => (str(obj(a.metadata).name) < str(obj(b.metadata).name) ? -1 : 1));
  for (const q of byName) {
    w.write(1, `Name:\t${str(obj(q.metadata).name)}\n`);
    const scopes = strs(obj(q.spec).scopes).sort();
    if (scopes.length > 0) w.write(1, `Scopes:\t${scopes.join(', ')}\n`);
    w.write(1, 'Resource\tUsed\tHard\n');
    w.write(1, '--------\t---\t---\n');
    const hard = obj(obj(q.status).hard);
    const used = obj(obj(q.status).used);
    for (const r of Object.keys(hard).sort()) w.write(1, `${r}\t${str(used[r]) || '0'}\t${str(hard[r])}\n`);
  }
}

function describeLimitRanges(w: PrefixWriter, ranges: KubeObject[]): void {
  if (ranges.length === 0) {
    w.write(0, 'No LimitRange resource.\n');
    return;
  }
  w.write(
    0,
    'Resource Limits\n Type\tResource\tMin\tMax\tDefault Request\tDefault Limit\tMax Limit/Request Ratio\n',
  );
  w.write(0, ' ----\t--------\t---\t---\t---------------\t-------------\t-----------------------\n');
  for (const lr of ranges) {
    for (const item of arr(obj(lr.spec).limits)) {
      const cols = [item.min, item.max, item.defaultRequest, item.default, item.maxLimitRequestRatio].map(
        obj,
      );
      // kubectl ranges over a map here (random order); sorted by resource name
      const names = [...new Set(cols.flatMap((c) => Object.keys(c)))].sort();
      for (const k of names)
        w.write(0, ` ${str(item.type)}\t${k}\t${cols.map((c) => (k in c ? str(c[k]) : '-')).join('\t')}\n`);
    }
  }
}

/** describeDaemonSet (kubectl v0.32 pkg/describe/describe.go). */
function describeDaemonSet(ds: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = obj(ds.metadata);
  const spec = obj(ds.spec);
  const status = obj(ds.status);
  w.write(0, `Name:\t${str(m.name)}\n`);
  w.write(0, `Selector:\t${selectorString(spec.selector)}\n`);
  w.write(0, `Node-Selector:\t${formatLabels(obj(obj(spec.template).spec).nodeSelector)}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  w.write(0, `Desired Number of Nodes Scheduled: ${int(status.desiredNumberScheduled)}\n`);
  w.write(0, `Current Number of Nodes Scheduled: ${int(status.currentNumberScheduled)}\n`);
  w.write(0, `Number of Nodes Scheduled with Up-to-date Pods: ${int(status.updatedNumberScheduled)}\n`);
  w.write(0, `Number of Nodes Scheduled with Available Pods: ${int(status.numberAvailable)}\n`);
  w.write(0, `Number of Nodes Misscheduled: ${int(status.numberMisscheduled)}\n`);
  w.write(0, `Pods Status:\t${podStatusForController(ds, src)}\n`);
  describePodTemplate(w, obj(spec.template));
  describeEvents(w, ds, 'DaemonSet', src);
  return w.toString();
}

/**
 * IngressDescriber.describeIngressV1. A backend Service is described with its endpoint slices; where
 * the list fails (the simulator serves no discovery.k8s.io), kubectl prints the error in place.
 */
function describeIngress(ing: KubeObject, src: DescribeSource): string {
  const w = new PrefixWriter();
  const m = obj(ing.metadata);
  const spec = obj(ing.spec);
  const ns = str(m.namespace);
  const backend = (b: JsonObject): string => {
    if (isObject(b.service)) {
      const svc = b.service;
      const port = obj(svc.port);
      const sb = `${str(svc.name)}:${int(port.number) !== 0 ? int(port.number) : str(port.name)}`;
      const slices = src.list('discovery.k8s.io', 'endpointslices', ns, {
        labelSelector: `kubernetes.io/service-name=${str(svc.name)}`,
      });
      if (!slices) return `${sb} (<error: the server could not find the requested resource>)`;
      const found = src.list('', 'services', ns, { fieldSelector: `metadata.name=${str(svc.name)}` });
      const service = found?.[0];
      if (!service) return `${sb} (<error: services ${JSON.stringify(str(svc.name))} not found>)`;
      let spName = '';
      for (const sp of arr(obj(service.spec).ports)) {
        if (int(port.number) !== 0 && int(port.number) === int(sp.port)) spName = str(sp.name);
        else if (str(port.name) !== '' && str(port.name) === str(sp.name)) spName = str(sp.name);
      }
      return `${sb} (${formatEndpointSlices(slices, spName)})`;
    }
    if (isObject(b.resource)) {
      const r = b.resource;
      const group = typeof r.apiGroup === 'string' ? r.apiGroup : '<none>';
      return `APIGroup: ${group}, Kind: ${str(r.kind)}, Name: ${str(r.name)}`;
    }
    return '';
  };
  w.write(0, `Name:\t${str(m.name)}\n`);
  printLabelsMultiline(w, 'Labels', m.labels);
  w.write(0, `Namespace:\t${ns}\n`);
  const addresses = [
    ...new Set(
      arr(obj(obj(ing.status).loadBalancer).ingress)
        .map((i) => str(i.ip) || str(i.hostname))
        .filter(Boolean),
    ),
  ].sort();
  w.write(0, `Address:\t${addresses.join(',')}\n`);
  w.write(
    0,
    `Ingress Class:\t${typeof spec.ingressClassName === 'string' ? spec.ingressClassName : '<none>'}\n`,
  );
  const def = isObject(spec.defaultBackend) ? backend(spec.defaultBackend) : '<default>';
  w.write(0, `Default backend:\t${def}\n`);
  const tls = arr(spec.tls);
  if (tls.length > 0) {
    w.write(0, 'TLS:\n');
    for (const t of tls) {
      const hosts = strs(t.hosts).join(',');
      if (str(t.secretName) === '') w.write(1, `SNI routes ${hosts}\n`);
      else w.write(1, `${str(t.secretName)} terminates ${hosts}\n`);
    }
  }
  w.write(0, 'Rules:\n  Host\tPath\tBackends\n');
  w.write(1, '----\t----\t--------\n');
  let count = 0;
  for (const rule of arr(spec.rules)) {
    if (!isObject(rule.http)) continue;
    count++;
    w.write(1, `${str(rule.host) || '*'}\t\n`);
    for (const path of arr(rule.http.paths))
      w.write(2, `\t${str(path.path)} \t${backend(obj(path.backend))}\n`);
  }
  if (count === 0) w.write(1, `*\t*\t${def}\n`);
  printAnnotationsMultiline(w, 'Annotations', m.annotations);
  describeEvents(w, ing, 'Ingress', src);
  return w.toString();
}

type Describer = (o: KubeObject, src: DescribeSource) => string;

/** The typed describers by `group/resource` (kubectl's describerMap, the kinds ported so far). */
const DESCRIBERS: Record<string, Describer> = {
  '/configmaps': describeConfigMap,
  '/namespaces': describeNamespace,
  '/pods': describePod,
  '/secrets': describeSecret,
  '/services': describeService,
  'apps/daemonsets': describeDaemonSet,
  'apps/deployments': describeDeployment,
  'apps/replicasets': describeReplicaSet,
  'apps/statefulsets': describeStatefulSet,
  'batch/cronjobs': describeCronJob,
  'batch/jobs': describeJob,
  'networking.k8s.io/ingresses': describeIngress,
};

export function typedDescriber(group: string, resource: string): Describer | undefined {
  return DESCRIBERS[`${group}/${resource}`];
}

export { describeEvents };
