// `kubebuilder create api` / `operator-sdk create api` (go/v4, kubebuilder v3.12.0 behaviour):
// writes the API types, the controller and the kustomize bits in outline, wires them into
// cmd/main.go, then runs `go mod tidy` and `make generate` ([SOURCE] kubebuilder
// v3.12.0:pkg/plugins/golang/v4/api.go PostScaffold) — so it meets the same GOPROXY as init,
// this time through `go install` of controller-gen (TOOLCHAIN.md A5).
import type { ResolvedCommandContext } from 'just-bash';
import { execExported } from '../exec.ts';

export interface ApiLog {
  info(msg: string): void;
  fatal(msg: string): { stdout: string; stderr: string; exitCode: number };
  out(text: string): void;
  err(text: string): void;
}

const PLUGIN_KEY = 'base.go.kubebuilder.io/v4';

// kubebuilder pkg/internal/validation/dns.go: the formats, and regexError's message with examples
const DNS1123_LABEL = '[a-z0-9](?:[-a-z0-9]*[a-z0-9])?';
const DNS1123_SUBDOMAIN = `${DNS1123_LABEL}(?:\\.${DNS1123_LABEL})*`;
const DNS1035_LABEL = '[a-z](?:[-a-z0-9]*[a-z0-9])?';
const DNS1123_SUBDOMAIN_MSG =
  "a DNS-1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'my-name' or 'abc-123', ";
const DNS1035_LABEL_MSG =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name' or '123-abc', ";

/** dnsValidationConfig.check: the too-long error, then the format's. */
function dnsErrors(value: string, maxLen: number, format: string, msg: string): string[] {
  const errs: string[] = [];
  if (value.length > maxLen) errs.push(`must be no more than ${maxLen} characters`);
  if (!new RegExp(`^${format}$`).test(value)) errs.push(`${msg}regex used for validation is '${format}')`);
  return errs;
}
const WRAP = (phase: string, cause: string) => `failed to create API: ${phase} "${PLUGIN_KEY}": ${cause}`;

/** flect-like plural for the common cases (Memcached → memcacheds, Policy → policies). */
function plural(kind: string): string {
  const k = kind.toLowerCase();
  if (/[^aeiou]y$/.test(k)) return `${k.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(k)) return `${k}es`;
  return `${k}s`;
}

function typesFile(version: string, kind: string, namespaced: boolean): string {
  return `package ${version}

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// ${kind}Spec is the desired state of ${kind}. Add fields here (json tags are required),
// then run "make" to regenerate code.
type ${kind}Spec struct {
	// Foo is an example field of ${kind}.
	Foo string \`json:"foo,omitempty"\`
}

// ${kind}Status is the observed state of ${kind}.
type ${kind}Status struct {
}

//+kubebuilder:object:root=true
//+kubebuilder:subresource:status${namespaced ? '' : '\n//+kubebuilder:resource:scope=Cluster'}

// ${kind} is the Schema for the ${plural(kind)} API.
type ${kind} struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`

	Spec   ${kind}Spec   \`json:"spec,omitempty"\`
	Status ${kind}Status \`json:"status,omitempty"\`
}

//+kubebuilder:object:root=true

// ${kind}List is a list of ${kind}.
type ${kind}List struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []${kind} \`json:"items"\`
}

func init() {
	SchemeBuilder.Register(&${kind}{}, &${kind}List{})
}
`;
}

function groupVersionFile(group: string, domain: string, version: string): string {
  return `// Package ${version} holds the API schema definitions of the ${group} ${version} API group.
// +kubebuilder:object:generate=true
// +groupName=${group}.${domain}
package ${version}

import (
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/scheme"
)

var (
	// GroupVersion is the group version used to register these objects.
	GroupVersion = schema.GroupVersion{Group: "${group}.${domain}", Version: "${version}"}

	// SchemeBuilder adds the Go types to the GroupVersionKind scheme.
	SchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}

	// AddToScheme adds the types in this group-version to a scheme.
	AddToScheme = SchemeBuilder.AddToScheme
)
`;
}

function controllerFile(repo: string, group: string, domain: string, version: string, kind: string): string {
  const alias = `${group}${version}`;
  const res = plural(kind);
  return `package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	${alias} "${repo}/api/${version}"
)

// ${kind}Reconciler reconciles a ${kind} object
type ${kind}Reconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

//+kubebuilder:rbac:groups=${group}.${domain},resources=${res},verbs=get;list;watch;create;update;patch;delete
//+kubebuilder:rbac:groups=${group}.${domain},resources=${res}/status,verbs=get;update;patch
//+kubebuilder:rbac:groups=${group}.${domain},resources=${res}/finalizers,verbs=update

// Reconcile moves the current state of the cluster closer to the desired state.
func (r *${kind}Reconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	_ = log.FromContext(ctx)

	// TODO(user): your logic here

	return ctrl.Result{}, nil
}

// SetupWithManager sets up the controller with the Manager.
func (r *${kind}Reconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&${alias}.${kind}{}).
		Complete(r)
}
`;
}

const SUITE_IMPORTS = '\t//+kubebuilder:scaffold:imports\n';
const SUITE_SCHEME = '\t//+kubebuilder:scaffold:scheme\n';

/**
 * internal/controller/suite_test.go as v3.12.0 writes it ([SOURCE] kubebuilder v3.12.0:pkg/plugins/
 * golang/v4/scaffolds/internal/templates/controllers/controller_suitetest.go, after gofmt: compare
 * testdata/project-v4/internal/controller/suite_test.go); the resource's import and AddToScheme go
 * in at the two markers, here and into an existing file (machinery's Inserter).
 */
function suiteTestFile(boilerplate: string, hasApi: boolean): string {
  return `${boilerplate ? `${boilerplate}\n\n` : ''}package controller

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

${SUITE_IMPORTS})

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
		ErrorIfCRDPathMissing: ${hasApi},

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

${SUITE_SCHEME}
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
}

/** The resource's fragments before the suite's markers, unless a line of them is there already. */
function insertSuiteFragments(text: string, alias: string, apiPath: string): string {
  const imp = `\t${alias} "${apiPath}"\n`;
  const add = `\terr = ${alias}.AddToScheme(scheme.Scheme)\n\tExpect(err).NotTo(HaveOccurred())\n\n`;
  let out = text;
  if (!out.includes(imp)) out = out.replace(SUITE_IMPORTS, imp + SUITE_IMPORTS);
  if (!out.includes(add)) out = out.replace(SUITE_SCHEME, add + SUITE_SCHEME);
  return out;
}

function flag(args: string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === `--${name}`) return args[i + 1];
    if (args[i].startsWith(`--${name}=`)) return args[i].slice(name.length + 3);
  }
  return undefined;
}

async function readProject(ctx: ResolvedCommandContext): Promise<Record<string, string> | undefined> {
  const path = `${ctx.cwd}/PROJECT`;
  if (!(await ctx.fs.exists(path))) return undefined;
  const fields: Record<string, string> = {};
  for (const line of (await ctx.fs.readFile(path)).split('\n')) {
    const m = /^(domain|repo|projectName):\s*(.+)$/.exec(line);
    if (m) fields[m[1]] = m[2].trim();
  }
  return fields;
}

export async function createApi(args: string[], ctx: ResolvedCommandContext, log: ApiLog, _tool: string) {
  const project = await readProject(ctx);
  if (!project) return log.fatal('api subcommand requires an existing project');
  const group = flag(args, 'group') ?? '';
  const version = flag(args, 'version') ?? '';
  const kind = flag(args, 'kind') ?? '';
  const bool = (name: string) => {
    const v = flag(args, name) ?? (args.includes(`--${name}`) ? 'true' : undefined);
    return v === undefined ? undefined : v !== 'false';
  };
  let doApi = bool('resource');
  let doController = bool('controller');
  // This terminal has no interactive stdin: the prompts are answered "y", as most tutorials do.
  if (doApi === undefined) {
    log.info('Create Resource [y/n]');
    log.err('y\n');
    doApi = true;
  }
  if (doController === undefined) {
    log.info('Create Controller [y/n]');
    log.err('y\n');
    doController = true;
  }
  const injectErr = (cause: string) => log.fatal(WRAP('unable to inject the resource to', cause));
  // [SOURCE] kubebuilder v3.12.0 pkg/model/resource/gvk.go GVK.Validate, with
  // pkg/internal/validation/dns.go's messages (a []string printed with %s, and with %#v for Kind)
  const qualified = [group, project.domain ?? ''].filter((x) => x !== '').join('.');
  if (qualified === '') return injectErr('group cannot be empty if the domain is empty');
  const groupErrs = dnsErrors(qualified, 253, DNS1123_SUBDOMAIN, DNS1123_SUBDOMAIN_MSG);
  if (groupErrs.length > 0) return injectErr(`either Group or Domain is invalid: [${groupErrs.join(' ')}]`);
  if (version === '') return injectErr('version cannot be empty');
  if (!/^v\d+(?:(?:alpha|beta)\d+)?$/.test(version)) {
    return injectErr(`Version must match ^v\\d+(?:alpha\\d+|beta\\d+)?$ (was ${version})`);
  }
  if (kind === '') return injectErr('kind cannot be empty');
  const kindErrs = dnsErrors(kind.toLowerCase(), 63, DNS1035_LABEL, DNS1035_LABEL_MSG);
  if (kindErrs.length > 0)
    return injectErr(`invalid Kind: []string{${kindErrs.map((e) => JSON.stringify(e)).join(', ')}}`);
  if (kind[0] === kind[0].toLowerCase())
    return injectErr('invalid Kind: must start with an uppercase character');
  const dir = ctx.cwd;
  const main = `${dir}/cmd/main.go`;
  if (!(await ctx.fs.exists(main))) {
    return log.fatal(
      WRAP('unable to run pre-scaffold tasks of', 'cmd/main.go file should present in the root directory'),
    );
  }
  const typesPath = `${dir}/api/${version}/${kind.toLowerCase()}_types.go`;
  if (doApi && (await ctx.fs.exists(typesPath)) && !args.includes('--force')) {
    return injectErr('API resource already exists');
  }
  const { domain = 'my.domain', repo = '' } = project;
  log.info('Writing kustomize manifests for you to edit...');
  log.info('Writing scaffold for you to edit...');
  const write = async (rel: string, text: string) => {
    const path = `${dir}/${rel}`;
    await ctx.fs.mkdir(path.slice(0, path.lastIndexOf('/')), { recursive: true });
    await ctx.fs.writeFile(path, text);
  };
  const alias = `${group}${version}`;
  const lower = kind.toLowerCase();
  // the templates' SetTemplateDefaults log each file's path (log.Println(f.Path))
  if (doApi) {
    log.info(`api/${version}/${lower}_types.go`);
    log.info(`api/${version}/groupversion_info.go`);
    await write(
      `api/${version}/${lower}_types.go`,
      typesFile(version, kind, flag(args, 'namespaced') !== 'false'),
    );
    await write(`api/${version}/groupversion_info.go`, groupVersionFile(group, domain, version));
    await write(
      `config/samples/${group}_${version}_${lower}.yaml`,
      `apiVersion: ${group}.${domain}/${version}\nkind: ${kind}\nmetadata:\n  name: ${lower}-sample\nspec:\n  # TODO(user): Add fields here\n`,
    );
    await write(
      'config/crd/kustomization.yaml',
      `resources:\n- bases/${group}.${domain}_${plural(kind)}.yaml\n#+kubebuilder:scaffold:crdkustomizeresource\n`,
    );
  }
  let mainText = await ctx.fs.readFile(main);
  if (doApi) {
    mainText = mainText
      .replace(
        '\t//+kubebuilder:scaffold:imports',
        `\n\t${alias} "${repo}/api/${version}"\n\t//+kubebuilder:scaffold:imports`,
      )
      .replace(
        '\t//+kubebuilder:scaffold:scheme',
        `\tutilruntime.Must(${alias}.AddToScheme(scheme))\n\t//+kubebuilder:scaffold:scheme`,
      );
  }
  if (doController) {
    const suitePath = `${dir}/internal/controller/suite_test.go`;
    log.info('internal/controller/suite_test.go');
    log.info(`internal/controller/${lower}_controller.go`);
    // an existing suite is kept (IfExistsAction skip) and gets the fragments at its markers
    let suite = (await ctx.fs.exists(suitePath))
      ? await ctx.fs.readFile(suitePath)
      : suiteTestFile(
          (await ctx.fs.exists(`${dir}/hack/boilerplate.go.txt`))
            ? await ctx.fs.readFile(`${dir}/hack/boilerplate.go.txt`)
            : '',
          doApi,
        );
    if (doApi) suite = insertSuiteFragments(suite, alias, `${repo}/api/${version}`);
    await write('internal/controller/suite_test.go', suite);
    await write(
      `internal/controller/${lower}_controller.go`,
      controllerFile(repo, group, domain, version, kind),
    );
    mainText = mainText
      .replace(
        '\t//+kubebuilder:scaffold:imports',
        `\t"${repo}/internal/controller"\n\t//+kubebuilder:scaffold:imports`,
      )
      .replace(
        '\t//+kubebuilder:scaffold:builder',
        `\tif err = (&controller.${kind}Reconciler{\n\t\tClient: mgr.GetClient(),\n\t\tScheme: mgr.GetScheme(),\n\t}).SetupWithManager(mgr); err != nil {\n\t\tsetupLog.Error(err, "unable to create controller", "controller", "${kind}")\n\t\tos.Exit(1)\n\t}\n\t//+kubebuilder:scaffold:builder`,
      );
  }
  await ctx.fs.writeFile(main, mainText);
  await ctx.fs.writeFile(
    `${dir}/PROJECT`,
    `${(await ctx.fs.readFile(`${dir}/PROJECT`)).replace(/\nversion: "3"\n$/, '\n')}resources:\n- api:\n    crdVersion: v1\n    namespaced: true\n  controller: ${doController}\n  domain: ${domain}\n  group: ${group}\n  kind: ${kind}\n  path: ${repo}/api/${version}\n  version: ${version}\nversion: "3"\n`,
  );
  const step = async (title: string, command: string) => {
    log.info(`${title}:\n$ ${command}`);
    const r = await execExported(ctx, command, ctx.exportedEnv ?? {});
    // One ordered stream with the INFO lines, as a terminal shows it.
    log.err(r.stdout + r.stderr);
    return r.exitCode === 0
      ? undefined
      : log.fatal(WRAP('unable to run post-scaffold tasks of', `exit status ${r.exitCode}`));
  };
  const tidy = await step('Update dependencies', 'go mod tidy');
  if (tidy) return tidy;
  if (doApi && flag(args, 'make') !== 'false') {
    const make = await step('Running make', 'make generate');
    if (make) return make;
    log.out(
      'Next: implement your new API and generate the manifests (e.g. CRDs,CRs) with:\n$ make manifests\n',
    );
  }
  return undefined;
}
