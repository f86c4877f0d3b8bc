// Third-party API types operator projects import to watch or create other operators' objects
// (kubebuilder's `create api --external-api-path`, operator-sdk's monitoring sample): cert-manager's
// pkg/apis (v1.20.2, with the gateway-api type its ACME solver refers to) and prometheus-operator's
// pkg/apis/monitoring/v1 (v0.59.0). Types, register.go and the types' own methods only, as
// published; none of those operators' controllers. Their CRDs are not installed by a project's
// `make install`: a cluster without them answers `no matches for kind` as a real one does.

import type { NativePackage } from '../../../go/interp/native.ts';
import { goPackage } from '../pkg.ts';
import acmeSrc from './acme-v1.go?raw';
import certmanagerSrc from './certmanager-v1.go?raw';
import cmmetaSrc from './cmmeta-v1.go?raw';
import gatewaySrc from './gateway-v1.go?raw';
import monitoringSrc from './monitoring-v1.go?raw';
import type { ExtApiPath } from './paths.ts';

const CM = 'github.com/cert-manager/cert-manager/pkg/apis';
const MONITORING = 'github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring';

/** The group packages (pkg/apis/<group>/register.go or doc.go): one constant each. */
const groupName = (path: string, name: string, group: string) =>
  goPackage({ path, files: { 'register.go': `package ${name}\n\nconst GroupName = "${group}"\n` } });

/** A version package: its Go text, with deepcopy-gen's methods generated. */
const types = (path: string, file: string, src: string) =>
  goPackage({ path, files: { [file]: src }, deepCopy: { runtimePkg: 'runtime' } });

export const extApiLoaders: Readonly<Record<ExtApiPath, () => NativePackage>> = {
  'github.com/cert-manager/cert-manager/pkg/apis/acme': groupName(
    `${CM}/acme`,
    'acme',
    'acme.cert-manager.io',
  ),
  'github.com/cert-manager/cert-manager/pkg/apis/acme/v1': types(`${CM}/acme/v1`, 'types.go', acmeSrc),
  'github.com/cert-manager/cert-manager/pkg/apis/certmanager': groupName(
    `${CM}/certmanager`,
    'certmanager',
    'cert-manager.io',
  ),
  'github.com/cert-manager/cert-manager/pkg/apis/certmanager/v1': types(
    `${CM}/certmanager/v1`,
    'types.go',
    certmanagerSrc,
  ),
  'github.com/cert-manager/cert-manager/pkg/apis/meta': groupName(
    `${CM}/meta`,
    'meta',
    'meta.cert-manager.io',
  ),
  'github.com/cert-manager/cert-manager/pkg/apis/meta/v1': types(`${CM}/meta/v1`, 'types.go', cmmetaSrc),
  'github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring': groupName(
    MONITORING,
    'monitoring',
    'monitoring.coreos.com',
  ),
  'github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring/v1': types(
    `${MONITORING}/v1`,
    'types.go',
    monitoringSrc,
  ),
  'sigs.k8s.io/gateway-api/apis/v1': types('sigs.k8s.io/gateway-api/apis/v1', 'shared_types.go', gatewaySrc),
};
