// The site's view of the error catalogue: the same entries as src/shell/errors (the single source of
// truth), with Starlight's locale key `zh-CN`.

export type Locale = 'en' | 'zh-CN';
export type Localized = Record<Locale, string>;

export type ErrorArea = 'scope' | 'status' | 'loop' | 'rbac' | 'webhooks' | 'modules' | 'scaffold';

export interface ErrorEntry {
  /** Stable id, also the anchor on the reference page (`#err-<id>`). */
  id: string;
  area: ErrorArea;
  /** The message exactly as the real tool prints it (see src/shell/errors/types.ts). */
  message: string;
  /** Who prints it, e.g. "API server (HTTP 409, reason Conflict)". */
  origin: Localized;
  provenance: 'exact' | 'derived';
  /** Where the text comes from when the design documents do not quote it. */
  source?: string;
  /** Section that explains it: `<lesson slug>#<anchor>`, relative to the locale root. */
  lesson: string;
  /** A terminal exercise that reproduces it. */
  exercise?: string;
  title: Localized;
  cause: Localized;
  fix: Localized;
}
