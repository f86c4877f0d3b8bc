// A mutating webhook of another version than the request's: the API server converts the object to
// the webhook's version, applies its patch and converts the result back. When the conversion
// webhook fails on the way back, the request fails with the conversion's error, as the dispatcher
// returns the object convertor's ([K] apiserver webhook/mutating/dispatcher.go Dispatch). The
// simulated dispatcher printed `failed calling webhook "…": [object Object]` (seen on
// Lxb921006/kubebuilder-operator, whose ConvertTo writes to a nil Annotations map).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { memoryFS } from '../../../src/go/build/mod/fs.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { loadProject, loadYaml } from './helpers.ts';

const SCAFFOLDS = join(import.meta.dirname, 'scaffolds');
const DIR = join(SCAFFOLDS, 'multiversion-v24');
const CRON_DIR = 'github.com/robfig/cron@v1.2.0';
const CONVERSION = 'api/v2/cronjob_conversion.go';

it('fails a v2 create whose conversion back (v1 to v2, after the v1 webhook patched it) panics with the conversion error', () => {
  const src = readFileSync(join(SCAFFOLDS, 'modcache', CRON_DIR, 'cron.go'), 'utf8');
  const files = [
    ...loadProject(DIR).map((f) =>
      f.name === CONVERSION
        ? {
            ...f,
            src: f.src.replace(
              'src := srcRaw.(*batchv1.CronJob)',
              'src := srcRaw.(*batchv1.CronJob)\n\tvar m map[string]string\n\tm["x"] = "y"',
            ),
          }
        : f,
    ),
    { name: 'go.sum', src: readFileSync(join(DIR, 'go.sum'), 'utf8') },
  ];
  const r = runProject({
    files,
    objects: loadYaml(join(DIR, 'config/samples/batch_v2_cronjob.yaml')),
    objectSources: ['config/samples/batch_v2_cronjob.yaml'],
    objectsAfterManager: true,
    modules: {
      env: { HOME: '/home/gopher' },
      fs: memoryFS([{ name: `${CRON_DIR}/cron.go`, src }], '/home/gopher/go/pkg/mod'),
    },
    virtualTimeLimitMs: 30_000,
  });
  expect(r.stderr).not.toContain('[object Object]');
  expect(r.stderr).toContain(
    'Error from server (InternalError): error when creating "config/samples/batch_v2_cronjob.yaml": conversion webhook for batch.tutorial.kubebuilder.io/v1, Kind=CronJob failed: internal error occurred during conversion\n',
  );
});
