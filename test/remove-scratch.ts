import { rmSync } from 'node:fs';

/**
 * Removes a test's scratch directory that a real `go` ran in with its HOME inside. go1.23 starts a
 * detached telemetry child (golang.org/x/telemetry, start.go) that writes under
 * $HOME/.config/go/telemetry after the go command itself has exited, so a plain recursive remove can
 * meet a directory that filled again behind it (ENOTEMPTY). Node retries ENOTEMPTY/EBUSY with a
 * growing delay when asked to; the child is done well inside it.
 */
export function removeScratch(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}
