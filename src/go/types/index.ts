// Public API of the Go type checker (shaped like go/types).

export { type CheckResult, check } from './check.ts';
export type { CheckOptions, Importer } from './checker.ts';
export * from './constant.ts';
export * from './info.ts';
export { lookupFieldOrMethod } from './lookup.ts';
export { assignableTo, convertibleTo, implementsCause, missingMethod, operandString } from './operand.ts';
export {
  comparable,
  coreType,
  defaultType,
  hasNil,
  identical,
  isBoolean,
  isComplex,
  isFloat,
  isInteger,
  isInterface,
  isNumeric,
  isString,
  isUnsigned,
  isUntyped,
} from './predicates.ts';
export * from './types.ts';
export { computeTypeSet } from './typeset.ts';
export { gcQualifier, type Qualifier, signatureString, typeString } from './typestring.ts';
export {
  anyAlias,
  anyType,
  byteType,
  comparableType,
  errorType,
  runeType,
  Typ,
  universe,
} from './universe.ts';
