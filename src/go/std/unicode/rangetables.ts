// unicode's range tables (Letter, Han, White_Space, Categories, Scripts, Properties…): each table
// is a RangeTable whose ranges the host's Unicode tables answer (a JS property class), so
// unicode.Is/In/IsOneOf work on them; tables a program builds itself (R16/R32) are searched in Go.
// Properties JavaScript cannot name (Hyphen, Other_*) are left undeclared rather than wrong.

import type { GoMap } from '../../interp/values.ts';
import { assignedAfter15, standIn } from './v15.ts';

/** Go's category tables: name → JS class body. Go's C is Cc|Cf|Co|Cs (no unassigned code points). */
const CATEGORIES: Record<string, string> = {
  C: '\\p{Cc}\\p{Cf}\\p{Co}\\p{Cs}',
  L: '\\p{L}',
  M: '\\p{M}',
  N: '\\p{N}',
  P: '\\p{P}',
  S: '\\p{S}',
  Z: '\\p{Z}',
};
for (const c of 'Cc Cf Co Cs Ll Lm Lo Lt Lu Mc Me Mn Nd Nl No Pc Pd Pe Pf Pi Po Ps Sc Sk Sm So Zl Zp Zs'.split(
  ' ',
))
  CATEGORIES[c] = `\\p{gc=${c}}`;

/** Go's aliases of category tables (unicode/graphic.go, tables.go). */
const ALIASES: Record<string, string> = {
  Letter: 'L',
  Upper: 'Lu',
  Lower: 'Ll',
  Title: 'Lt',
  Mark: 'M',
  Number: 'N',
  Digit: 'Nd',
  Punct: 'P',
  Symbol: 'S',
  Space: 'Z',
  Other: 'C',
};

const SCRIPTS =
  `Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak Bengali
Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham
Cherokee Chorasmian Common Coptic Cuneiform Cypriot Cyrillic Deseret Devanagari Dives_Akuru Dogra Duployan
Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi
Gurmukhi Han Hangul Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inherited
Inscriptional_Pahlavi Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kayah_Li Kharoshthi
Khitan_Small_Script Khmer Khojki Khudawadi Lao Latin Lepcha Limbu Linear_A Linear_B Lisu Lycian Lydian
Mahajani Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui
Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Myanmar Nabataean Nandinagari New_Tai_Lue
Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Old_Hungarian Old_Italic Old_North_Arabian Old_Permic
Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Oriya Osage Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau
Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra Sharada Shavian Siddham SignWriting
Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le Tai_Tham Tai_Viet
Takri Tamil Tangut Telugu Thaana Thai Tibetan Tifinagh Tirhuta Ugaritic Vai Wancho Warang_Citi Yezidi Yi
Zanabazar_Square`.split(/\s+/);

const PROPERTIES =
  `ASCII_Hex_Digit Bidi_Control Dash Deprecated Diacritic Extender Hex_Digit IDS_Binary_Operator
IDS_Trinary_Operator Ideographic Join_Control Logical_Order_Exception Noncharacter_Code_Point Pattern_Syntax
Pattern_White_Space Quotation_Mark Radical Regional_Indicator Sentence_Terminal Soft_Dotted Terminal_Punctuation
Unified_Ideograph Variation_Selector White_Space`.split(/\s+/);

function supported(body: string): boolean {
  try {
    new RegExp(`^[${body}]$`, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * The classes the host's RegExp knows. Compiling them costs ~6 ms of ICU set building (every start of a
 * process that loads unicode), so a host that knows the newest of them (Unicode 13's scripts; the
 * properties are older) is taken to know them all; one without is asked class by class.
 */
const NEWEST = ['Chorasmian', 'Dives_Akuru', 'Khitan_Small_Script', 'Yezidi'];
const knowsNewest = supported(NEWEST.map((s) => `\\p{Script=${s}}`).join(''));

const scripts = knowsNewest ? SCRIPTS : SCRIPTS.filter((s) => supported(`\\p{Script=${s}}`));
const properties = knowsNewest ? PROPERTIES : PROPERTIES.filter((p) => supported(`\\p{${p}}`));

/**
 * Every table, in declaration order (categories, scripts, properties), with its JS class body and the
 * map it is entered in (0 Categories, 1 Scripts, 2 Properties): one list, so that the Go declaration
 * of the names and the native that returns the tables cannot disagree on their order.
 */
const TABLES: readonly { name: string; body: string; map: 0 | 1 | 2 }[] = [
  ...Object.entries(CATEGORIES).map(([name, body]) => ({ name, body, map: 0 as const })),
  ...scripts.map((name) => ({ name, body: `\\p{Script=${name}}`, map: 1 as const })),
  ...properties.map((name) => ({ name, body: `\\p{${name}}`, map: 2 as const })),
];

/**
 * The Go declarations of the tables. The ~220 tables are one declaration, initialised by one call
 * of the native `tables`, which also fills the Categories, Scripts and Properties maps: an
 * initialiser per table (`&RangeTable{class: ...}`) and a map literal naming each cost every process
 * that loads unicode (any importing strings or bytes) their compile and run at start.
 */
export function rangeTablesSource(): string {
  const names = TABLES.map((t) => t.name);
  const lines: string[] = [
    'var Categories = map[string]*RangeTable{}',
    'var Scripts = map[string]*RangeTable{}',
    'var Properties = map[string]*RangeTable{}',
    '',
    `var ${names.join(', ')} *RangeTable = tables(&RangeTable{}, Categories, Scripts, Properties)`,
    '',
    `func tables(zero *RangeTable, categories, scripts, properties map[string]*RangeTable) (${names.map(() => '*RangeTable').join(', ')})`,
    '',
    'var (',
  ];
  for (const [alias, c] of Object.entries(ALIASES)) lines.push(`\t${alias} = ${c}`);
  lines.push('\tSTerm = Sentence_Terminal');
  lines.push(')', '');
  lines.push('var GraphicRanges = []*RangeTable{L, M, N, P, S, Zs}', '');
  lines.push('var PrintRanges = []*RangeTable{L, M, N, P, S}', '');
  return lines.join('\n');
}

/**
 * The native `tables`: each table a copy of `zero` (an empty RangeTable, as the interpreter lays
 * out the struct) holding its JS class body, entered in its map in declaration order (the order the
 * map literals had).
 */
export function tables(
  _c: unknown,
  zero: Record<string, unknown>,
  cats: GoMap,
  scriptMap: GoMap,
  propMap: GoMap,
): Record<string, unknown>[] {
  const maps = [cats, scriptMap, propMap];
  return TABLES.map(({ name, body, map }) => {
    const t = { ...zero, class: body };
    maps[map]!.set(name, t);
    return t;
  });
}

const compiled = new Map<string, RegExp>();
const answers = new Map<string, Map<number, boolean>>();

/** Reports whether rune r is in the JS class `body` (cached per class and rune). */
export function inClass(body: string, r: number): boolean {
  if (r < 0 || r > 0x10ffff || (r >= 0xd800 && r <= 0xdfff))
    return body.includes('Cs') && r >= 0xd800 && r <= 0xdfff;
  let re = compiled.get(body);
  if (re === undefined) compiled.set(body, (re = new RegExp(`^[${body}]$`, 'u')));
  let m = answers.get(body);
  if (m === undefined) answers.set(body, (m = new Map()));
  let v = m.get(r);
  if (v === undefined) m.set(r, (v = !assignedAfter15(r) && re.test(String.fromCodePoint(standIn(r)))));
  return v;
}
