// controller-gen names a CRD's plural `strings.ToLower(flect.Pluralize(Kind))` (controller-tools
// pkg/crd/spec.go NeedCRDFor) with github.com/gobuffalo/flect v1.0.3. This reimplements flect's
// Pluralize: dictionary words (whole word, then the last CamelCase part), then suffix rules in
// priority order (dictionary words as suffixes first, then the irregular-suffix list), then `+s`
// unless the word already ends in `s`. The word lists are flect's data (plural_rules.go).

// singular plural [flags: e = exact (no suffix rule), u = unidirectional, alternative after '|']
const DICTIONARY = `aircraft aircraft;beef beef|beefs;bison bison;blues blues u;chassis chassis;deer deer;fish fish|fishes;moose moose;police police;salmon salmon|salmons;series series;sheep sheep;shrimp shrimp|shrimps;species species;swine swine|swines;trout trout|trouts;tuna tuna|tunas;you you;child children;ox oxen e;foot feet;goose geese;man men;human humans;louse lice e;mouse mice;tooth teeth;woman women;die dice e;person people;adieu adieux|adieus;fabliau fabliaux;bureau bureaus|bureaux;criterion criteria;ganglion ganglia|ganglions;lexicon lexica|lexicons;mitochondrion mitochondria|mitochondrions;noumenon noumena;phenomenon phenomena;taxon taxa;media media;medium media u;stadium stadiums|stadia;aquarium aquaria|aquariums;auditorium auditoria|auditoriums;symposium symposia|symposiums;curriculum curriculums|curricula;quota quotas;alumnus alumni|alumnuses;bacillus bacilli;cactus cacti|cactuses;coccus cocci;focus foci|focuses;locus loci|locuses;nucleus nuclei|nucleuses;octopus octupuses|octopi;radius radii|radiuses;syllabus syllabi;corpus corpora|corpuses;genus genera;alumna alumnae;vertebra vertebrae;differentia differentiae;minutia minutiae;vita vitae;larva larvae;postcava postcavae;praecava praecavae;uva uvae;apex apices|apexes;codex codices|codexes;index indices|indexes;latex latices|latexes;vertex vertices|vertexes;vortex vortices|vortexes;appendix appendices|appendixes;radix radices|radixes;helix helices|helixes;axis axes e;crisis crises;ellipsis ellipses u;genesis geneses;oasis oases;thesis theses;testis testes;base bases;basis bases u;alias aliases e;vedalia vedalias;use uses e;abuse abuses;cause causes;clause clauses;cruse cruses;excuse excuses;fuse fuses;house houses;misuse misuses;muse muses;pause pauses;ache aches;topaz topazes;buffalo buffaloes|buffalos;potato potatoes;tomato tomatoes;equipment equipment;information information;jeans jeans;money money;news news;rice rice;dwarf dwarfs|dwarves;hoof hoofs|hooves;thief thieves;chive chives;hive hives;move moves;movie movies;cookie cookies;pretorium pretoriums;agenda agendas;formula formulas|formulae;shoe shoes;toe toes e;graffiti graffiti;ID IDs e`;

const SUFFIXES = `tive tives;eaf eaves;oaf oaves;afe aves;arf arves;rfe rves;rf rves;lf lves;fe ves;ay ays;ey eys;oy oys;quy quies;uy uys;y ies;eau eaux;bula bulae;dula bulae;lula bulae;nula bulae;vula bulae;hedron hedra;ium ia;seum seums;eum ea;oum oa;stracum straca;dum da;elum ela;ilum ila;olum ola;ulum ula;llum lla;ylum yla;imum ima;ernum erna;gnum gna;brum bra;crum cra;terum tera;serum sera;trum tra;antum anta;atum ata;entum enta;etum eta;itum ita;otum ota;utum uta;ctum cta;ovum ova;trix trices;iasis iases;mesis meses;kinesis kineses;resis reses;gnosis gnoses;opsis opses;ysis yses;ouse ouses;lause lauses;us uses;ch ches;io ios;sh shes;ss sses;ez ezzes;iz izzes;tz tzes;zz zzes;ano anos;lo los;to tos;oo oos;o oes;x xes;S Ses`;

interface Rule {
  suffix: string;
  repl: string | undefined; // undefined: leave the word as it is
}

const singleToPlural = new Map<string, string>();
const pluralToSingle = new Map<string, string>();
const rules: Rule[] = [];

{
  const words = DICTIONARY.split(';').map((w) => {
    const [singular, pluralAlt, flags = ''] = w.split(' ');
    const [plural, alternative] = pluralAlt.split('|');
    return { singular, plural, alternative, exact: flags.includes('e'), uni: flags.includes('u') };
  });
  for (const w of words) {
    singleToPlural.set(w.singular, w.plural);
    if (!w.uni) {
      pluralToSingle.set(w.plural, w.singular);
      if (w.alternative !== undefined) pluralToSingle.set(w.alternative, w.singular);
    }
  }
  // InsertPluralRule prepends [repl → as is, suffix → repl]: the suffix list is inserted last to
  // first, then the dictionary first to last, so dictionary words (last one first) lead.
  const insert = (suffix: string, repl: string) => {
    rules.unshift({ suffix, repl });
    rules.unshift({ suffix: repl, repl: undefined });
  };
  const suffixes = SUFFIXES.split(';').map((s) => s.split(' ') as [string, string]);
  for (let i = suffixes.length - 1; i >= 0; i--) insert(suffixes[i][0], suffixes[i][1]);
  for (const w of words) if (!w.exact) insert(w.singular, w.plural);
}

/** The last CamelCase part of an identifier (flect's toParts, without its acronym table). */
function lastPart(s: string): string {
  let start = 0;
  for (let i = 1; i < s.length; i++) {
    const c = s[i];
    const prev = s[i - 1];
    if (c === ' ' || c === '_' || c === '-') start = i + 1;
    else if (isUpper(c) && !isUpper(prev)) start = i;
  }
  return s.slice(start);
}

function isUpper(c: string): boolean {
  return c !== c.toLowerCase() && c === c.toUpperCase();
}

function capitalize(s: string): string {
  return s === '' ? s : s[0].toUpperCase() + s.slice(1);
}

function replaceSuffix(original: string, orig: string, repl: string): string {
  return (original.endsWith(orig) ? original.slice(0, original.length - orig.length) : original) + repl;
}

/** flect.Pluralize. */
export function pluralize(word: string): string {
  const s = lastPart(word);
  if (s === '') return '';
  const direct = singleToPlural.get(word);
  if (direct !== undefined) return replaceSuffix(word, word, direct);
  if (pluralToSingle.has(word)) return word;
  const ls = s.toLowerCase();
  if (pluralToSingle.has(ls)) return word;
  const p = singleToPlural.get(ls);
  if (p !== undefined) return replaceSuffix(word, s, s === capitalize(s) ? capitalize(p) : p);
  for (const r of rules) {
    if (s.endsWith(r.suffix)) {
      if (r.repl === undefined) return word;
      return replaceSuffix(word, s, s.slice(0, s.length - r.suffix.length) + r.repl);
    }
  }
  if (ls.endsWith('s')) return word;
  return `${word}s`;
}

/** The CRD's default plural: lower-cased flect plural of the kind. */
export function defaultPlural(kind: string): string {
  return pluralize(kind).toLowerCase();
}
