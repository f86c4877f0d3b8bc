// The universe scope: predeclared types, constants, nil, and built-in functions (go/types universe.go).

import { makeBool, makeInt } from './constant.ts';
import {
  Alias,
  Basic,
  type BasicKind,
  Builtin,
  type BuiltinId,
  Const,
  Func,
  Interface,
  invalidType,
  Named,
  Nil,
  noPos,
  Package,
  Scope,
  Signature,
  Tuple,
  TypeName,
  Var,
} from './types.ts';

export const universe = new Scope(undefined, 'universe');

function basic(kind: BasicKind, name: string = kind): Basic {
  return new Basic(kind, name);
}

/** Predeclared basic types by kind (go/types Typ). */
export const Typ = {
  invalid: invalidType,
  bool: basic('bool'),
  int: basic('int'),
  int8: basic('int8'),
  int16: basic('int16'),
  int32: basic('int32'),
  int64: basic('int64'),
  uint: basic('uint'),
  uint8: basic('uint8'),
  uint16: basic('uint16'),
  uint32: basic('uint32'),
  uint64: basic('uint64'),
  uintptr: basic('uintptr'),
  float32: basic('float32'),
  float64: basic('float64'),
  complex64: basic('complex64'),
  complex128: basic('complex128'),
  string: basic('string'),
  unsafePointer: basic('unsafe.Pointer', 'Pointer'),
  untypedBool: basic('untyped bool'),
  untypedInt: basic('untyped int'),
  untypedRune: basic('untyped rune'),
  untypedFloat: basic('untyped float'),
  untypedComplex: basic('untyped complex'),
  untypedString: basic('untyped string'),
  untypedNil: basic('untyped nil'),
} as const;

/** `byte` and `rune` are aliases that print under their own name. */
export const byteType = basic('uint8', 'byte');
export const runeType = basic('int32', 'rune');

function def(obj: TypeName | Const | Builtin | Nil | Func): void {
  universe.insert(obj);
}

for (const t of [
  Typ.bool,
  Typ.int,
  Typ.int8,
  Typ.int16,
  Typ.int32,
  Typ.int64,
  Typ.uint,
  Typ.uint8,
  Typ.uint16,
  Typ.uint32,
  Typ.uint64,
  Typ.uintptr,
  Typ.float32,
  Typ.float64,
  Typ.complex64,
  Typ.complex128,
  Typ.string,
]) {
  def(new TypeName(noPos, undefined, t.name, t));
}
def(new TypeName(noPos, undefined, 'byte', byteType));
def(new TypeName(noPos, undefined, 'rune', runeType));

// `any` is an alias for interface{} (prints as "any").
export const anyType = new Interface([], []);
anyType.tset = { methods: [], terms: undefined, comparable: false };
const anyObj = new TypeName(noPos, undefined, 'any', undefined);
export const anyAlias = new Alias(anyObj, anyType);
anyObj.type = anyAlias;
def(anyObj);

// `error`: type error interface { Error() string }
const errorObj = new TypeName(noPos, undefined, 'error', undefined);
export const errorType = new Named(errorObj, undefined);
errorObj.type = errorType;
{
  const res = new Var(noPos, undefined, '', Typ.string);
  const sig = new Signature(undefined, new Tuple([]), new Tuple([res]), false);
  const errorMethod = new Func(noPos, undefined, 'Error', sig);
  const iface = new Interface([errorMethod], []);
  sig.recv = new Var(noPos, undefined, '', errorType);
  iface.tset = { methods: [errorMethod], terms: undefined, comparable: false };
  errorType.underlyingType = iface;
}
def(errorObj);

// `comparable`: interface{ comparable }
const comparableObj = new TypeName(noPos, undefined, 'comparable', undefined);
export const comparableType = new Named(comparableObj, undefined);
comparableObj.type = comparableType;
{
  const iface = new Interface([], []);
  iface.isComparable = true;
  iface.tset = { methods: [], terms: undefined, comparable: true };
  comparableType.underlyingType = iface;
}
def(comparableObj);

export const trueConst = new Const(noPos, undefined, 'true', Typ.untypedBool, makeBool(true));
export const falseConst = new Const(noPos, undefined, 'false', Typ.untypedBool, makeBool(false));
def(trueConst);
def(falseConst);
export const iotaConst = new Const(noPos, undefined, 'iota', Typ.untypedInt, makeInt(0));
def(iotaConst);
export const nilObj = new Nil(Typ.untypedNil);
def(nilObj);

const builtinIds: BuiltinId[] = [
  'append',
  'cap',
  'clear',
  'close',
  'complex',
  'copy',
  'delete',
  'imag',
  'len',
  'make',
  'max',
  'min',
  'new',
  'panic',
  'print',
  'println',
  'real',
  'recover',
];
for (const id of builtinIds) def(new Builtin(id));

/**
 * Package unsafe (go/types unsafe.go): the Pointer type and the size functions, whose results are
 * gc's constants (sizes.ts). Add, Slice, SliceData, String and StringData are declared, but a call
 * is refused: memory here is values, not bytes.
 */
export const unsafePackage = new Package('unsafe', 'unsafe', universe);
unsafePackage.complete = true;
{
  const pointer = new TypeName(noPos, unsafePackage, 'Pointer', Typ.unsafePointer);
  unsafePackage.scope.insert(pointer);
  for (const id of [
    'Add',
    'Alignof',
    'Offsetof',
    'Sizeof',
    'Slice',
    'SliceData',
    'String',
    'StringData',
  ] as const) {
    const b = new Builtin(id);
    b.pkg = unsafePackage;
    unsafePackage.scope.insert(b);
  }
}

/** Whether a name is a predeclared type name that gc treats specially in messages. */
export function isUniverseObj(o: unknown): boolean {
  return o !== undefined && [...universe.elems.values()].includes(o as never);
}
