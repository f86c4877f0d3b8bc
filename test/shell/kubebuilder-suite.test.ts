// kubebuilder's controller tests in the terminal: `create api` writes internal/controller/suite_test.go
// as kubebuilder v3.12.0 does (Ginkgo v2, Gomega, envtest), `go mod tidy` records ginkgo and gomega
// at the versions controller-runtime's go.mod brings, and `make test` / `go test` run the suite.
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/session.ts';

const DIR = '/home/user/demo';

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
