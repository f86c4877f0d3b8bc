// The engine worker's stand-in for src/go/std/extra.ts as the standard library's table imports it
// (scripts/site-lazy-parts.ts): encoding/binary, crypto/rand and encoding (~4 KB gzip of Go source) are a
// chunk of their own, loaded for a program that imports one of them (no Kubernetes package does).
import type {
  binaryPackage as realBinary,
  cryptoRandPackage as realCryptoRand,
  encodingPackage as realEncoding,
} from '../../go/std/extra.ts';
import { lazyPart } from '../lazy-parts.ts';

export const stdExtraPart = lazyPart('std-extra', () => import('../../go/std/extra.ts'));

export const binaryPackage: typeof realBinary = () => stdExtraPart.need().binaryPackage();
export const cryptoRandPackage: typeof realCryptoRand = () => stdExtraPart.need().cryptoRandPackage();
export const encodingPackage: typeof realEncoding = () => stdExtraPart.need().encodingPackage();
