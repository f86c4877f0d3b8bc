// Package html as in go1.23 (html/escape.go): EscapeString's five characters; UnescapeString's
// numeric references (0x80-0x9F as Windows-1252, invalid ones as U+FFFD) and named ones, with or
// without ';' for the legacy names. The named table is go1.23's (html/entity.go) for names of at
// most 9 characters standing for one code point up to U+2666, plus every legacy name: 1271 of its
// 2231 entries (the rest name rare mathematical symbols and pairs of code points).
package html

import (
	"strings"
	"unicode/utf8"
)

var htmlEscaper = strings.NewReplacer(
	`&`, "&amp;",
	`'`, "&#39;",
	`<`, "&lt;",
	`>`, "&gt;",
	`"`, "&#34;",
)

func EscapeString(s string) string { return htmlEscaper.Replace(s) }

const longestEntityWithoutSemicolon = 6

var entity map[string]rune

func populateMaps() {
	entity = make(map[string]rune, 1271)
	for _, e := range strings.Fields(entityTable) {
		name, hex, ok := strings.Cut(e, "=")
		if !ok {
			continue
		}
		var r rune
		for _, c := range hex {
			if c <= '9' {
				r = r*16 + c - '0'
			} else {
				r = r*16 + c - 'a' + 10
			}
		}
		entity[name] = r
	}
}

var replacementTable = [...]rune{
	'\u20AC',
	'\u0081',
	'\u201A',
	'\u0192',
	'\u201E',
	'\u2026',
	'\u2020',
	'\u2021',
	'\u02C6',
	'\u2030',
	'\u0160',
	'\u2039',
	'\u0152',
	'\u008D',
	'\u017D',
	'\u008F',
	'\u0090',
	'\u2018',
	'\u2019',
	'\u201C',
	'\u201D',
	'\u2022',
	'\u2013',
	'\u2014',
	'\u02DC',
	'\u2122',
	'\u0161',
	'\u203A',
	'\u0153',
	'\u009D',
	'\u017E',
	'\u0178',
	'\uFFFD',
	'\u000D',
}

func unescapeEntity(b []byte, dst, src int) (dst1, src1 int) {
	i, s := 1, b[src:]
	if len(s) <= 1 {
		b[dst] = b[src]
		return dst + 1, src + 1
	}
	if s[i] == '#' {
		if len(s) <= 3 {
			b[dst] = b[src]
			return dst + 1, src + 1
		}
		i++
		c := s[i]
		hex := false
		if c == 'x' || c == 'X' {
			hex = true
			i++
		}
		x := '\x00'
		for i < len(s) {
			c = s[i]
			i++
			if hex {
				if '0' <= c && c <= '9' {
					x = 16*x + rune(c) - '0'
					continue
				} else if 'a' <= c && c <= 'f' {
					x = 16*x + rune(c) - 'a' + 10
					continue
				} else if 'A' <= c && c <= 'F' {
					x = 16*x + rune(c) - 'A' + 10
					continue
				}
			} else if '0' <= c && c <= '9' {
				x = 10*x + rune(c) - '0'
				continue
			}
			if c != ';' {
				i--
			}
			break
		}
		if i <= 3 {
			b[dst] = b[src]
			return dst + 1, src + 1
		}
		if 0x80 <= x && x <= 0x9F {
			x = replacementTable[x-0x80]
		} else if x == 0 || (0xD800 <= x && x <= 0xDFFF) || x > 0x10FFFF {
			x = '\uFFFD'
		}
		return dst + utf8.EncodeRune(b[dst:], x), src + i
	}
	for i < len(s) {
		c := s[i]
		i++
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
			continue
		}
		if c != ';' {
			i--
		}
		break
	}
	entityName := s[1:i]
	if len(entityName) == 0 {
		// No-op.
	} else if x := entity[string(entityName)]; x != 0 {
		return dst + utf8.EncodeRune(b[dst:], x), src + i
	} else {
		maxLen := len(entityName) - 1
		if maxLen > longestEntityWithoutSemicolon {
			maxLen = longestEntityWithoutSemicolon
		}
		for j := maxLen; j > 1; j-- {
			if x := entity[string(entityName[:j])]; x != 0 {
				return dst + utf8.EncodeRune(b[dst:], x), src + j + 1
			}
		}
	}
	dst1, src1 = dst+i, src+i
	copy(b[dst:dst1], b[src:src1])
	return dst1, src1
}

func UnescapeString(s string) string {
	if entity == nil {
		populateMaps()
	}
	i := strings.IndexByte(s, '&')
	if i < 0 {
		return s
	}
	b := []byte(s)
	dst, src := unescapeEntity(b, i, i)
	for len(s[src:]) > 0 {
		if s[src] == '&' {
			i = 0
		} else {
			i = strings.IndexByte(s[src:], '&')
		}
		if i < 0 {
			dst += copy(b[dst:], s[src:])
			break
		}
		if i > 0 {
			copy(b[dst:], s[src:src+i])
		}
		dst, src = unescapeEntity(b, dst+i, src+i)
	}
	return string(b[:dst])
}

// entityTable is name=hex code point, separated by white space.
const entityTable = `
AElig=c6 AElig;=c6 AMP=26 AMP;=26 Aacute=c1 Aacute;=c1 Abreve;=102 Acirc=c2 Acirc;=c2 Acy;=410
Agrave=c0 Agrave;=c0 Alpha;=391 Amacr;=100 Aogon;=104 Aring=c5 Aring;=c5 Assign;=2254 Atilde=c3
Atilde;=c3 Auml=c4 Auml;=c4 Barwed;=2306 Bcy;=411 Because;=2235 Beta;=392 Breve;=2d8 Bscr;=212c
Bumpeq;=224e CHcy;=427 COPY=a9 COPY;=a9 Cacute;=106 Cap;=22d2 Cayleys;=212d Ccaron;=10c
Ccedil=c7 Ccedil;=c7 Ccirc;=108 Cconint;=2230 Cdot;=10a Cedilla;=b8 Cfr;=212d Chi;=3a7
Colon;=2237 Conint;=222f Copf;=2102 Cup;=22d3 CupCap;=224d DD;=2145 DJcy;=402 DScy;=405
DZcy;=40f Dagger;=2021 Darr;=21a1 Dcaron;=10e Dcy;=414 Del;=2207 Delta;=394 Diamond;=22c4
Dot;=a8 DotDot;=20dc DotEqual;=2250 DownTee;=22a4 Dstrok;=110 ENG;=14a ETH=d0 ETH;=d0 Eacute=c9
Eacute;=c9 Ecaron;=11a Ecirc=ca Ecirc;=ca Ecy;=42d Edot;=116 Egrave=c8 Egrave;=c8 Element;=2208
Emacr;=112 Eogon;=118 Epsilon;=395 Escr;=2130 Eta;=397 Euml=cb Euml;=cb Exists;=2203 Fcy;=424
ForAll;=2200 Fscr;=2131 GJcy;=403 GT=3e GT;=3e Gamma;=393 Gammad;=3dc Gbreve;=11e Gcedil;=122
Gcirc;=11c Gcy;=413 Gdot;=120 Gg;=22d9 Gt;=226b HARDcy;=42a Hacek;=2c7 Hat;=5e Hcirc;=124
Hfr;=210c Hopf;=210d Hscr;=210b Hstrok;=126 IEcy;=415 IJlig;=132 IOcy;=401 Iacute=cd Iacute;=cd
Icirc=ce Icirc;=ce Icy;=418 Idot;=130 Ifr;=2111 Igrave=cc Igrave;=cc Im;=2111 Imacr;=12a
Implies;=21d2 Int;=222c Integral;=222b Iogon;=12e Iota;=399 Iscr;=2110 Itilde;=128 Iukcy;=406
Iuml=cf Iuml;=cf Jcirc;=134 Jcy;=419 Jsercy;=408 Jukcy;=404 KHcy;=425 KJcy;=40c Kappa;=39a
Kcedil;=136 Kcy;=41a LJcy;=409 LT=3c LT;=3c Lacute;=139 Lambda;=39b Larr;=219e Lcaron;=13d
Lcedil;=13b Lcy;=41b LeftTee;=22a3 Ll;=22d8 Lmidot;=13f Lscr;=2112 Lsh;=21b0 Lstrok;=141
Lt;=226a Mcy;=41c Mscr;=2133 Mu;=39c NJcy;=40a Nacute;=143 Ncaron;=147 Ncedil;=145 Ncy;=41d
NewLine;=a NoBreak;=2060 Nopf;=2115 NotEqual;=2260 NotLess;=226e NotTilde;=2241 Ntilde=d1
Ntilde;=d1 Nu;=39d OElig;=152 Oacute=d3 Oacute;=d3 Ocirc=d4 Ocirc;=d4 Ocy;=41e Odblac;=150
Ograve=d2 Ograve;=d2 Omacr;=14c Omega;=3a9 Omicron;=39f Oslash=d8 Oslash;=d8 Otilde=d5
Otilde;=d5 Ouml=d6 Ouml;=d6 OverBar;=203e PartialD;=2202 Pcy;=41f Phi;=3a6 Pi;=3a0 Popf;=2119
Precedes;=227a Prime;=2033 Product;=220f Psi;=3a8 QUOT=22 QUOT;=22 Qopf;=211a REG=ae REG;=ae
Racute;=154 Rarr;=21a0 Rcaron;=158 Rcedil;=156 Rcy;=420 Re;=211c Rfr;=211c Rho;=3a1
RightTee;=22a2 Ropf;=211d Rscr;=211b Rsh;=21b1 SHCHcy;=429 SHcy;=428 SOFTcy;=42c Sacute;=15a
Scaron;=160 Scedil;=15e Scirc;=15c Scy;=421 Sigma;=3a3 Sqrt;=221a Square;=25a1 Star;=22c6
Sub;=22d0 Subset;=22d0 Succeeds;=227b SuchThat;=220b Sum;=2211 Sup;=22d1 Superset;=2283
Supset;=22d1 THORN=de THORN;=de TRADE;=2122 TSHcy;=40b TScy;=426 Tab;=9 Tau;=3a4 Tcaron;=164
Tcedil;=162 Tcy;=422 Theta;=398 Tilde;=223c Tstrok;=166 Uacute=da Uacute;=da Uarr;=219f
Ubrcy;=40e Ubreve;=16c Ucirc=db Ucirc;=db Ucy;=423 Udblac;=170 Ugrave=d9 Ugrave;=d9 Umacr;=16a
UnderBar;=5f Union;=22c3 Uogon;=172 UpArrow;=2191 UpTee;=22a5 Uparrow;=21d1 Upsi;=3d2
Upsilon;=3a5 Uring;=16e Utilde;=168 Uuml=dc Uuml;=dc VDash;=22ab Vcy;=412 Vdash;=22a9 Vee;=22c1
Verbar;=2016 Vert;=2016 Vvdash;=22aa Wcirc;=174 Wedge;=22c0 Xi;=39e YAcy;=42f YIcy;=407
YUcy;=42e Yacute=dd Yacute;=dd Ycirc;=176 Ycy;=42b Yuml;=178 ZHcy;=416 Zacute;=179 Zcaron;=17d
Zcy;=417 Zdot;=17b Zeta;=396 Zfr;=2128 Zopf;=2124 aacute=e1 aacute;=e1 abreve;=103 ac;=223e
acd;=223f acirc=e2 acirc;=e2 acute=b4 acute;=b4 acy;=430 aelig=e6 aelig;=e6 af;=2061 agrave=e0
agrave;=e0 alefsym;=2135 aleph;=2135 alpha;=3b1 amacr;=101 amp=26 amp;=26 and;=2227 ang;=2220
angle;=2220 angmsd;=2221 angrt;=221f angrtvb;=22be angsph;=2222 angst;=c5 angzarr;=237c
aogon;=105 ap;=2248 ape;=224a apid;=224b apos;=27 approx;=2248 approxeq;=224a aring=e5
aring;=e5 ast;=2a asymp;=2248 asympeq;=224d atilde=e3 atilde;=e3 auml=e4 auml;=e4
awconint;=2233 backcong;=224c backsim;=223d barvee;=22bd barwed;=2305 barwedge;=2305 bbrk;=23b5
bbrktbrk;=23b6 bcong;=224c bcy;=431 bdquo;=201e becaus;=2235 because;=2235 bepsi;=3f6
bernou;=212c beta;=3b2 beth;=2136 between;=226c bigcap;=22c2 bigcirc;=25ef bigcup;=22c3
bigstar;=2605 bigvee;=22c1 bigwedge;=22c0 blank;=2423 blk12;=2592 blk14;=2591 blk34;=2593
block;=2588 bnot;=2310 bot;=22a5 bottom;=22a5 bowtie;=22c8 boxDL;=2557 boxDR;=2554 boxDl;=2556
boxDr;=2553 boxH;=2550 boxHD;=2566 boxHU;=2569 boxHd;=2564 boxHu;=2567 boxUL;=255d boxUR;=255a
boxUl;=255c boxUr;=2559 boxV;=2551 boxVH;=256c boxVL;=2563 boxVR;=2560 boxVh;=256b boxVl;=2562
boxVr;=255f boxdL;=2555 boxdR;=2552 boxdl;=2510 boxdr;=250c boxh;=2500 boxhD;=2565 boxhU;=2568
boxhd;=252c boxhu;=2534 boxminus;=229f boxplus;=229e boxtimes;=22a0 boxuL;=255b boxuR;=2558
boxul;=2518 boxur;=2514 boxv;=2502 boxvH;=256a boxvL;=2561 boxvR;=255e boxvh;=253c boxvl;=2524
boxvr;=251c bprime;=2035 breve;=2d8 brvbar=a6 brvbar;=a6 bsemi;=204f bsim;=223d bsime;=22cd
bsol;=5c bull;=2022 bullet;=2022 bump;=224e bumpe;=224f bumpeq;=224f cacute;=107 cap;=2229
caret;=2041 caron;=2c7 ccaron;=10d ccedil=e7 ccedil;=e7 ccirc;=109 cdot;=10b cedil=b8 cedil;=b8
cent=a2 cent;=a2 chcy;=447 chi;=3c7 cir;=25cb circ;=2c6 circeq;=2257 circledR;=ae
circledS;=24c8 cire;=2257 clubs;=2663 clubsuit;=2663 colon;=3a colone;=2254 coloneq;=2254
comma;=2c commat;=40 comp;=2201 compfn;=2218 cong;=2245 conint;=222e coprod;=2210 copy=a9
copy;=a9 copysr;=2117 crarr;=21b5 ctdot;=22ef cuepr;=22de cuesc;=22df cularr;=21b6 cup;=222a
cupdot;=228d curarr;=21b7 curlyvee;=22ce curren=a4 curren;=a4 cuvee;=22ce cuwed;=22cf
cwconint;=2232 cwint;=2231 cylcty;=232d dArr;=21d3 dagger;=2020 daleth;=2138 darr;=2193
dash;=2010 dashv;=22a3 dblac;=2dd dcaron;=10f dcy;=434 dd;=2146 ddagger;=2021 ddarr;=21ca
deg=b0 deg;=b0 delta;=3b4 dharl;=21c3 dharr;=21c2 diam;=22c4 diamond;=22c4 diams;=2666 die;=a8
digamma;=3dd disin;=22f2 div;=f7 divide=f7 divide;=f7 divonx;=22c7 djcy;=452 dlcorn;=231e
dlcrop;=230d dollar;=24 dot;=2d9 doteq;=2250 doteqdot;=2251 dotminus;=2238 dotplus;=2214
drcorn;=231f drcrop;=230c dscy;=455 dstrok;=111 dtdot;=22f1 dtri;=25bf dtrif;=25be duarr;=21f5
dzcy;=45f eDot;=2251 eacute=e9 eacute;=e9 ecaron;=11b ecir;=2256 ecirc=ea ecirc;=ea
ecolon;=2255 ecy;=44d edot;=117 ee;=2147 efDot;=2252 egrave=e8 egrave;=e8 elinters;=23e7
ell;=2113 emacr;=113 empty;=2205 emptyset;=2205 emptyv;=2205 emsp13;=2004 emsp14;=2005
emsp;=2003 eng;=14b ensp;=2002 eogon;=119 epar;=22d5 epsi;=3b5 epsilon;=3b5 epsiv;=3f5
eqcirc;=2256 eqcolon;=2255 eqsim;=2242 equals;=3d equest;=225f equiv;=2261 erDot;=2253
escr;=212f esdot;=2250 esim;=2242 eta;=3b7 eth=f0 eth;=f0 euml=eb euml;=eb euro;=20ac excl;=21
exist;=2203 fcy;=444 female;=2640 fltns;=25b1 fnof;=192 forall;=2200 fork;=22d4 frac12=bd
frac12;=bd frac13;=2153 frac14=bc frac14;=bc frac15;=2155 frac16;=2159 frac18;=215b
frac23;=2154 frac25;=2156 frac34=be frac34;=be frac35;=2157 frac38;=215c frac45;=2158
frac56;=215a frac58;=215d frac78;=215e frasl;=2044 frown;=2322 gE;=2267 gacute;=1f5 gamma;=3b3
gammad;=3dd gbreve;=11f gcirc;=11d gcy;=433 gdot;=121 ge;=2265 gel;=22db geq;=2265 geqq;=2267
gg;=226b ggg;=22d9 gimel;=2137 gjcy;=453 gl;=2277 gnE;=2269 gneqq;=2269 gnsim;=22e7 grave;=60
gscr;=210a gsim;=2273 gt=3e gt;=3e gtdot;=22d7 gtrdot;=22d7 gtrless;=2277 gtrsim;=2273
hArr;=21d4 hairsp;=200a half;=bd hamilt;=210b hardcy;=44a harr;=2194 harrw;=21ad hbar;=210f
hcirc;=125 hearts;=2665 hellip;=2026 hercon;=22b9 hoarr;=21ff homtht;=223b horbar;=2015
hslash;=210f hstrok;=127 hybull;=2043 hyphen;=2010 iacute=ed iacute;=ed ic;=2063 icirc=ee
icirc;=ee icy;=438 iecy;=435 iexcl=a1 iexcl;=a1 iff;=21d4 igrave=ec igrave;=ec ii;=2148
iiint;=222d iiota;=2129 ijlig;=133 imacr;=12b image;=2111 imagline;=2110 imagpart;=2111
imath;=131 imof;=22b7 imped;=1b5 in;=2208 incare;=2105 infin;=221e inodot;=131 int;=222b
intcal;=22ba integers;=2124 intercal;=22ba iocy;=451 iogon;=12f iota;=3b9 iquest=bf iquest;=bf
isin;=2208 isinE;=22f9 isindot;=22f5 isins;=22f4 isinsv;=22f3 isinv;=2208 it;=2062 itilde;=129
iukcy;=456 iuml=ef iuml;=ef jcirc;=135 jcy;=439 jmath;=237 jsercy;=458 jukcy;=454 kappa;=3ba
kappav;=3f0 kcedil;=137 kcy;=43a kgreen;=138 khcy;=445 kjcy;=45c lAarr;=21da lArr;=21d0
lE;=2266 lacute;=13a lagran;=2112 lambda;=3bb laquo=ab laquo;=ab larr;=2190 larrb;=21e4
larrhk;=21a9 larrlp;=21ab larrtl;=21a2 lbrace;=7b lbrack;=5b lcaron;=13e lcedil;=13c
lceil;=2308 lcub;=7b lcy;=43b ldquo;=201c ldquor;=201e ldsh;=21b2 le;=2264 leg;=22da leq;=2264
leqq;=2266 lessdot;=22d6 lessgtr;=2276 lesssim;=2272 lfloor;=230a lg;=2276 lhard;=21bd
lharu;=21bc lhblk;=2584 ljcy;=459 ll;=226a llarr;=21c7 llcorner;=231e lltri;=25fa lmidot;=140
lmoust;=23b0 lnE;=2268 lneqq;=2268 lnsim;=22e6 loarr;=21fd lowast;=2217 lowbar;=5f loz;=25ca
lozenge;=25ca lpar;=28 lrarr;=21c6 lrcorner;=231f lrhar;=21cb lrm;=200e lrtri;=22bf
lsaquo;=2039 lsh;=21b0 lsim;=2272 lsqb;=5b lsquo;=2018 lsquor;=201a lstrok;=142 lt=3c lt;=3c
ltdot;=22d6 lthree;=22cb ltimes;=22c9 ltri;=25c3 ltrie;=22b4 ltrif;=25c2 mDDot;=223a macr=af
macr;=af male;=2642 map;=21a6 mapsto;=21a6 mapstoup;=21a5 marker;=25ae mcy;=43c mdash;=2014
mho;=2127 micro=b5 micro;=b5 mid;=2223 midast;=2a middot=b7 middot;=b7 minus;=2212 minusb;=229f
minusd;=2238 mldr;=2026 mnplus;=2213 models;=22a7 mp;=2213 mstpos;=223e mu;=3bc multimap;=22b8
mumap;=22b8 nVDash;=22af nVdash;=22ae nabla;=2207 nacute;=144 nap;=2249 napos;=149
napprox;=2249 naturals;=2115 nbsp=a0 nbsp;=a0 ncaron;=148 ncedil;=146 ncong;=2247 ncy;=43d
ndash;=2013 ne;=2260 neArr;=21d7 nearr;=2197 nearrow;=2197 nequiv;=2262 nexist;=2204
nexists;=2204 nge;=2271 ngeq;=2271 ngsim;=2275 ngt;=226f ngtr;=226f nhArr;=21ce nharr;=21ae
ni;=220b nis;=22fc nisd;=22fa niv;=220b njcy;=45a nlArr;=21cd nlarr;=219a nldr;=2025 nle;=2270
nleq;=2270 nless;=226e nlsim;=2274 nlt;=226e nltri;=22ea nltrie;=22ec nmid;=2224 not=ac not;=ac
notin;=2209 notinva;=2209 notinvb;=22f7 notinvc;=22f6 notni;=220c notniva;=220c notnivb;=22fe
notnivc;=22fd npar;=2226 npr;=2280 nprcue;=22e0 nprec;=2280 nrArr;=21cf nrarr;=219b nrtri;=22eb
nrtrie;=22ed nsc;=2281 nsccue;=22e1 nsim;=2241 nsime;=2244 nsimeq;=2244 nsmid;=2224 nspar;=2226
nsqsube;=22e2 nsqsupe;=22e3 nsub;=2284 nsube;=2288 nsucc;=2281 nsup;=2285 nsupe;=2289
ntgl;=2279 ntilde=f1 ntilde;=f1 ntlg;=2278 nu;=3bd num;=23 numero;=2116 numsp;=2007
nvDash;=22ad nvdash;=22ac nwArr;=21d6 nwarr;=2196 nwarrow;=2196 oS;=24c8 oacute=f3 oacute;=f3
oast;=229b ocir;=229a ocirc=f4 ocirc;=f4 ocy;=43e odash;=229d odblac;=151 odot;=2299 oelig;=153
ogon;=2db ograve=f2 ograve;=f2 ohm;=3a9 oint;=222e olarr;=21ba oline;=203e omacr;=14d
omega;=3c9 omicron;=3bf ominus;=2296 oplus;=2295 or;=2228 orarr;=21bb order;=2134 orderof;=2134
ordf=aa ordf;=aa ordm=ba ordm;=ba origof;=22b6 oscr;=2134 oslash=f8 oslash;=f8 osol;=2298
otilde=f5 otilde;=f5 otimes;=2297 ouml=f6 ouml;=f6 ovbar;=233d par;=2225 para=b6 para;=b6
parallel;=2225 part;=2202 pcy;=43f percnt;=25 period;=2e permil;=2030 perp;=22a5 pertenk;=2031
phi;=3c6 phiv;=3d5 phmmat;=2133 phone;=260e pi;=3c0 piv;=3d6 planck;=210f planckh;=210e
plankv;=210f plus;=2b plusb;=229e plusdo;=2214 plusmn=b1 plusmn;=b1 pm;=b1 pound=a3 pound;=a3
pr;=227a prcue;=227c prec;=227a precnsim;=22e8 precsim;=227e prime;=2032 primes;=2119
prnsim;=22e8 prod;=220f profalar;=232e profline;=2312 profsurf;=2313 prop;=221d propto;=221d
prsim;=227e prurel;=22b0 psi;=3c8 puncsp;=2008 qprime;=2057 quest;=3f questeq;=225f quot=22
quot;=22 rAarr;=21db rArr;=21d2 racute;=155 radic;=221a raquo=bb raquo;=bb rarr;=2192
rarrb;=21e5 rarrhk;=21aa rarrlp;=21ac rarrtl;=21a3 rarrw;=219d ratio;=2236 rbrace;=7d
rbrack;=5d rcaron;=159 rcedil;=157 rceil;=2309 rcub;=7d rcy;=440 rdquo;=201d rdquor;=201d
rdsh;=21b3 real;=211c realine;=211b realpart;=211c reals;=211d rect;=25ad reg=ae reg;=ae
rfloor;=230b rhard;=21c1 rharu;=21c0 rho;=3c1 rhov;=3f1 ring;=2da rlarr;=21c4 rlhar;=21cc
rlm;=200f rmoust;=23b1 roarr;=21fe rpar;=29 rrarr;=21c9 rsaquo;=203a rsh;=21b1 rsqb;=5d
rsquo;=2019 rsquor;=2019 rthree;=22cc rtimes;=22ca rtri;=25b9 rtrie;=22b5 rtrif;=25b8 rx;=211e
sacute;=15b sbquo;=201a sc;=227b scaron;=161 sccue;=227d scedil;=15f scirc;=15d scnsim;=22e9
scsim;=227f scy;=441 sdot;=22c5 sdotb;=22a1 seArr;=21d8 searr;=2198 searrow;=2198 sect=a7
sect;=a7 semi;=3b setminus;=2216 setmn;=2216 sfrown;=2322 shchcy;=449 shcy;=448 shortmid;=2223
shy=ad shy;=ad sigma;=3c3 sigmaf;=3c2 sigmav;=3c2 sim;=223c sime;=2243 simeq;=2243 simne;=2246
slarr;=2190 smid;=2223 smile;=2323 softcy;=44c sol;=2f solbar;=233f spades;=2660 spar;=2225
sqcap;=2293 sqcup;=2294 sqsub;=228f sqsube;=2291 sqsubset;=228f sqsup;=2290 sqsupe;=2292
sqsupset;=2290 squ;=25a1 square;=25a1 squarf;=25aa squf;=25aa srarr;=2192 ssetmn;=2216
ssmile;=2323 sstarf;=22c6 star;=2606 starf;=2605 strns;=af sub;=2282 sube;=2286 subne;=228a
subset;=2282 subseteq;=2286 succ;=227b succnsim;=22e9 succsim;=227f sum;=2211 sup1=b9 sup1;=b9
sup2=b2 sup2;=b2 sup3=b3 sup3;=b3 sup;=2283 supe;=2287 supne;=228b supset;=2283 supseteq;=2287
swArr;=21d9 swarr;=2199 swarrow;=2199 szlig=df szlig;=df target;=2316 tau;=3c4 tbrk;=23b4
tcaron;=165 tcedil;=163 tcy;=442 tdot;=20db telrec;=2315 there4;=2234 theta;=3b8 thetasym;=3d1
thetav;=3d1 thicksim;=223c thinsp;=2009 thkap;=2248 thksim;=223c thorn=fe thorn;=fe tilde;=2dc
times=d7 times;=d7 timesb;=22a0 tint;=222d top;=22a4 topbot;=2336 tprime;=2034 trade;=2122
triangle;=25b5 tridot;=25ec trie;=225c trpezium;=23e2 tscy;=446 tshcy;=45b tstrok;=167
twixt;=226c uArr;=21d1 uacute=fa uacute;=fa uarr;=2191 ubrcy;=45e ubreve;=16d ucirc=fb
ucirc;=fb ucy;=443 udarr;=21c5 udblac;=171 ugrave=f9 ugrave;=f9 uharl;=21bf uharr;=21be
uhblk;=2580 ulcorn;=231c ulcorner;=231c ulcrop;=230f ultri;=25f8 umacr;=16b uml=a8 uml;=a8
uogon;=173 uparrow;=2191 uplus;=228e upsi;=3c5 upsih;=3d2 upsilon;=3c5 urcorn;=231d
urcorner;=231d urcrop;=230e uring;=16f urtri;=25f9 utdot;=22f0 utilde;=169 utri;=25b5
utrif;=25b4 uuarr;=21c8 uuml=fc uuml;=fc vArr;=21d5 vDash;=22a8 varkappa;=3f0 varphi;=3d5
varpi;=3d6 varr;=2195 varrho;=3f1 varsigma;=3c2 vartheta;=3d1 vcy;=432 vdash;=22a2 vee;=2228
veebar;=22bb veeeq;=225a vellip;=22ee verbar;=7c vert;=7c vltri;=22b2 vprop;=221d vrtri;=22b3
wcirc;=175 wedge;=2227 wedgeq;=2259 weierp;=2118 wp;=2118 wr;=2240 wreath;=2240 xcap;=22c2
xcirc;=25ef xcup;=22c3 xdtri;=25bd xi;=3be xnis;=22fb xutri;=25b3 xvee;=22c1 xwedge;=22c0
yacute=fd yacute;=fd yacy;=44f ycirc;=177 ycy;=44b yen=a5 yen;=a5 yicy;=457 yucy;=44e yuml=ff
yuml;=ff zacute;=17a zcaron;=17e zcy;=437 zdot;=17c zeetrf;=2128 zeta;=3b6 zhcy;=436
zigrarr;=21dd zwj;=200d zwnj;=200c
`
