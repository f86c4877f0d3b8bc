// One entry of the error-message reference — the single catalogue behind the site's reference page
// (src/site/errors re-exports it), the lessons' quotes and `oplab-explain` in the terminal.
import type { Localized } from '../network/profiles.ts';

export type ErrorArea = 'modules' | 'scaffold' | 'webhooks' | 'scope' | 'status' | 'rbac' | 'loop';

export interface ErrorEntry {
  /** Stable id, also the anchor on the reference page (`#err-<id>`). */
  id: string;
  area: ErrorArea;
  /**
   * The message as the real tool prints it, quoted to the letter from TOOLCHAIN.md / SEMANTICS.md
   * (placeholders such as `<ns>` or Go verbs `%s` stand for the parts that vary), or from the real
   * source named in `source` where the design documents are silent.
   */
  message: string;
  /** Real texts of the message with their variable parts filled in, for the lookup. */
  examples: string[];
  /** Who prints it, e.g. "API server (HTTP 409, reason Conflict)". */
  origin: Localized;
  /** `exact`: printed by the real tool or quoted from its source; `derived`: assembled from format strings. */
  provenance: 'exact' | 'derived';
  /** Where the text comes from when the design documents do not quote it (repository and path). */
  source?: string;
  title: Localized;
  cause: Localized;
  fix: Localized;
  /** `<lesson slug>#<anchor>`, relative to the locale root. */
  lesson: string;
  /** A terminal exercise that reproduces it. */
  exercise?: string;
}
