// The import paths src/kube/gopkg/extapi/extapi.ts provides, apart from it: the page's engine worker
// takes that module from a chunk loaded only for programs naming one of them (src/sandbox/lazy/extapi.ts).

const CM = 'github.com/cert-manager/cert-manager/pkg/apis';
const MONITORING = 'github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring';

export const EXTAPI_PATHS = [
  `${CM}/acme`,
  `${CM}/acme/v1`,
  `${CM}/certmanager`,
  `${CM}/certmanager/v1`,
  `${CM}/meta`,
  `${CM}/meta/v1`,
  MONITORING,
  `${MONITORING}/v1`,
  'sigs.k8s.io/gateway-api/apis/v1',
] as const;

export type ExtApiPath = (typeof EXTAPI_PATHS)[number];

/** A file naming one of the paths (an import of it), for loading the part before a job needs it. */
export const NAMES_EXTAPI =
  /"(?:github\.com\/cert-manager\/cert-manager\/pkg\/apis|github\.com\/prometheus-operator\/prometheus-operator\/pkg\/apis\/monitoring|sigs\.k8s\.io\/gateway-api\/apis)[/"]/;
