// The String methods the Kubernetes API packages get from go-to-protobuf's gogo stringer plugin
// (github.com/gogo/protobuf plugin/stringer/stringer.go, written into each generated.pb.go):
// `&Pod{ObjectMeta:{…},Spec:PodSpec{…},Status:PodStatus{…},}`. The methods are Go (the *.pb-string.go
// files scripts/gen-api-stringers.ts writes from the real generated.pb.go), each a call of the
// package's native `generatedString(this, fields)`, the fields separated by spaces; a field names itself
// and the form its line of the real method has:
//   F             fmt.Sprintf("%v", this.F)
//   F:p           valueToStringGenerated(this.F): "nil" or "*" and the pointed-to value
//   F:m:TYPE      the map with its keys sorted: "TYPE{k: v,k: v,}"
//   F:S:MSG       strings.Replace(strings.Replace(this.F.String(), T, MSG, 1), "&", "", 1)
//   F:s:MSG       strings.Replace(this.F.String(), T, MSG, 1) (a pointer field)
//   F:V:MSG       strings.Replace(strings.Replace(fmt.Sprintf("%v", this.F), T, MSG, 1), "&", "", 1)
//   F:r:MSG       strings.Replace(fmt.Sprintf("%v", this.F), T, MSG, 1)
//   F:R<op>:MSG   "[]T{" (or "[]*T{"), each element in form <op> (v: fmt.Sprintf("%v", f)) and ",", "}"
// where T is MSG's own name (the part after its package's name).

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { ptrTo, type RType, tString } from '../../go/interp/rtype.ts';
import { type GoMap, type Pointer, type Slice, toIface } from '../../go/interp/values.ts';
import { sprintfValues } from '../../go/std/fmt/package.ts';

/** Go's strings.Replace(s, old, new, 1) (a string pattern, no `$` expansion). */
function replaceOnce(s: string, old: string, repl: string): string {
  const at = s.indexOf(old);
  return at < 0 ? s : s.slice(0, at) + repl + s.slice(at + old.length);
}

function nameOf(msg: string): string {
  return msg.slice(msg.lastIndexOf('.') + 1);
}

/** The form `op` of value `v` of type `t` (a struct value, or a pointer for s and r). */
function form(ctx: NativeContext, op: string, msg: string, t: RType, v: any): string {
  const typeName = nameOf(msg);
  switch (op) {
    case 'S':
      // this.F.String() on an addressable struct field: its pointer is the struct object itself.
      return replaceOnce(replaceOnce(ctx.callMethod(toIface(ptrTo(t), v), 'String'), typeName, msg), '&', '');
    case 's':
      return replaceOnce(ctx.callMethod(toIface(t, v), 'String'), typeName, msg);
    case 'V':
      return replaceOnce(replaceOnce(sprintfValues(ctx, '%v', [toIface(t, v)]), typeName, msg), '&', '');
    case 'r':
      return replaceOnce(sprintfValues(ctx, '%v', [toIface(t, v)]), typeName, msg);
    default:
      return sprintfValues(ctx, '%v', [toIface(t, v)]);
  }
}

function mapString(ctx: NativeContext, head: string, t: RType, m: GoMap | null): string {
  let out = `${head}{`;
  if (m !== null) {
    // sort.Strings over the keys as strings (github_com_gogo_protobuf_sortkeys for other key kinds).
    const entries = [...m.entries()];
    const numeric = t.key!.kind !== 'string';
    entries.sort(([a], [b]) => (numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0));
    // string(k): a named key type prints as the plain string
    const keyType = numeric ? t.key! : tString;
    for (const [k, v] of entries)
      out += sprintfValues(ctx, '%v: %v,', [toIface(keyType, k), toIface(t.elem!, v)]);
  }
  return `${out}}`;
}

function fieldString(ctx: NativeContext, spec: string, st: RType, obj: any): string {
  const [name, op = '', arg = ''] = spec.split(':');
  const f = st.fields.find((x) => x.name === name);
  if (f === undefined) throw new Error(`generatedString: ${st.name} has no field ${name}`);
  const v = obj[f.key];
  if (op === '') return form(ctx, 'v', '', f.type, v);
  if (op === 'p') {
    // valueToStringGenerated: "nil" when rv.IsNil(), else reflect.Indirect(rv).Interface() printed with
    // "*%v" (a []byte field, not a pointer, prints itself: "*[80 69 77]").
    if (v === null) return 'nil';
    if (f.type.kind !== 'ptr') return sprintfValues(ctx, '*%v', [toIface(f.type, v)]);
    const elem = f.type.elem!;
    const x = elem.kind === 'struct' || elem.kind === 'array' ? v : (v as Pointer).load();
    return sprintfValues(ctx, '*%v', [toIface(elem, x)]);
  }
  if (op === 'm') return mapString(ctx, arg, f.type, v as GoMap | null);
  if (op[0] === 'R') {
    const each = op.slice(1);
    const pointers = each === 's' || each === 'r';
    let out = `[]${pointers ? '*' : ''}${nameOf(arg)}{`;
    if (v !== null) {
      const s = v as Slice;
      const elem = f.type.elem!;
      for (let i = 0; i < s.len; i++) out += `${form(ctx, each, arg, elem, s.arr[s.off + i])},`;
    }
    return `${out}}`;
  }
  return form(ctx, op, arg, f.type, v);
}

/** The native behind each API package's `generatedString` (see the *.pb-string.go files). */
export function generatedStringNatives(): NativeTable {
  return {
    generatedString: (ctx: NativeContext, self: { t: RType; v: any } | null, fields: string) => {
      if (self === null || self.v === null) return 'nil';
      const st = self.t.elem!;
      let out = `&${st.name}{`;
      for (const spec of fields.split(' '))
        out += `${spec.split(':', 1)[0]}:${fieldString(ctx, spec, st, self.v)},`;
      return `${out}}`;
    },
  };
}
