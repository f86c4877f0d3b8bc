// package unicode: classification and case mapping for runes (tables.ts).

import type { NativePackage } from '../../interp/native.ts';
import * as t from './tables.ts';

const src = `package unicode

const (
	MaxRune         = '\\U0010FFFF'
	ReplacementChar = '\\uFFFD'
	MaxASCII        = '\\u007F'
	MaxLatin1       = '\\u00FF'
)

const (
	UpperCase = iota
	LowerCase
	TitleCase
	MaxCase
)

func IsLetter(r rune) bool
func IsDigit(r rune) bool
func IsNumber(r rune) bool
func IsUpper(r rune) bool
func IsLower(r rune) bool
func IsTitle(r rune) bool
func IsPunct(r rune) bool
func IsSymbol(r rune) bool
func IsMark(r rune) bool
func IsControl(r rune) bool
func IsSpace(r rune) bool
func IsGraphic(r rune) bool
func IsPrint(r rune) bool
func ToUpper(r rune) rune
func ToLower(r rune) rune
func ToTitle(r rune) rune
func SimpleFold(r rune) rune

func To(_case int, r rune) rune {
	switch _case {
	case UpperCase:
		return ToUpper(r)
	case LowerCase:
		return ToLower(r)
	case TitleCase:
		return ToTitle(r)
	}
	return ReplacementChar
}
`;

const p1 = (f: (r: number) => any) => (_c: unknown, r: number) => f(r);

let pkg: NativePackage | undefined;

export function unicodePackage(): NativePackage {
  pkg ??= {
    path: 'unicode',
    files: [{ name: 'unicode.go', src }],
    natives: {
      IsLetter: p1(t.isLetter),
      IsDigit: p1(t.isDigit),
      IsNumber: p1(t.isNumber),
      IsUpper: p1(t.isUpper),
      IsLower: p1(t.isLower),
      IsTitle: p1(t.isTitle),
      IsPunct: p1(t.isPunct),
      IsSymbol: p1(t.isSymbol),
      IsMark: p1(t.isMark),
      IsControl: p1(t.isControl),
      IsSpace: p1(t.isSpace),
      IsGraphic: p1(t.isGraphic),
      IsPrint: p1(t.isPrintRune),
      ToUpper: p1(t.toUpper),
      ToLower: p1(t.toLower),
      ToTitle: p1(t.toTitle),
      SimpleFold: p1(t.simpleFold),
    },
  };
  return pkg;
}
