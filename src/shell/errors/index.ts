export { ERROR_CATALOGUE, ErrorIndex, lookupError, type Match } from './lookup.ts';
export { features, normalise } from './normalise.ts';
export type { ErrorArea, ErrorEntry } from './types.ts';
