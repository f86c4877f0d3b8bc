// package log/slog, in Go: go1.23's own source (Logger, Record, Value, Attr, Level, LevelVar,
// TextHandler, JSONHandler, the default handler writing through package log, SetDefault redirecting
// package log into the handler). The parts that need unsafe, atomics, internal packages or reflect
// are replaced in oplab.go: Values hold strings and groups in the interface, and a nil-pointer
// check uses fmt's %p.

import type { NativePackage } from '../../../interp/native.ts';
import attr from './attr.go?raw';
import handler from './handler.go?raw';
import jsonHandler from './json_handler.go?raw';
import level from './level.go?raw';
import logger from './logger.go?raw';
import oplab from './oplab.go?raw';
import record from './record.go?raw';
import textHandler from './text_handler.go?raw';
import value from './value.go?raw';

let pkg: NativePackage | undefined;

export function slogPackage(): NativePackage {
  pkg ??= {
    path: 'log/slog',
    files: [
      { name: 'attr.go', src: attr },
      { name: 'handler.go', src: handler },
      { name: 'json_handler.go', src: jsonHandler },
      { name: 'level.go', src: level },
      { name: 'logger.go', src: logger },
      { name: 'oplab.go', src: oplab },
      { name: 'record.go', src: record },
      { name: 'text_handler.go', src: textHandler },
      { name: 'value.go', src: value },
    ],
    natives: {},
  };
  return pkg;
}
