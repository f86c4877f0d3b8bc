/**
 * ValidatePersistentVolumeClaimUpdate's own rules, after the claim's create-time checks (kubernetes
 * 1.34 pkg/apis/core/validation/validation.go): the spec may not change but for a first volumeName,
 * a storage class given once where the beta annotation or nothing named one, a bound claim's storage
 * request and volumeAttributesClassName; anything else is one Forbidden at `spec` ending in cmp.Diff of
 * the internal specs. Then the storage request may not drop to status.capacity, volumeMode is
 * immutable (at the path `volumeMode`, as upstream writes it) and a set volumeAttributesClassName may
 * not be cleared.
 */
import type { GoType } from './cmpdiff.ts';
import { cmpDiff, semanticEqual } from './cmpdiff.ts';
import { type Amount, cmpAmount, parseQuantityAmount } from './quantity.ts';
import type { FieldError } from './status.ts';
import { fieldErr } from './status.ts';
import type { Json, JsonObject, KubeObject } from './types.ts';
import { isObject } from './types.ts';

const STR: GoType = { k: 'str' };
const PSTR: GoType = { k: 'ptr', elem: STR };
const RESOURCE_LIST: GoType = { k: 'map', name: 'core.ResourceList', elem: { k: 'qty' }, stringerKey: true };

/** core.PersistentVolumeClaimSpec and what it holds, in declaration order (pkg/apis/core/types.go). */
const PVC_SPEC: GoType = {
  k: 'struct',
  name: 'core.PersistentVolumeClaimSpec',
  fields: [
    ['AccessModes', 'accessModes', { k: 'slice', name: '[]core.PersistentVolumeAccessMode', elem: STR }],
    [
      'Selector',
      'selector',
      {
        k: 'ptr',
        elem: {
          k: 'struct',
          name: 'v1.LabelSelector',
          fields: [
            ['MatchLabels', 'matchLabels', { k: 'map', name: 'map[string]string', elem: STR }],
            [
              'MatchExpressions',
              'matchExpressions',
              {
                k: 'slice',
                name: '[]v1.LabelSelectorRequirement',
                elem: {
                  k: 'struct',
                  name: 'v1.LabelSelectorRequirement',
                  fields: [
                    ['Key', 'key', STR],
                    ['Operator', 'operator', STR],
                    ['Values', 'values', { k: 'slice', name: '[]string', elem: STR }],
                  ],
                },
              },
            ],
          ],
        },
      },
    ],
    [
      'Resources',
      'resources',
      {
        k: 'struct',
        name: 'core.VolumeResourceRequirements',
        fields: [
          ['Limits', 'limits', RESOURCE_LIST],
          ['Requests', 'requests', RESOURCE_LIST],
        ],
      },
    ],
    ['VolumeName', 'volumeName', STR],
    ['StorageClassName', 'storageClassName', PSTR],
    ['VolumeMode', 'volumeMode', PSTR],
    [
      'DataSource',
      'dataSource',
      {
        k: 'ptr',
        elem: {
          k: 'struct',
          name: 'core.TypedLocalObjectReference',
          fields: [
            ['APIGroup', 'apiGroup', PSTR],
            ['Kind', 'kind', STR],
            ['Name', 'name', STR],
          ],
        },
      },
    ],
    [
      'DataSourceRef',
      'dataSourceRef',
      {
        k: 'ptr',
        elem: {
          k: 'struct',
          name: 'core.TypedObjectReference',
          fields: [
            ['APIGroup', 'apiGroup', PSTR],
            ['Kind', 'kind', STR],
            ['Name', 'name', STR],
            ['Namespace', 'namespace', PSTR],
          ],
        },
      },
    ],
    ['VolumeAttributesClassName', 'volumeAttributesClassName', PSTR],
  ],
};

const BETA_STORAGE_CLASS = 'volume.beta.kubernetes.io/storage-class';

const obj = (v: Json | undefined): JsonObject => (isObject(v) ? v : {});
const set = (o: JsonObject, k: string, v: Json | undefined) => {
  if (v === undefined) delete o[k];
  else o[k] = v;
};
const nil = (v: Json | undefined) => v === undefined || v === null;

function storage(list: Json | undefined): Amount {
  const q = obj(list).storage;
  return typeof q === 'string' ? parseQuantityAmount(q)[0] : { value: 0n, scale: 0 };
}

export function validatePersistentVolumeClaimUpdate(pvc: KubeObject, old: KubeObject): FieldError[] {
  const errs: FieldError[] = [];
  const spec = obj(pvc.spec);
  const oldSpec = obj(old.spec);
  const next = structuredClone(spec);
  const prev = structuredClone(oldSpec);
  // the PV controller sets volumeName once
  if (typeof oldSpec.volumeName !== 'string' || oldSpec.volumeName === '')
    set(prev, 'volumeName', next.volumeName);
  const annotations = obj(obj(pvc.metadata).annotations);
  const oldAnnotations = obj(obj(old.metadata).annotations);
  const oldAnn = oldAnnotations[BETA_STORAGE_CLASS];
  const newAnn = annotations[BETA_STORAGE_CLASS];
  const oldSc = prev.storageClassName;
  const newSc = next.storageClassName;
  // validateStorageClassUpgradeFromAnnotation: the class the beta annotation named, given as the field
  if (
    typeof oldAnn === 'string' &&
    nil(oldSc) &&
    typeof newSc === 'string' &&
    newSc === oldAnn &&
    (newAnn === undefined || newAnn === oldAnn)
  )
    delete next.storageClassName;
  else {
    if ((typeof newAnn === 'string' ? newAnn : '') !== (typeof oldAnn === 'string' ? oldAnn : ''))
      errs.push(
        fieldErr.invalid(
          `metadata.annotations.${BETA_STORAGE_CLASS}`,
          typeof newAnn === 'string' ? newAnn : '',
          'field is immutable',
        ),
      );
    // validateStorageClassUpgradeFromNil: a class set where none was, matching the annotation if any
    if (
      typeof newSc === 'string' &&
      nil(oldSpec.storageClassName) &&
      (oldAnn === undefined || newSc === oldAnn)
    )
      set(next, 'storageClassName', prev.storageClassName);
  }
  const bound = obj(pvc.status).phase === 'Bound';
  const requests = obj(next.resources).requests;
  if (bound && isObject(requests)) requests.storage = obj(obj(oldSpec.resources).requests).storage ?? '0';
  set(next, 'volumeAttributesClassName', prev.volumeAttributesClassName);
  if (!semanticEqual(PVC_SPEC, next, prev))
    errs.push(
      fieldErr.forbidden(
        'spec',
        `spec is immutable after creation except resources.requests and volumeAttributesClassName for bound claims\n${cmpDiff(PVC_SPEC, prev, next)}`,
      ),
    );
  // RecoverVolumeExpansionFailure (GA in 1.34): a request may go down, but not to status.capacity
  const newSize = storage(obj(spec.resources).requests);
  if (
    cmpAmount(newSize, storage(obj(oldSpec.resources).requests)) < 0 &&
    cmpAmount(newSize, storage(obj(old.status).capacity)) <= 0
  )
    errs.push(
      fieldErr.forbidden('spec.resources.requests.storage', 'field can not be less than status.capacity'),
    );
  if (!semanticEqual(PSTR, spec.volumeMode, oldSpec.volumeMode))
    errs.push(
      fieldErr.invalid(
        'volumeMode',
        nil(spec.volumeMode) ? null : (spec.volumeMode ?? null),
        'field is immutable',
      ),
    );
  const vac = spec.volumeAttributesClassName;
  if (
    !nil(oldSpec.volumeAttributesClassName) &&
    !semanticEqual(PSTR, vac, oldSpec.volumeAttributesClassName)
  ) {
    if (nil(vac))
      errs.push(
        fieldErr.forbidden('spec.volumeAttributesClassName', 'update from non-nil value to nil is forbidden'),
      );
    else if (vac === '')
      errs.push(
        fieldErr.forbidden(
          'spec.volumeAttributesClassName',
          'update from non-nil value to an empty string is forbidden',
        ),
      );
  }
  return errs;
}
