// biome-ignore-all lint/correctness/noPrecisionLoss: the coefficients are go/src/math's, digit for digit
// Bessel functions (go/src/math j0.go, j1.go, jn.go, from FreeBSD's msun) ported step for step on
// algo.ts's Sincos, Cos and Log, so results match go1.23 bit for bit.

import { cos, log, sincos } from './algo.ts';

const Inf = Number.POSITIVE_INFINITY;
const invSqrtPi = 0.5641895835477563; // 1/SqrtPi, rounded once as Go's constant arithmetic does
const twoOverPi = 0.6366197723675814; // 2/Pi
const maxHalf = Number.MAX_VALUE / 2;

// go/src/math/j0.go and j1.go's rational approximations for x >= 2
const p0R8 = [
  0.0, -7.03124999999900357484e-2, -8.08167041275349795626, -2.57063105679704847262e2,
  -2.48521641009428822144e3, -5.25304380490729545272e3,
];
const p0S8 = [
  1.16534364619668181717e2, 3.83374475364121826715e3, 4.05978572648472545552e4, 1.16752972564375915681e5,
  4.76277284146730962675e4,
];
const p0R5 = [
  -1.14125464691894502584e-11, -7.03124940873599280078e-2, -4.15961064470587782438, -6.76747652265167261021e1,
  -3.31231299649172967747e2, -3.46433388365604912451e2,
];
const p0S5 = [
  6.07539382692300335975e1, 1.05125230595704579173e3, 5.97897094333855784498e3, 9.62544514357774460223e3,
  2.40605815922939109441e3,
];
const p0R3 = [
  -2.5470460177195191562e-9, -7.03119616381481654654e-2, -2.40903221549529611423, -2.19659774734883086467e1,
  -5.80791704701737572236e1, -3.14479470594888503854e1,
];
const p0S3 = [
  3.58560338055209726349e1, 3.6151398305030386382e2, 1.1936078379211153333e3, 1.12799679856907414432e3,
  1.73580930813335754692e2,
];
const p0R2 = [
  -8.87534333032526411254e-8, -7.03030995483624743247e-2, -1.45073846780952986357, -7.63569613823527770791,
  -1.11931668860356747786e1, -3.23364579351335335033,
];
const p0S2 = [
  2.22202997532088808441e1, 1.36206794218215208048e2, 2.70470278658083486789e2, 1.53875394208320329881e2,
  1.4657617694825619381e1,
];
const q0R8 = [
  0.0, 7.32421874999935051953e-2, 1.17682064682252693899e1, 5.57673380256401856059e2,
  8.85919720756468632317e3, 3.70146267776887834771e4,
];
const q0S8 = [
  1.63776026895689824414e2, 8.09834494656449805916e3, 1.42538291419120476348e5, 8.03309257119514397345e5,
  8.40501579819060512818e5, -3.43899293537866615225e5,
];
const q0R5 = [
  1.84085963594515531381e-11, 7.32421766612684765896e-2, 5.83563508962056953777, 1.35111577286449829671e2,
  1.02724376596164097464e3, 1.98997785864605384631e3,
];
const q0S5 = [
  8.27766102236537761883e1, 2.07781416421392987104e3, 1.8847288778571808507e4, 5.67511122894947329769e4,
  3.59767538425114471465e4, -5.35434275601944773371e3,
];
const q0R3 = [
  4.37741014089738620906e-9, 7.32411180042911447163e-2, 3.34423137516170720929, 4.26218440745412650017e1,
  1.70808091340565596283e2, 1.66733948696651168575e2,
];
const q0S3 = [
  4.87588729724587182091e1, 7.09689221056606015736e2, 3.70414822620111362994e3, 6.46042516752568917582e3,
  2.51633368920368957333e3, -1.49247451836156386662e2,
];
const q0R2 = [
  1.50444444886983272379e-7, 7.32234265963079278272e-2, 1.99819174093815998816, 1.44956029347885735348e1,
  3.16662317504781540833e1, 1.62527075710929267416e1,
];
const q0S2 = [
  3.03655848355219184498e1, 2.69348118608049844624e2, 8.44783757595320139444e2, 8.82935845112488550512e2,
  2.12666388511798828631e2, -5.31095493882666946917,
];
const p1R8 = [
  0.0, 1.1718749999998864797e-1, 1.32394806593073575129e1, 4.12051854307378562225e2, 3.87474538913960532227e3,
  7.91447954031891731574e3,
];
const p1S8 = [
  1.14207370375678408436e2, 3.65093083420853463394e3, 3.69562060269033463555e4, 9.76027935934950801311e4,
  3.08042720627888811578e4,
];
const p1R5 = [
  1.31990519556243522749e-11, 1.17187493190614097638e-1, 6.80275127868432871736, 1.08308182990189109773e2,
  5.17636139533199752805e2, 5.28715201363337541807e2,
];
const p1S5 = [
  5.92805987221131331921e1, 9.91401418733614377743e2, 5.35326695291487976647e3, 7.84469031749551231769e3,
  1.50404688810361062679e3,
];
const p1R3 = [
  3.02503916137373618024e-9, 1.17186865567253592491e-1, 3.9329775003331564065, 3.51194035591636932736e1,
  9.10550110750781271918e1, 4.85590685197364919645e1,
];
const p1S3 = [
  3.47913095001251519989e1, 3.36762458747825746741e2, 1.04687139975775130551e3, 8.90811346398256432622e2,
  1.03787932439639277504e2,
];
const p1R2 = [
  1.07710830106873743082e-7, 1.17176219462683348094e-1, 2.36851496667608785174, 1.22426109148261232917e1,
  1.7693971127168772739e1, 5.0735231258881849925,
];
const p1S2 = [
  2.14364859363821409488e1, 1.2529022716840275109e2, 2.32276469057162813669e2, 1.17679373287147100768e2,
  8.36463893371618283368,
];
const q1R8 = [
  0.0, -1.02539062499992714161e-1, -1.62717534544589987888e1, -7.59601722513950107896e2,
  -1.18498066702429587167e4, -4.8438512428575035301e4,
];
const q1S8 = [
  1.61395369700722909556e2, 7.82538599923348465381e3, 1.33875336287249578163e5, 7.19657723683240939863e5,
  6.66601232617776375264e5, -2.94490264303834643215e5,
];
const q1R5 = [
  -2.08979931141764104297e-11, -1.02539050241375426231e-1, -8.0564482812393602984, -1.83669607474888380239e2,
  -1.37319376065508163265e3, -2.61244440453215656817e3,
];
const q1S5 = [
  8.12765501384335777857e1, 1.99179873460485964642e3, 1.74684851924908907677e4, 4.98514270910352279316e4,
  2.7948075163891811826e4, -4.71918354795128470869e3,
];
const q1R3 = [
  -5.07831226461766561369e-9, -1.02537829820837089745e-1, -4.61011581139473403113, -5.78472216562783643212e1,
  -2.28244540737631695038e2, -2.19210128478909325622e2,
];
const q1S3 = [
  4.76651550323729509273e1, 6.73865112676699709482e2, 3.38015286679526343505e3, 5.54772909720722782367e3,
  1.90311919338810798763e3, -1.35201191444307340817e2,
];
const q1R2 = [
  -1.78381727510958865572e-7, -1.0251704260798555346e-1, -2.7522056827818746072, -1.96636162643703720221e1,
  -4.23253133372830490089e1, -2.13719211703704061733e1,
];
const q1S2 = [
  2.95333629060523854548e1, 2.52981549982190529136e2, 7.57502834868645436472e2, 7.39393205320467245656e2,
  1.55949003336666123687e2, -4.95949898822628210127,
];

function rational(x: number, p: readonly number[], q: readonly number[]): [number, number] {
  const z = 1 / (x * x);
  const r = p[0]! + z * (p[1]! + z * (p[2]! + z * (p[3]! + z * (p[4]! + z * p[5]!))));
  const s =
    q.length === 5
      ? 1 + z * (q[0]! + z * (q[1]! + z * (q[2]! + z * (q[3]! + z * q[4]!))))
      : 1 + z * (q[0]! + z * (q[1]! + z * (q[2]! + z * (q[3]! + z * (q[4]! + z * q[5]!)))));
  return [r, s];
}

/** The table pair for x >= 2 (pzero, qzero, pone, qone pick by the same bounds). */
function pick<T>(x: number, t8: T, t5: T, t3: T, t2: T): T {
  if (x >= 8) return t8;
  if (x >= 4.5454) return t5;
  if (x >= 2.8571) return t3;
  return t2;
}

function pzero(x: number): number {
  const [p, q] = pick(x, [p0R8, p0S8], [p0R5, p0S5], [p0R3, p0S3], [p0R2, p0S2]);
  const [r, s] = rational(x, p, q);
  return 1 + r / s;
}
function qzero(x: number): number {
  const [p, q] = pick(x, [q0R8, q0S8], [q0R5, q0S5], [q0R3, q0S3], [q0R2, q0S2]);
  const [r, s] = rational(x, p, q);
  return (-0.125 + r / s) / x;
}
function pone(x: number): number {
  const [p, q] = pick(x, [p1R8, p1S8], [p1R5, p1S5], [p1R3, p1S3], [p1R2, p1S2]);
  const [r, s] = rational(x, p, q);
  return 1 + r / s;
}
function qone(x: number): number {
  const [p, q] = pick(x, [q1R8, q1S8], [q1R5, q1S5], [q1R3, q1S3], [q1R2, q1S2]);
  const [r, s] = rational(x, p, q);
  return (0.375 + r / s) / x;
}

export function j0(x: number): number {
  if (Number.isNaN(x)) return x;
  if (!Number.isFinite(x)) return 0;
  if (x === 0) return 1;
  x = Math.abs(x);
  if (x >= 2) {
    const [s, c] = sincos(x);
    let ss = s - c;
    let cc = s + c;
    if (x < maxHalf) {
      const z = -cos(x + x);
      if (s * c < 0) cc = z / ss;
      else ss = z / cc;
    }
    if (x > 2 ** 129) return (invSqrtPi * cc) / Math.sqrt(x);
    const u = pzero(x);
    const v = qzero(x);
    return (invSqrtPi * (u * cc - v * ss)) / Math.sqrt(x);
  }
  if (x < 1 / 2 ** 13) {
    if (x < 1 / 2 ** 27) return 1;
    return 1 - 0.25 * x * x;
  }
  const z = x * x;
  const r =
    z *
    (1.56249999999999947958e-2 +
      z * (-1.89979294238854721751e-4 + z * (1.8295404953270066567e-6 + z * -4.61832688532103189199e-9)));
  const s =
    1 +
    z *
      (1.56191029464890010492e-2 +
        z * (1.1692678466333745026e-4 + z * (5.13546550207318111446e-7 + z * 1.16614003333790000205e-9)));
  if (x < 1) return 1 + z * (-0.25 + r / s);
  const u = 0.5 * x;
  return (1 + u) * (1 - u) + z * (r / s);
}

export function y0(x: number): number {
  if (x < 0 || Number.isNaN(x)) return Number.NaN;
  if (x === Inf) return 0;
  if (x === 0) return -Inf;
  if (x >= 2) {
    const [s, c] = sincos(x);
    let ss = s - c;
    let cc = s + c;
    if (x < maxHalf) {
      const z = -cos(x + x);
      if (s * c < 0) cc = z / ss;
      else ss = z / cc;
    }
    if (x > 2 ** 129) return (invSqrtPi * ss) / Math.sqrt(x);
    const u = pzero(x);
    const v = qzero(x);
    return (invSqrtPi * (u * ss + v * cc)) / Math.sqrt(x);
  }
  const U00 = -7.38042951086872317523e-2;
  if (x <= 1 / 2 ** 27) return U00 + twoOverPi * log(x);
  const z = x * x;
  const u =
    U00 +
    z *
      (1.76666452509181115538e-1 +
        z *
          (-1.38185671945596898896e-2 +
            z *
              (3.47453432093683650238e-4 +
                z *
                  (-3.81407053724364161125e-6 +
                    z * (1.95590137035022920206e-8 + z * -3.98205194132103398453e-11)))));
  const v =
    1 +
    z *
      (1.27304834834123699328e-2 +
        z * (7.60068627350353253702e-5 + z * (2.59150851840457805467e-7 + z * 4.41110311332675467403e-10)));
  return u / v + twoOverPi * j0(x) * log(x);
}

export function j1(x: number): number {
  if (Number.isNaN(x)) return x;
  if (!Number.isFinite(x) || x === 0) return 0;
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  if (x >= 2) {
    const [s, c] = sincos(x);
    let ss = -s - c;
    let cc = s - c;
    if (x < maxHalf) {
      const z = cos(x + x);
      if (s * c > 0) cc = z / ss;
      else ss = z / cc;
    }
    let z: number;
    if (x > 2 ** 129) z = (invSqrtPi * cc) / Math.sqrt(x);
    else {
      const u = pone(x);
      const v = qone(x);
      z = (invSqrtPi * (u * cc - v * ss)) / Math.sqrt(x);
    }
    return sign ? -z : z;
  }
  if (x < 1 / 2 ** 27) return 0.5 * x;
  let z = x * x;
  let r =
    z *
    (-6.25e-2 +
      z * (1.40705666955189706048e-3 + z * (-1.5995563108403559752e-5 + z * 4.96727999609584448412e-8)));
  const s =
    1.0 +
    z *
      (1.91537599538363460805e-2 +
        z *
          (1.8594678558863091556e-4 +
            z *
              (1.17718464042623683263e-6 +
                z * (5.04636257076217042715e-9 + z * 1.23542274426137913908e-11))));
  r *= x;
  z = 0.5 * x + r / s;
  return sign ? -z : z;
}

export function y1(x: number): number {
  if (x < 0 || Number.isNaN(x)) return Number.NaN;
  if (x === Inf) return 0;
  if (x === 0) return -Inf;
  if (x >= 2) {
    const [s, c] = sincos(x);
    let ss = -s - c;
    let cc = s - c;
    if (x < maxHalf) {
      const z = cos(x + x);
      if (s * c > 0) cc = z / ss;
      else ss = z / cc;
    }
    if (x > 2 ** 129) return (invSqrtPi * ss) / Math.sqrt(x);
    const u = pone(x);
    const v = qone(x);
    return (invSqrtPi * (u * ss + v * cc)) / Math.sqrt(x);
  }
  if (x <= 1 / 2 ** 54) return -twoOverPi / x;
  const z = x * x;
  const u =
    -1.96057090646238940668e-1 +
    z *
      (5.04438716639811282616e-2 +
        z * (-1.91256895875763547298e-3 + z * (2.35252600561610495928e-5 + z * -9.19099158039878874504e-8)));
  const v =
    1 +
    z *
      (1.99167318236649903973e-2 +
        z *
          (2.02552581025135171496e-4 +
            z *
              (1.35608801097516229404e-6 +
                z * (6.22741452364621501295e-9 + z * 1.66559246207992079114e-11))));
  return x * (u / v) + twoOverPi * (j1(x) * log(x) - 1 / x);
}

export function jn(n: number, x: number): number {
  if (Number.isNaN(x)) return x;
  if (!Number.isFinite(x)) return 0;
  if (n === 0) return j0(x);
  if (x === 0) return 0;
  if (n < 0) {
    n = -n;
    x = -x;
  }
  if (n === 1) return j1(x);
  let sign = false;
  if (x < 0) {
    x = -x;
    if (n % 2 === 1) sign = true;
  }
  let b: number;
  if (n <= x) {
    if (x >= 2 ** 302) {
      const [s, c] = sincos(x);
      const temp = [c + s, -c + s, -c - s, c - s][n & 3]!;
      b = (invSqrtPi * temp) / Math.sqrt(x);
    } else {
      b = j1(x);
      let a = j0(x);
      for (let i = 1; i < n; i++) [a, b] = [b, b * ((i + i) / x) - a];
    }
  } else if (x < 1 / 2 ** 29) {
    if (n > 33) b = 0;
    else {
      const temp = x * 0.5;
      b = temp;
      let a = 1.0;
      for (let i = 2; i <= n; i++) {
        a *= i;
        b *= temp;
      }
      b /= a;
    }
  } else {
    const w = (n + n) / x;
    const h = 2 / x;
    let q0 = w;
    let z = w + h;
    let q1 = w * z - 1;
    let k = 1;
    while (q1 < 1e9) {
      k++;
      z += h;
      [q0, q1] = [q1, z * q1 - q0];
    }
    const m = n + n;
    let t = 0.0;
    for (let i = 2 * (n + k); i >= m; i -= 2) t = 1 / (i / x - t);
    let a = t;
    b = 1;
    let tmp = n;
    const v = 2 / x;
    tmp = tmp * log(Math.abs(v * tmp));
    if (tmp < 7.09782712893383973096e2) {
      for (let i = n - 1; i > 0; i--) {
        const di = i + i;
        [a, b] = [b, (b * di) / x - a];
      }
    } else {
      for (let i = n - 1; i > 0; i--) {
        const di = i + i;
        [a, b] = [b, (b * di) / x - a];
        if (b > 1e100) {
          a /= b;
          t /= b;
          b = 1;
        }
      }
    }
    b = (t * j0(x)) / b;
  }
  return sign ? -b : b;
}

export function yn(n: number, x: number): number {
  if (x < 0 || Number.isNaN(x)) return Number.NaN;
  if (x === Inf) return 0;
  if (n === 0) return y0(x);
  if (x === 0) return n < 0 && n % 2 === -1 ? Inf : -Inf;
  let sign = false;
  if (n < 0) {
    n = -n;
    if (n % 2 === 1) sign = true;
  }
  if (n === 1) return sign ? -y1(x) : y1(x);
  let b: number;
  if (x >= 2 ** 302) {
    const [s, c] = sincos(x);
    const temp = [s - c, -s - c, -s + c, s + c][n & 3]!;
    b = (invSqrtPi * temp) / Math.sqrt(x);
  } else {
    let a = y0(x);
    b = y1(x);
    for (let i = 1; i < n && b !== -Inf; i++) [a, b] = [b, ((i + i) / x) * b - a];
  }
  return sign ? -b : b;
}
