// Error reference entries for Go modules, the go command, the scaffolding tools and make.
// Messages: TOOLCHAIN.md §A (tags there say which are captured, quoted from source or real reports).
import type { ErrorEntry } from './types.ts';

const L = (en: string, zh: string) => ({ en, 'zh-cn': zh });
const NET = 'lessons/modules-and-goproxy#network-errors';
const LIST = 'lessons/modules-and-goproxy#goproxy-list';
const COMMA = 'lessons/modules-and-goproxy#comma-vs-pipe';
const SUM = 'lessons/modules-and-goproxy#checksum-database';
const ALIGN = 'lessons/modules-and-goproxy#version-alignment';
const DOWN = 'lessons/modules-and-goproxy#downgrading';
const INIT = 'lessons/modules-and-goproxy#what-init-downloads';
const EX = 'gomod-proxy';

export const moduleErrors: ErrorEntry[] = [
  {
    id: 'goproxy-dns',
    area: 'modules',
    examples: [
      'go: sigs.k8s.io/controller-runtime@v0.16.0: Get "https://proxy.golang.org/sigs.k8s.io/controller-runtime/@v/v0.16.0.mod": dial tcp: lookup proxy.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
      'k8s.io/api/core/v1: module k8s.io/api/core: Get "https://proxy.golang.org/k8s.io/api/core/@v/list": dial tcp: lookup proxy.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
    ],
    title: L('The module proxy cannot be resolved', '无法解析模块代理的域名'),
    cause: L(
      'The machine has no working DNS or no network at all; the go command cannot even look up the proxy host.',
      '机器没有可用的 DNS 或根本没有网络；go 命令连代理的主机名都解析不了。',
    ),
    fix: L(
      'Get a network first. Behind a blocked network use a reachable proxy: go env -w GOPROXY=https://goproxy.cn,direct (or set HTTPS_PROXY).',
      '先恢复网络。在受限网络下使用可访问的代理：go env -w GOPROXY=https://goproxy.cn,direct（或设置 HTTPS_PROXY）。',
    ),
    lesson: NET,
    exercise: EX,
  },
  {
    id: 'goproxy-no-such-host',
    area: 'modules',
    examples: [
      'Get "https://goproxy.cm/k8s.io/api/@v/v0.28.0.zip": dial tcp: lookup goproxy.cm on 127.0.0.53:53: no such host',
    ],
    title: L('The proxy host name does not exist', '代理主机名不存在'),
    cause: L(
      'DNS answered that the host does not exist: usually a typo in GOPROXY, or a company host looked up from outside the company network.',
      'DNS 回答该主机不存在：通常是 GOPROXY 拼写错误，或在公司网络之外查询公司内部主机。',
    ),
    fix: L(
      'Check `go env GOPROXY` (and GOPRIVATE hosts); fix the name with go env -w.',
      '检查 `go env GOPROXY`（以及 GOPRIVATE 里的主机）；用 go env -w 改正主机名。',
    ),
    lesson: LIST,
    exercise: EX,
  },
  {
    id: 'goproxy-timeout',
    area: 'modules',
    examples: [
      'go: sigs.k8s.io/controller-runtime@v0.16.0: Get "https://127.0.0.1:8443/sigs.k8s.io/controller-runtime/@v/v0.16.0.mod": dial tcp 127.0.0.1:8443: i/o timeout',
      'Get "https://proxy.golang.org/github.com/%21azure/azure-pipeline-go/@v/v0.2.2.mod": dial tcp 172.217.160.81:443: i/o timeout',
      'k8s.io/api/core/v1: k8s.io/api@v0.28.0: Get "https://proxy.golang.org/k8s.io/api/@v/v0.28.0.zip": dial tcp 172.217.160.81:443: i/o timeout',
    ],
    title: L('Connections to the proxy time out', '连接模块代理超时'),
    cause: L(
      'Packets to the proxy are dropped (the usual symptom in mainland China for proxy.golang.org); the dial gives up after 30 s. With a comma after the proxy, a timeout does not fall back to the next entry — only 404/410 do.',
      '发往代理的数据包被丢弃（在中国大陆访问 proxy.golang.org 的典型症状）；30 秒后拨号放弃。代理后面是逗号时，超时不会回退到下一项——只有 404/410 才会。',
    ),
    fix: L(
      'Point GOPROXY at a reachable proxy: go env -w GOPROXY=https://goproxy.cn,direct. Use | instead of , if you want fallback on any error.',
      '把 GOPROXY 指向可访问的代理：go env -w GOPROXY=https://goproxy.cn,direct。想在任何错误时回退，就用 | 代替 ,。',
    ),
    lesson: NET,
    exercise: EX,
  },
  {
    id: 'tls-handshake-timeout',
    area: 'modules',
    examples: [
      'k8s.io/api/core/v1: module k8s.io/api/core: Get "https://127.0.0.1:8441/k8s.io/api/core/@v/list": net/http: TLS handshake timeout',
    ],
    title: L('TCP connects, the TLS handshake never finishes', 'TCP 连上了，TLS 握手却完不成'),
    cause: L(
      'A middlebox accepts the connection but the TLS handshake never completes; the go command gives up after 10 s.',
      '中间设备接受了连接，但 TLS 握手始终完不成；go 命令 10 秒后放弃。',
    ),
    fix: L(
      'Use another proxy (GOPROXY) or an HTTPS_PROXY that works.',
      '换一个代理（GOPROXY），或设置可用的 HTTPS_PROXY。',
    ),
    lesson: NET,
    exercise: EX,
  },
  {
    id: 'goproxy-connection-reset',
    area: 'modules',
    examples: [
      'k8s.io/api/core/v1: module k8s.io/api/core: Get "https://127.0.0.1:8442/k8s.io/api/core/@v/list": read tcp 127.0.0.1:41448->127.0.0.1:8442: read: connection reset by peer',
    ],
    title: L('The connection to the proxy is reset', '到代理的连接被重置'),
    cause: L(
      'Something between you and the proxy (a firewall, a middlebox) kills the connection.',
      '你和代理之间的某个设备（防火墙、中间设备）掐断了连接。',
    ),
    fix: L(
      'Use a proxy reachable from this network (GOPROXY), or the company HTTPS_PROXY.',
      '使用在这个网络下能访问的代理（GOPROXY），或公司的 HTTPS_PROXY。',
    ),
    lesson: NET,
    exercise: EX,
  },
  {
    id: 'goproxy-connection-refused',
    area: 'modules',
    examples: [
      'k8s.io/api/core/v1: k8s.io/api@v0.28.0: Get "http://127.0.0.1:1/k8s.io/api/@v/v0.28.0.zip": dial tcp 127.0.0.1:1: connect: connection refused',
      'go: k8s.io/api@v0.28.0: Get "http://127.0.0.1:1/k8s.io/api/@v/v0.28.0.mod": dial tcp 127.0.0.1:1: connect: connection refused',
    ],
    title: L('Nothing listens at the proxy address', '代理地址上没有服务在监听'),
    cause: L(
      'GOPROXY (or HTTPS_PROXY) names a host and port where no server runs: a local proxy that is not started, or a wrong port.',
      'GOPROXY（或 HTTPS_PROXY）指向的主机端口上没有服务：本地代理没启动，或端口写错了。',
    ),
    fix: L('Start the proxy or fix the address in GOPROXY.', '启动代理，或改正 GOPROXY 里的地址。'),
    lesson: NET,
    exercise: EX,
  },
  {
    id: 'https-proxy-refused',
    area: 'modules',
    examples: [
      'k8s.io/api/core/v1: k8s.io/api@v0.28.0: Get "https://proxy.golang.org/k8s.io/api/@v/v0.28.0.zip": proxyconnect tcp: dial tcp 127.0.0.1:7890: connect: connection refused',
    ],
    title: L('HTTPS_PROXY points at a proxy that is not running', 'HTTPS_PROXY 指向的代理没有运行'),
    cause: L(
      'The go command honours HTTPS_PROXY/HTTP_PROXY; the local proxy client (Clash, V2Ray…) they name is not listening.',
      'go 命令会使用 HTTPS_PROXY/HTTP_PROXY；它们指向的本地代理客户端（Clash、V2Ray 等）没有在监听。',
    ),
    fix: L(
      'Start the proxy client, or unset HTTPS_PROXY and use a reachable GOPROXY instead.',
      '启动代理客户端，或 unset HTTPS_PROXY 并改用可访问的 GOPROXY。',
    ),
    lesson: NET,
    exercise: EX,
  },
  {
    id: 'direct-git-unreachable',
    area: 'modules',
    examples: [
      "go: k8s.io/api@v0.28.0: git ls-remote -q origin in /home/user/go/pkg/mod/cache/vcs/2b0b8d1c9e6f4a1b7d3e5f60718293a4b5c6d7e8f90112233445566778899aab: exit status 128:\n\tfatal: unable to access 'https://github.com/kubernetes/api/': GnuTLS recv error (-110): The TLS connection was non-properly terminated.",
    ],
    title: L('Direct mode cannot reach the Git host', 'direct 模式连不上 Git 主机'),
    cause: L(
      'The module is fetched straight from its repository (GOPROXY=direct, a fallback to direct, or GOPRIVATE), and github.com is unreachable or unreliable from here.',
      '模块直接从代码仓库拉取（GOPROXY=direct、回退到 direct，或 GOPRIVATE），而从这里访问 github.com 不可达或不稳定。',
    ),
    fix: L(
      'Fetch public modules through a reachable proxy (GOPROXY=https://goproxy.cn,direct) instead of direct.',
      '通过可访问的代理拉取公共模块（GOPROXY=https://goproxy.cn,direct），不要走 direct。',
    ),
    lesson: COMMA,
    exercise: EX,
  },
  {
    id: 'goproxy-403',
    area: 'modules',
    examples: [
      'k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s403/k8s.io/api/core/@v/list: 403 Forbidden\n\tserver response: Forbidden',
    ],
    title: L('The proxy refuses the request (403)', '代理拒绝了请求（403）'),
    cause: L(
      'The proxy answered 403: it needs credentials, or it blocks this module. 403 is not "not found", so a comma does not fall back to the next entry.',
      '代理返回 403：需要凭据，或屏蔽了这个模块。403 不算“不存在”，所以逗号不会回退到下一项。',
    ),
    fix: L(
      'Give the proxy its credentials (~/.netrc), use a pipe (|) to fall back on any error, or route private modules around it with GOPRIVATE/GONOPROXY.',
      '为代理配置凭据（~/.netrc），用竖线（|）在任何错误时回退，或用 GOPRIVATE/GONOPROXY 让私有模块绕开它。',
    ),
    lesson: COMMA,
  },
  {
    id: 'goproxy-not-found',
    area: 'modules',
    examples: [
      'k8s.io/api/core/v1: cannot find module providing package k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s404/k8s.io/api/core/@v/list: 404 Not Found\n\tserver response: not found: /k8s.io/api/core/@v/list',
      'k8s.io/api/core/v1: cannot find module providing package k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s410/k8s.io/api/core/@v/list: 410 Gone\n\tserver response: gone',
    ],
    title: L('No proxy knows a module for this package (404/410)', '没有代理知道提供这个包的模块（404/410）'),
    cause: L(
      'Every source answered 404 or 410: the import path is misspelled, the module is private (the public proxy cannot see it), or the list ends before direct.',
      '所有来源都返回 404 或 410：导入路径拼错了，模块是私有的（公共代理看不到），或者列表里没有 direct。',
    ),
    fix: L(
      'Check the import path. For private modules set GOPRIVATE=<host> so they are fetched directly and not checked against the public checksum database.',
      '检查导入路径。私有模块请设置 GOPRIVATE=<主机>，让它们直接拉取，且不去公共校验和数据库校验。',
    ),
    lesson: COMMA,
  },
  {
    id: 'goproxy-502',
    area: 'modules',
    examples: [
      'k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s502/k8s.io/api/core/@v/list: 502 Bad Gateway\n\tserver response: <html><body>502 Bad Gateway</body></html>',
    ],
    title: L('The proxy fails (502)', '代理出错（502）'),
    cause: L(
      'The proxy itself failed. After a comma this is fatal: only 404 and 410 fall back to the next entry.',
      '代理本身出了错。逗号之后这是致命错误：只有 404 和 410 才会回退到下一项。',
    ),
    fix: L(
      'Retry later, or list a second proxy after a pipe: GOPROXY=https://proxy-a|https://proxy-b,direct.',
      '稍后重试，或在竖线后面再列一个代理：GOPROXY=https://proxy-a|https://proxy-b,direct。',
    ),
    lesson: COMMA,
  },
  {
    id: 'unknown-revision',
    area: 'modules',
    examples: [
      'go: k8s.io/api@v0.28.99: reading http://127.0.0.1:8088/ok/k8s.io/api/@v/v0.28.99.info: 404 Not Found\n\tserver response: not found: /k8s.io/api/@v/v0.28.99.info',
      'go: github.com/yurivict/ollama@v0.21.1: reading https://proxy.golang.org/github.com/yurivict/ollama/@v/v0.21.1.info: 404 Not Found\n\tserver response: not found: github.com/yurivict/ollama@v0.21.1: invalid version: unknown revision v0.21.1',
      'k8s.io/api@v0.0.0: reading k8s.io/api/go.mod at revision v0.0.0: unknown revision v0.0.0',
    ],
    title: L('That version does not exist', '这个版本不存在'),
    cause: L(
      'The requested version was never tagged (a typo, or v0.0.0 placeholders from a k8s.io/kubernetes-style go.mod).',
      '请求的版本从未打过标签（拼写错误，或来自 k8s.io/kubernetes 风格 go.mod 的 v0.0.0 占位版本）。',
    ),
    fix: L(
      'Ask for a real version (`go list -m -versions <module>`); for k8s.io staging modules use the v0.x that matches your controller-runtime.',
      '请求一个真实存在的版本（`go list -m -versions <模块>`）；对 k8s.io 的 staging 模块，使用与 controller-runtime 匹配的 v0.x。',
    ),
    lesson: ALIGN,
  },
  {
    id: 'goproxy-off',
    area: 'modules',
    examples: [
      'k8s.io/api/core/v1: module lookup disabled by GOPROXY=off',
      'go: k8s.io/api@v0.28.0: module lookup disabled by GOPROXY=off',
      'k8s.io/api/core/v1: cannot find module providing package k8s.io/api/core/v1: module lookup disabled by GOPROXY=off',
    ],
    title: L('Downloads are switched off', '下载被关闭了'),
    cause: L(
      'GOPROXY=off forbids every download; only modules already in the module cache can be used.',
      'GOPROXY=off 禁止一切下载；只能使用模块缓存里已有的模块。',
    ),
    fix: L(
      'Set GOPROXY to a proxy list again (go env -u GOPROXY restores the default).',
      '把 GOPROXY 重新设为代理列表（go env -u GOPROXY 恢复默认值）。',
    ),
    lesson: LIST,
    exercise: EX,
  },
  {
    id: 'goproxy-empty-list',
    area: 'modules',
    examples: ['go: golang.org/x/text: GOPROXY list is not the empty string, but contains no entries'],
    title: L('GOPROXY has only separators', 'GOPROXY 里只有分隔符'),
    cause: L(
      'GOPROXY is set to something like "," — not empty, but with no proxy in it.',
      'GOPROXY 被设成了类似 "," 的值——不是空的，但里面没有代理。',
    ),
    fix: L(
      'go env -w GOPROXY=https://goproxy.cn,direct (or go env -u GOPROXY for the default).',
      'go env -w GOPROXY=https://goproxy.cn,direct（或 go env -u GOPROXY 恢复默认）。',
    ),
    lesson: LIST,
  },
  {
    id: 'unrecognized-import-path',
    area: 'modules',
    examples: [
      'k8s.io/api/core/v1: unrecognized import path "k8s.io/api": https fetch: Get "https://k8s.io/api?go-get=1": dial tcp: lookup k8s.io on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
      'unrecognized import path "k8s.io/api/core": https fetch: Get "https://k8s.io/api/core?go-get=1": dial tcp 34.107.204.206:443: i/o timeout',
    ],
    title: L('Direct mode cannot reach the import path’s host', 'direct 模式连不上导入路径的主机'),
    cause: L(
      'The module is fetched directly (GOPROXY=direct, a fallback to direct, or GOPRIVATE/GONOPROXY matching it), and the host serving its ?go-get=1 page is unreachable.',
      '模块是直接拉取的（GOPROXY=direct、回退到 direct，或 GOPRIVATE/GONOPROXY 匹配了它），而提供 ?go-get=1 页面的主机不可达。',
    ),
    fix: L(
      'Do not route public modules direct: take them out of GOPRIVATE/GONOPROXY and use a reachable proxy.',
      '不要让公共模块走 direct：把它们从 GOPRIVATE/GONOPROXY 里去掉，并使用可访问的代理。',
    ),
    lesson: COMMA,
    exercise: EX,
  },
  {
    id: 'checksum-mismatch',
    area: 'modules',
    examples: [
      "verifying k8s.io/api@v0.28.0: checksum mismatch\n\tdownloaded: h1:BG3prSGAumSdoQSTDSr8j21/pKcZtq06zBxYPpjTBSk=\n\tgo.sum:     h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n\nSECURITY ERROR\nThis download does NOT match an earlier download recorded in go.sum.\nThe bits may have been replaced on the origin server, or an attacker may\nhave intercepted the download attempt.\n\nFor more information, see 'go help module-auth'.",
    ],
    title: L('The download does not match go.sum', '下载内容与 go.sum 不符'),
    cause: L(
      'go.sum records a different hash for this module version: go.sum was edited by hand, or what the proxy served changed.',
      'go.sum 为这个模块版本记录了不同的哈希：go.sum 被手工改过，或代理提供的内容变了。',
    ),
    fix: L(
      'Investigate before touching go.sum: compare with the version-control history and the checksum database. Do not just delete go.sum.',
      '在改动 go.sum 之前先调查：和版本控制历史、校验和数据库对比。不要直接删掉 go.sum。',
    ),
    lesson: SUM,
  },
  {
    id: 'sumdb-mismatch',
    area: 'modules',
    examples: [
      'verifying k8s.io/api@v0.28.0: checksum mismatch\n\tdownloaded: h1:BG3prSGAumSdoQSTDSr8j21/pKcZtq06zBxYPpjTBSk=\n\tsum.golang.org: h1:3j3VPWmN9tTDI68NETBWlDiA9qOiGJ7sdKeufehBYsM=\n\nSECURITY ERROR\nThis download does NOT match the one reported by the checksum server.\nThe bits may have been replaced on the origin server, or an attacker may\nhave intercepted the download attempt.',
    ],
    title: L('The download does not match the checksum database', '下载内容与校验和数据库不符'),
    cause: L(
      'The proxy served bytes that differ from what sum.golang.org recorded for this version.',
      '代理提供的内容与 sum.golang.org 为该版本记录的不一致。',
    ),
    fix: L(
      'Treat it as tampering: switch to a trusted proxy, clear the module cache (go clean -modcache) and download again.',
      '按被篡改处理：换一个可信的代理，清空模块缓存（go clean -modcache）后重新下载。',
    ),
    lesson: SUM,
  },
  {
    id: 'sumdb-unreachable',
    area: 'modules',
    examples: [
      'k8s.io/api/core/v1: k8s.io/api@v0.28.0: verifying module: k8s.io/api@v0.28.0: Get "https://sum.golang.org/lookup/k8s.io/api@v0.28.0": dial tcp: lookup sum.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
      'go: github.com/zeromicro/go-zero@v1.3.3 requires\n\tgo.mongodb.org/mongo-driver@v1.9.0: verifying go.mod: go.mongodb.org/mongo-driver@v1.9.0/go.mod: Get "https://sum.golang.org/lookup/go.mongodb.org/mongo-driver@v1.9.0": dial tcp 142.251.43.17:443: i/o timeout',
      'go: github.com/kr/text@v0.2.0/go.mod: verifying module: github.com/kr/text@v0.2.0/go.mod: Get "https://sum.golang.org/lookup/github.com/kr/text@v0.2.0": dial tcp 172.217.160.81:443: i/o timeout',
    ],
    title: L('The checksum database cannot be reached', '连不上校验和数据库'),
    cause: L(
      'A module not yet in go.sum must be checked against sum.golang.org, which is unreachable. The proxy in use does not proxy the database, so the go command contacts it directly.',
      '尚未记录在 go.sum 中的模块需要到 sum.golang.org 校验，而它不可达。当前使用的代理不代理校验和数据库，所以 go 命令会直接连接它。',
    ),
    fix: L(
      'Use a proxy that proxies sum.golang.org (goproxy.cn does), or GOSUMDB=sum.golang.google.cn. Keep verification on; GONOSUMDB is only for private modules.',
      '使用代理了 sum.golang.org 的代理（goproxy.cn 就是），或设置 GOSUMDB=sum.golang.google.cn。保持校验开启；GONOSUMDB 只用于私有模块。',
    ),
    lesson: SUM,
    exercise: EX,
  },
  {
    id: 'missing-go-sum-entry',
    area: 'modules',
    examples: [
      'main.go:6:2: missing go.sum entry for module providing package k8s.io/api/core/v1 (imported by example.com/memcached-operator); to add:\n\tgo get example.com/memcached-operator',
      'missing go.sum entry needed to verify package k8s.io/api/core/v1 is provided by exactly one module',
    ],
    title: L('go.sum lacks the module’s hash', 'go.sum 里缺少模块的哈希'),
    cause: L(
      'go.sum was deleted or is incomplete. It only stores hashes; without them the go command refuses to build.',
      'go.sum 被删除或不完整。它只存哈希；没有它们，go 命令拒绝构建。',
    ),
    fix: L(
      'Restore go.sum from version control, or run go mod tidy with a working proxy (it re-downloads and re-verifies everything).',
      '从版本控制里恢复 go.sum，或在代理可用时执行 go mod tidy（会重新下载并校验所有模块）。',
    ),
    lesson: SUM,
    exercise: EX,
  },
  {
    id: 'metrics-server-missing',
    area: 'modules',
    examples: [
      'cmd/main.go:8:2: no required module provides package sigs.k8s.io/controller-runtime/pkg/metrics/server; to add it:\n\tgo get sigs.k8s.io/controller-runtime/pkg/metrics/server',
    ],
    title: L('No required module provides the package', '没有哪个已声明的模块提供这个包'),
    cause: L(
      'The import is not provided by any module at its required version — typically after downgrading controller-runtime below v0.16, which has no pkg/metrics/server, or a missing require line.',
      '在已声明的版本里没有模块提供这个导入——典型情况是把 controller-runtime 降到 v0.16 以下（没有 pkg/metrics/server），或缺少 require 行。',
    ),
    fix: L(
      'Keep controller-runtime and the scaffold of the same era; undo the downgrade (go get sigs.k8s.io/controller-runtime@v0.16.0) rather than adding packages.',
      '让 controller-runtime 和脚手架保持同一时代；撤销降级（go get sigs.k8s.io/controller-runtime@v0.16.0），而不是去添加包。',
    ),
    lesson: DOWN,
    exercise: EX,
  },
  {
    id: 'go-version-too-old',
    area: 'modules',
    examples: [
      'go: go.mod requires go >= 1.22.0 (running go 1.21.13; GOTOOLCHAIN=local)',
      'go: go.mod requires go >= 1.25.0 (running go 1.23.5; GOTOOLCHAIN=local)',
    ],
    title: L('The module needs a newer Go', '模块需要更新的 Go'),
    cause: L(
      'go.mod’s go line is newer than the installed Go and GOTOOLCHAIN=local forbids downloading a newer toolchain.',
      'go.mod 的 go 行比安装的 Go 新，而 GOTOOLCHAIN=local 禁止下载更新的工具链。',
    ),
    fix: L(
      'Install a newer Go, or allow GOTOOLCHAIN=auto with a reachable proxy and checksum database.',
      '安装更新的 Go，或在代理和校验和数据库可用时允许 GOTOOLCHAIN=auto。',
    ),
    lesson: ALIGN,
  },
  {
    id: 'dependency-needs-newer-go',
    area: 'modules',
    examples: [
      'go: k8s.io/api@v0.30.0 requires go >= 1.22.0 (running go 1.21.13; GOTOOLCHAIN=local)',
      'go: sigs.k8s.io/controller-runtime/tools/setup-envtest@latest: sigs.k8s.io/controller-runtime/tools/setup-envtest@v0.0.0-20240327193027-21368602d84b requires go >= 1.22.0 (running go 1.21.8; GOTOOLCHAIN=local)',
    ],
    title: L('A dependency needs a newer Go', '依赖需要更新的 Go'),
    cause: L(
      'The version you asked for declares a newer go line than the Go you run, and GOTOOLCHAIN=local stops the switch.',
      '你请求的版本声明的 go 行比当前运行的 Go 新，而 GOTOOLCHAIN=local 阻止了切换。',
    ),
    fix: L(
      'Pick the dependency version that matches your Go (and your controller-runtime), or upgrade Go.',
      '选择与你的 Go（以及 controller-runtime）匹配的依赖版本，或升级 Go。',
    ),
    lesson: ALIGN,
  },
  {
    id: 'toolchain-download-failed',
    area: 'modules',
    examples: [
      'go: download go1.22.0: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: Get "http://127.0.0.1:1/golang.org/toolchain/@v/v0.0.1-go1.22.0.linux-amd64.zip": dial tcp 127.0.0.1:1: connect: connection refused',
      'go: download go1.22.0: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: verifying module: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: Get "https://sum.golang.org/lookup/golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64": dial tcp 142.251.43.17:443: i/o timeout',
    ],
    title: L('The newer Go toolchain cannot be downloaded', '更新的 Go 工具链下载失败'),
    cause: L(
      'GOTOOLCHAIN=auto tries to download the Go the module needs, as a module through GOPROXY, verified by the checksum database — which fails on this network.',
      'GOTOOLCHAIN=auto 会把模块需要的 Go 当作模块，通过 GOPROXY 下载并由校验和数据库校验——在这个网络下失败了。',
    ),
    fix: L(
      'Make GOPROXY and the checksum database reachable (goproxy.cn proxies both), or install that Go yourself.',
      '让 GOPROXY 和校验和数据库可达（goproxy.cn 两者都代理），或自己安装那个版本的 Go。',
    ),
    lesson: ALIGN,
    exercise: EX,
  },
  {
    id: 'toolchain-gosumdb-off',
    area: 'modules',
    examples: [
      'go: download go1.22.0: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: verifying module: checksum database disabled by GOSUMDB=off',
    ],
    title: L('Toolchain downloads need the checksum database', '工具链下载必须经过校验和数据库'),
    cause: L(
      'Toolchains are always verified; with GOSUMDB=off the download fails. GOPRIVATE and GONOSUMDB do not apply to toolchains.',
      '工具链总是要校验；GOSUMDB=off 时下载失败。GOPRIVATE 和 GONOSUMDB 对工具链不起作用。',
    ),
    fix: L(
      'Turn the checksum database back on (go env -u GOSUMDB); use GOSUMDB=sum.golang.google.cn or goproxy.cn if sum.golang.org is blocked.',
      '重新打开校验和数据库（go env -u GOSUMDB）；如果 sum.golang.org 被墙，使用 GOSUMDB=sum.golang.google.cn 或 goproxy.cn。',
    ),
    lesson: SUM,
  },
  {
    id: 'toolchain-not-available',
    area: 'modules',
    examples: [
      'go: k8s.io/api@v0.30.0 requires go >= 1.22.0; switching to go1.22.12\ngo: downloading go1.22.12 (linux/amd64)\ngo: download go1.22.12 for linux/amd64: toolchain not available',
    ],
    title: L('The proxy has no such toolchain', '代理上没有这个工具链'),
    cause: L(
      'The proxy does not serve that golang.org/toolchain version (some mirrors do not mirror toolchains).',
      '代理不提供这个 golang.org/toolchain 版本（有些镜像不镜像工具链）。',
    ),
    fix: L(
      'Use a proxy that serves toolchains, or install the Go version yourself and set GOTOOLCHAIN=local.',
      '使用提供工具链的代理，或自行安装该 Go 版本并设置 GOTOOLCHAIN=local。',
    ),
    lesson: ALIGN,
  },
  {
    id: 'go-version-format',
    area: 'modules',
    examples: [
      "go.mod:3: invalid go version '1.22.0': must match format 1.23",
      "go: sigs.k8s.io/controller-runtime/tools/setup-envtest@latest (in sigs.k8s.io/controller-runtime/tools/setup-envtest@v0.0.0-20240507051437-479b723944e3): go.mod:3: invalid go version '1.22.0': must match format 1.23",
    ],
    title: L('A Go older than 1.21 reads a three-part go line', '低于 1.21 的 Go 读到三段式 go 行'),
    cause: L(
      'Go ≤ 1.20 only understands go lines like "go 1.20"; newer modules write "go 1.22.0".',
      'Go ≤ 1.20 只认得 "go 1.20" 这样的 go 行；新的模块写的是 "go 1.22.0"。',
    ),
    fix: L(
      'Upgrade Go to at least 1.21 (then toolchain switching works), or use module versions of your Go’s era.',
      '把 Go 升级到至少 1.21（之后工具链切换就能工作），或使用与你的 Go 同时代的模块版本。',
    ),
    lesson: ALIGN,
  },
  {
    id: 'unknown-directive-toolchain',
    area: 'modules',
    examples: ['go: errors parsing go.mod:\ngo.mod:5: unknown directive: toolchain'],
    title: L('An old Go meets the toolchain line', '旧版 Go 遇到 toolchain 行'),
    cause: L(
      'The toolchain directive exists since Go 1.21; older Go rejects it.',
      'toolchain 指令从 Go 1.21 起才有；更老的 Go 会拒绝它。',
    ),
    fix: L('Upgrade Go to 1.21 or later.', '把 Go 升级到 1.21 或更高。'),
    lesson: ALIGN,
  },
  {
    id: 'maps-not-in-goroot',
    area: 'modules',
    examples: [
      'sigs.k8s.io/controller-runtime imports\n\tsigs.k8s.io/controller-runtime/pkg/builder imports\n\tsigs.k8s.io/controller-runtime/pkg/predicate imports\n\tmaps: package maps is not in GOROOT (/opt/homebrew/Cellar/go@1.19/1.19.12/libexec/src/maps)',
    ],
    title: L('The Go installation is too old for the dependency', 'Go 安装版本对依赖来说太旧'),
    cause: L(
      'The standard package maps exists since Go 1.21; controller-runtime v0.18 needs it, and this Go (1.19) lacks it.',
      '标准库的 maps 包从 Go 1.21 起才有；controller-runtime v0.18 需要它，而这个 Go（1.19）没有。',
    ),
    fix: L(
      'Install the Go version your kubebuilder/controller-runtime needs (see the compatibility table).',
      '安装 kubebuilder/controller-runtime 所需的 Go 版本（见兼容性表）。',
    ),
    lesson: ALIGN,
  },
  {
    id: 'undefined-container-restart-policy',
    area: 'modules',
    examples: [
      '# k8s.io/client-go/applyconfigurations/core/v1\n../gopath/pkg/mod/k8s.io/client-go@v0.28.0/applyconfigurations/core/v1/container.go:38:35: undefined: corev1.ContainerRestartPolicy',
    ],
    title: L('client-go is newer than k8s.io/api', 'client-go 比 k8s.io/api 新'),
    cause: L(
      'A replace forced k8s.io/api below the version client-go was built against (client-go v0.28 uses types added in k8s.io/api v0.28).',
      'replace 把 k8s.io/api 强制降到了 client-go 所依赖的版本以下（client-go v0.28 用到了 k8s.io/api v0.28 才有的类型）。',
    ),
    fix: L(
      'Remove the replace; move k8s.io/api, apimachinery, client-go and controller-runtime together to one aligned set.',
      '去掉 replace；把 k8s.io/api、apimachinery、client-go 和 controller-runtime 一起移到一组对齐的版本。',
    ),
    lesson: DOWN,
    exercise: EX,
  },
  {
    id: 'controller-runtime-client-go-skew',
    area: 'modules',
    examples: [
      '../controller-runtime@v0.18.5/pkg/client/fake/client.go:858:29: cannot use c.tracker (variable of type versionedTracker) as "k8s.io/client-go/testing".ObjectTracker value in argument to dryPatch: versionedTracker does not implement "k8s.io/client-go/testing".ObjectTracker (wrong type for method Create)',
      'sigs.k8s.io/controller-runtime@v0.18.7/pkg/internal/controller/controller.go:103:9: not enough arguments in call to fn',
    ],
    title: L(
      'controller-runtime does not compile against this client-go',
      'controller-runtime 与这个 client-go 编译不通过',
    ),
    cause: L(
      'controller-runtime and client-go minors do not match (e.g. CR v0.18 with client-go v0.31). Each CR minor is tested with one client-go minor.',
      'controller-runtime 和 client-go 的小版本不匹配（如 CR v0.18 配 client-go v0.31）。每个 CR 小版本只针对一个 client-go 小版本测试。',
    ),
    fix: L(
      'Align the versions: CR v0.16 ↔ k8s.io/* v0.28, v0.17 ↔ v0.29, v0.18 ↔ v0.30, v0.19 ↔ v0.31, v0.20 ↔ v0.32.',
      '对齐版本：CR v0.16 ↔ k8s.io/* v0.28，v0.17 ↔ v0.29，v0.18 ↔ v0.30，v0.19 ↔ v0.31，v0.20 ↔ v0.32。',
    ),
    lesson: ALIGN,
  },
  {
    id: 'metrics-bind-address-unknown',
    area: 'modules',
    examples: [
      'cmd/main.go:71:3: unknown field MetricsBindAddress in struct literal of type manager.Options',
    ],
    title: L(
      'A pre-v0.16 scaffold on controller-runtime v0.16+',
      'v0.16 之前的脚手架用上了 controller-runtime v0.16+',
    ),
    cause: L(
      'manager.Options.MetricsBindAddress was removed in v0.16 (now Metrics: metricsserver.Options{BindAddress: …}).',
      'manager.Options.MetricsBindAddress 在 v0.16 中被移除（改为 Metrics: metricsserver.Options{BindAddress: …}）。',
    ),
    fix: L(
      'Adapt cmd/main.go to the new options, or keep controller-runtime at the scaffold’s version.',
      '按新选项修改 cmd/main.go，或让 controller-runtime 保持脚手架的版本。',
    ),
    lesson: DOWN,
  },
  {
    id: 'inconsistent-vendoring',
    area: 'modules',
    examples: [
      'go: inconsistent vendoring in /home/user/memcached-operator:\n\tk8s.io/api@v0.28.0: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt\n\n\tTo ignore the vendor directory, use -mod=readonly or -mod=mod.\n\tTo sync the vendor directory, run:\n\t\tgo mod vendor',
    ],
    title: L('vendor/ is out of date', 'vendor/ 过时了'),
    cause: L(
      'A vendor directory exists and no longer matches go.mod. Scaffolds do not create vendor/; someone ran go mod vendor.',
      '存在 vendor 目录且与 go.mod 不再一致。脚手架不会创建 vendor/；是有人执行过 go mod vendor。',
    ),
    fix: L(
      'Run go mod vendor again, or delete vendor/ if the project does not vendor.',
      '重新执行 go mod vendor；如果项目不使用 vendor，就删掉 vendor/。',
    ),
    lesson: SUM,
  },
  {
    id: 'insecure-flag-removed',
    area: 'modules',
    examples: ['go: -insecure flag is no longer supported; use GOINSECURE instead'],
    title: L('go get -insecure is gone', 'go get -insecure 已被移除'),
    cause: L('The -insecure flag was removed from go get.', 'go get 的 -insecure 参数已被移除。'),
    fix: L(
      'Do not disable TLS for public modules; fix the proxy instead. GOINSECURE exists for private hosts without valid TLS.',
      '不要为公共模块关闭 TLS；去修代理。GOINSECURE 只用于没有有效 TLS 的私有主机。',
    ),
    lesson: LIST,
  },
  {
    id: 'go-env-w-overridden',
    area: 'modules',
    examples: ['warning: go env -w GOPROXY=... does not override conflicting OS environment variable'],
    title: L('An exported variable wins over go env -w', '已导出的环境变量优先于 go env -w'),
    cause: L(
      'The shell exports GOPROXY (often from ~/.bashrc or a profile script); the environment always beats the go env file, so the new setting has no effect.',
      'shell 导出了 GOPROXY（常见于 ~/.bashrc 或 profile 脚本）；环境变量总是优先于 go env 文件，所以新设置不起作用。',
    ),
    fix: L(
      'Remove the export (and unset it in the current shell), then go env -w takes effect.',
      '删掉那行 export（并在当前 shell 里 unset），go env -w 才会生效。',
    ),
    lesson: LIST,
    exercise: EX,
  },
  {
    id: 'go-env-unknown-variable',
    area: 'modules',
    examples: ['go: unknown go command variable FOO'],
    title: L('go env -w only knows Go’s own variables', 'go env -w 只认识 Go 自己的变量'),
    cause: L(
      'The name is not a go command variable (typo, or HTTPS_PROXY which go env -w cannot set).',
      '这个名字不是 go 命令的变量（拼写错误，或 go env -w 不能设置的 HTTPS_PROXY 之类）。',
    ),
    fix: L(
      'Check the spelling (`go env` lists them all); set other variables in your shell.',
      '检查拼写（`go env` 会列出全部变量）；其他变量在 shell 里设置。',
    ),
    lesson: LIST,
  },
  {
    id: 'go-env-key-value',
    area: 'modules',
    examples: ['go: arguments must be KEY=VALUE: invalid argument: GOPROXY'],
    title: L('go env -w needs KEY=VALUE', 'go env -w 需要 KEY=VALUE'),
    cause: L(
      'The value was passed as a separate argument (go env -w GOPROXY https://…).',
      '值被当作单独的参数传入了（go env -w GOPROXY https://…）。',
    ),
    fix: L(
      'Write it as one argument: go env -w GOPROXY=https://goproxy.cn,direct.',
      '写成一个参数：go env -w GOPROXY=https://goproxy.cn,direct。',
    ),
    lesson: LIST,
  },
  {
    id: 'go-mod-not-found',
    area: 'modules',
    examples: [
      "go: go.mod file not found in current directory or any parent directory; see 'go help modules'",
    ],
    title: L('Not inside a module', '不在模块里'),
    cause: L(
      'The command runs outside the project (no go.mod here or above).',
      '命令是在项目之外执行的（当前目录及上级目录都没有 go.mod）。',
    ),
    fix: L(
      'cd into the project directory, or go mod init <module path> for a new one.',
      'cd 进项目目录；新项目则执行 go mod init <模块路径>。',
    ),
    lesson: INIT,
  },
  {
    id: 'invalid-gosumdb',
    area: 'modules',
    examples: ['verifying module: invalid GOSUMDB: too many fields'],
    title: L('GOSUMDB is malformed', 'GOSUMDB 格式错误'),
    cause: L(
      'GOSUMDB takes "name", "name+key" or "name+key url".',
      'GOSUMDB 的格式是 "name"、"name+key" 或 "name+key url"。',
    ),
    fix: L(
      'go env -w GOSUMDB=sum.golang.google.cn (or go env -u GOSUMDB).',
      'go env -w GOSUMDB=sum.golang.google.cn（或 go env -u GOSUMDB）。',
    ),
    lesson: SUM,
  },
  {
    id: 'goflags-unknown-flag',
    area: 'modules',
    examples: ['go: parsing $GOFLAGS: unknown flag -bogus', 'go: parsing $GOFLAGS: non-flag "modcacherw"'],
    title: L('GOFLAGS holds something that is not a flag', 'GOFLAGS 里有不是参数的内容'),
    cause: L(
      'Every GOFLAGS entry must be a -flag=value known to some go command.',
      'GOFLAGS 的每一项都必须是某个 go 命令认识的 -flag=value。',
    ),
    fix: L('Fix or clear it: go env -u GOFLAGS.', '改正或清空它：go env -u GOFLAGS。'),
    lesson: LIST,
  },
  {
    id: 'init-scaffold-failed',
    area: 'scaffold',
    examples: [
      'Error: failed to initialize project: unable to scaffold with "base.go.kubebuilder.io/v4": exit status 1',
      'FATA[0030] failed to initialize project: unable to scaffold with "base.go.kubebuilder.io/v4": exit status 1',
    ],
    title: L('init failed while fetching controller-runtime', 'init 在拉取 controller-runtime 时失败'),
    cause: L(
      'The `go get sigs.k8s.io/controller-runtime@<version>` init runs failed; the real reason is the go error printed just above.',
      'init 执行的 `go get sigs.k8s.io/controller-runtime@<版本>` 失败了；真正原因是上面打印的 go 错误。',
    ),
    fix: L(
      'Fix what the go error says (usually GOPROXY), then run go get and go mod tidy yourself — the scaffold files are already written.',
      '按 go 错误的提示修复（通常是 GOPROXY），然后自己执行 go get 和 go mod tidy——脚手架文件已经写好了。',
    ),
    lesson: INIT,
    exercise: EX,
  },
  {
    id: 'init-post-scaffold-failed',
    area: 'scaffold',
    examples: [
      'Error: failed to initialize project: unable to run post-scaffold tasks of "base.go.kubebuilder.io/v3": exit status 1',
    ],
    title: L('init failed at go mod tidy', 'init 在 go mod tidy 时失败'),
    cause: L(
      'The post-scaffold `go mod tidy` failed; see the go error above it (network, or a Go too old for the go.mod).',
      '脚手架之后的 `go mod tidy` 失败了；看它上面的 go 错误（网络问题，或 Go 对该 go.mod 来说太旧）。',
    ),
    fix: L('Fix the cause and run go mod tidy in the project.', '修复原因后在项目里执行 go mod tidy。'),
    lesson: INIT,
    exercise: EX,
  },
  {
    id: 'init-go-version-incompatible',
    area: 'scaffold',
    examples: [
      "go version 'go1.18.10' is incompatible because 'requires 1.19.0 <= version < 2.0alpha1'. You can skip this check using the --skip-go-version-check flag",
    ],
    title: L('kubebuilder does not support this Go', 'kubebuilder 不支持这个 Go 版本'),
    cause: L(
      'kubebuilder checks the installed Go against the range it supports.',
      'kubebuilder 会检查已安装的 Go 是否在它支持的范围内。',
    ),
    fix: L('Install a supported Go rather than skipping the check.', '安装受支持的 Go，而不是跳过检查。'),
    lesson: INIT,
  },
  {
    id: 'init-directory-not-empty',
    area: 'scaffold',
    examples: [
      'target directory is not empty (only go.mod, files and directories with the prefix ".", files with the suffix ".md" or capitalized files name are allowed); found existing file "main.go"',
    ],
    title: L('init needs an (almost) empty directory', 'init 需要（几乎）空的目录'),
    cause: L('The directory already holds source files.', '目录里已经有源文件了。'),
    fix: L('Run init in a new directory.', '在新目录里执行 init。'),
    lesson: INIT,
  },
  {
    id: 'create-api-errors',
    area: 'scaffold',
    examples: [
      'Error: failed to create API: unable to inject the resource to "base.go.kubebuilder.io/v4": API resource already exists',
      'Error: api subcommand requires an existing project',
      'Error: failed to create API: unable to run post-scaffold tasks of "base.go.kubebuilder.io/v4": exit status 2',
    ],
    title: L('create api refused or failed', 'create api 被拒绝或失败'),
    cause: L(
      'The kind already exists in PROJECT, the command runs outside an initialised project, or its post-scaffold go mod tidy / make generate failed (make generate installs controller-gen through GOPROXY).',
      '这个 Kind 在 PROJECT 中已存在，命令不在已初始化的项目里执行，或者脚手架之后的 go mod tidy / make generate 失败了（make generate 会通过 GOPROXY 安装 controller-gen）。',
    ),
    fix: L(
      'Run it in the project root; use --force to re-scaffold on purpose; fix the go or make error printed above it.',
      '在项目根目录执行；确实要重新生成就加 --force；修复它上面打印的 go 或 make 错误。',
    ),
    lesson: INIT,
  },
  {
    id: 'no-cert-manager-target',
    area: 'scaffold',
    examples: ["make: *** No rule to make target 'cert-manager'.  Stop."],
    title: L('The Makefile has no such target', 'Makefile 里没有这个目标'),
    cause: L(
      'The scaffolded Makefile has no cert-manager target (nor any target you did not define).',
      '脚手架生成的 Makefile 里没有 cert-manager 目标（也没有任何你没定义的目标）。',
    ),
    fix: L(
      'Run `make help` for the real targets; install cert-manager from its own manifests if you need it.',
      '执行 `make help` 查看真正的目标；需要 cert-manager 的话，用它自己的清单安装。',
    ),
    lesson: 'lessons/webhooks#three-ways',
  },
  {
    id: 'make-recipe-failed',
    area: 'scaffold',
    examples: [
      'make: *** [Makefile:114: run] Error 1',
      'make: *** [Makefile:91: /home/user/memcached-operator/bin/controller-gen] Error 1',
    ],
    title: L('A recipe command failed', '某条配方命令失败了'),
    cause: L(
      'make only reports that a command in that target failed; the real error is printed above it (often a go download behind a blocked proxy: the tool installs go through GOPROXY too).',
      'make 只报告该目标里的某条命令失败了；真正的错误在它上面（常见的是被墙代理下的 go 下载：工具安装也走 GOPROXY）。',
    ),
    fix: L('Read the lines above and fix that error.', '阅读上面的输出并修复那个错误。'),
    lesson: NET,
  },
];
