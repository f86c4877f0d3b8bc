// An interface value: its dynamic type and value (nil interfaces are `null`). Its own module so
// that panic.ts (which boxes panic values) and values.ts do not import each other.

import type { RType } from './rtype.ts';

export class Iface {
  t: RType;
  v: any;
  constructor(t: RType, v: any) {
    this.t = t;
    this.v = v;
  }
}
