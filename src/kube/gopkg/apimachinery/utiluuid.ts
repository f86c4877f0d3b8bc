// k8s.io/apimachinery/pkg/util/uuid: NewUUID. Real UUIDs come from crypto/rand; inside a simulated
// cluster run they come from a source seeded per run (as the API server's uids), so runs repeat.

import type { NativeContext } from '../../../go/interp/native.ts';
import { goString } from '../../../go/interp/strings.ts';
import { Seeded } from '../../apiserver/objectmeta.ts';
import type { KubeEnv } from '../../bind/env.ts';
import { maybeKubeEnv } from '../../bind/env.ts';
import { goPackage } from '../pkg.ts';
import src from './utiluuid.go?raw';

const sources = new WeakMap<KubeEnv, Seeded>();

function randomUid(): string {
  const env = maybeKubeEnv();
  if (env !== undefined) {
    let s = sources.get(env);
    if (s === undefined) {
      s = new Seeded(0x75756964);
      sources.set(env, s);
    }
    return s.uid();
  }
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40; // version 4
  b[8] = (b[8] & 0x3f) | 0x80; // RFC 4122 variant
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export const utilUuidPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/uuid',
  files: { 'uuid.go': src },
  natives: {
    newRandom: (_ctx: NativeContext) => goString(randomUid()),
  },
});
