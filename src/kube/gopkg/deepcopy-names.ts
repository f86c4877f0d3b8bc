// What the Kubernetes packages' Go text says that the engine needs without parsing it: the struct
// types deepcopy-gen's methods are declared for (pkg.ts), and the package clause's name (the
// markers' default import name). The site build finds these for every registry file when it ships
// the texts apart from the engine's code (scripts/site-go-texts.ts, src/go/build/go-text.ts), with
// these same functions. No imports: the build's Vite plugin loads this module too.

/** Names of the exported struct types declared in Go source `src` (`type X struct {`). */
export function structTypeNames(src: string): string[] {
  return [...src.matchAll(/^type (\w+) struct\b/gm)].map((m) => m[1]).filter((n) => /^[A-Z]/.test(n));
}

/** Names of the root kinds in `src`: struct types embedding `metav1.TypeMeta` (or `TypeMeta` in metav1). */
export function rootTypeNames(src: string): string[] {
  const roots: string[] = [];
  for (const m of src.matchAll(/^type (\w+) struct \{\n((?:.*\n)*?)\}/gm)) {
    if (/^\s*(metav1\.)?TypeMeta\b/m.test(m[2])) roots.push(m[1]);
  }
  return roots;
}

/** The name in `src`'s package clause, or '' when there is none. */
export function packageClauseName(src: string): string {
  return /^\s*package\s+([A-Za-z_][A-Za-z0-9_]*)/m.exec(src)?.[1] ?? '';
}
