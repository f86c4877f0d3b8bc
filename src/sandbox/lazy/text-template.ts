// The engine worker's stand-in for src/go/std/text/template.ts as the standard library's table
// imports it (scripts/site-lazy-parts.ts): text/template's natives (~9 KB gzip) are a chunk of their
// own, loaded for a program that imports the package (no Kubernetes or standard package here does).
// The table calls the loader only when a build or a run needs the package.
import type { templatePackage as real } from '../../go/std/text/template.ts';
import { lazyPart } from '../lazy-parts.ts';

export const templatePart = lazyPart('text/template', () => import('../../go/std/text/template.ts'));

export const templatePackage: typeof real = () => templatePart.need().templatePackage();
