// biome-ignore-all lint/correctness/noPrecisionLoss: the coefficients are go/src/math's, digit for digit
// biome-ignore-all lint/suspicious/noApproximativeNumericConstant: go/src/math's constants, as written there
// Go's special functions (go/src/math erf.go, erfinv.go, gamma.go, lgamma.go) ported step for step,
// on algo.ts's Exp, Log, Pow, Sin, Cos, so results match go1.23 bit for bit.

import { cos, exp, floor, log, mod, modf, pow, sin } from './algo.ts';

const Inf = Number.POSITIVE_INFINITY;
const Pi = Math.PI;
const dv = new DataView(new ArrayBuffer(8));

/** Float64frombits(Float64bits(x) & 0xffffffff00000000) */
function trunc32(x: number): number {
  dv.setFloat64(0, x);
  dv.setUint32(4, 0);
  return dv.getFloat64(0);
}

const erx = 8.45062911510467529297e-1;
const efx = 1.28379167095512586316e-1;
const efx8 = 1.02703333676410069053;
const pp = [
  1.28379167095512558561e-1, -3.2504210724700149937e-1, -2.84817495755985104766e-2,
  -5.77027029648944159157e-3, -2.37630166566501626084e-5,
];
const qq = [
  0, 3.97917223959155352819e-1, 6.50222499887672944485e-2, 5.08130628187576562776e-3,
  1.32494738004321644526e-4, -3.9602282787753681232e-6,
];
const pa = [
  -2.36211856075265944077e-3, 4.14856118683748331666e-1, -3.72207876035701323847e-1,
  3.18346619901161753674e-1, -1.10894694282396677476e-1, 3.54783043256182359371e-2, -2.166375594868790843e-3,
];
const qa = [
  0, 1.06420880400844228286e-1, 5.40397917702171048937e-1, 7.18286544141962662868e-2,
  1.26171219808761642112e-1, 1.36370839120290507362e-2, 1.1984499846799107417e-2,
];
const ra = [
  -9.86494403484714822705e-3, -6.93858572707181764372e-1, -1.05586262253232909814e1,
  -6.23753324503260060396e1, -1.62396669462573470355e2, -1.84605092906711035994e2, -8.12874355063065934246e1,
  -9.81432934416914548592,
];
const sa = [
  0, 1.96512716674392571292e1, 1.376577541435190426e2, 4.34565877475229228821e2, 6.45387271733267880336e2,
  4.29008140027567833386e2, 1.08635005541779435134e2, 6.57024977031928170135, -6.04244152148580987438e-2,
];
const rb = [
  -9.86494292470009928597e-3, -7.99283237680523006574e-1, -1.77579549177547519889e1,
  -1.60636384855821916062e2, -6.37566443368389627722e2, -1.02509513161107724954e3, -4.83519191608651397019e2,
];
const sb = [
  0, 3.03380607434824582924e1, 3.25792512996573918826e2, 1.53672958608443695994e3, 3.19985821950859553908e3,
  2.55305040643316442583e3, 4.74528541206955367215e2, -2.24409524465858183362e1,
];

function smallRS(x: number): [number, number] {
  const z = x * x;
  const r = pp[0]! + z * (pp[1]! + z * (pp[2]! + z * (pp[3]! + z * pp[4]!)));
  const s = 1 + z * (qq[1]! + z * (qq[2]! + z * (qq[3]! + z * (qq[4]! + z * qq[5]!))));
  return [r, s];
}
function midPQ(x: number): [number, number] {
  const s = x - 1;
  const P = pa[0]! + s * (pa[1]! + s * (pa[2]! + s * (pa[3]! + s * (pa[4]! + s * (pa[5]! + s * pa[6]!)))));
  const Q = 1 + s * (qa[1]! + s * (qa[2]! + s * (qa[3]! + s * (qa[4]! + s * (qa[5]! + s * qa[6]!)))));
  return [P, Q];
}
function tailR(x: number): number {
  const s = 1 / (x * x);
  let R: number;
  let S: number;
  if (x < 1 / 0.35) {
    R =
      ra[0]! +
      s * (ra[1]! + s * (ra[2]! + s * (ra[3]! + s * (ra[4]! + s * (ra[5]! + s * (ra[6]! + s * ra[7]!))))));
    S =
      1 +
      s *
        (sa[1]! +
          s *
            (sa[2]! + s * (sa[3]! + s * (sa[4]! + s * (sa[5]! + s * (sa[6]! + s * (sa[7]! + s * sa[8]!)))))));
  } else {
    R = rb[0]! + s * (rb[1]! + s * (rb[2]! + s * (rb[3]! + s * (rb[4]! + s * (rb[5]! + s * rb[6]!)))));
    S =
      1 +
      s * (sb[1]! + s * (sb[2]! + s * (sb[3]! + s * (sb[4]! + s * (sb[5]! + s * (sb[6]! + s * sb[7]!))))));
  }
  const z = trunc32(x);
  return exp(-z * z - 0.5625) * exp((z - x) * (z + x) + R / S);
}

export function erf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x === Inf) return 1;
  if (x === -Inf) return -1;
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  if (x < 0.84375) {
    let temp: number;
    if (x < 1 / 2 ** 28) {
      if (x < 2.848094538889218e-306) temp = 0.125 * (8.0 * x + efx8 * x);
      else temp = x + efx * x;
    } else {
      const [r, s] = smallRS(x);
      temp = x + x * (r / s);
    }
    return sign ? -temp : temp;
  }
  if (x < 1.25) {
    const [P, Q] = midPQ(x);
    return sign ? -erx - P / Q : erx + P / Q;
  }
  if (x >= 6) return sign ? -1 : 1;
  const r = tailR(x);
  return sign ? r / x - 1 : 1 - r / x;
}

export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x === Inf) return 0;
  if (x === -Inf) return 2;
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  if (x < 0.84375) {
    let temp: number;
    if (x < 1 / 2 ** 56) temp = x;
    else {
      const [r, s] = smallRS(x);
      const y = r / s;
      if (x < 0.25) temp = x + x * y;
      else temp = 0.5 + (x * y + (x - 0.5));
    }
    return sign ? 1 + temp : 1 - temp;
  }
  if (x < 1.25) {
    const [P, Q] = midPQ(x);
    return sign ? 1 + erx + P / Q : 1 - erx - P / Q;
  }
  if (x < 28) {
    if (sign && x > 6 && x >= 1 / 0.35) return 2;
    const r = tailR(x);
    return sign ? 2 - r / x : r / x;
  }
  return sign ? 2 : 0;
}

export function erfinv(x: number): number {
  if (Number.isNaN(x) || x <= -1 || x >= 1) {
    if (x === -1 || x === 1) return x * Inf;
    return Number.NaN;
  }
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  let ans: number;
  if (x <= 0.85) {
    const r = 0.180625 - 0.25 * x * x;
    const z1 =
      ((((((8.870940696254551483e2 * r + 1.1819493347062294404278e4) * r + 2.3782041382114385731252e4) * r +
        1.6235862515167575384252e4) *
        r +
        4.8548868893843886794648e3) *
        r +
        6.9706266534389598238465e2) *
        r +
        4.7072688112383978012285e1) *
        r +
      1.1975323115670912564578;
    const z2 =
      ((((((5.226495278852854561e3 * r + 2.8729085735721942674e4) * r + 3.930789580009271061e4) * r +
        2.1213794301586595867e4) *
        r +
        5.3941960214247511077e3) *
        r +
        6.871870074920579083e2) *
        r +
        4.2313330701600911252e1) *
        r +
      1.0;
    ans = (x * z1) / z2;
  } else {
    let z1: number;
    let z2: number;
    let r = Math.sqrt(0.6931471805599453 - log(1.0 - x));
    if (r <= 5.0) {
      r -= 1.6;
      z1 =
        ((((((7.7454501427834140764e-4 * r + 2.27238449892691845833e-2) * r + 2.4178072517745061177e-1) * r +
          1.27045825245236838258) *
          r +
          3.64784832476320460504) *
          r +
          5.7694972214606914055) *
          r +
          4.6303378461565452959) *
          r +
        1.42343711074968357734;
      z2 =
        ((((((1.4859850019840355905497876e-9 * r + 7.7441459065157709165577218e-4) * r +
          2.1494160384252876777097297e-2) *
          r +
          2.0945065210512749128288442e-1) *
          r +
          9.7547832001787427186894837e-1) *
          r +
          2.3707661626024532365971225) *
          r +
          2.9036514445419946173133295) *
          r +
        1.4142135623730950488016887;
    } else {
      r -= 5.0;
      z1 =
        ((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r + 1.2426609473880784386e-3) * r +
          2.6532189526576123093e-2) *
          r +
          2.9656057182850489123e-1) *
          r +
          1.7848265399172913358) *
          r +
          5.4637849111641143699) *
          r +
        6.6579046435011037772;
      z2 =
        ((((((2.891024605872965461538222e-15 * r + 2.010321207683943062279931e-7) * r +
          2.61108840508059362513802e-5) *
          r +
          1.112800997078859844711555e-3) *
          r +
          2.103693768272068968719679e-2) *
          r +
          1.936480946950659106176712e-1) *
          r +
          8.482908416595164588112026e-1) *
          r +
        1.414213562373095048801689;
    }
    ans = z1 / z2;
  }
  return sign ? -ans : ans;
}

export function erfcinv(x: number): number {
  return erfinv(1 - x);
}

const gamP = [
  1.60119522476751861407e-4, 1.19135147006586384913e-3, 1.04213797561761569935e-2, 4.76367800457137231464e-2,
  2.0744822764843597515e-1, 4.94214826801497100753e-1, 9.99999999999999996796e-1,
];
const gamQ = [
  -2.31581873324120129819e-5, 5.39605580493303397842e-4, -4.45641913851797240494e-3,
  1.18139785222060435552e-2, 3.58236398605498653373e-2, -2.34591795718243348568e-1, 7.14304917030273074085e-2,
  1.0000000000000000032,
];
const gamS = [
  7.87311395793093628397e-4, -2.2954996161337812638e-4, -2.68132617805781232825e-3, 3.4722222160545866731e-3,
  8.33333333333482257126e-2,
];

function stirling(x: number): [number, number] {
  if (x > 200) return [Inf, 1];
  let w = 1 / x;
  w = 1 + w * ((((gamS[0]! * w + gamS[1]!) * w + gamS[2]!) * w + gamS[3]!) * w + gamS[4]!);
  let y1 = exp(x);
  let y2 = 1.0;
  if (x > 143.01608) {
    const v = pow(x, 0.5 * x - 0.25);
    [y1, y2] = [v, v / y1];
  } else y1 = pow(x, x - 0.5) / y1;
  return [y1, 2.506628274631000502417 * w * y2];
}

function isNegInt(x: number): boolean {
  if (x < 0) return modf(x)[1] === 0;
  return false;
}

export function gamma(x: number): number {
  const Euler = 0.5772156649015329;
  if (isNegInt(x) || x === -Inf || Number.isNaN(x)) return Number.NaN;
  if (x === Inf) return Inf;
  if (x === 0) return Object.is(x, -0) ? -Inf : Inf;
  let q = Math.abs(x);
  let p = floor(q);
  if (q > 33) {
    if (x >= 0) {
      const [y1, y2] = stirling(x);
      return y1 * y2;
    }
    // int64(p) & 1: p < 2**63 here, or p is even
    const signgam = p < 2 ** 53 && p % 2 === 1 ? 1 : -1;
    let z = q - p;
    if (z > 0.5) {
      p = p + 1;
      z = q - p;
    }
    z = q * sin(Pi * z);
    if (z === 0) return signgam * Inf;
    const [sq1, sq2] = stirling(q);
    const absz = Math.abs(z);
    const d = absz * sq1 * sq2;
    if (!Number.isFinite(d)) z = Pi / absz / sq1 / sq2;
    else z = Pi / d;
    return signgam * z;
  }
  let z = 1.0;
  while (x >= 3) {
    x = x - 1;
    z = z * x;
  }
  const small = () => (x === 0 ? Inf : z / ((1 + Euler * x) * x));
  while (x < 0) {
    if (x > -1e-9) return small();
    z = z / x;
    x = x + 1;
  }
  while (x < 2) {
    if (x < 1e-9) return small();
    z = z / x;
    x = x + 1;
  }
  if (x === 2) return z;
  x = x - 2;
  p =
    (((((x * gamP[0]! + gamP[1]!) * x + gamP[2]!) * x + gamP[3]!) * x + gamP[4]!) * x + gamP[5]!) * x +
    gamP[6]!;
  q =
    ((((((x * gamQ[0]! + gamQ[1]!) * x + gamQ[2]!) * x + gamQ[3]!) * x + gamQ[4]!) * x + gamQ[5]!) * x +
      gamQ[6]!) *
      x +
    gamQ[7]!;
  return (z * p) / q;
}

const lgA = [
  7.72156649015328655494e-2, 3.22467033424113591611e-1, 6.73523010531292681824e-2, 2.05808084325167332806e-2,
  7.38555086081402883957e-3, 2.89051383673415629091e-3, 1.19270763183362067845e-3, 5.10069792153511336608e-4,
  2.20862790713908385557e-4, 1.08011567247583939954e-4, 2.52144565451257326939e-5, 4.4864094961891516015e-5,
];
const lgR = [
  1.0, 1.39200533467621045958, 7.21935547567138069525e-1, 1.71933865632803078993e-1,
  1.86459191715652901344e-2, 7.77942496381893596434e-4, 7.32668430744625636189e-6,
];
const lgS = [
  -7.72156649015328655494e-2, 2.14982415960608852501e-1, 3.25778796408930981787e-1, 1.46350472652464452805e-1,
  2.6642270303363860956e-2, 1.84028451407337715652e-3, 3.19475326584100867617e-5,
];
const lgT = [
  4.83836122723810047042e-1, -1.47587722994593911752e-1, 6.46249402391333854778e-2,
  -3.27885410759859649565e-2, 1.79706750811820387126e-2, -1.0314224129834143745e-2, 6.10053870246291332635e-3,
  -3.6845201678113825676e-3, 2.2596478090061247225e-3, -1.40346469989232843813e-3, 8.81081882437654011382e-4,
  -5.38595305356740546715e-4, 3.15632070903625950361e-4, -3.12754168375120860518e-4,
  3.35529192635519073543e-4,
];
const lgU = [
  -7.72156649015328655494e-2, 6.32827064025093366517e-1, 1.45492250137234768737, 9.77717527963372745603e-1,
  2.28963728064692451092e-1, 1.33810918536787660377e-2,
];
const lgV = [
  1.0, 2.45597793713041134822, 2.12848976379893395361, 7.69285150456672783825e-1, 1.04222645593369134254e-1,
  3.2170924228242391181e-3,
];
const lgW = [
  4.18938533204672725052e-1, 8.33333333333329678849e-2, -2.7777777772877553647e-3, 7.936505586430195585e-4,
  -5.95187557450339963135e-4, 8.36339918996282139126e-4, -1.63092934096575273989e-3,
];

function sinPi(x: number): number {
  if (x < 0.25) return -sin(Pi * x);
  let z = floor(x);
  let n: number;
  if (z !== x) {
    x = mod(x, 2);
    n = Math.trunc(x * 4);
  } else {
    if (x >= 2 ** 53) {
      x = 0;
      n = 0;
    } else {
      if (x < 2 ** 52) z = x + 2 ** 52;
      n = z % 2;
      x = n;
      n <<= 2;
    }
  }
  switch (n) {
    case 0:
      x = sin(Pi * x);
      break;
    case 1:
    case 2:
      x = cos(Pi * (0.5 - x));
      break;
    case 3:
    case 4:
      x = sin(Pi * (1 - x));
      break;
    case 5:
    case 6:
      x = -cos(Pi * (x - 1.5));
      break;
    default:
      x = sin(Pi * (x - 2));
  }
  return -x;
}

export function lgamma(x: number): [number, number] {
  const Ymin = 1.461632144968362245;
  const Tc = 1.46163214496836224576;
  const Tf = -1.21486290535849611461e-1;
  const Tt = -3.63867699703950536541e-18;
  let sign = 1;
  if (Number.isNaN(x) || !Number.isFinite(x)) return [x, sign];
  if (x === 0) return [Inf, sign];
  let neg = false;
  if (x < 0) {
    x = -x;
    neg = true;
  }
  if (x < 1 / 2 ** 70) {
    if (neg) sign = -1;
    return [-log(x), sign];
  }
  let nadj = 0;
  if (neg) {
    if (x >= 2 ** 52) return [Inf, sign];
    const t = sinPi(x);
    if (t === 0) return [Inf, sign];
    nadj = log(Pi / Math.abs(t * x));
    if (t < 0) sign = -1;
  }
  let lg: number;
  if (x === 1 || x === 2) return [0, sign];
  if (x < 2) {
    let y: number;
    let i: number;
    if (x <= 0.9) {
      lg = -log(x);
      if (x >= Ymin - 1 + 0.27) {
        y = 1 - x;
        i = 0;
      } else if (x >= Ymin - 1 - 0.27) {
        y = x - (Tc - 1);
        i = 1;
      } else {
        y = x;
        i = 2;
      }
    } else {
      lg = 0;
      if (x >= Ymin + 0.27) {
        y = 2 - x;
        i = 0;
      } else if (x >= Ymin - 0.27) {
        y = x - Tc;
        i = 1;
      } else {
        y = x - 1;
        i = 2;
      }
    }
    if (i === 0) {
      const z = y * y;
      const p1 = lgA[0]! + z * (lgA[2]! + z * (lgA[4]! + z * (lgA[6]! + z * (lgA[8]! + z * lgA[10]!))));
      const p2 =
        z * (lgA[1]! + z * (+lgA[3]! + z * (lgA[5]! + z * (lgA[7]! + z * (lgA[9]! + z * lgA[11]!)))));
      const p = y * p1 + p2;
      lg += p - 0.5 * y;
    } else if (i === 1) {
      const z = y * y;
      const w = z * y;
      const p1 = lgT[0]! + w * (lgT[3]! + w * (lgT[6]! + w * (lgT[9]! + w * lgT[12]!)));
      const p2 = lgT[1]! + w * (lgT[4]! + w * (lgT[7]! + w * (lgT[10]! + w * lgT[13]!)));
      const p3 = lgT[2]! + w * (lgT[5]! + w * (lgT[8]! + w * (lgT[11]! + w * lgT[14]!)));
      const p = z * p1 - (Tt - w * (p2 + y * p3));
      lg += Tf + p;
    } else {
      const p1 = y * (lgU[0]! + y * (lgU[1]! + y * (lgU[2]! + y * (lgU[3]! + y * (lgU[4]! + y * lgU[5]!)))));
      const p2 = 1 + y * (lgV[1]! + y * (lgV[2]! + y * (lgV[3]! + y * (lgV[4]! + y * lgV[5]!))));
      lg += -0.5 * y + p1 / p2;
    }
  } else if (x < 8) {
    const i = Math.trunc(x);
    const y = x - i;
    const p =
      y *
      (lgS[0]! + y * (lgS[1]! + y * (lgS[2]! + y * (lgS[3]! + y * (lgS[4]! + y * (lgS[5]! + y * lgS[6]!))))));
    const q = 1 + y * (lgR[1]! + y * (lgR[2]! + y * (lgR[3]! + y * (lgR[4]! + y * (lgR[5]! + y * lgR[6]!)))));
    lg = 0.5 * y + p / q;
    let z = 1.0;
    // the fallthrough chain of lgamma.go's switch
    if (i >= 7) z *= y + 6;
    if (i >= 6) z *= y + 5;
    if (i >= 5) z *= y + 4;
    if (i >= 4) z *= y + 3;
    if (i >= 3) {
      z *= y + 2;
      lg += log(z);
    }
  } else if (x < 2 ** 58) {
    const t = log(x);
    const z = 1 / x;
    const y = z * z;
    const w =
      lgW[0]! + z * (lgW[1]! + y * (lgW[2]! + y * (lgW[3]! + y * (lgW[4]! + y * (lgW[5]! + y * lgW[6]!)))));
    lg = (x - 0.5) * (t - 1) + w;
  } else lg = x * (log(x) - 1);
  if (neg) lg = nadj - lg;
  return [lg, sign];
}
