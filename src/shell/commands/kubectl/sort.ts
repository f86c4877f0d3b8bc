// kubectl get --sort-by ([K8S] kubectl v0.34 pkg/cmd/get/sorter.go, get.go NewRuntimeSorter): the
// field as a relaxed JSONPath, looked up in every object; `couldn't find any field with path "{.x}"
// in the list of objects` when no object has it; isLess over the unstructured values (int64, float64,
// strings compared as quantities when both parse, nil first); an unsortable pair (booleans, maps,
// mixed types) ends kubectl through klog.Exitf. Go's sort.Sort runs insertion sort on the short
// lists a terminal shows (up to 12 elements), reproduced here with the same Less.
import { cmpAmount, parseQuantityAmount } from '../../../kube/apiserver/quantity.ts';
import type { Json } from '../../../kube/apiserver/types.ts';
import { isObject } from '../../../kube/apiserver/types.ts';
import { compileJsonPath, relaxedJSONPathExpression } from './jsonpath.ts';

/** The field as NewRuntimeSorter keeps it: relaxed, or as given when it does not relax. */
export function sortField(sortBy: string): string {
  const r = relaxedJSONPathExpression(sortBy);
  return typeof r === 'string' ? r : sortBy;
}

class Unsortable extends Error {
  readonly kind: string;
  constructor(kind: string, message: string) {
    super(message);
    this.kind = kind;
  }
}

/** The Go type name of an unstructured value, as %T prints it. */
function goType(v: Json): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int64' : 'float64';
  if (Array.isArray(v)) return '[]interface {}';
  if (isObject(v)) return 'map[string]interface {}';
  return '<nil>';
}

/** isLess on two interface{} values of an unstructured object. */
function isLess(i: Json, j: Json): boolean {
  if (i === null && j === null) return false;
  if (i === null) return true;
  if (j === null) return false;
  const it = goType(i);
  const jt = goType(j);
  if (it === 'int64' || it === 'float64') {
    if (jt === it) return (i as number) < (j as number);
    throw new Unsortable('interface', 'unsortable interface: interface');
  }
  if (it === 'string') {
    if (jt !== 'string') throw new Unsortable('interface', 'unsortable interface: interface');
    const a = parseQuantityAmount(i as string);
    const b = parseQuantityAmount(j as string);
    if (a[2] !== 0 || b[2] !== 0) return (i as string) < (j as string);
    return cmpAmount(a[0], b[0]) < 0;
  }
  throw new Unsortable('interface', `unsortable type: ${it}`);
}

/**
 * Sorts `items` by the field (TableSorter and SortObjects alike): the sorted items, or kubectl's
 * error line (`error: …`, or klog's F line for an unsortable type).
 */
export function sortByField<T>(
  items: readonly T[],
  objectOf: (item: T) => Json,
  field: string,
  opts: { tableSorter: boolean; klogHeader: () => string },
): { sorted: T[] } | { error: string; exit: number } {
  const compiled = compileJsonPath(field);
  if ('error' in compiled)
    return { error: `error: ${opts.tableSorter ? 'sorting error: ' : ''}${compiled.error}\n`, exit: 1 };
  const parsed: Json[][][] = [];
  let found = false;
  for (const item of items) {
    const r = compiled.find(objectOf(item));
    const rows = 'error' in r ? [] : r;
    parsed.push(rows);
    if (rows.length > 0 && rows[0].length > 0) found = true;
  }
  if (items.length > 0 && !found)
    return {
      error: `error: couldn't find any field with path ${JSON.stringify(field)} in the list of objects\n`,
      exit: 1,
    };
  const order = items.map((item, k) => ({ item, values: parsed[k] }));
  const less = (a: (typeof order)[number], b: (typeof order)[number]): boolean => {
    if (a.values.length === 0 || a.values[0].length === 0) return true;
    if (b.values.length === 0 || b.values[0].length === 0) return false;
    return isLess(a.values[0][0], b.values[0][0]);
  };
  try {
    // sort.Sort → pdqsort → insertionSort for n ≤ 12
    for (let i = 1; i < order.length; i++)
      for (let j = i; j > 0 && less(order[j], order[j - 1]); j--)
        [order[j], order[j - 1]] = [order[j - 1], order[j]];
  } catch (e) {
    if (!(e instanceof Unsortable)) throw e;
    // klog.Exitf: the F line and exit status 1
    const where = opts.tableSorter ? 'sorter.go:375' : 'sorter.go:329';
    const of = opts.tableSorter ? '[][][]reflect.Value' : '*unstructured.Unstructured';
    return {
      error: `${opts.klogHeader()} ${where}] Field ${field} in ${of} is an unsortable type: ${e.kind}, err: ${e.message}\n`,
      exit: 1,
    };
  }
  return { sorted: order.map((o) => o.item) };
}
