// The engine worker's stand-in for src/go/std/extra.ts as the standard library's table imports it
// (scripts/site-lazy-parts.ts): encoding/base32, encoding/binary, encoding/pem, encoding/xml, crypto/rand,
// crypto/hmac, crypto/subtle, crypto/sha512, image, image/color and net's addresses (~35 KB gzip of
// Go source, 19 of them encoding/xml's) are a chunk of their own, loaded for a program that imports
// one of them (no Kubernetes package does).
import type * as real from '../../go/std/extra.ts';
import { lazyPart } from '../lazy-parts.ts';

export const stdExtraPart = lazyPart('std-extra', () => import('../../go/std/extra.ts'));

export const base32Package: typeof real.base32Package = () => stdExtraPart.need().base32Package();
export const binaryPackage: typeof real.binaryPackage = () => stdExtraPart.need().binaryPackage();
export const cryptoRandPackage: typeof real.cryptoRandPackage = () => stdExtraPart.need().cryptoRandPackage();
export const hmacPackage: typeof real.hmacPackage = () => stdExtraPart.need().hmacPackage();
export const subtlePackage: typeof real.subtlePackage = () => stdExtraPart.need().subtlePackage();
export const pemPackage: typeof real.pemPackage = () => stdExtraPart.need().pemPackage();
export const xmlPackage: typeof real.xmlPackage = () => stdExtraPart.need().xmlPackage();
export const imagePackage: typeof real.imagePackage = () => stdExtraPart.need().imagePackage();
export const colorPackage: typeof real.colorPackage = () => stdExtraPart.need().colorPackage();
export const sha512Package: typeof real.sha512Package = () => stdExtraPart.need().sha512Package();
export const netPackage: typeof real.netPackage = () => stdExtraPart.need().netPackage();
