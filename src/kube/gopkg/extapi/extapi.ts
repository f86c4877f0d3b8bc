// Third-party API types operator projects import to watch or create other operators' objects
// (kubebuilder's `create api --external-api-path`, operator-sdk's monitoring sample): cert-manager's
// pkg/apis (v1.20.2, with the gateway-api type its ACME solver refers to) and prometheus-operator's
// pkg/apis/monitoring/v1 (v0.59.0). Types, register.go and the types' own methods only, as
// published; none of those operators' controllers. Their CRDs are not installed by a project's
// `make install`: a cluster without them answers `no matches for kind` as a real one does.

import { goPackage } from '../pkg.ts';
import acmeSrc from './acme-v1.go?raw';
import certmanagerSrc from './certmanager-v1.go?raw';
import cmmetaSrc from './cmmeta-v1.go?raw';
import gatewaySrc from './gateway-v1.go?raw';
import monitoringSrc from './monitoring-v1.go?raw';

const CM = 'github.com/cert-manager/cert-manager/pkg/apis';
const MONITORING = 'github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring';

/** The group packages (pkg/apis/<group>/register.go or doc.go): one constant each. */
const groupName = (path: string, name: string, group: string) =>
  goPackage({ path, files: { 'register.go': `package ${name}\n\nconst GroupName = "${group}"\n` } });

const deepCopy = { runtimePkg: 'runtime' };

export const extApiLoaders = {
  [`${CM}/acme`]: groupName(`${CM}/acme`, 'acme', 'acme.cert-manager.io'),
  [`${CM}/acme/v1`]: goPackage({ path: `${CM}/acme/v1`, files: { 'types.go': acmeSrc }, deepCopy }),
  [`${CM}/certmanager`]: groupName(`${CM}/certmanager`, 'certmanager', 'cert-manager.io'),
  [`${CM}/certmanager/v1`]: goPackage({
    path: `${CM}/certmanager/v1`,
    files: { 'types.go': certmanagerSrc },
    deepCopy,
  }),
  [`${CM}/meta`]: groupName(`${CM}/meta`, 'meta', 'meta.cert-manager.io'),
  [`${CM}/meta/v1`]: goPackage({ path: `${CM}/meta/v1`, files: { 'types.go': cmmetaSrc }, deepCopy }),
  [MONITORING]: groupName(MONITORING, 'monitoring', 'monitoring.coreos.com'),
  [`${MONITORING}/v1`]: goPackage({
    path: `${MONITORING}/v1`,
    files: { 'types.go': monitoringSrc },
    deepCopy,
  }),
  'sigs.k8s.io/gateway-api/apis/v1': goPackage({
    path: 'sigs.k8s.io/gateway-api/apis/v1',
    files: { 'shared_types.go': gatewaySrc },
    deepCopy,
  }),
};
