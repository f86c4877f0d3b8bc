// The Go toolchain of the terminal's worker, in a chunk of its own: the worker imports it on the first
// go command that compiles (shell-host.ts), so a terminal page that never builds does not load it.
// With it comes the site's snapshot of checked standard and Kubernetes packages, the one the exercise
// pages' engine worker reads (scripts/site-snapshot.ts; the same hashed asset), fetched and read here,
// on the worker's thread, instead of type-checking those packages in the worker at the first build.
// The page sends its URL (terminal-client.ts): a page's build names the asset as the exercise pages'
// engine does, one file for both, where a worker's build would copy it under a name of its own.
// Without a snapshot (the dev server, a failed fetch, bytes of another build) the toolchain checks the
// packages itself, as before.
import { loadEngineSnapshot, type SnapshotLoad } from '../../sandbox/engine-snapshot.ts';
import { prepareSnapshot, readSnapshotBody } from '../../sandbox/snapshot-bytes.ts';
import { type GoToolchainHost, makeGoToolchain } from '../../shell/go-toolchain.ts';
import type { GoToolchain } from '../../shell/index.ts';

/** What became of the snapshot (for tests and the page's diagnostics). */
export let snapshotLoad: SnapshotLoad | undefined;

/** `snapshotUrl`: the site build's snapshot, from the page (undefined: none, as in tests). */
export async function loadGoToolchain(
  host: GoToolchainHost,
  snapshotUrl: string | undefined,
): Promise<GoToolchain> {
  snapshotLoad = await loadEngineSnapshot(
    snapshotUrl === undefined
      ? undefined
      : async () => {
          const res = await fetch(snapshotUrl);
          if (!res.ok || res.body === null) return undefined;
          // a packed snapshot's main part is decompressed while the rest still downloads
          const { bytes, main } = await readSnapshotBody(res.body);
          return prepareSnapshot(bytes, main);
        },
  );
  return makeGoToolchain(host);
}
