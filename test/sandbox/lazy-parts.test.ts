// The exercise page's engine keeps CEL and the grader's check families out of its first chunks
// (src/sandbox/lazy-parts.ts, scripts/site-lazy-parts.ts): stand-ins answer from the real modules
// once loaded, load them before the jobs that name them, and a job that missed one anyway runs again.
// These tests use the stand-ins directly in Node, against the real modules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CHECKS_INDEX, checksStandIn } from '../../scripts/site-lazy-parts.ts';
import { binaryPackage as realBinaryPackage } from '../../src/go/std/extra.ts';
import * as realBigFloat from '../../src/go/std/math/big/float.ts';
import { templatePackage as realTemplatePackage } from '../../src/go/std/text/template.ts';
import { CHECKS } from '../../src/grader/checks/index.ts';
import {
  crdRuleErrors as realCrdRuleErrors,
  validateRules as realValidateRules,
} from '../../src/kube/apiserver/cel/validate.ts';
import { validatePersistentVolumeClaimUpdate as realPvcUpdate } from '../../src/kube/apiserver/pvcupdate.ts';
import type { JsonObject } from '../../src/kube/apiserver/types.ts';
import { extApiLoaders as realExtApiLoaders } from '../../src/kube/gopkg/extapi/extapi.ts';
import { EXTAPI_PATHS, NAMES_EXTAPI } from '../../src/kube/gopkg/extapi/paths.ts';
import type { Emit } from '../../src/sandbox/dispatch.ts';
import * as bigFloat from '../../src/sandbox/lazy/big-float.ts';
import { bigFloatPart } from '../../src/sandbox/lazy/big-float.ts';
import { celPart, crdRuleErrors, validateRules } from '../../src/sandbox/lazy/cel-validate.ts';
import { extApiLoaders, extApiPart } from '../../src/sandbox/lazy/extapi.ts';
import { checkPartsFor, lazyCheckFamilies } from '../../src/sandbox/lazy/grader-checks.ts';
import { pvcUpdatePart, validatePersistentVolumeClaimUpdate } from '../../src/sandbox/lazy/pvc-update.ts';
import {
  base32Package,
  binaryPackage,
  colorPackage,
  cryptoRandPackage,
  hmacPackage,
  imagePackage,
  netPackage,
  pemPackage,
  sha512Package,
  stdExtraPart,
  xmlPackage,
} from '../../src/sandbox/lazy/std-extra.ts';
import { templatePackage, templatePart } from '../../src/sandbox/lazy/text-template.ts';
import { lazyPart, lazyParts, PartNotLoaded, retryingMisses } from '../../src/sandbox/lazy-parts.ts';

const root = join(import.meta.dirname, '..', '..');

describe('a job that misses a part', () => {
  it('runs again once the part is loaded, sending the output before the miss once', async () => {
    let loads = 0;
    const part = lazyPart('test:double', async () => {
      loads++;
      return { double: (n: number) => 2 * n };
    });
    let runs = 0;
    const handlers = retryingMisses({
      'go-run': (_job, emit) => {
        runs++;
        emit('stdout', 'before\n');
        emit('stderr', 'warn\n');
        let n: number;
        try {
          n = part.need().double(21);
        } catch (e) {
          // The engine may catch the miss and go on (a Go panic, a 500): that run is thrown away.
          emit('stdout', `caught ${(e as Error).message}\n`);
          return { exitCode: 2 };
        }
        emit('stdout', `${n}\n`);
        return { exitCode: 0 };
      },
    });
    const out: string[] = [];
    const emit: Emit = (stream, text) => out.push(`${stream}:${text}`);
    const result = await handlers['go-run']?.({ kind: 'go-run', files: [] } as never, emit);
    expect(result).toEqual({ exitCode: 0 });
    expect(runs).toBe(2);
    expect(loads).toBe(1);
    expect(out).toEqual(['stdout:before\n', 'stderr:warn\n', 'stdout:42\n']);
  });

  it('fails with why when the part cannot load, and a later job tries again', async () => {
    let attempt = 0;
    const part = lazyPart('test:flaky', async () => {
      attempt++;
      if (attempt === 1) throw new Error('Failed to fetch dynamically imported module');
      return { value: 7 };
    });
    const handlers = retryingMisses({ ping: () => part.need().value });
    await expect(handlers.ping?.({ kind: 'ping' } as never, () => {})).rejects.toThrow(
      "the engine's test:flaky code did not load: Failed to fetch dynamically imported module",
    );
    await expect(handlers.ping?.({ kind: 'ping' } as never, () => {})).resolves.toBe(7);
  });

  it('passes a failure of its own through when nothing was missed', async () => {
    const handlers = retryingMisses({
      ping: () => {
        throw new Error('no such exercise');
      },
    });
    await expect(handlers.ping?.({ kind: 'ping' } as never, () => {})).rejects.toThrow('no such exercise');
  });
});

describe('CEL on demand', () => {
  const plain: JsonObject = {
    type: 'object',
    properties: { spec: { type: 'object', properties: { replicas: { type: 'integer' } } } },
  };
  const withRule: JsonObject = {
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        properties: { replicas: { type: 'integer' } },
        'x-kubernetes-validations': [{ rule: 'self.replicas <= 3', message: 'at most 3 replicas' }],
      },
    },
  };
  const obj: JsonObject = {
    apiVersion: 'x.io/v1',
    kind: 'App',
    metadata: { name: 'a' },
    spec: { replicas: 5 },
  };

  it('answers for a schema without rules without loading CEL', () => {
    expect(celPart.loaded).toBeUndefined();
    expect(validateRules(obj, undefined, plain, [])).toEqual(realValidateRules(obj, undefined, plain, []));
    expect(validateRules(obj, undefined, undefined, [])).toEqual({ errs: [], warnings: [] });
    // a CRD written without rules: nothing to compile
    expect(crdRuleErrors(plain, 'spec.validation.openAPIV3Schema')).toEqual([]);
    expect(celPart.loaded).toBeUndefined();
  });

  it('needs CEL for a schema with rules, then answers as the real one', async () => {
    expect(() => validateRules(obj, undefined, withRule, [])).toThrow(PartNotLoaded);
    await celPart.load();
    const got = validateRules(obj, undefined, withRule, []);
    expect(got).toEqual(realValidateRules(obj, undefined, withRule, []));
    expect(got.errs.map((e) => e.detail)).toEqual(['at most 3 replicas']);
    const typo = structuredClone(withRule);
    ((typo.properties as JsonObject).spec as JsonObject)['x-kubernetes-validations'] = [
      { rule: 'self.replica <= 3' },
    ];
    const at = 'spec.validation.openAPIV3Schema';
    expect(crdRuleErrors(typo, at)).toEqual(realCrdRuleErrors(typo, at));
    expect(crdRuleErrors(typo, at).map((e) => e.field)).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].rule',
    ]);
  });
});

describe("a claim's update rules on demand", () => {
  const claim = (storageClassName: string): JsonObject => ({
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: 'data', labels: { tier: 'db' } },
    spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } }, storageClassName },
  });

  it('answers an update that keeps the spec without loading them', () => {
    expect(pvcUpdatePart.loaded).toBeUndefined();
    const relabelled = { ...claim('standard'), metadata: { name: 'data', labels: { tier: 'cache' } } };
    expect(validatePersistentVolumeClaimUpdate(relabelled, claim('standard'))).toEqual([]);
    expect(realPvcUpdate(relabelled, claim('standard'))).toEqual([]);
    expect(pvcUpdatePart.loaded).toBeUndefined();
  });

  it('needs them for a changed spec, then answers as the real ones', async () => {
    expect(() => validatePersistentVolumeClaimUpdate(claim('fast'), claim('standard'))).toThrow(
      PartNotLoaded,
    );
    await pvcUpdatePart.load();
    const got = validatePersistentVolumeClaimUpdate(claim('fast'), claim('standard'));
    expect(got).toEqual(realPvcUpdate(claim('fast'), claim('standard')));
    expect(got.map((e) => e.field)).toEqual(['spec']);
  });
});

describe('text/template on demand', () => {
  it('is needed when the standard library is asked for the package, then is the real one', async () => {
    expect(() => templatePackage()).toThrow(PartNotLoaded);
    await templatePart.load();
    expect(templatePackage()).toBe(realTemplatePackage());
  });
});

describe('encoding/base32, encoding/binary, encoding/pem, encoding/xml, crypto/rand, crypto/hmac, crypto/subtle, crypto/sha512, image, image/color and net on demand', () => {
  it('are needed when the standard library is asked for either package, then are the real ones', async () => {
    expect(() => base32Package()).toThrow(PartNotLoaded);
    expect(() => binaryPackage()).toThrow(PartNotLoaded);
    expect(() => cryptoRandPackage()).toThrow(PartNotLoaded);
    expect(() => pemPackage()).toThrow(PartNotLoaded);
    expect(() => sha512Package()).toThrow(PartNotLoaded);
    expect(() => netPackage()).toThrow(PartNotLoaded);
    expect(() => xmlPackage()).toThrow(PartNotLoaded);
    expect(() => imagePackage()).toThrow(PartNotLoaded);
    expect(() => colorPackage()).toThrow(PartNotLoaded);
    await stdExtraPart.load();
    expect(binaryPackage()).toBe(realBinaryPackage());
    expect(base32Package().path).toBe('encoding/base32');
    expect(cryptoRandPackage().path).toBe('crypto/rand');
    expect(hmacPackage().path).toBe('crypto/hmac');
    expect(pemPackage().path).toBe('encoding/pem');
    expect(sha512Package().path).toBe('crypto/sha512');
    expect(netPackage().path).toBe('net');
    expect(xmlPackage().path).toBe('encoding/xml');
    expect(imagePackage().path).toBe('image');
    expect(colorPackage().path).toBe('image/color');
  });
});

describe('big.Float on demand', () => {
  it('is needed when a Float native runs, then is the real one; a program importing math/big loads it first', async () => {
    const z = { neg: false, prec: 0, mode: 0, acc: 0, form: 0, mant: 0n, exp: 0 } as never;
    expect(() => bigFloat.setFloat64(z, 1.5)).toThrow(PartNotLoaded);
    await bigFloatPart.load();
    const x = { ...(z as object) } as never;
    bigFloat.setFloat64(x, 1.5);
    const y = { ...(z as object) } as never;
    realBigFloat.setFloat64(y, 1.5);
    expect(bigFloat.text(x, 'g', 10)).toBe(realBigFloat.text(y, 'g', 10));
    expect(bigFloat.text(x, 'g', 10)).toBe('1.5');
    for (const name of Object.keys(realBigFloat))
      expect(typeof (bigFloat as Record<string, unknown>)[name], name).toBe('function');
  });
});

describe('third-party API types (cert-manager, prometheus-operator) on demand', () => {
  it('are needed when the registry is asked for one of their packages, then are the real ones', async () => {
    expect(Object.keys(extApiLoaders)).toEqual(Object.keys(realExtApiLoaders));
    expect(Object.keys(realExtApiLoaders).sort()).toEqual([...EXTAPI_PATHS].sort());
    const v1 = 'github.com/cert-manager/cert-manager/pkg/apis/certmanager/v1';
    expect(() => extApiLoaders[v1]()).toThrow(PartNotLoaded);
    await extApiPart.load();
    expect(extApiLoaders[v1]()).toBe(realExtApiLoaders[v1]());
  });

  it('are loaded before a job whose files import one of them', () => {
    for (const p of EXTAPI_PATHS) expect(NAMES_EXTAPI.test(`import x "${p}"`), p).toBe(true);
    expect(
      NAMES_EXTAPI.test('import cmapi "github.com/cert-manager/cert-manager/pkg/apis/certmanager/v1"'),
    ).toBe(true);
    expect(NAMES_EXTAPI.test('import "github.com/cert-manager/cert-manager/pkg/util/pki"')).toBe(false);
    expect(NAMES_EXTAPI.test('// see github.com/prometheus-operator/prometheus-operator')).toBe(false);
  });
});

/** Every code exercise's check ids, from exercises/<id>/exercise.yaml. */
function exerciseChecks(): [string, string[]][] {
  const dir = join(root, 'exercises');
  const out: [string, string[]][] = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    if (!d.isDirectory()) continue;
    let text: string;
    try {
      text = readFileSync(join(dir, d.name, 'exercise.yaml'), 'utf8');
    } catch {
      continue;
    }
    const ex = parseYaml(text) as { kind?: string; checks?: string[] };
    if (ex.kind === 'code' && ex.checks) out.push([d.name, ex.checks]);
  }
  return out;
}

describe("the grader's check families on demand", () => {
  const source = readFileSync(CHECKS_INDEX, 'utf8');
  // As the build writes them: the families in the list's order (scope, status, …), not the imports'.
  const fileOf = new Map(
    [...source.matchAll(/^import \{ (\w+) \} from '\.\/(\w+)\.ts';$/gm)].map((m) => [m[1]!, m[2]!]),
  );
  const families = Object.fromEntries(
    [...source.matchAll(/^\s*\.\.\.(\w+),?$/gm)].map(([, name]) => [
      fileOf.get(name!)!,
      () =>
        import(`../../src/grader/checks/${fileOf.get(name!)}.ts`).then(
          (mod: Record<string, unknown>) => mod[name!] as never,
        ),
    ]),
  );
  const lazy = lazyCheckFamilies(families);

  it('loads, before grading, the families that hold every exercise’s checks', async () => {
    const exercises = exerciseChecks();
    expect(exercises.length).toBeGreaterThan(10);
    for (const [id, checks] of exercises) {
      const names = checkPartsFor(checks, lazyParts());
      const held = new Set<string>();
      for (const n of names) {
        const p = lazyParts().get(n) as { load(): Promise<ReadonlyMap<string, unknown>> };
        for (const k of (await p.load()).keys()) held.add(k);
      }
      expect(
        checks.filter((c) => c !== 'compile' && !held.has(c)),
        id,
      ).toEqual([]);
    }
  });

  it('is the real CHECKS once every family is there, in its order', async () => {
    for (const [name, p] of lazyParts()) if (name.startsWith('checks:')) await p.load();
    expect([...lazy.keys()]).toEqual([...CHECKS.keys()]);
    for (const [id, def] of CHECKS) expect(lazy.get(id)).toBe(def);
    expect(lazy.get('no.such-check')).toBeUndefined();
  });

  it('is written by the build from the grader’s own list', () => {
    const standIn = checksStandIn(source);
    for (const [name] of Object.entries(families))
      expect(standIn).toContain(`${JSON.stringify(join(root, 'src', 'grader', 'checks', `${name}.ts`))}`);
    expect(() => checksStandIn(`${source}\nimport { extraChecks } from './extra.ts';\n`)).toThrow(
      'imported, not spread: extraChecks',
    );
  });
});

describe('a check family not loaded', () => {
  it('is needed by a lookup it could answer, and a lookup of an unknown id needs them all', () => {
    const lazy = lazyCheckFamilies({
      alpha: async () => [{ id: 'alpha.one' } as never],
      beta: async () => [{ id: 'beta.two' } as never],
    });
    expect(() => lazy.get('beta.two')).toThrow(PartNotLoaded);
    expect(checkPartsFor(['compile', 'alpha.one'], lazyParts())).toEqual(['checks:alpha']);
    expect(checkPartsFor(['loop.settles'], lazyParts())).toEqual(
      [...lazyParts().keys()].filter((n) => n.startsWith('checks:')),
    );
  });
});
