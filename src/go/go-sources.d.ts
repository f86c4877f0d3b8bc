// The Go sources of std and the Kubernetes packages are `.go` files imported as text
// (`import src from './strings.go?raw'`): Vite and Vitest read `?raw` themselves, the CLI's esbuild
// bundles use the text loader, and code run from source by Node goes through
// src/cli/text-imports.ts's load hook.
declare module '*.go?raw' {
  const text: string;
  export default text;
}
