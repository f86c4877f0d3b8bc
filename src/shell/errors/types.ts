// One entry of the error-message reference: a real message (one or more real variants), its cause
// and fix in both locales, and where it is taught.
import type { Localized } from '../network/profiles.ts';

export type ErrorArea = 'modules' | 'scaffold' | 'webhooks' | 'scope' | 'status' | 'rbac' | 'loop';

export interface ErrorEntry {
  /** Stable id; where the site catalogue (src/site/errors/catalog.ts) has the same message, the same id. */
  id: string;
  area: ErrorArea;
  /** Real texts of the message, first the canonical one, quoted from TOOLCHAIN.md / SEMANTICS.md. */
  examples: string[];
  title: Localized;
  cause: Localized;
  fix: Localized;
  /** `<lesson slug>#<anchor>`, relative to the locale root. */
  lesson: string;
  exercise?: string;
}
