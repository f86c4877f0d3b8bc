// Network profiles: which hosts answer, which fail and how. Failure shapes and timings are the
// ones TOOLCHAIN.md A2.1 captured with real go toolchains: a black-holed SYN gives `dial tcp
// IP:443: i/o timeout` after exactly 30 s (net.Dialer timeout in http.DefaultTransport); an
// accepted TCP connection whose TLS never answers gives `net/http: TLS handshake timeout` after
// 10 s; an unreachable resolver gives `lookup HOST on RESOLVER:53: dial udp RESOLVER:53: connect:
// network is unreachable`.

export type Fault =
  | { kind: 'dns-unreachable' }
  | { kind: 'no-such-host' }
  | { kind: 'blackhole'; ip: string }
  | { kind: 'tls-timeout'; ip: string }
  | { kind: 'reset'; ip: string }
  | { kind: 'refused'; ip: string };

export interface HostRule {
  /** When set, every request to the host fails this way. */
  fault?: Fault;
  /** Round-trip time of a successful request, in virtual ms. */
  latencyMs?: number;
}

export type Locale = 'en' | 'zh-cn';
export type Localized = Record<Locale, string>;

export interface NetworkProfile {
  id: NetworkProfileId;
  title: Localized;
  description: Localized;
  /** The DNS resolver named in lookup errors. */
  resolver: string;
  hosts: Record<string, HostRule>;
  /** Hosts not listed: known hosts answer with this rule; unknown hosts never resolve. */
  otherHosts: HostRule;
}

export type NetworkProfileId = 'china' | 'china-office' | 'corporate' | 'offline' | 'open';

/** Hosts the simulation knows (everything else is `no such host`). */
export const KNOWN_HOSTS = [
  'proxy.golang.org',
  'sum.golang.org',
  'goproxy.cn',
  'sum.golang.google.cn',
  'goproxy.io',
  'mirrors.aliyun.com',
  'golang.org',
  'go.dev',
  'k8s.io',
  'sigs.k8s.io',
  'github.com',
  'storage.googleapis.com',
  'git.corp.example.com',
  'athens.corp.example.com',
] as const;

export const TIMEOUTS = {
  /** net.Dialer{Timeout: 30 * time.Second} in http.DefaultTransport. */
  dialMs: 30_000,
  /** TLSHandshakeTimeout: 10 * time.Second. */
  tlsMs: 10_000,
} as const;

const fast: HostRule = { latencyMs: 40 };

export const PROFILES: Record<NetworkProfileId, NetworkProfile> = {
  china: {
    id: 'china',
    title: { en: 'Mainland China, no proxy set', 'zh-cn': '中国大陆，未设置代理' },
    description: {
      en: 'Google-hosted services (proxy.golang.org, sum.golang.org, golang.org, storage.googleapis.com) are black-holed: connections time out after 30 s. goproxy.cn, goproxy.io, mirrors.aliyun.com and sum.golang.google.cn answer. The k8s.io redirector answers, but github.com, where its repositories live, is slow and unreliable: TLS handshakes time out.',
      'zh-cn':
        'Google 托管的服务（proxy.golang.org、sum.golang.org、golang.org、storage.googleapis.com）被丢包：连接 30 秒后超时。goproxy.cn、goproxy.io、mirrors.aliyun.com 和 sum.golang.google.cn 可以访问。k8s.io 的跳转服务可以访问，但它的代码仓库所在的 github.com 又慢又不稳定：TLS 握手超时。',
    },
    resolver: '127.0.0.53',
    hosts: {
      // Real IPs from the cited reports: go-ethereum#21129 (proxy.golang.org) and
      // go-zero#1930 (sum.golang.org).
      'proxy.golang.org': { fault: { kind: 'blackhole', ip: '172.217.160.81' } },
      'sum.golang.org': { fault: { kind: 'blackhole', ip: '142.251.43.17' } },
      'golang.org': { fault: { kind: 'blackhole', ip: '142.251.43.19' } },
      'go.dev': { fault: { kind: 'blackhole', ip: '216.239.32.21' } },
      'storage.googleapis.com': { fault: { kind: 'blackhole', ip: '142.251.42.251' } },
      // The k8s.io redirector answers; the repositories behind it live on github.com.
      'k8s.io': { latencyMs: 250 },
      'sigs.k8s.io': { latencyMs: 250 },
      'github.com': { fault: { kind: 'tls-timeout', ip: '20.205.243.166' } },
      'git.corp.example.com': { fault: { kind: 'no-such-host' } },
      'athens.corp.example.com': { fault: { kind: 'no-such-host' } },
      'goproxy.cn': { latencyMs: 60 },
      'goproxy.io': { latencyMs: 90 },
      'mirrors.aliyun.com': { latencyMs: 50 },
      'sum.golang.google.cn': { latencyMs: 70 },
    },
    otherHosts: fast,
  },
  'china-office': {
    id: 'china-office',
    title: {
      en: 'An office in mainland China, with a company Git server',
      'zh-cn': '中国大陆的办公室，有公司 Git 服务器',
    },
    description: {
      en: 'The mainland China network (Google-hosted services black-holed, github.com unreliable; goproxy.cn and sum.golang.google.cn answer), plus the company Git server git.corp.example.com on the office network. It serves git.corp.example.com/platform/operator-lib, which no public proxy or checksum database knows.',
      'zh-cn':
        '中国大陆的网络环境（Google 托管的服务被丢包，github.com 不稳定；goproxy.cn 和 sum.golang.google.cn 可以访问），外加办公网里的公司 Git 服务器 git.corp.example.com。它提供 git.corp.example.com/platform/operator-lib，任何公共代理和校验和数据库都不认识这个模块。',
    },
    resolver: '127.0.0.53',
    hosts: {
      'proxy.golang.org': { fault: { kind: 'blackhole', ip: '172.217.160.81' } },
      'sum.golang.org': { fault: { kind: 'blackhole', ip: '142.251.43.17' } },
      'golang.org': { fault: { kind: 'blackhole', ip: '142.251.43.19' } },
      'go.dev': { fault: { kind: 'blackhole', ip: '216.239.32.21' } },
      'storage.googleapis.com': { fault: { kind: 'blackhole', ip: '142.251.42.251' } },
      'k8s.io': { latencyMs: 250 },
      'sigs.k8s.io': { latencyMs: 250 },
      'github.com': { fault: { kind: 'tls-timeout', ip: '20.205.243.166' } },
      'git.corp.example.com': { latencyMs: 15 },
      'athens.corp.example.com': { fault: { kind: 'no-such-host' } },
      'goproxy.cn': { latencyMs: 60 },
      'goproxy.io': { latencyMs: 90 },
      'mirrors.aliyun.com': { latencyMs: 50 },
      'sum.golang.google.cn': { latencyMs: 70 },
    },
    otherHosts: fast,
  },
  corporate: {
    id: 'corporate',
    title: { en: 'Corporate network with private modules', 'zh-cn': '公司内网，有私有模块' },
    description: {
      en: 'The public proxy and checksum database answer, but know nothing of git.corp.example.com/platform/operator-lib, which only the company Git server (git.corp.example.com) serves. The company Athens proxy (athens.corp.example.com) serves public and private modules but not the checksum database.',
      'zh-cn':
        '公共代理和校验和数据库可以访问，但它们不认识 git.corp.example.com/platform/operator-lib，这个模块只有公司的 Git 服务器（git.corp.example.com）提供。公司的 Athens 代理（athens.corp.example.com）提供公共和私有模块，但不代理校验和数据库。',
    },
    resolver: '127.0.0.53',
    hosts: {
      'git.corp.example.com': { latencyMs: 10 },
      'athens.corp.example.com': { latencyMs: 10 },
    },
    otherHosts: fast,
  },
  offline: {
    id: 'offline',
    title: { en: 'Offline', 'zh-cn': '离线' },
    description: {
      en: 'No network at all: every name lookup fails because the resolver is unreachable. Only what is already in the module cache can be used.',
      'zh-cn': '完全没有网络：解析器不可达，所有域名查询都失败。只能使用模块缓存里已有的内容。',
    },
    // TOOLCHAIN.md A2.1 [CAPTURED]: the resolver of the capture machine.
    resolver: '10.255.255.53',
    hosts: {},
    otherHosts: { fault: { kind: 'dns-unreachable' } },
  },
  open: {
    id: 'open',
    title: { en: 'Open internet', 'zh-cn': '不受限的互联网' },
    description: {
      en: 'Every public host answers quickly. The company hosts (git.corp.example.com, athens.corp.example.com) do not resolve from outside.',
      'zh-cn':
        '所有公共主机都能快速访问。公司内部主机（git.corp.example.com、athens.corp.example.com）在外网无法解析。',
    },
    resolver: '127.0.0.53',
    hosts: {
      'git.corp.example.com': { fault: { kind: 'no-such-host' } },
      'athens.corp.example.com': { fault: { kind: 'no-such-host' } },
    },
    otherHosts: fast,
  },
};

export function isProfileId(id: string): id is NetworkProfileId {
  return Object.hasOwn(PROFILES, id);
}

export function ruleFor(profile: NetworkProfile, host: string): HostRule {
  const rule = profile.hosts[host];
  if (rule) return rule;
  if (!(KNOWN_HOSTS as readonly string[]).includes(host) && !/^(127\.|localhost$)/.test(host)) {
    return profile.otherHosts.fault?.kind === 'dns-unreachable'
      ? profile.otherHosts
      : { fault: { kind: 'no-such-host' } };
  }
  return profile.otherHosts;
}
