// SHA-512 and its truncated variants (FIPS 180-4 6.4), on 32-bit halves: the 64-bit words of
// round i are (hi[i], lo[i]).

// K as hex: the first 64 bits of the fractional parts of the cube roots of the first 80 primes.
const K_HEX =
  '428a2f98d728ae227137449123ef65cdb5c0fbcfec4d3b2fe9b5dba58189dbbc3956c25bf348b53859f111f1b605d019923f82a4af194f9bab1c5ed5da6d8118d807aa98a303024212835b0145706fbe243185be4ee4b28c550c7dc3d5ffb4e272be5d74f27b896f80deb1fe3b1696b19bdc06a725c71235c19bf174cf692694e49b69c19ef14ad2efbe4786384f25e30fc19dc68b8cd5b5240ca1cc77ac9c652de92c6f592b02754a7484aa6ea6e4835cb0a9dcbd41fbd476f988da831153b5983e5152ee66dfaba831c66d2db43210b00327c898fb213fbf597fc7beef0ee4c6e00bf33da88fc2d5a79147930aa72506ca6351e003826f142929670a0e6e7027b70a8546d22ffc2e1b21385c26c9264d2c6dfc5ac42aed53380d139d95b3df650a73548baf63de766a0abb3c77b2a881c2c92e47edaee692722c851482353ba2bfe8a14cf10364a81a664bbc423001c24b8b70d0f89791c76c51a30654be30d192e819d6ef5218d69906245565a910f40e35855771202a106aa07032bbd1b819a4c116b8d2d0c81e376c085141ab532748774cdf8eeb9934b0bcb5e19b48a8391c0cb3c5c95a634ed8aa4ae3418acb5b9cca4f7763e373682e6ff3d6b2b8a3748f82ee5defb2fc78a5636f43172f6084c87814a1f0ab728cc702081a6439ec90befffa23631e28a4506cebde82bde9bef9a3f7b2c67915c67178f2e372532bca273eceea26619cd186b8c721c0c207eada7dd6cde0eb1ef57d4f7fee6ed17806f067aa72176fba0a637dc5a2c898a6113f9804bef90dae1b710b35131c471b28db77f523047d8432caab7b40c724933c9ebe0a15c9bebc431d67c49c100d4c4cc5d4becb3e42b6597f299cfc657e2a5fcb6fab3ad6faec6c44198c4a475817';
// Initial values: SHA-512, SHA-384, SHA-512/224, SHA-512/256.
const IV_HEX = [
  '6a09e667f3bcc908bb67ae8584caa73b3c6ef372fe94f82ba54ff53a5f1d36f1510e527fade682d19b05688c2b3e6c1f1f83d9abfb41bd6b5be0cd19137e2179',
  'cbbb9d5dc1059ed8629a292a367cd5079159015a3070dd17152fecd8f70e593967332667ffc00b318eb44a8768581511db0c2e0d64f98fa747b5481dbefa4fa4',
  '8c3d37c819544da273e1996689dcd4d61dfab7ae32ff9c82679dd514582f9fcf0f6d2b697bd44da877e36f7304c489423f9d85a86a1d36c81112e6ad91d692a1',
  '22312194fc2bf72c9f555fa3c84c64c22393b86b6f53b151963877195940eabd96283ee2a88effe3be5e1e25538639922b0199fc2c85b8aa0eb72ddc81c52ca2',
];

const words = (hex: string): Uint32Array => {
  const out = new Uint32Array(hex.length / 8);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16);
  return out;
};

let K: Uint32Array | undefined;

/** One 128-byte block of `buf` at `off` into the state `h` (hi, lo, hi, lo, …); the sums carry
 * from the low half by division, since JS bit operators are 32-bit. */
function block(
  h: Uint32Array,
  wh: Uint32Array,
  wl: Uint32Array,
  k: Uint32Array,
  buf: Uint8Array,
  off: number,
) {
  for (let i = 0; i < 16; i++) {
    const j = off + i * 8;
    wh[i] = ((buf[j] << 24) | (buf[j + 1] << 16) | (buf[j + 2] << 8) | buf[j + 3]) >>> 0;
    wl[i] = ((buf[j + 4] << 24) | (buf[j + 5] << 16) | (buf[j + 6] << 8) | buf[j + 7]) >>> 0;
  }
  for (let i = 16; i < 80; i++) {
    // σ0(x) = rotr1 ^ rotr8 ^ shr7; σ1(x) = rotr19 ^ rotr61 ^ shr6
    let xh = wh[i - 15];
    let xl = wl[i - 15];
    const s0h = ((xh >>> 1) | (xl << 31)) ^ ((xh >>> 8) | (xl << 24)) ^ (xh >>> 7);
    const s0l = ((xl >>> 1) | (xh << 31)) ^ ((xl >>> 8) | (xh << 24)) ^ ((xl >>> 7) | (xh << 25));
    xh = wh[i - 2];
    xl = wl[i - 2];
    const s1h = ((xh >>> 19) | (xl << 13)) ^ ((xl >>> 29) | (xh << 3)) ^ (xh >>> 6);
    const s1l = ((xl >>> 19) | (xh << 13)) ^ ((xh >>> 29) | (xl << 3)) ^ ((xl >>> 6) | (xh << 26));
    const lo = (s0l >>> 0) + (s1l >>> 0) + wl[i - 7] + wl[i - 16];
    wl[i] = lo >>> 0;
    wh[i] = (s0h >>> 0) + (s1h >>> 0) + wh[i - 7] + wh[i - 16] + Math.floor(lo / 0x100000000);
  }
  let ah = h[0];
  let al = h[1];
  let bh = h[2];
  let bl = h[3];
  let ch = h[4];
  let cl = h[5];
  let dh = h[6];
  let dl = h[7];
  let eh = h[8];
  let el = h[9];
  let fh = h[10];
  let fl = h[11];
  let gh = h[12];
  let gl = h[13];
  let hh = h[14];
  let hl = h[15];
  for (let i = 0; i < 80; i++) {
    // Σ1(e) = rotr14 ^ rotr18 ^ rotr41; Σ0(a) = rotr28 ^ rotr34 ^ rotr39
    const S1h = ((eh >>> 14) | (el << 18)) ^ ((eh >>> 18) | (el << 14)) ^ ((el >>> 9) | (eh << 23));
    const S1l = ((el >>> 14) | (eh << 18)) ^ ((el >>> 18) | (eh << 14)) ^ ((eh >>> 9) | (el << 23));
    const chh = (eh & fh) ^ (~eh & gh);
    const chl = (el & fl) ^ (~el & gl);
    const t1l = hl + (S1l >>> 0) + (chl >>> 0) + k[2 * i + 1] + wl[i];
    const t1h = hh + (S1h >>> 0) + (chh >>> 0) + k[2 * i] + wh[i] + Math.floor(t1l / 0x100000000);
    const S0h = ((ah >>> 28) | (al << 4)) ^ ((al >>> 2) | (ah << 30)) ^ ((al >>> 7) | (ah << 25));
    const S0l = ((al >>> 28) | (ah << 4)) ^ ((ah >>> 2) | (al << 30)) ^ ((ah >>> 7) | (al << 25));
    const majh = (ah & bh) ^ (ah & ch) ^ (bh & ch);
    const majl = (al & bl) ^ (al & cl) ^ (bl & cl);
    const t2l = (S0l >>> 0) + (majl >>> 0);
    const t2h = (S0h >>> 0) + (majh >>> 0) + Math.floor(t2l / 0x100000000);
    hh = gh;
    hl = gl;
    gh = fh;
    gl = fl;
    fh = eh;
    fl = el;
    const el2 = dl + (t1l >>> 0);
    eh = (dh + t1h + Math.floor(el2 / 0x100000000)) >>> 0;
    el = el2 >>> 0;
    dh = ch;
    dl = cl;
    ch = bh;
    cl = bl;
    bh = ah;
    bl = al;
    const al2 = (t1l >>> 0) + (t2l >>> 0);
    ah = (t1h + t2h + Math.floor(al2 / 0x100000000)) >>> 0;
    al = al2 >>> 0;
  }
  const add = (i: number, xh: number, xl: number) => {
    const lo = h[i + 1] + xl;
    h[i] = h[i] + xh + Math.floor(lo / 0x100000000);
    h[i + 1] = lo;
  };
  add(0, ah, al);
  add(2, bh, bl);
  add(4, ch, cl);
  add(6, dh, dl);
  add(8, eh, el);
  add(10, fh, fl);
  add(12, gh, gl);
  add(14, hh, hl);
}

/** The first `size` bytes of the digest (variant: 0 SHA-512, 1 SHA-384, 2 SHA-512/224,
 * 3 SHA-512/256) of `len` bytes of `msg` from `off`. A digest resumed by UnmarshalBinary starts from
 * the chaining words `iv` (32-bit halves) after `base` bytes (a multiple of 128); with `stateOnly`,
 * the 64 bytes of words after the message's whole blocks (what MarshalBinary writes). */
export function sha512(
  msg: ArrayLike<number>,
  off: number,
  len: number,
  variant: number,
  size: number,
  iv?: Uint32Array,
  base = 0,
  stateOnly = false,
): number[] {
  K ??= words(K_HEX);
  const total = stateOnly ? len - (len % 128) : Math.ceil((len + 17) / 128) * 128;
  const buf = new Uint8Array(Math.max(total, len));
  for (let i = 0; i < len; i++) buf[i] = msg[off + i];
  if (!stateOnly) {
    buf[len] = 0x80;
    const view = new DataView(buf.buffer);
    const n = base + len;
    view.setUint32(total - 8, Math.floor(n / 2 ** 29));
    view.setUint32(total - 4, (n * 8) >>> 0);
  }
  const h = iv ?? words(IV_HEX[variant]);
  const wh = new Uint32Array(80);
  const wl = new Uint32Array(80);
  for (let o = 0; o < total; o += 128) block(h, wh, wl, K, buf, o);
  const out: number[] = [];
  for (let i = 0; i < (stateOnly ? 64 : size); i++) out.push((h[i >> 2] >>> (24 - 8 * (i & 3))) & 255);
  return out;
}
