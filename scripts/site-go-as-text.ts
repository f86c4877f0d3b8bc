// Dev server: the Go files the site reads as text. Exercise folders, the example operators and the
// playground's empty project are imported through `?raw` globs (src/components/workspace/exercises.ts,
// src/components/playground/templates.ts). In dev, Vite also requests each as a plain module and runs
// its import analysis over it, where Go's `import (` reads as a dynamic import: a warning per file in
// `npm start`'s output. A plain request of such a file is served as the text it is.

/** The Go files read as text: under exercises/, examples/ and the playground's templates. */
export const GO_READ_AS_TEXT = /\/(exercises|examples|src\/components\/playground\/templates)\/.*\.go$/;

export const goSourceAsText = {
  name: 'oplab-go-source-as-text',
  enforce: 'pre' as const,
  transform(code: string, id: string): { code: string; map: null } | null {
    if (!GO_READ_AS_TEXT.test(id)) return null;
    return { code: `export default ${JSON.stringify(code)};`, map: null };
  },
};
