// Tokens, ids and join codes. Tokens carry 256 random bits and are stored only as SHA-256 digests,
// so a copy of the database does not let anyone act as an instructor or a learner.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { JOIN_ALPHABET, JOIN_CODE_LENGTH } from './inputs.ts';

export type Role = 'instructor' | 'learner';

/** `oi_…` for instructors, `ol_…` for learners: the prefix says which table to look in. */
export function newToken(role: Role): string {
  return `${role === 'instructor' ? 'oi' : 'ol'}_${randomBytes(32).toString('base64url')}`;
}

export function roleOf(token: string): Role | undefined {
  if (token.startsWith('oi_')) return 'instructor';
  if (token.startsWith('ol_')) return 'learner';
  return undefined;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque ids (not secrets): 96 random bits. */
export function newId(prefix: 'w' | 'l'): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/** 8 characters of a 31-letter alphabet without 0/O, 1/I/L: about 40 bits, shown as XXXX-XXXX. */
export function newJoinCode(): string {
  let s = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) s += JOIN_ALPHABET[randomInt(JOIN_ALPHABET.length)];
  return s;
}

export function formatJoinCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
