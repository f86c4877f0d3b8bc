// Shape of one entry of the error-message catalogue. The catalogue is data, not prose, so the
// reference page, the lessons and (later) the searchable lookup in src/shell all show the same text.

export type Locale = 'en' | 'zh-CN';
export type Localized = Record<Locale, string>;

export type ErrorArea = 'scope' | 'status' | 'loop' | 'rbac' | 'webhooks' | 'modules';

export interface ErrorEntry {
  /** Stable id, also the anchor on the reference page (`#err-<id>`). */
  id: string;
  area: ErrorArea;
  /** The message exactly as the real tool prints it (copied from SEMANTICS.md / TOOLCHAIN.md). */
  message: string;
  /** Who prints it, e.g. "API server (HTTP 409, reason Conflict)". */
  origin: Localized;
  /**
   * How the text was obtained, as the design docs tag it: printed by the real tool or quoted from
   * its source (`exact`), or assembled from format strings and not observed verbatim (`derived`).
   */
  provenance: 'exact' | 'derived';
  /** Section that explains it: `<lesson slug>#<anchor>`, relative to the locale root. */
  lesson: string;
  title: Localized;
  cause: Localized;
  fix: Localized;
}
