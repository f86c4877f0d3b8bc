// Build-time: the playground's templates, read through Vite's import.meta.glob (no Node APIs) from
// the example operators (examples/) and the empty kubebuilder project (./templates/guestbook).
import type { PlaygroundProject } from './project.ts';

const examples = import.meta.glob<string>(['/examples/memcached/**/*', '/examples/cronjob/**/*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const empty = import.meta.glob<string>('./templates/guestbook/**/*', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export type TemplateId = 'empty' | 'memcached' | 'cronjob';
export const templateIds: readonly TemplateId[] = ['empty', 'memcached', 'cronjob'];

function fromGlob(files: Record<string, string>, prefix: string, sample: string): PlaygroundProject {
  const out = Object.entries(files)
    .filter(([k]) => k.startsWith(prefix))
    .map(([k, content]) => ({ path: k.slice(prefix.length), content }))
    .filter((f) => f.path !== sample)
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const objects = files[prefix + sample];
  if (objects === undefined) throw new Error(`template ${prefix}: no ${sample}`);
  // go.mod, api and cmd come from the template unchanged; the controller is the file to play with.
  return { files: out, objects, objectsName: sample.split('/').at(-1) ?? 'cluster.yaml', readOnly: [] };
}

export function loadTemplates(): Record<TemplateId, PlaygroundProject> {
  return {
    empty: fromGlob(empty, './templates/guestbook/', 'config/samples/webapp_v1_guestbook.yaml'),
    memcached: fromGlob(examples, '/examples/memcached/', 'config/samples/cache_v1alpha1_memcached.yaml'),
    cronjob: fromGlob(examples, '/examples/cronjob/', 'config/samples/batch_v1_cronjob.yaml'),
  };
}
