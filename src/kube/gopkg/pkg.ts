// Building blocks of the Kubernetes-facing Go packages: a package is Go source (declarations, and
// bodies for everything that can be plain Go) plus natives, as src/go/std packages are
// (go-contract.md "Native packages").

import { appendGoText, goTextFacts } from '../../go/build/go-text.ts';
import type { NativePackage, NativeTable } from '../../go/interp/native.ts';
import { deepCopyDecls, deepCopyNatives } from './deepcopy.ts';
import { packageClauseName, rootTypeNames, structTypeNames } from './deepcopy-names.ts';
import { generatedStringNatives } from './stringer.ts';

export interface GoPackageSpec {
  path: string;
  /** File name → Go source. */
  files: Record<string, string>;
  natives?: NativeTable;
  /**
   * Append deepcopy-gen's methods for every exported struct type (DeepCopyObject for those embedding
   * TypeMeta) to the first file; `runtimePkg` is how that file names k8s.io/apimachinery/pkg/runtime.
   */
  deepCopy?: { runtimePkg: string; except?: readonly string[] };
  /**
   * The package's String methods as go-to-protobuf's gogo stringer writes them (a *.pb-string.go file
   * of scripts/gen-api-stringers.ts), served by one native (stringer.ts).
   */
  stringers?: string;
}

/** A NativePackage from a spec; built on first call, then cached. */
export function goPackage(spec: GoPackageSpec): () => NativePackage {
  let pkg: NativePackage | undefined;
  return () => {
    pkg ??= build(spec);
    return pkg;
  };
}

function build(spec: GoPackageSpec): NativePackage {
  const names = Object.keys(spec.files);
  const files = names.map((name) => ({ name, src: spec.files[name] }));
  let natives: NativeTable = spec.natives ?? {};
  if (spec.deepCopy !== undefined) {
    // File by file, as over the files joined (both patterns match within a line or a declaration);
    // from the site build's facts when the text is not loaded (src/go/build/go-text.ts).
    const texts = names.map((n) => spec.files[n]);
    const except = spec.deepCopy.except ?? [];
    const types = texts
      .flatMap((t) => goTextFacts(t)?.structs ?? structTypeNames(t))
      .filter((t) => !except.includes(t));
    const roots = texts.flatMap((t) => goTextFacts(t)?.roots ?? rootTypeNames(t));
    const decls = deepCopyDecls(types, roots, spec.deepCopy.runtimePkg);
    const first = goTextFacts(files[0].src);
    files[0] = {
      name: files[0].name,
      src: appendGoText(
        files[0].src,
        decls,
        first && {
          structs: [...first.structs, ...structTypeNames(decls)],
          roots: [...first.roots, ...rootTypeNames(decls)],
          pkg: first.pkg || packageClauseName(decls),
        },
      ),
    };
    natives = { ...natives, ...deepCopyNatives(spec.path, types, roots) };
  }
  if (spec.stringers !== undefined) {
    files.push({ name: 'generated.pb.go', src: spec.stringers });
    natives = { ...natives, ...generatedStringNatives() };
  }
  return { path: spec.path, files, natives };
}
