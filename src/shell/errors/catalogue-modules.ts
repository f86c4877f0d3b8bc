// The error reference, Go modules, the go command, scaffolding, make and kubectl (TOOLCHAIN.md §A, B1). One entry per real message: `message` is quoted to the letter from
// shared/design (TOOLCHAIN.md / SEMANTICS.md) or, where they are silent, from the real source named in
// `source`; `examples` are real variants the lookup matches pasted text against.
// This is the single source of truth: src/site/errors/catalog.ts re-exports it for the site.
import type { ErrorEntry } from './types.ts';

const L = (en: string, zh: string) => ({ en, 'zh-cn': zh });

export const moduleErrors: ErrorEntry[] = [
  {
    id: 'goproxy-dns',
    area: 'modules',
    message:
      'go: sigs.k8s.io/controller-runtime@v0.16.0: Get "https://proxy.golang.org/sigs.k8s.io/controller-runtime/@v/v0.16.0.mod": dial tcp: lookup proxy.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
    examples: [
      'go: sigs.k8s.io/controller-runtime@v0.16.0: Get "https://proxy.golang.org/sigs.k8s.io/controller-runtime/@v/v0.16.0.mod": dial tcp: lookup proxy.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
      'k8s.io/api/core/v1: module k8s.io/api/core: Get "https://proxy.golang.org/k8s.io/api/core/@v/list": dial tcp: lookup proxy.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
    ],
    origin: L('go get (the resolver address is the machine’s own)', 'go get（解析器地址因机器而异）'),
    provenance: 'exact',
    title: L('The module proxy cannot be resolved', '无法解析模块代理的域名'),
    cause: L('No DNS or no network towards proxy.golang.org.', '到 proxy.golang.org 没有 DNS 或没有网络。'),
    fix: L(
      'Use a reachable proxy: go env -w GOPROXY=https://goproxy.cn,direct (or set HTTPS_PROXY).',
      '使用可访问的代理：go env -w GOPROXY=https://goproxy.cn,direct（或设置 HTTPS_PROXY）。',
    ),
    lesson: 'lessons/modules-and-goproxy#network-errors',
    exercise: 'gomod-proxy',
  },
  {
    id: 'goproxy-no-such-host',
    area: 'modules',
    message: 'dial tcp: lookup goproxy.cm on 127.0.0.53:53: no such host',
    examples: [
      'Get "https://goproxy.cm/k8s.io/api/@v/v0.28.0.zip": dial tcp: lookup goproxy.cm on 127.0.0.53:53: no such host',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    source:
      'golang/go src/net/net.go (DNSError "no such host"), observed with go1.23.5 (src/shell/README.md)',
    title: L('The proxy host name does not exist', '代理主机名不存在'),
    cause: L(
      'DNS answered that the host does not exist: usually a typo in GOPROXY, or a company host looked up from outside the company network.',
      'DNS 回答该主机不存在：通常是 GOPROXY 拼写错误，或在公司网络之外查询公司内部主机。',
    ),
    fix: L(
      'Check `go env GOPROXY` (and GOPRIVATE hosts); fix the name with go env -w.',
      '检查 `go env GOPROXY`（以及 GOPRIVATE 里的主机）；用 go env -w 改正主机名。',
    ),
    lesson: 'lessons/modules-and-goproxy#goproxy-list',
    exercise: 'gomod-proxy',
  },
  {
    id: 'goproxy-timeout',
    area: 'modules',
    message:
      'Get "https://proxy.golang.org/github.com/%21azure/azure-pipeline-go/@v/v0.2.2.mod": dial tcp 172.217.160.81:443: i/o timeout',
    examples: [
      'go: sigs.k8s.io/controller-runtime@v0.16.0: Get "https://127.0.0.1:8443/sigs.k8s.io/controller-runtime/@v/v0.16.0.mod": dial tcp 127.0.0.1:8443: i/o timeout',
      'Get "https://proxy.golang.org/github.com/%21azure/azure-pipeline-go/@v/v0.2.2.mod": dial tcp 172.217.160.81:443: i/o timeout',
      'k8s.io/api/core/v1: k8s.io/api@v0.28.0: Get "https://proxy.golang.org/k8s.io/api/@v/v0.28.0.zip": dial tcp 172.217.160.81:443: i/o timeout',
    ],
    origin: L('go command, after 30 s', 'go 命令，30 秒后'),
    provenance: 'exact',
    title: L('Connections to the proxy are black-holed', '到代理的连接被黑洞'),
    cause: L(
      'SYNs are dropped; the dial times out after 30 s. With GOPROXY=https://proxy.golang.org,direct a timeout does not fall back to direct (only 404/410 do after a comma).',
      'SYN 被丢弃；30 秒后拨号超时。GOPROXY=https://proxy.golang.org,direct 时超时不会回退到 direct（逗号后只有 404/410 才回退）。',
    ),
    fix: L(
      'Point GOPROXY at a reachable proxy; use | instead of , if you want fallback on any error.',
      '把 GOPROXY 指向可访问的代理；想在任何错误时回退，就用 | 代替 ,。',
    ),
    lesson: 'lessons/modules-and-goproxy#network-errors',
    exercise: 'gomod-proxy',
  },
  {
    id: 'tls-handshake-timeout',
    area: 'modules',
    message: 'net/http: TLS handshake timeout',
    examples: [
      'k8s.io/api/core/v1: module k8s.io/api/core: Get "https://127.0.0.1:8441/k8s.io/api/core/@v/list": net/http: TLS handshake timeout',
    ],
    origin: L('go command, after 10 s', 'go 命令，10 秒后'),
    provenance: 'exact',
    title: L('TCP connects, TLS never answers', 'TCP 连上了，TLS 没有回应'),
    cause: L(
      'A middlebox accepts the connection but the TLS handshake never completes.',
      '中间设备接受了连接，但 TLS 握手始终完不成。',
    ),
    fix: L('Use another proxy or an HTTPS_PROXY that works.', '换一个代理，或设置可用的 HTTPS_PROXY。'),
    lesson: 'lessons/modules-and-goproxy#network-errors',
    exercise: 'gomod-proxy',
  },
  {
    id: 'goproxy-connection-reset',
    area: 'modules',
    message:
      'k8s.io/api/core/v1: module k8s.io/api/core: Get "https://127.0.0.1:8442/k8s.io/api/core/@v/list": read tcp 127.0.0.1:41448->127.0.0.1:8442: read: connection reset by peer',
    examples: [
      'k8s.io/api/core/v1: module k8s.io/api/core: Get "https://127.0.0.1:8442/k8s.io/api/core/@v/list": read tcp 127.0.0.1:41448->127.0.0.1:8442: read: connection reset by peer',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('The connection to the proxy is reset', '到代理的连接被重置'),
    cause: L(
      'Something between you and the proxy (a firewall, a middlebox) kills the connection.',
      '你和代理之间的某个设备（防火墙、中间设备）掐断了连接。',
    ),
    fix: L(
      'Use a proxy reachable from this network (GOPROXY), or the company HTTPS_PROXY.',
      '使用在这个网络下能访问的代理（GOPROXY），或公司的 HTTPS_PROXY。',
    ),
    lesson: 'lessons/modules-and-goproxy#network-errors',
    exercise: 'gomod-proxy',
  },
  {
    id: 'goproxy-connection-refused',
    area: 'modules',
    message:
      'k8s.io/api/core/v1: k8s.io/api@v0.28.0: Get "http://127.0.0.1:1/k8s.io/api/@v/v0.28.0.zip": dial tcp 127.0.0.1:1: connect: connection refused',
    examples: [
      'k8s.io/api/core/v1: k8s.io/api@v0.28.0: Get "http://127.0.0.1:1/k8s.io/api/@v/v0.28.0.zip": dial tcp 127.0.0.1:1: connect: connection refused',
      'go: k8s.io/api@v0.28.0: Get "http://127.0.0.1:1/k8s.io/api/@v/v0.28.0.mod": dial tcp 127.0.0.1:1: connect: connection refused',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('Nothing listens at the proxy address', '代理地址上没有服务在监听'),
    cause: L(
      'GOPROXY (or HTTPS_PROXY) names a host and port where no server runs: a local proxy that is not started, or a wrong port.',
      'GOPROXY（或 HTTPS_PROXY）指向的主机端口上没有服务：本地代理没启动，或端口写错了。',
    ),
    fix: L('Start the proxy or fix the address in GOPROXY.', '启动代理，或改正 GOPROXY 里的地址。'),
    lesson: 'lessons/modules-and-goproxy#network-errors',
    exercise: 'gomod-proxy',
  },
  {
    id: 'https-proxy-refused',
    area: 'modules',
    message: 'proxyconnect tcp: dial tcp 127.0.0.1:7890: connect: connection refused',
    examples: [
      'k8s.io/api/core/v1: k8s.io/api@v0.28.0: Get "https://proxy.golang.org/k8s.io/api/@v/v0.28.0.zip": proxyconnect tcp: dial tcp 127.0.0.1:7890: connect: connection refused',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    source:
      'golang/go src/net/http/transport.go ("proxyconnect"), observed with go1.23.5 (src/shell/README.md)',
    title: L('HTTPS_PROXY points at a proxy that is not running', 'HTTPS_PROXY 指向的代理没有运行'),
    cause: L(
      'The go command honours HTTPS_PROXY/HTTP_PROXY; the local proxy client (Clash, V2Ray…) they name is not listening.',
      'go 命令会使用 HTTPS_PROXY/HTTP_PROXY；它们指向的本地代理客户端（Clash、V2Ray 等）没有在监听。',
    ),
    fix: L(
      'Start the proxy client, or unset HTTPS_PROXY and use a reachable GOPROXY instead.',
      '启动代理客户端，或 unset HTTPS_PROXY 并改用可访问的 GOPROXY。',
    ),
    lesson: 'lessons/modules-and-goproxy#network-errors',
    exercise: 'gomod-proxy',
  },
  {
    id: 'direct-git-unreachable',
    area: 'modules',
    message: 'git ls-remote -q origin in /home/user/go/pkg/mod/cache/vcs/…: exit status 128',
    examples: [
      "go: k8s.io/api@v0.28.0: invalid version: git ls-remote -q origin in /home/user/go/pkg/mod/cache/vcs/917454838ed90b2f0e9868490d4b59302d7a7e8f8826d51d313bd68be346ecce: exit status 128:\n\tfatal: unable to access 'https://github.com/kubernetes/api/': GnuTLS recv error (-110): The TLS connection was non-properly terminated.",
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'derived',
    source:
      'golang/go src/cmd/go/internal/modfetch/codehost/git.go (derived, see src/shell/commands/go/fetch.ts)',
    title: L('Direct mode cannot reach the Git host', 'direct 模式连不上 Git 主机'),
    cause: L(
      'The module is fetched straight from its repository (GOPROXY=direct, a fallback to direct, or GOPRIVATE), and github.com is unreachable or unreliable from here.',
      '模块直接从代码仓库拉取（GOPROXY=direct、回退到 direct，或 GOPRIVATE），而从这里访问 github.com 不可达或不稳定。',
    ),
    fix: L(
      'Fetch public modules through a reachable proxy (GOPROXY=https://goproxy.cn,direct) instead of direct.',
      '通过可访问的代理拉取公共模块（GOPROXY=https://goproxy.cn,direct），不要走 direct。',
    ),
    lesson: 'lessons/modules-and-goproxy#comma-vs-pipe',
    exercise: 'gomod-proxy',
  },
  {
    id: 'goproxy-403',
    area: 'modules',
    message:
      'k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s403/k8s.io/api/core/@v/list: 403 Forbidden\n\tserver response: Forbidden',
    examples: [
      'k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s403/k8s.io/api/core/@v/list: 403 Forbidden\n\tserver response: Forbidden',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('The proxy refuses the request (403)', '代理拒绝了请求（403）'),
    cause: L(
      'The proxy answered 403: it needs credentials, or it blocks this module. 403 is not "not found", so a comma does not fall back to the next entry.',
      '代理返回 403：需要凭据，或屏蔽了这个模块。403 不算“不存在”，所以逗号不会回退到下一项。',
    ),
    fix: L(
      'Give the proxy its credentials (~/.netrc), use a pipe (|) to fall back on any error, or route private modules around it with GOPRIVATE/GONOPROXY.',
      '为代理配置凭据（~/.netrc），用竖线（|）在任何错误时回退，或用 GOPRIVATE/GONOPROXY 让私有模块绕开它。',
    ),
    lesson: 'lessons/modules-and-goproxy#comma-vs-pipe',
  },
  {
    id: 'goproxy-not-found',
    area: 'modules',
    message:
      'k8s.io/api/core/v1: cannot find module providing package k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s404/k8s.io/api/core/@v/list: 404 Not Found\n\tserver response: not found: /k8s.io/api/core/@v/list',
    examples: [
      'k8s.io/api/core/v1: cannot find module providing package k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s404/k8s.io/api/core/@v/list: 404 Not Found\n\tserver response: not found: /k8s.io/api/core/@v/list',
      'k8s.io/api/core/v1: cannot find module providing package k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s410/k8s.io/api/core/@v/list: 410 Gone\n\tserver response: gone',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('No proxy knows a module for this package (404/410)', '没有代理知道提供这个包的模块（404/410）'),
    cause: L(
      'Every source answered 404 or 410: the import path is misspelled, the module is private (the public proxy cannot see it), or the list ends before direct.',
      '所有来源都返回 404 或 410：导入路径拼错了，模块是私有的（公共代理看不到），或者列表里没有 direct。',
    ),
    fix: L(
      'Check the import path. For private modules set GOPRIVATE=<host> so they are fetched directly and not checked against the public checksum database.',
      '检查导入路径。私有模块请设置 GOPRIVATE=<主机>，让它们直接拉取，且不去公共校验和数据库校验。',
    ),
    lesson: 'lessons/modules-and-goproxy#comma-vs-pipe',
  },
  {
    id: 'goproxy-502',
    area: 'modules',
    message:
      'k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s502/k8s.io/api/core/@v/list: 502 Bad Gateway\n\tserver response: <html><body>502 Bad Gateway</body></html>',
    examples: [
      'k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s502/k8s.io/api/core/@v/list: 502 Bad Gateway\n\tserver response: <html><body>502 Bad Gateway</body></html>',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('The proxy fails (502)', '代理出错（502）'),
    cause: L(
      'The proxy itself failed. After a comma this is fatal: only 404 and 410 fall back to the next entry.',
      '代理本身出了错。逗号之后这是致命错误：只有 404 和 410 才会回退到下一项。',
    ),
    fix: L(
      'Retry later, or list a second proxy after a pipe: GOPROXY=https://proxy-a|https://proxy-b,direct.',
      '稍后重试，或在竖线后面再列一个代理：GOPROXY=https://proxy-a|https://proxy-b,direct。',
    ),
    lesson: 'lessons/modules-and-goproxy#comma-vs-pipe',
  },
  {
    id: 'unknown-revision',
    area: 'modules',
    message:
      'go: k8s.io/api@v0.28.99: reading http://127.0.0.1:8088/ok/k8s.io/api/@v/v0.28.99.info: 404 Not Found\n\tserver response: not found: /k8s.io/api/@v/v0.28.99.info',
    examples: [
      'go: k8s.io/api@v0.28.99: reading http://127.0.0.1:8088/ok/k8s.io/api/@v/v0.28.99.info: 404 Not Found\n\tserver response: not found: /k8s.io/api/@v/v0.28.99.info',
      'go: github.com/yurivict/ollama@v0.21.1: reading https://proxy.golang.org/github.com/yurivict/ollama/@v/v0.21.1.info: 404 Not Found\n\tserver response: not found: github.com/yurivict/ollama@v0.21.1: invalid version: unknown revision v0.21.1',
      'k8s.io/api@v0.0.0: reading k8s.io/api/go.mod at revision v0.0.0: unknown revision v0.0.0',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('That version does not exist', '这个版本不存在'),
    cause: L(
      'The requested version was never tagged (a typo, or v0.0.0 placeholders from a k8s.io/kubernetes-style go.mod).',
      '请求的版本从未打过标签（拼写错误，或来自 k8s.io/kubernetes 风格 go.mod 的 v0.0.0 占位版本）。',
    ),
    fix: L(
      'Ask for a real version (`go list -m -versions <module>`); for k8s.io staging modules use the v0.x that matches your controller-runtime.',
      '请求一个真实存在的版本（`go list -m -versions <模块>`）；对 k8s.io 的 staging 模块，使用与 controller-runtime 匹配的 v0.x。',
    ),
    lesson: 'lessons/modules-and-goproxy#version-alignment',
  },
  {
    id: 'goproxy-off',
    area: 'modules',
    message: 'module lookup disabled by GOPROXY=off',
    examples: [
      'k8s.io/api/core/v1: module lookup disabled by GOPROXY=off',
      'go: k8s.io/api@v0.28.0: module lookup disabled by GOPROXY=off',
      'k8s.io/api/core/v1: cannot find module providing package k8s.io/api/core/v1: module lookup disabled by GOPROXY=off',
    ],
    origin: L('go command', 'go 命令'),
    provenance: 'exact',
    title: L('Downloads disabled', '下载被禁用'),
    cause: L('GOPROXY=off forbids downloading from any source.', 'GOPROXY=off 禁止从任何来源下载。'),
    fix: L('Set GOPROXY to a proxy list.', '把 GOPROXY 设为代理列表。'),
    lesson: 'lessons/modules-and-goproxy#goproxy-list',
    exercise: 'gomod-proxy',
  },
  {
    id: 'goproxy-empty-list',
    area: 'modules',
    message: 'go: golang.org/x/text: GOPROXY list is not the empty string, but contains no entries',
    examples: ['go: golang.org/x/text: GOPROXY list is not the empty string, but contains no entries'],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('GOPROXY has only separators', 'GOPROXY 里只有分隔符'),
    cause: L(
      'GOPROXY is set to something like "," — not empty, but with no proxy in it.',
      'GOPROXY 被设成了类似 "," 的值——不是空的，但里面没有代理。',
    ),
    fix: L(
      'go env -w GOPROXY=https://goproxy.cn,direct (or go env -u GOPROXY for the default).',
      'go env -w GOPROXY=https://goproxy.cn,direct（或 go env -u GOPROXY 恢复默认）。',
    ),
    lesson: 'lessons/modules-and-goproxy#goproxy-list',
  },
  {
    id: 'unrecognized-import-path',
    area: 'modules',
    message:
      'k8s.io/api/core/v1: unrecognized import path "k8s.io/api": https fetch: Get "https://k8s.io/api?go-get=1": dial tcp: lookup k8s.io on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
    examples: [
      'k8s.io/api/core/v1: unrecognized import path "k8s.io/api": https fetch: Get "https://k8s.io/api?go-get=1": dial tcp: lookup k8s.io on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
      'unrecognized import path "k8s.io/api/core": https fetch: Get "https://k8s.io/api/core?go-get=1": dial tcp 34.107.204.206:443: i/o timeout',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('Direct mode cannot reach the import path’s host', 'direct 模式连不上导入路径的主机'),
    cause: L(
      'The module is fetched directly (GOPROXY=direct, a fallback to direct, or GOPRIVATE/GONOPROXY matching it), and the host serving its ?go-get=1 page is unreachable.',
      '模块是直接拉取的（GOPROXY=direct、回退到 direct，或 GOPRIVATE/GONOPROXY 匹配了它），而提供 ?go-get=1 页面的主机不可达。',
    ),
    fix: L(
      'Do not route public modules direct: take them out of GOPRIVATE/GONOPROXY and use a reachable proxy.',
      '不要让公共模块走 direct：把它们从 GOPRIVATE/GONOPROXY 里去掉，并使用可访问的代理。',
    ),
    lesson: 'lessons/modules-and-goproxy#comma-vs-pipe',
    exercise: 'gomod-proxy',
  },
  {
    id: 'checksum-mismatch',
    area: 'modules',
    message: 'verifying k8s.io/api@v0.28.0: checksum mismatch',
    examples: [
      "verifying k8s.io/api@v0.28.0: checksum mismatch\n\tdownloaded: h1:BG3prSGAumSdoQSTDSr8j21/pKcZtq06zBxYPpjTBSk=\n\tgo.sum:     h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n\nSECURITY ERROR\nThis download does NOT match an earlier download recorded in go.sum.\nThe bits may have been replaced on the origin server, or an attacker may\nhave intercepted the download attempt.\n\nFor more information, see 'go help module-auth'.",
    ],
    origin: L('go command (followed by SECURITY ERROR)', 'go 命令（后面跟着 SECURITY ERROR）'),
    provenance: 'exact',
    title: L('Downloaded module does not match go.sum', '下载的模块与 go.sum 不符'),
    cause: L(
      'The bits differ from an earlier download recorded in go.sum — possibly tampering.',
      '内容与 go.sum 记录的早先下载不同——可能被篡改。',
    ),
    fix: L(
      'Investigate (which proxy served it?); do not delete go.sum to make it go away.',
      '调查原因（是哪个代理提供的？）；不要为了消除它而删掉 go.sum。',
    ),
    lesson: 'lessons/modules-and-goproxy#checksum-database',
  },
  {
    id: 'sumdb-mismatch',
    area: 'modules',
    message: 'SECURITY ERROR\nThis download does NOT match the one reported by the checksum server.',
    examples: [
      'verifying k8s.io/api@v0.28.0: checksum mismatch\n\tdownloaded: h1:BG3prSGAumSdoQSTDSr8j21/pKcZtq06zBxYPpjTBSk=\n\tsum.golang.org: h1:3j3VPWmN9tTDI68NETBWlDiA9qOiGJ7sdKeufehBYsM=\n\nSECURITY ERROR\nThis download does NOT match the one reported by the checksum server.\nThe bits may have been replaced on the origin server, or an attacker may\nhave intercepted the download attempt.',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('The download does not match the checksum database', '下载内容与校验和数据库不符'),
    cause: L(
      'The proxy served bytes that differ from what sum.golang.org recorded for this version.',
      '代理提供的内容与 sum.golang.org 为该版本记录的不一致。',
    ),
    fix: L(
      'Treat it as tampering: switch to a trusted proxy, clear the module cache (go clean -modcache) and download again.',
      '按被篡改处理：换一个可信的代理，清空模块缓存（go clean -modcache）后重新下载。',
    ),
    lesson: 'lessons/modules-and-goproxy#checksum-database',
  },
  {
    id: 'sumdb-unreachable',
    area: 'modules',
    message:
      'verifying module: k8s.io/api@v0.28.0: Get "https://sum.golang.org/lookup/k8s.io/api@v0.28.0": dial tcp: lookup sum.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
    examples: [
      'k8s.io/api/core/v1: k8s.io/api@v0.28.0: verifying module: k8s.io/api@v0.28.0: Get "https://sum.golang.org/lookup/k8s.io/api@v0.28.0": dial tcp: lookup sum.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
      'go: github.com/zeromicro/go-zero@v1.3.3 requires\n\tgo.mongodb.org/mongo-driver@v1.9.0: verifying go.mod: go.mongodb.org/mongo-driver@v1.9.0/go.mod: Get "https://sum.golang.org/lookup/go.mongodb.org/mongo-driver@v1.9.0": dial tcp 142.251.43.17:443: i/o timeout',
      'go: github.com/kr/text@v0.2.0/go.mod: verifying module: github.com/kr/text@v0.2.0/go.mod: Get "https://sum.golang.org/lookup/github.com/kr/text@v0.2.0": dial tcp 172.217.160.81:443: i/o timeout',
    ],
    origin: L('go command', 'go 命令'),
    provenance: 'exact',
    title: L('Checksum database unreachable', '无法访问校验和数据库'),
    cause: L(
      'The module came through, but its hash could not be checked against sum.golang.org.',
      '模块下载到了，但无法向 sum.golang.org 校验哈希。',
    ),
    fix: L(
      'Use a proxy that also proxies the checksum database (goproxy.cn does), or GOSUMDB=sum.golang.google.cn. Do not set GOSUMDB=off.',
      '使用同时代理校验和数据库的代理（goproxy.cn 就是），或 GOSUMDB=sum.golang.google.cn。不要设置 GOSUMDB=off。',
    ),
    lesson: 'lessons/modules-and-goproxy#checksum-database',
    exercise: 'gomod-proxy',
  },
  {
    id: 'sumdb-private-not-found',
    area: 'modules',
    message:
      '<module>@<version>: verifying module: <module>@<version>: reading https://<proxy>/sumdb/sum.golang.org/lookup/<module>@<version>: 404 Not Found\n\tserver response: not found: …',
    examples: [
      'git.corp.example.com/platform/operator-lib: git.corp.example.com/platform/operator-lib@v1.3.0: verifying module: git.corp.example.com/platform/operator-lib@v1.3.0: reading https://goproxy.cn/sumdb/sum.golang.org/lookup/git.corp.example.com/platform/operator-lib@v1.3.0: 404 Not Found\n\tserver response: not found: git.corp.example.com/platform/operator-lib@v1.3.0: invalid version: unknown revision v1.3.0',
      // goproxy/goproxy#32 (a GitLab host, through goproxy.cn) and goproxyio/goproxy#182 (410 from a self-hosted proxy).
      'go get gitlab.private.com/group/eframe@latest: gitlab.private.com/group/eframe@v0.0.0-20220313171137-8002bdaf0155: verifying module: gitlab.private.com/group/eframe@v0.0.0-20220313171137-8002bdaf0155: reading https://goproxy.cn/sumdb/sum.golang.org/lookup/gitlab.private.com/group/eframe@v0.0.0-20220313171137-8002bdaf0155: 404 Not Found',
      'github.com/myorg/myrepo@v1.6.4: verifying module: github.com/myorg/myrepo@v1.6.4: reading http://192.127.1.25:8082/sumdb/sum.golang.org/lookup/github.com/myorg/myrepo@v1.6.4: 410 Gone\n\tserver response: not found: github.com/myorg/myrepo@v1.6.4: invalid version: unknown revision v1.6.4',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    source:
      'golang/go cmd/go/internal/modfetch/fetch.go (verifying module) and web/api.go (reading %s: %v, server response)',
    title: L('The checksum database has never seen a private module', '校验和数据库从没见过这个私有模块'),
    cause: L(
      'The module downloaded (directly, after the proxy’s 404), but it is not in go.sum, so the go command looked it up in the public checksum database, which only knows public modules. Its path was sent to the proxy and the database on the way.',
      '模块已经下载到了（代理回 404 之后直接拉取），但 go.sum 里没有它，于是 go 命令去公共校验和数据库查询，而那里只认识公共模块。一路上，它的路径已经发给了代理和数据库。',
    ),
    fix: L(
      'go env -w GOPRIVATE=<host or path prefix>: it sets GONOPROXY and GONOSUMDB, so the module is fetched directly and never looked up. Not GOSUMDB=off.',
      'go env -w GOPRIVATE=<主机或路径前缀>：它同时设好 GONOPROXY 和 GONOSUMDB，模块直接拉取，也不再去查询。不要用 GOSUMDB=off。',
    ),
    lesson: 'lessons/private-modules#what-direct-does',
    exercise: 'gomod-private',
  },
  {
    id: 'replacement-directory-missing',
    area: 'modules',
    message: '<file>:<line>:<col>: <module>@<version>: replacement directory <dir> does not exist',
    examples: [
      'main.go:3:8: git.corp.example.com/platform/operator-lib@v1.3.0: replacement directory ../operator-lib does not exist',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    source:
      'golang/go src/cmd/go/internal/modload/import.go (captured with go1.23.5: a replace to a directory that is not there)',
    title: L('A replace points at a directory that is not there', 'replace 指向的目录不存在'),
    cause: L(
      'go.mod replaces the module with a local directory (a checkout on someone’s machine), and this machine has none at that path.',
      'go.mod 把这个模块替换成了一个本地目录（某人机器上的一份检出），而这台机器的那个路径下什么都没有。',
    ),
    fix: L(
      'Check out the module there, or drop the replace before committing (go mod edit -dropreplace <module>); keep local replacements in a go.work file.',
      '在那里检出这个模块，或者在提交前删掉这条 replace（go mod edit -dropreplace <模块>）；本地替换放在 go.work 文件里。',
    ),
    lesson: 'lessons/private-modules#replace',
  },
  {
    id: 'missing-go-sum-entry',
    area: 'modules',
    message:
      'main.go:6:2: missing go.sum entry for module providing package k8s.io/api/core/v1 (imported by example.com/memcached-operator); to add:',
    examples: [
      'main.go:6:2: missing go.sum entry for module providing package k8s.io/api/core/v1 (imported by example.com/memcached-operator); to add:\n\tgo get example.com/memcached-operator',
      'missing go.sum entry needed to verify package k8s.io/api/core/v1 is provided by exactly one module',
    ],
    origin: L('go build / go vet', 'go build / go vet'),
    provenance: 'exact',
    title: L('go.sum was deleted', 'go.sum 被删除了'),
    cause: L(
      'go.sum only holds hashes; without it the go command refuses to build until everything is downloaded and verified again.',
      'go.sum 只存哈希；没有它，go 命令会拒绝构建，直到所有模块重新下载并校验。',
    ),
    fix: L(
      'Restore go.sum from version control; run go mod tidy only with a working proxy.',
      '从版本控制里恢复 go.sum；只在代理可用时执行 go mod tidy。',
    ),
    lesson: 'lessons/modules-and-goproxy#checksum-database',
    exercise: 'gomod-proxy',
  },
  {
    id: 'metrics-server-missing',
    area: 'modules',
    message:
      'cmd/main.go:8:2: no required module provides package sigs.k8s.io/controller-runtime/pkg/metrics/server; to add it:',
    examples: [
      'cmd/main.go:8:2: no required module provides package sigs.k8s.io/controller-runtime/pkg/metrics/server; to add it:\n\tgo get sigs.k8s.io/controller-runtime/pkg/metrics/server',
    ],
    origin: L('go build after downgrading k8s.io/api with go get', '用 go get 降级 k8s.io/api 之后 go build'),
    provenance: 'exact',
    title: L('Scaffold newer than controller-runtime', '脚手架比 controller-runtime 新'),
    cause: L(
      'go get k8s.io/api@v0.27.6 also downgraded controller-runtime to v0.15.2, which has no pkg/metrics/server; the v0.16-era main.go imports it.',
      'go get k8s.io/api@v0.27.6 连带把 controller-runtime 降到了 v0.15.2，而它没有 pkg/metrics/server；v0.16 时代的 main.go 却导入了它。',
    ),
    fix: L(
      'Do not downgrade: a v0.28 client works with a 1.27 cluster. If you must, move controller-runtime and the scaffold to the same era together.',
      '不要降级：v0.28 的客户端可以正常访问 1.27 的集群。如果非降不可，请把 controller-runtime 和脚手架一起换到同一时代的版本。',
    ),
    lesson: 'lessons/modules-and-goproxy#downgrading',
    exercise: 'gomod-proxy',
  },
  {
    id: 'go-version-too-old',
    area: 'modules',
    message: 'go: go.mod requires go >= 1.22.0 (running go 1.21.13; GOTOOLCHAIN=local)',
    examples: [
      'go: go.mod requires go >= 1.22.0 (running go 1.21.13; GOTOOLCHAIN=local)',
      'go: go.mod requires go >= 1.25.0 (running go 1.23.5; GOTOOLCHAIN=local)',
    ],
    origin: L('go command (Go 1.21 and later)', 'go 命令（Go 1.21 及以后）'),
    provenance: 'exact',
    title: L('The module needs a newer Go', '模块需要更新的 Go'),
    cause: L(
      'go.mod (yours or a dependency’s) declares a newer go line and toolchain switching is off.',
      '（你的或依赖的）go.mod 声明了更新的 go 版本，而工具链切换被关闭了。',
    ),
    fix: L(
      'Install that Go, or allow GOTOOLCHAIN=auto (the toolchain download also goes through GOPROXY and needs the checksum database).',
      '安装该版本的 Go，或允许 GOTOOLCHAIN=auto（工具链下载同样经过 GOPROXY，并需要校验和数据库）。',
    ),
    lesson: 'lessons/modules-and-goproxy#version-alignment',
  },
  {
    id: 'dependency-needs-newer-go',
    area: 'modules',
    message: 'go: k8s.io/api@v0.30.0 requires go >= 1.22.0 (running go 1.21.13; GOTOOLCHAIN=local)',
    examples: [
      'go: k8s.io/api@v0.30.0 requires go >= 1.22.0 (running go 1.21.13; GOTOOLCHAIN=local)',
      'go: sigs.k8s.io/controller-runtime/tools/setup-envtest@latest: sigs.k8s.io/controller-runtime/tools/setup-envtest@v0.0.0-20240327193027-21368602d84b requires go >= 1.22.0 (running go 1.21.8; GOTOOLCHAIN=local)',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('A dependency needs a newer Go', '依赖需要更新的 Go'),
    cause: L(
      'The version you asked for declares a newer go line than the Go you run, and GOTOOLCHAIN=local stops the switch.',
      '你请求的版本声明的 go 行比当前运行的 Go 新，而 GOTOOLCHAIN=local 阻止了切换。',
    ),
    fix: L(
      'Pick the dependency version that matches your Go (and your controller-runtime), or upgrade Go.',
      '选择与你的 Go（以及 controller-runtime）匹配的依赖版本，或升级 Go。',
    ),
    lesson: 'lessons/modules-and-goproxy#version-alignment',
  },
  {
    id: 'toolchain-download-failed',
    area: 'modules',
    message:
      'go: download go1.22.0: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: Get "http://127.0.0.1:1/golang.org/toolchain/@v/v0.0.1-go1.22.0.linux-amd64.zip": dial tcp 127.0.0.1:1: connect: connection refused',
    examples: [
      'go: download go1.22.0: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: Get "http://127.0.0.1:1/golang.org/toolchain/@v/v0.0.1-go1.22.0.linux-amd64.zip": dial tcp 127.0.0.1:1: connect: connection refused',
      'go: download go1.22.0: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: verifying module: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: Get "https://sum.golang.org/lookup/golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64": dial tcp 142.251.43.17:443: i/o timeout',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('The newer Go toolchain cannot be downloaded', '更新的 Go 工具链下载失败'),
    cause: L(
      'GOTOOLCHAIN=auto tries to download the Go the module needs, as a module through GOPROXY, verified by the checksum database — which fails on this network.',
      'GOTOOLCHAIN=auto 会把模块需要的 Go 当作模块，通过 GOPROXY 下载并由校验和数据库校验——在这个网络下失败了。',
    ),
    fix: L(
      'Make GOPROXY and the checksum database reachable (goproxy.cn proxies both), or install that Go yourself.',
      '让 GOPROXY 和校验和数据库可达（goproxy.cn 两者都代理），或自己安装那个版本的 Go。',
    ),
    lesson: 'lessons/modules-and-goproxy#version-alignment',
    exercise: 'gomod-proxy',
  },
  {
    id: 'toolchain-gosumdb-off',
    area: 'modules',
    message:
      'go: download go1.22.0: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: verifying module: checksum database disabled by GOSUMDB=off',
    examples: [
      'go: download go1.22.0: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: verifying module: checksum database disabled by GOSUMDB=off',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('Toolchain downloads need the checksum database', '工具链下载必须经过校验和数据库'),
    cause: L(
      'Toolchains are always verified; with GOSUMDB=off the download fails. GOPRIVATE and GONOSUMDB do not apply to toolchains.',
      '工具链总是要校验；GOSUMDB=off 时下载失败。GOPRIVATE 和 GONOSUMDB 对工具链不起作用。',
    ),
    fix: L(
      'Turn the checksum database back on (go env -u GOSUMDB); use GOSUMDB=sum.golang.google.cn or goproxy.cn if sum.golang.org is blocked.',
      '重新打开校验和数据库（go env -u GOSUMDB）；如果 sum.golang.org 被墙，使用 GOSUMDB=sum.golang.google.cn 或 goproxy.cn。',
    ),
    lesson: 'lessons/modules-and-goproxy#checksum-database',
  },
  {
    id: 'toolchain-not-available',
    area: 'modules',
    message:
      'go: k8s.io/api@v0.30.0 requires go >= 1.22.0; switching to go1.22.12\ngo: downloading go1.22.12 (linux/amd64)\ngo: download go1.22.12 for linux/amd64: toolchain not available',
    examples: [
      'go: k8s.io/api@v0.30.0 requires go >= 1.22.0; switching to go1.22.12\ngo: downloading go1.22.12 (linux/amd64)\ngo: download go1.22.12 for linux/amd64: toolchain not available',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('The proxy has no such toolchain', '代理上没有这个工具链'),
    cause: L(
      'The proxy does not serve that golang.org/toolchain version (some mirrors do not mirror toolchains).',
      '代理不提供这个 golang.org/toolchain 版本（有些镜像不镜像工具链）。',
    ),
    fix: L(
      'Use a proxy that serves toolchains, or install the Go version yourself and set GOTOOLCHAIN=local.',
      '使用提供工具链的代理，或自行安装该 Go 版本并设置 GOTOOLCHAIN=local。',
    ),
    lesson: 'lessons/modules-and-goproxy#version-alignment',
  },
  {
    id: 'go-version-format',
    area: 'modules',
    message: "go.mod:3: invalid go version '1.21.0': must match format 1.23",
    examples: [
      "go.mod:3: invalid go version '1.22.0': must match format 1.23",
      "go: sigs.k8s.io/controller-runtime/tools/setup-envtest@latest (in sigs.k8s.io/controller-runtime/tools/setup-envtest@v0.0.0-20240507051437-479b723944e3): go.mod:3: invalid go version '1.22.0': must match format 1.23",
    ],
    origin: L('Go 1.20 and older reading a new go.mod', 'Go 1.20 及更早版本读取新格式 go.mod'),
    provenance: 'exact',
    title: L('Old Go, new go.mod', '旧 Go 遇上新 go.mod'),
    cause: L(
      'Three-part go lines (1.21.0) and toolchain lines are Go 1.21+ syntax.',
      '三段式 go 版本（1.21.0）和 toolchain 行是 Go 1.21+ 的语法。',
    ),
    fix: L('Upgrade Go.', '升级 Go。'),
    lesson: 'lessons/modules-and-goproxy#version-alignment',
  },
  {
    id: 'unknown-directive-toolchain',
    area: 'modules',
    message: 'go.mod:5: unknown directive: toolchain',
    examples: ['go: errors parsing go.mod:\ngo.mod:5: unknown directive: toolchain'],
    origin: L('the go command of Go ≤ 1.20 (go.mod parser)', 'Go ≤ 1.20 的 go 命令（go.mod 解析器）'),
    provenance: 'exact',
    title: L('An old Go meets the toolchain line', '旧版 Go 遇到 toolchain 行'),
    cause: L(
      'The toolchain directive exists since Go 1.21; older Go rejects it.',
      'toolchain 指令从 Go 1.21 起才有；更老的 Go 会拒绝它。',
    ),
    fix: L('Upgrade Go to 1.21 or later.', '把 Go 升级到 1.21 或更高。'),
    lesson: 'lessons/modules-and-goproxy#version-alignment',
  },
  {
    id: 'maps-not-in-goroot',
    area: 'modules',
    message:
      'sigs.k8s.io/controller-runtime imports\n\tsigs.k8s.io/controller-runtime/pkg/builder imports\n\tsigs.k8s.io/controller-runtime/pkg/predicate imports\n\tmaps: package maps is not in GOROOT (/opt/homebrew/Cellar/go@1.19/1.19.12/libexec/src/maps)',
    examples: [
      'sigs.k8s.io/controller-runtime imports\n\tsigs.k8s.io/controller-runtime/pkg/builder imports\n\tsigs.k8s.io/controller-runtime/pkg/predicate imports\n\tmaps: package maps is not in GOROOT (/opt/homebrew/Cellar/go@1.19/1.19.12/libexec/src/maps)',
    ],
    origin: L('the go command of Go ≤ 1.20 (package loader)', 'Go ≤ 1.20 的 go 命令（包加载）'),
    provenance: 'exact',
    title: L('The Go installation is too old for the dependency', 'Go 安装版本对依赖来说太旧'),
    cause: L(
      'The standard package maps exists since Go 1.21; controller-runtime v0.18 needs it, and this Go (1.19) lacks it.',
      '标准库的 maps 包从 Go 1.21 起才有；controller-runtime v0.18 需要它，而这个 Go（1.19）没有。',
    ),
    fix: L(
      'Install the Go version your kubebuilder/controller-runtime needs (see the compatibility table).',
      '安装 kubebuilder/controller-runtime 所需的 Go 版本（见兼容性表）。',
    ),
    lesson: 'lessons/modules-and-goproxy#version-alignment',
  },
  {
    id: 'undefined-container-restart-policy',
    area: 'modules',
    message: 'undefined: corev1.ContainerRestartPolicy',
    examples: [
      '# k8s.io/client-go/applyconfigurations/core/v1\n../gopath/pkg/mod/k8s.io/client-go@v0.28.0/applyconfigurations/core/v1/container.go:38:35: undefined: corev1.ContainerRestartPolicy',
    ],
    origin: L('go build, inside client-go v0.28.0', 'go build，出错位置在 client-go v0.28.0 内部'),
    provenance: 'exact',
    title: L('k8s.io/api forced older than client-go', 'k8s.io/api 被强行降到比 client-go 旧'),
    cause: L(
      'A replace pinned k8s.io/api to v0.27.6 while client-go v0.28.0 uses a type added in k8s.io/api v0.28.0.',
      'replace 把 k8s.io/api 钉在 v0.27.6，而 client-go v0.28.0 用到了 k8s.io/api v0.28.0 才加入的类型。',
    ),
    fix: L(
      'Remove the replace; keep k8s.io/api, apimachinery, client-go and controller-runtime at matching minors.',
      '删除 replace；让 k8s.io/api、apimachinery、client-go 与 controller-runtime 保持配套的次版本。',
    ),
    lesson: 'lessons/modules-and-goproxy#downgrading',
    exercise: 'gomod-proxy',
  },
  {
    id: 'controller-runtime-client-go-skew',
    area: 'modules',
    message:
      '../controller-runtime@v0.18.5/pkg/client/fake/client.go:858:29: cannot use c.tracker (variable of type versionedTracker) as "k8s.io/client-go/testing".ObjectTracker value in argument to dryPatch: versionedTracker does not implement "k8s.io/client-go/testing".ObjectTracker (wrong type for method Create)',
    examples: [
      '../controller-runtime@v0.18.5/pkg/client/fake/client.go:858:29: cannot use c.tracker (variable of type versionedTracker) as "k8s.io/client-go/testing".ObjectTracker value in argument to dryPatch: versionedTracker does not implement "k8s.io/client-go/testing".ObjectTracker (wrong type for method Create)',
      'sigs.k8s.io/controller-runtime@v0.18.7/pkg/internal/controller/controller.go:103:9: not enough arguments in call to fn',
    ],
    origin: L('the Go compiler (go build / go vet)', 'Go 编译器（go build / go vet）'),
    provenance: 'exact',
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
    lesson: 'lessons/modules-and-goproxy#version-alignment',
  },
  {
    id: 'metrics-bind-address-unknown',
    area: 'modules',
    message: 'cmd/main.go:71:3: unknown field MetricsBindAddress in struct literal of type manager.Options',
    examples: [
      'cmd/main.go:71:3: unknown field MetricsBindAddress in struct literal of type manager.Options',
    ],
    origin: L('the Go compiler (go build / go vet)', 'Go 编译器（go build / go vet）'),
    provenance: 'exact',
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
    lesson: 'lessons/modules-and-goproxy#downgrading',
  },
  {
    id: 'inconsistent-vendoring',
    area: 'modules',
    message: 'go: inconsistent vendoring in %s:%s',
    examples: [
      'go: inconsistent vendoring in /home/user/memcached-operator:\n\tk8s.io/api@v0.28.0: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt\n\n\tTo ignore the vendor directory, use -mod=readonly or -mod=mod.\n\tTo sync the vendor directory, run:\n\t\tgo mod vendor',
      // captured with go1.23.5 after dropping a replace that vendor/modules.txt records
      'go: inconsistent vendoring in /home/user/memcached-operator:\n\tgit.corp.example.com/platform/operator-lib@v1.3.0: is marked as replaced in vendor/modules.txt, but not replaced in go.mod\n\tgit.corp.example.com/platform/operator-lib: is marked as replaced in vendor/modules.txt, but not replaced in go.mod\n\n\tTo ignore the vendor directory, use -mod=readonly or -mod=mod.\n\tTo sync the vendor directory, run:\n\t\tgo mod vendor',
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('vendor/ is out of date', 'vendor/ 过时了'),
    cause: L(
      'A vendor directory exists and no longer matches go.mod. Scaffolds do not create vendor/; someone ran go mod vendor.',
      '存在 vendor 目录且与 go.mod 不再一致。脚手架不会创建 vendor/；是有人执行过 go mod vendor。',
    ),
    fix: L(
      'Run go mod vendor again, or delete vendor/ if the project does not vendor.',
      '重新执行 go mod vendor；如果项目不使用 vendor，就删掉 vendor/。',
    ),
    lesson: 'lessons/private-modules#vendor',
  },
  {
    id: 'insecure-flag-removed',
    area: 'modules',
    message: 'go: -insecure flag is no longer supported; use GOINSECURE instead',
    examples: ['go: -insecure flag is no longer supported; use GOINSECURE instead'],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('go get -insecure is gone', 'go get -insecure 已被移除'),
    cause: L(
      'The -insecure flag was removed from go get; it is still defined only to be refused, from the command line or from GOFLAGS (where go mod tidy and go build ignore it silently).',
      'go get 的 -insecure 参数已被移除；保留这个参数只是为了拒绝它，不管它来自命令行还是 GOFLAGS（go mod tidy 和 go build 会悄悄忽略 GOFLAGS 里的它）。',
    ),
    fix: L(
      'Remove it (go env -u GOFLAGS). GOINSECURE is for private hosts without valid TLS and does not skip checksums; GOPRIVATE does that for private modules.',
      '把它去掉（go env -u GOFLAGS）。GOINSECURE 用于没有有效 TLS 的私有主机，并不跳过校验和；私有模块要跳过校验和，用 GOPRIVATE。',
    ),
    lesson: 'lessons/private-modules#insecure',
    exercise: 'gomod-private',
  },
  {
    id: 'go-env-w-overridden',
    area: 'modules',
    message: 'warning: go env -w GOPROXY=... does not override conflicting OS environment variable',
    examples: ['warning: go env -w GOPROXY=... does not override conflicting OS environment variable'],
    origin: L('go env -w', 'go env -w'),
    provenance: 'exact',
    title: L('An exported GOPROXY wins over go env -w', '已导出的 GOPROXY 优先于 go env -w'),
    cause: L(
      'Your shell exports GOPROXY; go env -w writes the config file, which the environment variable overrides.',
      '你的 shell 导出了 GOPROXY；go env -w 写的是配置文件，而环境变量会覆盖它。',
    ),
    fix: L(
      'Unset or change the exported variable (check your shell profile).',
      '取消或修改导出的变量（检查 shell 配置文件）。',
    ),
    lesson: 'lessons/modules-and-goproxy#goproxy-list',
    exercise: 'gomod-proxy',
  },
  {
    id: 'go-env-unknown-variable',
    area: 'modules',
    message: 'go: unknown go command variable FOO',
    examples: ['go: unknown go command variable FOO', 'go: unknown go command variable GONOSUMCHECK'],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('go env -w only knows Go’s own variables', 'go env -w 只认识 Go 自己的变量'),
    cause: L(
      'The name is not a go command variable (typo, or HTTPS_PROXY which go env -w cannot set).',
      '这个名字不是 go 命令的变量（拼写错误，或 go env -w 不能设置的 HTTPS_PROXY 之类）。',
    ),
    fix: L(
      'Check the spelling (`go env` lists them all); set other variables in your shell.',
      '检查拼写（`go env` 会列出全部变量）；其他变量在 shell 里设置。',
    ),
    lesson: 'lessons/modules-and-goproxy#goproxy-list',
  },
  {
    id: 'go-env-key-value',
    area: 'modules',
    message: 'go: arguments must be KEY=VALUE: invalid argument: GOPROXY',
    examples: ['go: arguments must be KEY=VALUE: invalid argument: GOPROXY'],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('go env -w needs KEY=VALUE', 'go env -w 需要 KEY=VALUE'),
    cause: L(
      'The value was passed as a separate argument (go env -w GOPROXY https://…).',
      '值被当作单独的参数传入了（go env -w GOPROXY https://…）。',
    ),
    fix: L(
      'Write it as one argument: go env -w GOPROXY=https://goproxy.cn,direct.',
      '写成一个参数：go env -w GOPROXY=https://goproxy.cn,direct。',
    ),
    lesson: 'lessons/modules-and-goproxy#goproxy-list',
  },
  {
    id: 'go-mod-not-found',
    area: 'modules',
    message: "go: go.mod file not found in current directory or any parent directory; see 'go help modules'",
    examples: [
      "go: go.mod file not found in current directory or any parent directory; see 'go help modules'",
    ],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    source: 'golang/go src/cmd/go/internal/modload/init.go (ErrNoModRoot), observed with go1.23.5',
    title: L('Not inside a module', '不在模块里'),
    cause: L(
      'The command runs outside the project (no go.mod here or above).',
      '命令是在项目之外执行的（当前目录及上级目录都没有 go.mod）。',
    ),
    fix: L(
      'cd into the project directory, or go mod init <module path> for a new one.',
      'cd 进项目目录；新项目则执行 go mod init <模块路径>。',
    ),
    lesson: 'lessons/modules-and-goproxy#what-init-downloads',
  },
  {
    id: 'invalid-gosumdb',
    area: 'modules',
    message: 'invalid GOSUMDB: too many fields',
    examples: ['verifying module: invalid GOSUMDB: too many fields'],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    title: L('GOSUMDB is malformed', 'GOSUMDB 格式错误'),
    cause: L(
      'GOSUMDB takes "name", "name+key" or "name+key url".',
      'GOSUMDB 的格式是 "name"、"name+key" 或 "name+key url"。',
    ),
    fix: L(
      'go env -w GOSUMDB=sum.golang.google.cn (or go env -u GOSUMDB).',
      'go env -w GOSUMDB=sum.golang.google.cn（或 go env -u GOSUMDB）。',
    ),
    lesson: 'lessons/modules-and-goproxy#checksum-database',
  },
  {
    id: 'goflags-unknown-flag',
    area: 'modules',
    message: 'go: parsing $GOFLAGS: unknown flag -bogus',
    examples: ['go: parsing $GOFLAGS: unknown flag -bogus', 'go: parsing $GOFLAGS: non-flag "modcacherw"'],
    origin: L('the go command (cmd/go)', 'go 命令（cmd/go）'),
    provenance: 'exact',
    source: 'golang/go src/cmd/go/internal/base/goflags.go ("parsing $GOFLAGS: unknown flag %s")',
    title: L('GOFLAGS holds something that is not a flag', 'GOFLAGS 里有不是参数的内容'),
    cause: L(
      'Every GOFLAGS entry must be a -flag=value known to some go command.',
      'GOFLAGS 的每一项都必须是某个 go 命令认识的 -flag=value。',
    ),
    fix: L('Fix or clear it: go env -u GOFLAGS.', '改正或清空它：go env -u GOFLAGS。'),
    lesson: 'lessons/modules-and-goproxy#goproxy-list',
  },
  {
    id: 'init-scaffold-failed',
    area: 'scaffold',
    message:
      'Error: failed to initialize project: unable to scaffold with "base.go.kubebuilder.io/v4": exit status 1',
    examples: [
      'Error: failed to initialize project: unable to scaffold with "base.go.kubebuilder.io/v4": exit status 1',
      'FATA[0030] failed to initialize project: unable to scaffold with "base.go.kubebuilder.io/v4": exit status 1',
    ],
    origin: L(
      'kubebuilder / operator-sdk (cobra error, then logrus.Fatal)',
      'kubebuilder / operator-sdk（cobra 报错，随后 logrus.Fatal）',
    ),
    provenance: 'exact',
    title: L('init failed while fetching controller-runtime', 'init 在拉取 controller-runtime 时失败'),
    cause: L(
      'The `go get sigs.k8s.io/controller-runtime@<version>` init runs failed; the real reason is the go error printed just above.',
      'init 执行的 `go get sigs.k8s.io/controller-runtime@<版本>` 失败了；真正原因是上面打印的 go 错误。',
    ),
    fix: L(
      'Fix what the go error says (usually GOPROXY), then run go get and go mod tidy yourself — the scaffold files are already written.',
      '按 go 错误的提示修复（通常是 GOPROXY），然后自己执行 go get 和 go mod tidy——脚手架文件已经写好了。',
    ),
    lesson: 'lessons/modules-and-goproxy#what-init-downloads',
    exercise: 'gomod-proxy',
  },
  {
    id: 'init-post-scaffold-failed',
    area: 'scaffold',
    message:
      'Error: failed to initialize project: unable to run post-scaffold tasks of "base.go.kubebuilder.io/v3": exit status 1',
    examples: [
      'Error: failed to initialize project: unable to run post-scaffold tasks of "base.go.kubebuilder.io/v3": exit status 1',
    ],
    origin: L(
      'kubebuilder / operator-sdk (cobra error, then logrus.Fatal)',
      'kubebuilder / operator-sdk（cobra 报错，随后 logrus.Fatal）',
    ),
    provenance: 'exact',
    title: L('init failed at go mod tidy', 'init 在 go mod tidy 时失败'),
    cause: L(
      'The post-scaffold `go mod tidy` failed; see the go error above it (network, or a Go too old for the go.mod).',
      '脚手架之后的 `go mod tidy` 失败了；看它上面的 go 错误（网络问题，或 Go 对该 go.mod 来说太旧）。',
    ),
    fix: L('Fix the cause and run go mod tidy in the project.', '修复原因后在项目里执行 go mod tidy。'),
    lesson: 'lessons/modules-and-goproxy#what-init-downloads',
    exercise: 'gomod-proxy',
  },
  {
    id: 'init-go-version-incompatible',
    area: 'scaffold',
    message: "go version '%s' is incompatible because '%s'",
    examples: [
      "go version 'go1.18.10' is incompatible because 'requires 1.19.0 <= version < 2.0alpha1'. You can skip this check using the --skip-go-version-check flag",
    ],
    origin: L(
      'kubebuilder / operator-sdk (cobra error, then logrus.Fatal)',
      'kubebuilder / operator-sdk（cobra 报错，随后 logrus.Fatal）',
    ),
    provenance: 'exact',
    title: L('kubebuilder does not support this Go', 'kubebuilder 不支持这个 Go 版本'),
    cause: L(
      'kubebuilder checks the installed Go against the range it supports.',
      'kubebuilder 会检查已安装的 Go 是否在它支持的范围内。',
    ),
    fix: L('Install a supported Go rather than skipping the check.', '安装受支持的 Go，而不是跳过检查。'),
    lesson: 'lessons/modules-and-goproxy#what-init-downloads',
  },
  {
    id: 'init-directory-not-empty',
    area: 'scaffold',
    message:
      'target directory is not empty (only %s, files and directories with the prefix ".", files with the suffix ".md" or capitalized files name are allowed); found existing file %q',
    examples: [
      'target directory is not empty (only go.mod, files and directories with the prefix ".", files with the suffix ".md" or capitalized files name are allowed); found existing file "main.go"',
    ],
    origin: L(
      'kubebuilder / operator-sdk (cobra error, then logrus.Fatal)',
      'kubebuilder / operator-sdk（cobra 报错，随后 logrus.Fatal）',
    ),
    provenance: 'exact',
    title: L('init needs an (almost) empty directory', 'init 需要（几乎）空的目录'),
    cause: L('The directory already holds source files.', '目录里已经有源文件了。'),
    fix: L('Run init in a new directory.', '在新目录里执行 init。'),
    lesson: 'lessons/modules-and-goproxy#what-init-downloads',
  },
  {
    id: 'create-api-errors',
    area: 'scaffold',
    message:
      'Error: failed to create API: unable to inject the resource to "base.go.kubebuilder.io/v4": API resource already exists',
    examples: [
      'Error: failed to create API: unable to inject the resource to "base.go.kubebuilder.io/v4": API resource already exists',
      'Error: api subcommand requires an existing project',
      'Error: failed to create API: unable to run post-scaffold tasks of "base.go.kubebuilder.io/v4": exit status 2',
    ],
    origin: L(
      'kubebuilder / operator-sdk (cobra error, then logrus.Fatal)',
      'kubebuilder / operator-sdk（cobra 报错，随后 logrus.Fatal）',
    ),
    provenance: 'exact',
    source: 'kubernetes-sigs/kubebuilder v3.12.0 pkg/cli/api.go, pkg/plugins/golang/options.go',
    title: L('create api refused or failed', 'create api 被拒绝或失败'),
    cause: L(
      'The kind already exists in PROJECT, the command runs outside an initialised project, or its post-scaffold go mod tidy / make generate failed (make generate installs controller-gen through GOPROXY).',
      '这个 Kind 在 PROJECT 中已存在，命令不在已初始化的项目里执行，或者脚手架之后的 go mod tidy / make generate 失败了（make generate 会通过 GOPROXY 安装 controller-gen）。',
    ),
    fix: L(
      'Run it in the project root; use --force to re-scaffold on purpose; fix the go or make error printed above it.',
      '在项目根目录执行；确实要重新生成就加 --force；修复它上面打印的 go 或 make 错误。',
    ),
    lesson: 'lessons/modules-and-goproxy#what-init-downloads',
  },
  {
    id: 'no-cert-manager-target',
    area: 'scaffold',
    message: "make: *** No rule to make target 'cert-manager'.  Stop.",
    // What learners type looking for a certificate target (the generic entry make-no-rule takes the rest).
    examples: [
      "make: *** No rule to make target 'cert-manager'.  Stop.",
      "make: *** No rule to make target 'install-cert-manager'.  Stop.",
      "make: *** No rule to make target 'certs'.  Stop.",
    ],
    origin: L('GNU make (exit status 2)', 'GNU make（退出码 2）'),
    provenance: 'exact',
    title: L('There is no make cert-manager', '根本没有 make cert-manager'),
    cause: L(
      'Neither kubebuilder’s nor operator-sdk’s Makefile has such a target.',
      'kubebuilder 和 operator-sdk 的 Makefile 都没有这个目标。',
    ),
    fix: L(
      'Install cert-manager from its own manifests if you deploy in-cluster; it does not help a manager running on your machine.',
      '要在集群内部署时，按 cert-manager 自己的清单安装它；它对在你本机运行的管理器没有帮助。',
    ),
    lesson: 'lessons/webhooks#cert-manager',
    exercise: 'webhook-local',
  },
  {
    id: 'make-no-rule',
    area: 'scaffold',
    message: "make: *** No rule to make target '%s'.  Stop.",
    // the design documents quote only the cert-manager case; GNU make 4.3 prints it for any target
    // (test/shell/mistyped-commands.test.ts runs the machine's make beside the terminal's)
    source: 'mirror/make src/remake.c (update_file_1: "No rule to make target \'%s\'")',
    examples: [
      "make: *** No rule to make target 'instal'.  Stop.",
      "make: *** No rule to make target 'run'.  Stop.",
      "make: *** No rule to make target 'manifests'.",
    ],
    origin: L('GNU make (exit status 2)', 'GNU make（退出码 2）'),
    provenance: 'exact',
    title: L('The Makefile here has no such target', '这里的 Makefile 没有这个目标'),
    cause: L(
      'The target is misspelt, or make ran in a directory whose Makefile is not the project’s (or that has none: then every target is missing).',
      '目标名拼错了，或者 make 运行的目录里的 Makefile 不是项目的（或者根本没有 Makefile：那样每个目标都不存在）。',
    ),
    fix: L(
      'Run make in the project root; `make help` lists the targets a kubebuilder or operator-sdk Makefile has.',
      '在项目根目录运行 make；`make help` 会列出 kubebuilder 或 operator-sdk 的 Makefile 里有哪些目标。',
    ),
    lesson: 'lessons/webhooks#what-make-run-does',
  },
  {
    id: 'make-recipe-failed',
    area: 'scaffold',
    // the recipes' lines in kubebuilder v3.12.0's Makefile (the one init scaffolds): run's `go run`,
    // the backslash-joined controller-gen install
    message: 'make: *** [Makefile:75: run] Error 1',
    examples: [
      'make: *** [Makefile:75: run] Error 1',
      'make: *** [Makefile:157: /home/user/memcached-operator/bin/controller-gen] Error 1',
    ],
    origin: L('GNU make (a recipe exited non-zero)', 'GNU make（某条规则命令以非零状态退出）'),
    // TOOLCHAIN.md quotes an older Makefile's line numbers (114, 91)
    source:
      'kubernetes-sigs/kubebuilder v3.12.0 pkg/plugins/golang/v4/scaffolds/internal/templates/makefile.go (the Makefile init scaffolds; GNU make 4.3 names the failed recipe line)',
    provenance: 'exact',
    title: L('A recipe command failed', '某条配方命令失败了'),
    cause: L(
      'make only reports that a command in that target failed; the real error is printed above it (often a go download behind a blocked proxy: the tool installs go through GOPROXY too).',
      'make 只报告该目标里的某条命令失败了；真正的错误在它上面（常见的是被墙代理下的 go 下载：工具安装也走 GOPROXY）。',
    ),
    fix: L('Read the lines above and fix that error.', '阅读上面的输出并修复那个错误。'),
    lesson: 'lessons/modules-and-goproxy#network-errors',
  },
  {
    id: 'crd-not-installed',
    area: 'scaffold',
    message:
      'resource mapping not found for name: %q namespace: %q from %q: %v\nensure CRDs are installed first',
    examples: [
      'error: resource mapping not found for name: "memcached-sample" namespace: "" from "config/samples/cache_v1alpha1_memcached.yaml": no matches for kind "Memcached" in version "cache.example.com/v1alpha1"\nensure CRDs are installed first',
    ],
    origin: L(
      'kubectl (client side: the RESTMapper found no such kind)',
      'kubectl（客户端：RESTMapper 找不到这个 kind）',
    ),
    provenance: 'exact',
    source: 'kubernetes/kubectl pkg/cmd/apply/apply.go, k8s.io/cli-runtime pkg/resource/mapper.go',
    title: L('The cluster does not know this kind yet', '集群还不认识这个 kind'),
    cause: L(
      "kubectl asked the API server's discovery for the object's apiVersion and kind and found nothing: the CustomResourceDefinition is not installed (or the group/version in the YAML is misspelt). No request for the object was sent.",
      'kubectl 在 API Server 的发现信息里找不到对象的 apiVersion 和 kind：CustomResourceDefinition 没有安装（或者 YAML 里的组/版本拼错了）。对象本身的请求根本没有发出。',
    ),
    fix: L(
      'Install the CRDs first: make install (kustomize build config/crd | kubectl apply -f -), then check kubectl api-resources | grep <kind>.',
      '先安装 CRD：make install（kustomize build config/crd | kubectl apply -f -），再用 kubectl api-resources | grep <kind> 确认。',
    ),
    lesson: 'lessons/webhooks#what-make-run-does',
    exercise: 'webhook-local',
  },
  {
    id: 'unknown-resource-type',
    area: 'scaffold',
    message: "error: the server doesn't have a resource type %q",
    examples: [
      'error: the server doesn\'t have a resource type "memcacheds"',
      'error: the server doesn\'t have a resource type "guestbook"',
    ],
    origin: L('kubectl (discovery)', 'kubectl（发现机制）'),
    provenance: 'exact',
    source: 'kubernetes/kubectl pkg/cmd/util/helpers.go, k8s.io/cli-runtime pkg/resource/builder.go',
    title: L('kubectl does not know that resource name', 'kubectl 不认识这个资源名'),
    cause: L(
      'No served resource has that plural, singular, short name or kind: the CRD is not installed, or the name is misspelt.',
      '没有任何已提供的资源使用这个复数名、单数名、短名或 kind：CRD 没有安装，或者名字拼错了。',
    ),
    fix: L(
      'List what the server serves with kubectl api-resources; install the CRD with make install.',
      '用 kubectl api-resources 查看服务器提供的资源；用 make install 安装 CRD。',
    ),
    lesson: 'lessons/webhooks#what-make-run-does',
  },
];
