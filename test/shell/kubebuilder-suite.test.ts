// kubebuilder's controller tests in the terminal: `create api` writes internal/controller/suite_test.go
// as kubebuilder v3.12.0 does (Ginkgo v2, Gomega, envtest), `go mod tidy` records ginkgo and gomega
// at the versions controller-runtime's go.mod brings, and `make test` / `go test` run the suite.
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/session.ts';

const DIR = '/home/user/demo';

/** A file typed in through a heredoc. */
async function write(s: ShellSession, path: string, text: string): Promise<void> {
  await s.run(`cat > ${path} <<'GO_EOF'\n${text}GO_EOF`);
}

async function project(...apis: string[]): Promise<ShellSession> {
  const s = await ShellSession.create({ profile: 'open', cwd: '/home/user', goToolchain: srcGoToolchain });
  await s.run('mkdir demo && cd demo');
  await s.run('kubebuilder init --domain example.com --repo example.com/demo');
  for (const a of apis) await s.run(`kubebuilder create api ${a}`);
  return s;
}

/**
 * kubebuilder v3.12.0 testdata/project-v4/internal/controller/suite_test.go after the boilerplate,
 * with this project's API import (`crewv1 "sigs.k8s.io/kubebuilder/testdata/project-v4/api/v1"` there).
 */
const SUITE_BODY = (imports: string, schemes: string) => `package controller

import (
	"fmt"
	"path/filepath"
	"runtime"
	"testing"

	. "github.com/onsi/ginkgo/v2"
	. "github.com/onsi/gomega"

	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

${imports}	//+kubebuilder:scaffold:imports
)

// These tests use Ginkgo (BDD-style Go testing framework). Refer to
// http://onsi.github.io/ginkgo/ to learn more about Ginkgo.

var cfg *rest.Config
var k8sClient client.Client
var testEnv *envtest.Environment

func TestControllers(t *testing.T) {
	RegisterFailHandler(Fail)

	RunSpecs(t, "Controller Suite")
}

var _ = BeforeSuite(func() {
	logf.SetLogger(zap.New(zap.WriteTo(GinkgoWriter), zap.UseDevMode(true)))

	By("bootstrapping test environment")
	testEnv = &envtest.Environment{
		CRDDirectoryPaths:     []string{filepath.Join("..", "..", "config", "crd", "bases")},
		ErrorIfCRDPathMissing: true,

		// The BinaryAssetsDirectory is only required if you want to run the tests directly
		// without call the makefile target test. If not informed it will look for the
		// default path defined in controller-runtime which is /usr/local/kubebuilder/.
		// Note that you must have the required binaries setup under the bin directory to perform
		// the tests directly. When we run make test it will be setup and used automatically.
		BinaryAssetsDirectory: filepath.Join("..", "..", "bin", "k8s",
			fmt.Sprintf("1.28.0-%s-%s", runtime.GOOS, runtime.GOARCH)),
	}

	var err error
	// cfg is defined in this file globally.
	cfg, err = testEnv.Start()
	Expect(err).NotTo(HaveOccurred())
	Expect(cfg).NotTo(BeNil())

${schemes}	//+kubebuilder:scaffold:scheme

	k8sClient, err = client.New(cfg, client.Options{Scheme: scheme.Scheme})
	Expect(err).NotTo(HaveOccurred())
	Expect(k8sClient).NotTo(BeNil())

})

var _ = AfterSuite(func() {
	By("tearing down the test environment")
	err := testEnv.Stop()
	Expect(err).NotTo(HaveOccurred())
})
`;

const scheme = (alias: string) =>
  `\terr = ${alias}.AddToScheme(scheme.Scheme)\n\tExpect(err).NotTo(HaveOccurred())\n\n`;

describe('kubebuilder create api writes the controller suite', () => {
  it('suite_test.go as v3.12.0, its path logged, ginkgo and gomega required as controller-runtime v0.16.0 brings them', async () => {
    const s = await project('--group apps --version v1 --kind Guestbook --resource --controller');
    const suite = (await s.readFile(`${DIR}/internal/controller/suite_test.go`)) ?? '';
    const boilerplate = (await s.readFile(`${DIR}/hack/boilerplate.go.txt`)) ?? '';
    expect(suite).toBe(
      `${boilerplate}\n\n${SUITE_BODY('\tappsv1 "example.com/demo/api/v1"\n', scheme('appsv1'))}`,
    );
    const goMod = (await s.readFile(`${DIR}/go.mod`)) ?? '';
    // kubebuilder v3.12.0 testdata/project-v4/go.mod: the versions controller-runtime v0.16.0 requires
    expect(goMod).toContain('\tgithub.com/onsi/ginkgo/v2 v2.11.0\n\tgithub.com/onsi/gomega v1.27.10\n');
    expect(goMod).not.toMatch(/onsi.*indirect/);
  }, 300_000);

  it('a second kind adds its import and scheme once per group-version; the file is kept otherwise', async () => {
    const s = await project(
      '--group apps --version v1 --kind Guestbook --resource --controller',
      '--group apps --version v1 --kind Ledger --resource --controller',
    );
    const r = await s.run(
      'kubebuilder create api --group apps --version v2 --kind Book --resource --controller',
    );
    expect(r.stderr).toContain(
      'INFO[0000] api/v2/book_types.go\nINFO[0000] api/v2/groupversion_info.go\nINFO[0000] internal/controller/suite_test.go\nINFO[0000] internal/controller/book_controller.go\n',
    );
    const suite = (await s.readFile(`${DIR}/internal/controller/suite_test.go`)) ?? '';
    expect(suite.slice(suite.indexOf('package controller'))).toBe(
      SUITE_BODY(
        '\tappsv1 "example.com/demo/api/v1"\n\tappsv2 "example.com/demo/api/v2"\n',
        scheme('appsv1') + scheme('appsv2'),
      ),
    );
  }, 300_000);
});

// What `go test` prints is ginkgo v2.11.0's default reporter (reporters/default_reporter.go, colours
// from formatter/formatter.go) and gomega v1.27.10's messages; the seed is the run's clock
// (time.Now().Unix(): the simulated clock starts at 2026-01-01T00:00:00Z), durations are the
// simulated ones.
const ESC = '\x1b';
const c = (code: string) => `${ESC}[${code}m`;
const [RESET, BOLD, GREEN, RED, GRAY, YELLOW, CYAN] = [
  '0',
  '1',
  '38;5;10',
  '38;5;9',
  '38;5;243',
  '38;5;11',
  '38;5;14',
].map(c);
const SEED = 1767225600;
const BANNER = (specs: number) =>
  `Running Suite: Controller Suite - ${DIR}/internal/controller\n${'='.repeat(69)}\nRandom Seed: ${BOLD}${SEED}${RESET}\n\nWill run ${BOLD}${specs}${RESET} of ${BOLD}${specs}${RESET} specs\n`;
const TALLY = (passed: number, failed: number) =>
  `${GREEN}${BOLD}${passed} Passed${RESET} | ${RED}${BOLD}${failed} Failed${RESET} | ${YELLOW}${BOLD}0 Pending${RESET} | ${CYAN}${BOLD}0 Skipped${RESET}\n`;

/** kubebuilder v3.14.0's guestbook_controller_test.go (controller_test_template.go), as people keep it. */
const CONTROLLER_TEST = `package controller

import (
	"context"

	. "github.com/onsi/ginkgo/v2"
	. "github.com/onsi/gomega"
	"k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/types"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	appsv1 "example.com/demo/api/v1"
)

var _ = Describe("Guestbook Controller", func() {
	Context("When reconciling a resource", func() {
		const resourceName = "test-resource"

		ctx := context.Background()

		typeNamespacedName := types.NamespacedName{
			Name:      resourceName,
			Namespace: "default", // TODO(user):Modify as needed
		}
		guestbook := &appsv1.Guestbook{}

		BeforeEach(func() {
			By("creating the custom resource for the Kind Guestbook")
			err := k8sClient.Get(ctx, typeNamespacedName, guestbook)
			if err != nil && errors.IsNotFound(err) {
				resource := &appsv1.Guestbook{
					ObjectMeta: metav1.ObjectMeta{
						Name:      resourceName,
						Namespace: "default",
					},
					// TODO(user): Specify other spec details if needed.
				}
				Expect(k8sClient.Create(ctx, resource)).To(Succeed())
			}
		})

		AfterEach(func() {
			// TODO(user): Cleanup logic after each test, like removing the resource instance.
			resource := &appsv1.Guestbook{}
			err := k8sClient.Get(ctx, typeNamespacedName, resource)
			Expect(err).NotTo(HaveOccurred())

			By("Cleanup the specific resource instance Guestbook")
			Expect(k8sClient.Delete(ctx, resource)).To(Succeed())
		})
		It("should successfully reconcile the resource", func() {
			By("Reconciling the created resource")
			controllerReconciler := &GuestbookReconciler{
				Client: k8sClient,
				Scheme: k8sClient.Scheme(),
			}

			_, err := controllerReconciler.Reconcile(ctx, reconcile.Request{
				NamespacedName: typeNamespacedName,
			})
			Expect(err).NotTo(HaveOccurred())
		})
	})
})
`;

const API = '--group apps --version v1 --kind Guestbook --resource --controller';

describe('make test runs the suite on envtest', () => {
  it('a fresh project: setup-envtest gives the assets path, the suite passes with its coverage line', async () => {
    const s = await project(API);
    const r = await s.run('make test');
    const out = r.stdout + r.stderr;
    expect(r.exitCode).toBe(0);
    expect(out).toContain(
      `KUBEBUILDER_ASSETS="${DIR}/bin/k8s/1.28.0-linux-amd64" go test ./... -coverprofile cover.out\n`,
    );
    expect(out).toContain(
      'ok  \texample.com/demo/internal/controller\t0.012s\tcoverage: 0.0% of statements\n',
    );
    expect(await s.readFile(`${DIR}/bin/k8s/1.28.0-linux-amd64/kube-apiserver`)).toBeDefined();
    // -p path prints the bare path; -p env the export line (env/env.go PrintInfo)
    expect((await s.run('bin/setup-envtest use 1.28.0 --bin-dir /tmp/assets -p path')).stdout).toBe(
      '/tmp/assets/k8s/1.28.0-linux-amd64',
    );
    expect((await s.run('bin/setup-envtest use 1.28.0 --bin-dir /tmp/assets -p env')).stdout).toBe(
      "export KUBEBUILDER_ASSETS='/tmp/assets/k8s/1.28.0-linux-amd64'\n",
    );
    // v3.12.0's scaffold has no specs: ginkgo runs no BeforeSuite (internal/suite.go runBeforeSuite)
    const v = await s.run('go test -v ./internal/controller');
    expect(v.stdout).toBe(
      `=== RUN   TestControllers\n${BANNER(0)}\n${GREEN}${BOLD}Ran 0 of 0 Specs in 0.000 seconds${RESET}\n${GREEN}${BOLD}SUCCESS!${RESET} -- ${TALLY(0, 0)}--- PASS: TestControllers (0.00s)\nPASS\nok  \texample.com/demo/internal/controller\t0.012s\n`,
    );
  }, 300_000);

  it('the v3.14 controller test reconciles a Guestbook created on envtest: one spec, a dot for it', async () => {
    const s = await project(API);
    await write(s, `${DIR}/internal/controller/guestbook_controller_test.go`, CONTROLLER_TEST);
    // make test: the CRDs (make manifests) and envtest's binaries (setup-envtest)
    await s.run('make test');
    const v = await s.run('go test -v ./internal/controller');
    expect(v.stdout).toBe(
      `=== RUN   TestControllers\n${BANNER(1)}${GREEN}•${RESET}\n\n${GREEN}${BOLD}Ran 1 of 1 Specs in 0.000 seconds${RESET}\n${GREEN}${BOLD}SUCCESS!${RESET} -- ${TALLY(1, 0)}--- PASS: TestControllers (0.00s)\nPASS\nok  \texample.com/demo/internal/controller\t0.012s\n`,
    );
    expect(v.exitCode).toBe(0);
  }, 300_000);

  it('a failing spec: the spec, its steps and GinkgoWriter lines, gomega’s message, the summary, FAIL', async () => {
    const s = await project(API);
    await write(
      s,
      `${DIR}/internal/controller/guestbook_controller_test.go`,
      CONTROLLER_TEST.replace(
        '\t\t\tExpect(err).NotTo(HaveOccurred())\n\t\t})\n\t})\n})',
        '\t\t\tExpect(err).NotTo(HaveOccurred())\n\t\t\tfmt.Fprintln(GinkgoWriter, "reconciled")\n\t\t\tExpect(guestbook.Name).To(Equal("other"))\n\t\t})\n\t})\n})',
      ).replace('"context"\n', '"context"\n\t"fmt"\n'),
    );
    // make test: the CRDs (make manifests) and envtest's binaries (setup-envtest)
    await s.run('make test');
    const file = `${DIR}/internal/controller/guestbook_controller_test.go`;
    const at = '01/01/26 00:00:00';
    const r = await s.run('go test ./internal/controller');
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toBe(
      `${BANNER(1)}${GRAY}${'-'.repeat(30)}${RESET}\n` +
        `${RED}• [FAILED] [0.000 seconds]${RESET}\n` +
        `${RESET}Guestbook Controller ${GRAY}When reconciling a resource ${RED}${BOLD}[It] should successfully reconcile the resource${RESET}\n` +
        `${GRAY}${file}:54${RESET}\n\n` +
        `  ${GRAY}Timeline >>${RESET}\n` +
        `  ${BOLD}STEP:${RESET} creating the custom resource for the Kind Guestbook ${GRAY}@ ${at}${RESET}\n` +
        `  ${BOLD}STEP:${RESET} Reconciling the created resource ${GRAY}@ ${at}${RESET}\n` +
        '  reconciled\n' +
        `  ${RED}[FAILED]${RESET} in [It] - ${file}:66 ${GRAY}@ ${at}${RESET}\n` +
        `  ${BOLD}STEP:${RESET} Cleanup the specific resource instance Guestbook ${GRAY}@ ${at}${RESET}\n` +
        `  ${GRAY}<< Timeline${RESET}\n\n` +
        `  ${RED}[FAILED] Expected\n      <string>: \n  to equal\n      <string>: other${RESET}\n` +
        `  ${RED}In ${BOLD}[It]${RESET}${RED} at: ${BOLD}${file}:66${RESET} ${GRAY}@ ${at}${RESET}\n` +
        `${GRAY}${'-'.repeat(30)}${RESET}\n\n` +
        `${RED}${BOLD}Summarizing 1 Failure:${RESET}\n` +
        `  ${RED}[FAIL]${RESET} ${RESET}Guestbook Controller ${GRAY}When reconciling a resource ${RED}${BOLD}[It] should successfully reconcile the resource${RESET}\n` +
        `  ${GRAY}${file}:66${RESET}\n\n` +
        `${RED}${BOLD}Ran 1 of 1 Specs in 0.000 seconds${RESET}\n` +
        `${RED}${BOLD}FAIL!${RESET} -- ${TALLY(0, 1)}` +
        '--- FAIL: TestControllers (0.00s)\nFAIL\nFAIL\texample.com/demo/internal/controller\t0.012s\nFAIL\n',
    );
  }, 300_000);
});

const MATCHERS_TEST = `package controller

import (
	"fmt"
	"strings"
	"time"

	. "github.com/onsi/ginkgo/v2"
	. "github.com/onsi/gomega"
)

func pair() (int, error) { return 0, fmt.Errorf("boom") }

var _ = Describe("gomega", func() {
	It("equal ints", func() { Expect(3).To(Equal(4)) })
	It("length", func() { Expect([]string{"a"}).To(HaveLen(2)) })
	It("substring", func() { Ω("hello world").Should(ContainSubstring("bye")) })
	It("false", func() { Expect(true).To(BeFalse(), "the flag for %s", "x") })
	It("long strings", func() { Expect(strings.Repeat("a", 60) + "b").To(Equal(strings.Repeat("a", 60) + "c")) })
	It("eventually", func() { Eventually(func() int { return 1 }).Should(Equal(2)) })
	It("consistently", func() {
		n := 0
		Consistently(func() int { n++; return n }, 50*time.Millisecond, 10*time.Millisecond).Should(BeNumerically("<", 3))
	})
	It("extra result", func() { Expect(pair()).To(Equal(0)) })
	It("nil compare", func() { Expect(nil).To(Equal(nil)) })
	It("not", func() { Expect("x").NotTo(BeEmpty()); Expect("").To(Not(BeEmpty())) })
})
`;

// without colours, and the simulated heap's addresses (which depend on what the run allocated) as 0xADDR
const strip = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '').replace(/0xc[0-9a-f]{9}/g, '0xADDR');

describe('gomega’s messages', () => {
  it('matchers, descriptions, Eventually/Consistently timing and the function results Expect vets', async () => {
    const s = await project(API);
    await write(s, `${DIR}/internal/controller/matchers_test.go`, MATCHERS_TEST);
    // make test: the CRDs (make manifests) and envtest's binaries (setup-envtest)
    await s.run('make test');
    const out = strip((await s.run('go test ./internal/controller')).stdout);
    const failed = (msg: string) => `  [FAILED] ${msg.replaceAll('\n', '\n  ')}\n`;
    for (const m of [
      'Expected\n    <int>: 3\nto equal\n    <int>: 4',
      'Expected\n    <[]string | len:1, cap:1>: ["a"]\nto have length 2',
      'Expected\n    <string>: hello world\nto contain substring\n    <string>: bye',
      'the flag for x\nExpected\n    <bool>: true\nto be false',
      // format.MessageWithDiff: both strings cut around the first difference, a | above it
      'Expected\n    <string>: "...aaaaab"\nto equal               |\n    <string>: "...aaaaac"',
      // polled every 10ms up to the 1s default
      'Timed out after 1.000s.\nExpected\n    <int>: 1\nto equal\n    <int>: 2',
      'Failed after 0.020s.\nExpected\n    <int>: 3\nto be <\n    <int>: 3',
      // vetActuals: pair()'s error, format.Object with the pointer (the simulated heap's address)
      'Unexpected error: boom\n    <*errors.errorString | 0xADDR>: \n    boom\n    {s: "boom"}',
      'Refusing to compare <nil> to <nil>.\nBe explicit and use BeNil() instead.  This is to avoid mistakes where both sides of an assertion are erroneously uninitialized.',
      'Expected\n    <string>: \nnot to be empty',
    ])
      expect(out).toContain(failed(m));
    expect(out).toContain(
      'Ran 10 of 10 Specs in 1.020 seconds\nFAIL! -- 0 Passed | 10 Failed | 0 Pending | 0 Skipped\n',
    );
  }, 300_000);
});

describe('ginkgo’s flags reach the test binary', () => {
  it('-ginkgo.v streams each node as it runs: its location, steps, then its result (go test in the package directory)', async () => {
    const s = await project(API);
    await write(s, `${DIR}/internal/controller/guestbook_controller_test.go`, CONTROLLER_TEST);
    // make test: the CRDs (make manifests) and envtest's binaries (setup-envtest)
    await s.run('make test');
    const r = await s.run('cd internal/controller && go test -ginkgo.v');
    const suite = `${DIR}/internal/controller/suite_test.go`;
    const delimiter = `${GRAY}${'-'.repeat(30)}${RESET}\n`;
    const step = (text: string) => `  ${BOLD}STEP:${RESET} ${text} ${GRAY}@ 01/01/26 00:00:00${RESET}\n`;
    const suiteNode = (kind: string, line: number, stepText: string) =>
      `${RESET}${BOLD}[${kind}] ${RESET}\n${GRAY}${suite}:${line}${RESET}\n${step(stepText)}${GREEN}[${kind}] PASSED [0.000 seconds]${RESET}\n${delimiter}`;
    expect(r.stdout).toBe(
      BANNER(1) +
        delimiter +
        suiteNode('BeforeSuite', 42, 'bootstrapping test environment') +
        `${RESET}Guestbook Controller ${GRAY}When reconciling a resource ${RESET}${BOLD}should successfully reconcile the resource${RESET}\n` +
        `${GRAY}${DIR}/internal/controller/guestbook_controller_test.go:53${RESET}\n` +
        step('creating the custom resource for the Kind Guestbook') +
        step('Reconciling the created resource') +
        step('Cleanup the specific resource instance Guestbook') +
        `${GREEN}• [0.000 seconds]${RESET}\n${delimiter}` +
        suiteNode('AfterSuite', 76, 'tearing down the test environment') +
        `\n${GREEN}${BOLD}Ran 1 of 1 Specs in 0.000 seconds${RESET}\n${GREEN}${BOLD}SUCCESS!${RESET} -- ${TALLY(1, 0)}PASS\nok  \texample.com/demo/internal/controller\t0.012s\n`,
    );
    // an undefined flag is the flag package's error, with ginkgo's flags among the usage
    const bad = await s.run('go test -ginkgo.bogus');
    expect(bad.stdout).toContain('flag provided but not defined: -ginkgo.bogus\n');
    expect(bad.stdout).toContain(
      '  -ginkgo.v\n    \tIf set, emits more output including GinkgoWriter contents.\n',
    );
  }, 300_000);
});

describe('envtest needs the control plane binaries', () => {
  it('go test before make test: etcd is not in bin/k8s yet, so BeforeSuite fails as exec does, five tries logged', async () => {
    const s = await project(API);
    await write(s, `${DIR}/internal/controller/guestbook_controller_test.go`, CONTROLLER_TEST);
    await s.run('make manifests');
    const etcd = '../../bin/k8s/1.28.0-linux-amd64/etcd';
    const r = await s.run('go test ./internal/controller');
    expect(r.exitCode).toBe(1);
    const out = strip(r.stdout);
    // [CR] v0.16.0 pkg/envtest/server.go startControlPlane: log.Error per try, then the wrapped error
    for (let i = 0; i < 5; i++)
      expect(out).toContain(
        `  2026-01-01T00:00:00Z\tERROR\tcontroller-runtime.test-env\tunable to start the controlplane\t{"tries": ${i}, "error": "fork/exec ${etcd}: no such file or directory"}\n`,
      );
    expect(out).toContain(
      `  [FAILED] Unexpected error:\n      <*fmt.wrapError | 0xADDR>: \n      unable to start control plane itself: failed to start the controlplane. retried 5 times: fork/exec ${etcd}: no such file or directory\n`,
    );
    expect(out).toContain(
      `              err: <*fs.PathError | 0xADDR>{\n                  Op: "fork/exec",\n                  Path: "${etcd}",\n                  Err: <syscall.Errno>0x2,\n              },\n`,
    );
    expect(out).toContain(
      'Ran 0 of 1 Specs in 0.000 seconds\nFAIL! -- A BeforeSuite node failed so all tests were skipped.\n--- FAIL: TestControllers (0.00s)\nFAIL\nFAIL\texample.com/demo/internal/controller\t0.012s\nFAIL\n',
    );
    // make test's setup-envtest writes them; go test alone then finds them through BinaryAssetsDirectory
    expect((await s.run('make test')).exitCode).toBe(0);
    expect((await s.run('go test ./internal/controller')).stdout).toBe(
      'ok  \texample.com/demo/internal/controller\t0.012s\n',
    );
  }, 300_000);
});

describe('ginkgo’s Ordered containers', () => {
  it('BeforeAll runs once before the container’s first spec, AfterAll after its last', async () => {
    const s = await project(API);
    await write(
      s,
      `${DIR}/internal/controller/ordered_test.go`,
      `package controller

import (
	. "github.com/onsi/ginkgo/v2"
	. "github.com/onsi/gomega"
)

var _ = Describe("ordered", Ordered, func() {
	n := 0
	BeforeAll(func() { n = 10 })
	It("one", func() { n++; Expect(n).To(Equal(11)) })
	It("two", func() { n++; Expect(n).To(Equal(12)) })
	AfterAll(func() { Expect(n).To(Equal(2), "AfterAll sees n") })
})
`,
    );
    await s.run('make test');
    const out = strip((await s.run('go test ./internal/controller')).stdout);
    expect(out).toContain(
      '  [FAILED] AfterAll sees n\n  Expected\n      <int>: 12\n  to equal\n      <int>: 2\n',
    );
    expect(out).toContain(
      'Ran 2 of 2 Specs in 0.000 seconds\nFAIL! -- 1 Passed | 1 Failed | 0 Pending | 0 Skipped\n',
    );
  }, 300_000);
});
