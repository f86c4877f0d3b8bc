// A controller-gen `object` generator stand-in: from a learner's API package (kubebuilder layout)
// it produces the zz_generated.deepcopy.go that `make generate` would, so the package's root types
// implement runtime.Object. Like controller-gen (sigs.k8s.io/controller-tools pkg/deepcopy) it runs
// only for packages marked `+kubebuilder:object:generate=true`, covers every exported struct type
// (except those marked `+kubebuilder:object:generate=false`) and adds DeepCopyObject to the types
// marked `+kubebuilder:object:root=true`. The copying itself is one generic native
// (deepcopy.ts), so the generated methods are short.
//
// This is an adapter until the toolchain synthesises these methods itself (go-contract.md: "DeepCopy
// methods synthesized for every API struct"): the driver or the runner adds the returned file to the
// learner's package before checking it.

import type { NativeContext } from '../../go/interp/native.ts';
import { copyInto, type Iface } from '../../go/interp/values.ts';
import type { File } from '../../go/syntax/ast.ts';
import { parseFile } from '../../go/syntax/index.ts';
import { deepClone } from './deepcopy.ts';
import { goPackage } from './pkg.ts';

/** Import path of the generic copier the generated methods call (not a real Kubernetes package). */
export const DEEPCOPY_HELPER_PATH = 'oplab.dev/internal/deepcopy';

export const GENERATED_DEEPCOPY_FILE = 'zz_generated.deepcopy.go';

const helperSrc = `// Package deepcopy copies API objects for the generated DeepCopyInto methods of learner packages.
package deepcopy

// Into overwrites *dst with a deep copy of *src; both are pointers to the same struct type.
func Into(dst, src any)
`;

export const deepCopyHelperPackage = goPackage({
  path: DEEPCOPY_HELPER_PATH,
  files: { 'deepcopy.go': helperSrc },
  natives: {
    Into: (_ctx: NativeContext, dst: Iface, src: Iface) => {
      const t = src.t.elem!;
      if (src.v === dst.v) return;
      copyInto(t, dst.v, deepClone(t, src.v));
    },
  },
});

interface StructInfo {
  name: string;
  root: boolean;
}

function markerLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/^\s*\/\/\s?/, '').trim())
    .filter((l) => l.startsWith('+'));
}

/** Struct types of one parsed file with the markers in the comments above each declaration. */
function structsOf(file: File, src: string): { structs: StructInfo[]; hasDeepCopy: Set<string> } {
  const structs: StructInfo[] = [];
  const hasDeepCopy = new Set<string>();
  let prevEnd = file.name.end.offset;
  for (const d of file.decls) {
    if (d.kind === 'FuncDecl') {
      const r = d.recv?.list[0]?.type;
      const base = r?.kind === 'StarExpr' ? r.x : r;
      if (d.name.name === 'DeepCopyInto' && base?.kind === 'Ident') hasDeepCopy.add(base.name);
    }
    if (d.kind === 'GenDecl' && d.tok === 'type') {
      // controller-gen reads the markers of the doc comment and of the comment group above it
      // (kubebuilder separates `+kubebuilder:object:root=true` from the doc by a blank line).
      const between = src.slice(prevEnd, d.pos.offset);
      const markers = markerLines(between);
      for (const s of d.specs) {
        if (s.kind !== 'TypeSpec' || s.type.kind !== 'StructType' || s.typeParams !== undefined) continue;
        if (!/^[A-Z]/.test(s.name.name)) continue;
        const own = markers.concat(
          s.doc === undefined ? [] : markerLines(s.doc.list.map((c) => c.text).join('\n')),
        );
        if (own.includes('+kubebuilder:object:generate=false')) continue;
        structs.push({ name: s.name.name, root: own.includes('+kubebuilder:object:root=true') });
      }
    }
    prevEnd = d.end.offset;
  }
  return { structs, hasDeepCopy };
}

/**
 * The generated deepcopy file for the package made of `files` (one directory's non-test .go files),
 * or undefined when controller-gen would generate nothing (no package marker, no struct types, or
 * the package already has its deepcopy methods). Files that do not parse are skipped: the
 * toolchain reports their syntax errors itself.
 */
export function generateDeepCopy(
  files: readonly { name: string; src: string }[],
): { name: string; src: string } | undefined {
  let pkgName: string | undefined;
  let dir = '';
  let marked = false;
  const structs: StructInfo[] = [];
  const existing = new Set<string>();
  for (const f of files) {
    if (!f.name.endsWith('.go') || f.name.endsWith('_test.go') || f.name.endsWith(GENERATED_DEEPCOPY_FILE))
      continue;
    const { file } = parseFile(f.name, f.src);
    if (file === undefined) continue;
    if (pkgName === undefined) {
      pkgName = file.name.name;
      dir = f.name.includes('/') ? f.name.slice(0, f.name.lastIndexOf('/') + 1) : '';
    }
    if (file.comments.some((g) => g.list.some((c) => /\+kubebuilder:object:generate=true\b/.test(c.text))))
      marked = true;
    const r = structsOf(file, f.src);
    structs.push(...r.structs);
    for (const n of r.hasDeepCopy) existing.add(n);
  }
  const todo = structs.filter((s) => !existing.has(s.name));
  if (pkgName === undefined || !marked || todo.length === 0) return undefined;
  const roots = todo.some((s) => s.root);
  const out: string[] = [
    '// Code generated by controller-gen. DO NOT EDIT.',
    '',
    `package ${pkgName}`,
    '',
    'import (',
    `\toplabdeepcopy "${DEEPCOPY_HELPER_PATH}"`,
  ];
  if (roots) out.push('\truntime "k8s.io/apimachinery/pkg/runtime"');
  out.push(')', '');
  for (const { name, root } of todo) {
    out.push(
      `// DeepCopyInto is an autogenerated deepcopy function, copying the receiver, writing into out. in must be non-nil.`,
      `func (in *${name}) DeepCopyInto(out *${name}) {`,
      '\toplabdeepcopy.Into(out, in)',
      '}',
      '',
      `// DeepCopy is an autogenerated deepcopy function, copying the receiver, creating a new ${name}.`,
      `func (in *${name}) DeepCopy() *${name} {`,
      '\tif in == nil {',
      '\t\treturn nil',
      '\t}',
      `\tout := new(${name})`,
      '\tin.DeepCopyInto(out)',
      '\treturn out',
      '}',
      '',
    );
    if (root) {
      out.push(
        '// DeepCopyObject is an autogenerated deepcopy function, copying the receiver, creating a new runtime.Object.',
        `func (in *${name}) DeepCopyObject() runtime.Object {`,
        '\tif c := in.DeepCopy(); c != nil {',
        '\t\treturn c',
        '\t}',
        '\treturn nil',
        '}',
        '',
      );
    }
  }
  return { name: `${dir}${GENERATED_DEEPCOPY_FILE}`, src: out.join('\n') };
}
