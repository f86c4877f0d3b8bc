// What a playground Run shows: time travel, the API calls (the workspace's table, numbered as the
// steps), the cluster at the end against the objects applied (the workspace's Cluster panel), the
// logs, compile errors as editor markers and objects errors under the cluster pane.
import type { KubeObject } from '../../kube/apiserver/types.ts';
import { clusterAt } from '../../kube/timeline.ts';
import { clusterViews } from '../../sandbox/cluster-views.ts';
import { parseObjectsYaml } from '../../sandbox/objects-yaml.ts';
import type { ProjectRunView } from '../../sandbox/project-run.ts';
import type { RunView } from '../../sandbox/results.ts';
import { h } from '../../workspace/dom.ts';
import { renderCluster, renderLogs } from '../../workspace/run-views.ts';
import { stringsFor } from '../../workspace/strings.ts';
import { renderTrace } from '../../workspace/trace-view.ts';
import type { Playground } from './playground.ts';
import { renderScrubber } from './scrubber.ts';

export function showRun(pg: Playground, run: ProjectRunView): { go(n: number): void } | undefined {
  const wt = stringsFor(pg.root.dataset.locale === 'zh-cn' ? 'zh-cn' : 'en');
  const inProject = (file: string) => pg.project.files.some((f) => f.path === file);
  const jump = (file: string, line: number) => pg.jump(file, line);
  pg.setMarkers(run);
  pg.setObjectsError(run.objectsError);
  pg.panel('logs').replaceChildren(renderLogs(run.stdout, run.stderr, run.logs, wt));
  const tl = run.timeline;
  if (!tl) {
    pg.editor?.highlight(undefined);
    for (const id of ['travel', 'calls', 'cluster'])
      pg.panel(id).replaceChildren(h('p', { class: 'ws-empty' }, pg.t.noTimeline));
    pg.selectPanel('logs');
    return undefined;
  }
  // the calls table numbered like the steps (the trace's own seq also counts watch deliveries)
  const numbered = tl.steps.map((s) => ({ ...s.event, seq: s.n }));
  pg.panel('calls').replaceChildren(renderTrace(numbered, new Set(), wt, jump, inProject));

  const applied = parseObjectsYaml(pg.project.objectsName, pg.project.objects);
  const before: KubeObject[] = applied.ok ? applied.objects : [];
  const installed = new Map(tl.initial.map((o) => [o.key, o.object]));
  const final = clusterAt(tl, tl.steps.length);
  const appliedKeys = new Set(
    tl.initial.filter((o) => before.some((b) => same(b, o.object))).map((o) => o.key),
  );
  const after = [...final].filter(([k, o]) => appliedKeys.has(k) || installed.get(k) !== o).map(([, o]) => o);
  const views = clusterViews(
    tl.initial.filter((o) => appliedKeys.has(o.key)).map((o) => o.object),
    after,
  );
  const clusterRun = { engine: 'runner', ...views } as unknown as RunView;
  pg.panel('cluster').replaceChildren(renderCluster(clusterRun, wt));

  const scrub = renderScrubber(tl, {
    t: pg.t,
    onStep: (v) =>
      pg.editor?.highlight(
        v.site && inProject(v.site.file) ? { path: v.site.file, line: v.site.line } : undefined,
      ),
    jump,
    inProject,
  });
  pg.panel('travel').replaceChildren(scrub.root);
  pg.selectPanel('travel');
  return scrub;
}

/** The applied object, as stored: same kind, namespace (default when unset) and name. */
function same(applied: KubeObject, stored: KubeObject): boolean {
  const m = (o: KubeObject) => (o.metadata ?? {}) as { name?: string; namespace?: string };
  return (
    applied.kind === stored.kind &&
    m(applied).name === m(stored).name &&
    (m(applied).namespace ?? 'default') === (m(stored).namespace ?? m(applied).namespace ?? 'default')
  );
}
