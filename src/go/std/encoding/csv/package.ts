// package encoding/csv, in Go, after encoding/csv's RFC 4180 rules: quoted fields with doubled quotes
// and embedded newlines, Comma/Comment/FieldsPerRecord/LazyQuotes/TrimLeadingSpace/ReuseRecord,
// empty lines skipped, \r\n folded to \n, and *ParseError with go1.23's line/column wording. The
// Writer quotes the fields that need it and buffers through bufio like Go's.

import type { NativePackage } from '../../../interp/native.ts';
import src from './csv.go?raw';

let pkg: NativePackage | undefined;

export function csvPackage(): NativePackage {
  pkg ??= { path: 'encoding/csv', files: [{ name: 'csv.go', src }], natives: {} };
  return pkg;
}
