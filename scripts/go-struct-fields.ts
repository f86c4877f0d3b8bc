// Reads the struct types of a gofmt'd Go source file the way the generators need them (the fields in
// order, each with its Go name, type and struct tag; an embedded field has no name) and the file's other
// named types (`type X Y` and aliases). A line reader, not a parser: enough for k8s.io/api and
// k8s.io/kubernetes types.go files, whose structs are one field per line.

export interface GoStructField {
  /** The field's Go name; '' for an embedded field. */
  name: string;
  type: string;
  /** The struct tag's text between the backquotes; '' when there is none. */
  tag: string;
}

export interface GoStructs {
  structs: Map<string, GoStructField[]>;
  /** A named non-struct type or alias: its name to the type it is defined as. */
  named: Map<string, string>;
}

export function parseGoStructs(src: string): GoStructs {
  const structs = new Map<string, GoStructField[]>();
  const named = new Map<string, string>();
  let current: string | undefined;
  let fields: GoStructField[] = [];
  for (const raw of src.split('\n')) {
    const line = raw.replace(/\s*\/\/.*$/, '');
    const start = /^type (\w+) struct \{\s*$/.exec(line);
    if (start) {
      current = start[1];
      fields = [];
      continue;
    }
    if (current && line === '}') {
      structs.set(current, fields);
      current = undefined;
      continue;
    }
    if (current) {
      const fm = /^\s+([\w.*]+)(?:\s+([^\s`]+))?\s*(?:`([^`]*)`)?\s*$/.exec(line);
      if (!fm) continue;
      const embedded = fm[2] === undefined;
      fields.push({
        name: embedded ? '' : (fm[1] ?? ''),
        type: embedded ? (fm[1] ?? '') : (fm[2] ?? ''),
        tag: fm[3] ?? '',
      });
      continue;
    }
    const alias = /^type (\w+) (?:= )?([\w.[\]*]+)\s*$/.exec(line);
    if (alias) named.set(alias[1] ?? '', alias[2] ?? '');
  }
  return { structs, named };
}

/** The name a json struct tag gives a field ('' when the tag has none), and its options. */
export function jsonTag(tag: string): { name: string; options: string[] } {
  const [name = '', ...options] = (/json:"([^"]*)"/.exec(tag)?.[1] ?? '').split(',');
  return { name, options };
}
