/**
 * The CEL IP and CIDR libraries' parser against go1.23's net/netip on the same inputs
 * (testdata/netip/golden.json, written by scripts/regen-cel-net-golden.sh from real Go): ParseAddr's
 * errors to the letter, Addr.String and the Is* predicates; ParsePrefix's errors, String, Masked, Bits.
 * Then the libraries' own refusals and texts ([apiserver] pkg/cel/library/ip.go, cidr.go).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../../src/kube/apiserver/cel/eval.ts';
import {
  addrString,
  cidrString,
  ipPredicates,
  masked,
  parseAddr,
  parsePrefix,
} from '../../../../src/kube/apiserver/cel/net.ts';
import { parse } from '../../../../src/kube/apiserver/cel/parse.ts';

type AddrOut = {
  In: string;
  Err: string;
  String: string;
  Zone: string;
  Is4: boolean;
  Is4In6: boolean;
  Unspecified: boolean;
  Loopback: boolean;
  LinkLocalMulticast: boolean;
  LinkLocalUnicast: boolean;
  GlobalUnicast: boolean;
};
type PrefixOut = { In: string; Err: string; String: string; Masked: string; Bits: number };

const golden: { Addrs: AddrOut[]; Prefixes: PrefixOut[] } = JSON.parse(
  readFileSync(new URL('./testdata/netip/golden.json', import.meta.url), 'utf8'),
);

describe('ParseAddr as go1.23 net/netip', () => {
  for (const g of golden.Addrs)
    it(JSON.stringify(g.In), () => {
      if (g.Err !== '') {
        expect(() => parseAddr(g.In)).toThrow(g.Err);
        return;
      }
      const a = parseAddr(g.In);
      expect({
        string: addrString(a),
        zone: a.zone,
        is4: a.bytes.length === 4,
        unspecified: ipPredicates.isUnspecified(a),
        loopback: ipPredicates.isLoopback(a),
        linkLocalMulticast: ipPredicates.isLinkLocalMulticast(a),
        linkLocalUnicast: ipPredicates.isLinkLocalUnicast(a),
        globalUnicast: ipPredicates.isGlobalUnicast(a),
      }).toEqual({
        string: g.String,
        zone: g.Zone,
        is4: g.Is4,
        unspecified: g.Unspecified,
        loopback: g.Loopback,
        linkLocalMulticast: g.LinkLocalMulticast,
        linkLocalUnicast: g.LinkLocalUnicast,
        globalUnicast: g.GlobalUnicast,
      });
    });
});

describe('ParsePrefix as go1.23 net/netip', () => {
  for (const g of golden.Prefixes)
    it(JSON.stringify(g.In), () => {
      if (g.Err !== '') {
        expect(() => parsePrefix(g.In)).toThrow(g.Err);
        return;
      }
      const p = parsePrefix(g.In);
      expect([cidrString(p), cidrString(masked(p)), p.bits]).toEqual([g.String, g.Masked, g.Bits]);
    });
});

describe('the IP and CIDR libraries in rules', () => {
  const run = (rule: string) => evaluate(parse(rule), new Map());
  it("Kubernetes' own examples hold (ip.go, cidr.go doc comments)", () => {
    for (const rule of [
      "isIP('192.168.0.1')",
      "!isIP('192.168.0.1.0')",
      "isIP('::1')",
      "!isIP('fe80::1%eth0')",
      "!isIP('::ffff:192.168.0.1')",
      "ip('192.168.0.1').family() == 4",
      "ip('::1').family() == 6",
      "ip.isCanonical('127.0.0.1')",
      "!ip.isCanonical('2001:DB8::ABCD')",
      "ip.isCanonical('2001:db8::abcd')",
      "string(ip('2001:DB8::ABCD')) == '2001:db8::abcd'",
      "ip('::1').isLoopback()",
      "ip('169.254.169.254').isLinkLocalUnicast()",
      "!ip('255.255.255.255').isGlobalUnicast()",
      "isCIDR('192.168.0.0/16')",
      "!isCIDR('192.168.0.0/33')",
      "!isCIDR('::ffff:1.2.3.4/120')",
      "cidr('192.168.0.0/24').containsIP(ip('192.168.0.1'))",
      "!cidr('192.168.0.0/24').containsIP('192.168.1.1')",
      "cidr('192.168.0.0/16').containsCIDR(cidr('192.168.10.0/24'))",
      "!cidr('192.168.1.0/24').containsCIDR('192.168.2.0/24')",
      // kubernetes/kubernetes#130450 (1.33): the contained subnet's address is masked too
      "cidr('192.168.0.0/16').containsCIDR('192.168.0.1/32')",
      "!cidr('192.168.0.0/24').containsCIDR('192.168.0.0/16')",
      "cidr('192.168.0.1/24').ip() == ip('192.168.0.1')",
      "cidr('192.168.0.1/24').masked() == cidr('192.168.0.0/24')",
      "cidr('192.168.0.1/24') != cidr('192.168.0.1/24').masked()",
      "cidr('::1/128').prefixLength() == 128",
      "string(cidr('2001:DB8::/32')) == '2001:db8::/32'",
    ])
      expect(run(rule), rule).toBe(true);
  });
  it("a conversion that fails is the rule's error, with the libraries' words", () => {
    expect(() => run("ip('10.0.0.256').family() == 4")).toThrow(
      'IP Address "10.0.0.256" parse error during conversion from string: ParseAddr("10.0.0.256"): IPv4 field has value >255',
    );
    expect(() => run("ip('fe80::1%eth0').family() == 6")).toThrow(
      'IP address "fe80::1%eth0" with zone value is not allowed',
    );
    expect(() => run("ip('::ffff:1.2.3.4').family() == 6")).toThrow(
      'IPv4-mapped IPv6 address "::ffff:1.2.3.4" is not allowed',
    );
    expect(() => run("cidr('192.168.0.0/33').prefixLength() == 33")).toThrow(
      'network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix("192.168.0.0/33"): prefix length out of range',
    );
  });
});
