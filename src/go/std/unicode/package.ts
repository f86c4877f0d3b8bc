// package unicode: classification and case mapping for runes (tables.ts).

import type { NativePackage } from '../../interp/native.ts';
import { inClass, rangeTablesSource, tables } from './rangetables.ts';
import * as t from './tables.ts';

const src = `package unicode

const (
	MaxRune         = '\\U0010FFFF'
	ReplacementChar = '\\uFFFD'
	MaxASCII        = '\\u007F'
	MaxLatin1       = '\\u00FF'
)

// Version is the Unicode edition from which the tables are derived (go1.23: 15.0.0, v15.ts).
const Version = "15.0.0"

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

type Range16 struct {
	Lo     uint16
	Hi     uint16
	Stride uint16
}

type Range32 struct {
	Lo     uint32
	Hi     uint32
	Stride uint32
}

// RangeTable defines a set of Unicode code points by listing the ranges of code points within the
// set. oplab's own tables carry the Unicode property instead (class), answered by the host.
type RangeTable struct {
	R16         []Range16
	R32         []Range32
	LatinOffset int
	class       string
}

func inClass(class string, r rune) bool

// Is reports whether the rune is in the specified table of ranges.
func Is(rangeTab *RangeTable, r rune) bool {
	if rangeTab.class != "" {
		return inClass(rangeTab.class, r)
	}
	for _, rg := range rangeTab.R16 {
		if r < rune(rg.Lo) {
			return false
		}
		if r <= rune(rg.Hi) {
			return rg.Stride == 1 || (r-rune(rg.Lo))%rune(rg.Stride) == 0
		}
	}
	for _, rg := range rangeTab.R32 {
		if r < rune(rg.Lo) {
			return false
		}
		if r <= rune(rg.Hi) {
			return rg.Stride == 1 || (r-rune(rg.Lo))%rune(rg.Stride) == 0
		}
	}
	return false
}

// In reports whether the rune is a member of one of the ranges.
func In(r rune, ranges ...*RangeTable) bool {
	for _, inside := range ranges {
		if Is(inside, r) {
			return true
		}
	}
	return false
}

// IsOneOf reports whether the rune is a member of one of the ranges.
func IsOneOf(ranges []*RangeTable, r rune) bool {
	return In(r, ranges...)
}

// SpecialCase and its tables as go1.23's unicode/letter.go and tables.go (TurkishCase/AzeriCase).
const UpperLower = MaxRune + 1 // (Cannot be a valid delta.)

type d [MaxCase]rune

// CaseRange represents a range of Unicode code points for simple (one code point to one code
// point) case conversion.
type CaseRange struct {
	Lo    uint32
	Hi    uint32
	Delta d
}

// SpecialCase represents language-specific case mappings such as Turkish.
type SpecialCase []CaseRange

func (special SpecialCase) ToUpper(r rune) rune {
	r1, hadMapping := to(UpperCase, r, []CaseRange(special))
	if r1 == r && !hadMapping {
		r1 = ToUpper(r)
	}
	return r1
}

func (special SpecialCase) ToTitle(r rune) rune {
	r1, hadMapping := to(TitleCase, r, []CaseRange(special))
	if r1 == r && !hadMapping {
		r1 = ToTitle(r)
	}
	return r1
}

func (special SpecialCase) ToLower(r rune) rune {
	r1, hadMapping := to(LowerCase, r, []CaseRange(special))
	if r1 == r && !hadMapping {
		r1 = ToLower(r)
	}
	return r1
}

func to(_case int, r rune, caseRange []CaseRange) (mappedRune rune, foundMapping bool) {
	if _case < 0 || MaxCase <= _case {
		return ReplacementChar, false
	}
	lo := 0
	hi := len(caseRange)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		cr := caseRange[m]
		if rune(cr.Lo) <= r && r <= rune(cr.Hi) {
			delta := cr.Delta[_case]
			if delta > MaxRune {
				// an Upper-Lower sequence: even offsets are upper case, odd ones lower
				return rune(cr.Lo) + ((r-rune(cr.Lo))&^1 | rune(_case&1)), true
			}
			return r + delta, true
		}
		if r < rune(cr.Lo) {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return r, false
}

var TurkishCase SpecialCase = _TurkishCase
var _TurkishCase = SpecialCase{
	CaseRange{0x0049, 0x0049, d{0, 0x131 - 0x49, 0}},
	CaseRange{0x0069, 0x0069, d{0x130 - 0x69, 0, 0x130 - 0x69}},
	CaseRange{0x0130, 0x0130, d{0, 0x69 - 0x130, 0}},
	CaseRange{0x0131, 0x0131, d{0x49 - 0x131, 0, 0x49 - 0x131}},
}
var AzeriCase SpecialCase = _TurkishCase

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

${rangeTablesSource()}`;

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
      inClass: (_c: unknown, cls: string, r: number) => inClass(cls, r),
      tables,
    },
  };
  return pkg;
}
