// `kubebuilder create api` / `operator-sdk create api` (go/v4, kubebuilder v3.12.0 behaviour):
// writes the API types, the controller and the kustomize bits in outline, wires them into
// cmd/main.go, then runs `go mod tidy` and `make generate` ([SOURCE] kubebuilder
// v3.12.0:pkg/plugins/golang/v4/api.go PostScaffold) — so it meets the same GOPROXY as init,
// this time through `go install` of controller-gen (TOOLCHAIN.md A5).
import type { ResolvedCommandContext } from 'just-bash';
import { parse } from 'yaml';
import type { OrderState } from '../../order.ts';
import { execChunks } from '../exec.ts';

export interface ApiLog {
  info(msg: string): void;
  fatal(msg: string): { stdout: string; stderr: string; exitCode: number };
  out(text: string): void;
  err(text: string): void;
  /** The terminal's output order: a child's pieces come in the order written (execChunks). */
  order: OrderState | undefined;
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
const WRAP = (phase: string, cause: string, what = 'API') =>
  `failed to create ${what}: ${phase} "${PLUGIN_KEY}": ${cause}`;

/**
 * [SOURCE] kubebuilder v3.12.0 pkg/model/resource/gvk.go GVK.Validate, with
 * pkg/internal/validation/dns.go's messages (a []string printed with %s, and with %#v for Kind).
 */
function validateGvk(group: string, domain: string, version: string, kind: string): string | undefined {
  const qualified = [group, domain].filter((x) => x !== '').join('.');
  if (qualified === '') return 'group cannot be empty if the domain is empty';
  const groupErrs = dnsErrors(qualified, 253, DNS1123_SUBDOMAIN, DNS1123_SUBDOMAIN_MSG);
  if (groupErrs.length > 0) return `either Group or Domain is invalid: [${groupErrs.join(' ')}]`;
  if (version === '') return 'version cannot be empty';
  if (!/^v\d+(?:(?:alpha|beta)\d+)?$/.test(version)) {
    return `Version must match ^v\\d+(?:alpha\\d+|beta\\d+)?$ (was ${version})`;
  }
  if (kind === '') return 'kind cannot be empty';
  const kindErrs = dnsErrors(kind.toLowerCase(), 63, DNS1035_LABEL, DNS1035_LABEL_MSG);
  if (kindErrs.length > 0)
    return `invalid Kind: []string{${kindErrs.map((e) => JSON.stringify(e)).join(', ')}}`;
  if (kind[0] === kind[0].toLowerCase()) return 'invalid Kind: must start with an uppercase character';
  return undefined;
}

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

/** A resource of the PROJECT file (kubebuilder pkg/model/resource: the fields config v3 writes). */
export interface ProjectResource {
  api?: { crdVersion: string; namespaced?: boolean };
  controller?: boolean;
  domain?: string;
  group?: string;
  kind: string;
  path?: string;
  plural?: string;
  version: string;
  webhooks?: { conversion?: boolean; defaulting?: boolean; validation?: boolean; webhookVersion: string };
}

interface Project {
  domain?: string;
  repo?: string;
  projectName?: string;
  multigroup?: boolean;
  resources: ProjectResource[];
  /** The file up to its resources (the keys config v3 writes before them). */
  head: string;
}

async function readProject(ctx: ResolvedCommandContext): Promise<Project | undefined> {
  const path = `${ctx.cwd}/PROJECT`;
  if (!(await ctx.fs.exists(path))) return undefined;
  const text = await ctx.fs.readFile(path);
  let doc: Record<string, unknown> = {};
  try {
    doc = (parse(text) as Record<string, unknown> | null) ?? {};
  } catch {
    doc = {};
  }
  const str = (k: string) => (typeof doc[k] === 'string' ? (doc[k] as string) : undefined);
  const lines = text.split('\n');
  const cut = lines.findIndex((l) => /^(resources|version):/.test(l));
  return {
    domain: str('domain'),
    repo: str('repo'),
    projectName: str('projectName'),
    multigroup: doc.multigroup === true,
    resources: Array.isArray(doc.resources) ? (doc.resources as ProjectResource[]) : [],
    head: cut < 0 ? text : `${lines.slice(0, cut).join('\n')}\n`,
  };
}

/** The PROJECT file as config v3 marshals it: the resources' fields in their order, false omitted. */
async function writeProject(ctx: ResolvedCommandContext, p: Project): Promise<void> {
  let out = p.head;
  if (p.resources.length > 0) out += 'resources:\n';
  for (const r of p.resources) {
    const fields: string[] = [];
    if (r.api) {
      fields.push(
        `api:\n    crdVersion: ${r.api.crdVersion}${r.api.namespaced ? '\n    namespaced: true' : ''}`,
      );
    }
    if (r.controller) fields.push('controller: true');
    if (r.domain) fields.push(`domain: ${r.domain}`);
    if (r.group) fields.push(`group: ${r.group}`);
    fields.push(`kind: ${r.kind}`);
    if (r.path) fields.push(`path: ${r.path}`);
    if (r.plural) fields.push(`plural: ${r.plural}`);
    fields.push(`version: ${r.version}`);
    if (r.webhooks) {
      const w = r.webhooks;
      fields.push(
        `webhooks:${w.conversion ? '\n    conversion: true' : ''}${w.defaulting ? '\n    defaulting: true' : ''}${w.validation ? '\n    validation: true' : ''}\n    webhookVersion: ${w.webhookVersion}`,
      );
    }
    out += `- ${fields.join('\n  ')}\n`;
  }
  await ctx.fs.writeFile(`${ctx.cwd}/PROJECT`, `${out}version: "3"\n`);
}

/** config v3 GetResource: the resource with this group (and domain), version and kind. */
function findResource(p: Project, group: string, version: string, kind: string): ProjectResource | undefined {
  return p.resources.find(
    (r) =>
      (r.group ?? '') === group &&
      (r.domain ?? '') === (p.domain ?? '') &&
      r.version === version &&
      r.kind === kind,
  );
}

// [SOURCE] kubebuilder v3.12.0 pkg/cli/cmd_helpers.go preRunEFunc: yamlstore's LoadError is no
// *PathError, so os.IsNotExist misses it and the generic `unable to load configuration file` wraps it
// (as crossplane/provider-template#54 shows)
const NO_PROJECT =
  'unable to load configuration file: unable to load the configuration: unable to read "PROJECT" file: open PROJECT: no such file or directory';

/** pkg/cli/resource.go resourceOptions.validate: a flag that took the next flag as its value. */
function resourceFlagsError(group: string, version: string, kind: string): string | undefined {
  if (group.startsWith('-')) return 'group flag present but empty';
  if (version.startsWith('-')) return 'version flag present but empty';
  if (kind.startsWith('-')) return 'kind flag present but empty';
  return undefined;
}

/**
 * A post-scaffold task (`go mod tidy`, `make generate`): its INFO line, the command's output in one
 * ordered stream with the INFO lines (as a terminal shows it), and the fatal line when it fails.
 */
function postScaffoldStep(ctx: ResolvedCommandContext, log: ApiLog, what: 'API' | 'webhook') {
  return async (title: string, command: string) => {
    log.info(`${title}:\n$ ${command}`);
    // RunCmd gives the child the tool's stdout and stderr
    const r = await execChunks(ctx, command, ctx.exportedEnv ?? {}, log.order);
    for (const c of r.chunks) (c.fd === 1 ? log.out : log.err)(c.text);
    return r.exitCode === 0
      ? undefined
      : log.fatal(WRAP('unable to run post-scaffold tasks of', `exit status ${r.exitCode}`, what));
  };
}

export async function createApi(args: string[], ctx: ResolvedCommandContext, log: ApiLog, _tool: string) {
  const project = await readProject(ctx);
  if (!project) return log.fatal(`failed to create API: ${NO_PROJECT}`);
  const group = (flag(args, 'group') ?? '').trim();
  const version = (flag(args, 'version') ?? '').trim();
  const kind = (flag(args, 'kind') ?? '').trim();
  const optErr = resourceFlagsError(group, version, kind);
  if (optErr) return log.fatal(`failed to create API: unable to create resource: ${optErr}`);
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
  const gvkErr = validateGvk(group, project.domain ?? '', version, kind);
  if (gvkErr) return injectErr(gvkErr);
  // [SOURCE] kubebuilder v3.12.0 pkg/plugins/golang/v4/api.go InjectResource: the PROJECT file's
  // resources decide, then (PreScaffold) cmd/main.go must be there
  const existing = findResource(project, group, version, kind);
  if (doApi) {
    if (existing?.api && bool('force') !== true) return injectErr('API resource already exists');
    if (
      !project.multigroup &&
      project.resources.length > 0 &&
      !project.resources.some((r) => r.group === group)
    ) {
      return injectErr(
        'multiple groups are not allowed by default, to enable multi-group visit https://kubebuilder.io/migration/multi-group.html',
      );
    }
  }
  const dir = ctx.cwd;
  const main = `${dir}/cmd/main.go`;
  if (!(await ctx.fs.exists(main))) {
    return log.fatal(
      WRAP('unable to run pre-scaffold tasks of', 'cmd/main.go file should present in the root directory'),
    );
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
  // options.UpdateResource, then config v3 UpdateResource (a new resource, or merged into its entry)
  const irregular = flag(args, 'plural');
  const res: ProjectResource = existing ?? { domain, group, kind, version };
  if (!existing) project.resources.push(res);
  if (doApi) {
    res.api = { crdVersion: 'v1', namespaced: flag(args, 'namespaced') !== 'false' };
    res.path = `${repo}/api/${version}`;
  }
  if (doController) res.controller = true;
  if (irregular) res.plural = irregular;
  await writeProject(ctx, project);

  const step = postScaffoldStep(ctx, log, 'API');
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

/** api/<version>/<kind>_webhook.go ([SOURCE] kubebuilder v3.12.0 templates/api/webhook.go, as goimports leaves it). */
function webhookFile(
  boilerplate: string,
  group: string,
  domain: string,
  version: string,
  kind: string,
  w: { defaulting: boolean; validation: boolean },
  plural: string,
): string {
  const lower = kind.toLowerCase();
  const qualified = [group, domain].filter((x) => x !== '').join('.');
  const dashed = qualified.replaceAll('.', '-');
  const imports = [
    ...(w.validation ? ['"k8s.io/apimachinery/pkg/runtime"'] : []),
    'ctrl "sigs.k8s.io/controller-runtime"',
    'logf "sigs.k8s.io/controller-runtime/pkg/log"',
    ...(w.validation || w.defaulting ? ['"sigs.k8s.io/controller-runtime/pkg/webhook"'] : []),
    ...(w.validation ? ['"sigs.k8s.io/controller-runtime/pkg/webhook/admission"'] : []),
  ];
  let text = `${boilerplate ? `${boilerplate}\n\n` : ''}package ${version}

import (
${imports.map((i) => `\t${i}\n`).join('')})

// log is for logging in this package.
var ${lower}log = logf.Log.WithName("${lower}-resource")

func (r *${kind}) SetupWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr).
		For(r).
		Complete()
}

// TODO(user): EDIT THIS FILE!  THIS IS SCAFFOLDING FOR YOU TO OWN!
`;
  const marker = (path: string, mutating: boolean, prefix: string) =>
    `//+kubebuilder:webhook:path=/${path}-${dashed}-${version}-${lower},mutating=${mutating},failurePolicy=fail,sideEffects=None,groups=${qualified},resources=${plural},verbs=create;update,versions=${version},name=${prefix}${lower}.kb.io,admissionReviewVersions=v1`;
  if (w.defaulting) {
    text += `
${marker('mutate', true, 'm')}

var _ webhook.Defaulter = &${kind}{}

// Default implements webhook.Defaulter so a webhook will be registered for the type
func (r *${kind}) Default() {
	${lower}log.Info("default", "name", r.Name)

	// TODO(user): fill in your defaulting logic.
}
`;
  }
  if (w.validation) {
    const fn = (name: string, args: string, what: string, upon: string) => `
// ${name} implements webhook.Validator so a webhook will be registered for the type
func (r *${kind}) ${name}(${args}) (admission.Warnings, error) {
	${lower}log.Info("validate ${what}", "name", r.Name)

	// TODO(user): fill in your validation logic upon object ${upon}.
	return nil, nil
}
`;
    text += `
// TODO(user): change verbs to "verbs=create;update;delete" if you want to enable deletion validation.
${marker('validate', false, 'v')}

var _ webhook.Validator = &${kind}{}
${fn('ValidateCreate', '', 'create', 'creation')}${fn('ValidateUpdate', 'old runtime.Object', 'update', 'update')}${fn('ValidateDelete', '', 'delete', 'deletion')}`;
  }
  return text;
}

const WEBHOOK_MARKER = '\t//+kubebuilder:scaffold:webhook\n';

/** api/<version>/webhook_suite_test.go ([SOURCE] kubebuilder v3.12.0 templates/api/webhook_suitetest.go; testdata/project-v4's rendering). */
function webhookSuiteFile(boilerplate: string, version: string): string {
  return `${boilerplate ? `${boilerplate}\n\n` : ''}package ${version}

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	. "github.com/onsi/ginkgo/v2"
	. "github.com/onsi/gomega"

	admissionv1 "k8s.io/api/admission/v1"
	//+kubebuilder:scaffold:imports
	apimachineryruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/rest"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"
	"sigs.k8s.io/controller-runtime/pkg/webhook"
)

// These tests use Ginkgo (BDD-style Go testing framework). Refer to
// http://onsi.github.io/ginkgo/ to learn more about Ginkgo.

var cfg *rest.Config
var k8sClient client.Client
var testEnv *envtest.Environment
var ctx context.Context
var cancel context.CancelFunc

func TestAPIs(t *testing.T) {
	RegisterFailHandler(Fail)

	RunSpecs(t, "Webhook Suite")
}

var _ = BeforeSuite(func() {
	logf.SetLogger(zap.New(zap.WriteTo(GinkgoWriter), zap.UseDevMode(true)))

	ctx, cancel = context.WithCancel(context.TODO())

	By("bootstrapping test environment")
	testEnv = &envtest.Environment{
		CRDDirectoryPaths:     []string{filepath.Join("..", "..", "config", "crd", "bases")},
		ErrorIfCRDPathMissing: false,

		// The BinaryAssetsDirectory is only required if you want to run the tests directly
		// without call the makefile target test. If not informed it will look for the
		// default path defined in controller-runtime which is /usr/local/kubebuilder/.
		// Note that you must have the required binaries setup under the bin directory to perform
		// the tests directly. When we run make test it will be setup and used automatically.
		BinaryAssetsDirectory: filepath.Join("..", "..", "bin", "k8s",
			fmt.Sprintf("1.28.0-%s-%s", runtime.GOOS, runtime.GOARCH)),

		WebhookInstallOptions: envtest.WebhookInstallOptions{
			Paths: []string{filepath.Join("..", "..", "config", "webhook")},
		},
	}

	var err error
	// cfg is defined in this file globally.
	cfg, err = testEnv.Start()
	Expect(err).NotTo(HaveOccurred())
	Expect(cfg).NotTo(BeNil())

	scheme := apimachineryruntime.NewScheme()
	err = AddToScheme(scheme)
	Expect(err).NotTo(HaveOccurred())

	err = admissionv1.AddToScheme(scheme)
	Expect(err).NotTo(HaveOccurred())

	//+kubebuilder:scaffold:scheme

	k8sClient, err = client.New(cfg, client.Options{Scheme: scheme})
	Expect(err).NotTo(HaveOccurred())
	Expect(k8sClient).NotTo(BeNil())

	// start webhook server using Manager
	webhookInstallOptions := &testEnv.WebhookInstallOptions
	mgr, err := ctrl.NewManager(cfg, ctrl.Options{
		Scheme: scheme,
		WebhookServer: webhook.NewServer(webhook.Options{
			Host:    webhookInstallOptions.LocalServingHost,
			Port:    webhookInstallOptions.LocalServingPort,
			CertDir: webhookInstallOptions.LocalServingCertDir,
		}),
		LeaderElection: false,
		Metrics:        metricsserver.Options{BindAddress: "0"},
	})
	Expect(err).NotTo(HaveOccurred())

${WEBHOOK_MARKER}
	go func() {
		defer GinkgoRecover()
		err = mgr.Start(ctx)
		Expect(err).NotTo(HaveOccurred())
	}()

	// wait for the webhook server to get ready
	dialer := &net.Dialer{Timeout: time.Second}
	addrPort := fmt.Sprintf("%s:%d", webhookInstallOptions.LocalServingHost, webhookInstallOptions.LocalServingPort)
	Eventually(func() error {
		conn, err := tls.DialWithDialer(dialer, "tcp", addrPort, &tls.Config{InsecureSkipVerify: true})
		if err != nil {
			return err
		}
		conn.Close()
		return nil
	}).Should(Succeed())

})

var _ = AfterSuite(func() {
	cancel()
	By("tearing down the test environment")
	err := testEnv.Stop()
	Expect(err).NotTo(HaveOccurred())
})
`;
}

/**
 * `kubebuilder create webhook` (go/v4 with kustomize/v2, v3.12.0): the checks of pkg/cli and the
 * plugin's InjectResource in their order, then the webhook file, its suite, the manager's wiring and
 * the PROJECT entry, `go mod tidy` and `make generate` ([SOURCE] pkg/plugins/golang/v4/webhook.go,
 * scaffolds/webhook.go, templates/main.go's webhookSetupCodeFragment).
 */
export async function createWebhook(args: string[], ctx: ResolvedCommandContext, log: ApiLog, tool: string) {
  const fail = (msg: string) => log.fatal(`failed to create webhook: ${msg}`);
  const project = await readProject(ctx);
  if (!project) return fail(NO_PROJECT);
  const group = (flag(args, 'group') ?? '').trim();
  const version = (flag(args, 'version') ?? '').trim();
  const kind = (flag(args, 'kind') ?? '').trim();
  const optErr = resourceFlagsError(group, version, kind);
  if (optErr) return fail(`unable to create resource: ${optErr}`);
  const on = (name: string) => {
    for (const a of args) {
      if (a === `--${name}`) return true;
      if (a.startsWith(`--${name}=`)) return a.slice(name.length + 3) !== 'false';
    }
    return false;
  };
  const want = {
    defaulting: on('defaulting'),
    validation: on('programmatic-validation'),
    conversion: on('conversion'),
  };
  const injectErr = (cause: string) => log.fatal(WRAP('unable to inject the resource to', cause, 'webhook'));
  const gvkErr = validateGvk(group, project.domain ?? '', version, kind);
  if (gvkErr) return injectErr(gvkErr);
  if (!want.defaulting && !want.validation && !want.conversion) {
    return injectErr(
      `${tool} create webhook requires at least one of --defaulting, --programmatic-validation and --conversion to be true`,
    );
  }
  const res = findResource(project, group, version, kind);
  // the trailing space is kubebuilder's
  if (!res) return injectErr(`${tool} create webhook requires a previously created API `);
  const force = on('force');
  if (
    res.webhooks &&
    (res.webhooks.defaulting || res.webhooks.validation || res.webhooks.conversion) &&
    !force
  ) {
    return injectErr('webhook resource already exists');
  }
  const dir = ctx.cwd;
  const { domain = '', repo = '' } = project;
  const lower = kind.toLowerCase();
  const boilerplate = (await ctx.fs.exists(`${dir}/hack/boilerplate.go.txt`))
    ? await ctx.fs.readFile(`${dir}/hack/boilerplate.go.txt`)
    : '';
  const write = async (rel: string, text: string) => {
    const path = `${dir}/${rel}`;
    await ctx.fs.mkdir(path.slice(0, path.lastIndexOf('/')), { recursive: true });
    await ctx.fs.writeFile(path, text);
  };
  res.path = `${repo}/api/${version}`;
  const w = res.webhooks ?? { webhookVersion: 'v1' };
  if (want.conversion) w.conversion = true;
  if (want.defaulting) w.defaulting = true;
  if (want.validation) w.validation = true;
  res.webhooks = {
    conversion: w.conversion,
    defaulting: w.defaulting,
    validation: w.validation,
    webhookVersion: 'v1',
  };
  log.info('Writing kustomize manifests for you to edit...');
  log.info('Writing scaffold for you to edit...');
  log.info(`api/${version}/${lower}_webhook.go`);
  await write(
    `api/${version}/${lower}_webhook.go`,
    webhookFile(
      boilerplate,
      group,
      domain,
      version,
      kind,
      { defaulting: !!w.defaulting, validation: !!w.validation },
      res.plural ?? plural(kind),
    ),
  );
  const main = `${dir}/cmd/main.go`;
  if (await ctx.fs.exists(main)) {
    const alias = `${group}${version}`;
    await ctx.fs.writeFile(
      main,
      (await ctx.fs.readFile(main)).replace(
        '\t//+kubebuilder:scaffold:builder',
        `\tif os.Getenv("ENABLE_WEBHOOKS") != "false" {\n\t\tif err = (&${alias}.${kind}{}).SetupWebhookWithManager(mgr); err != nil {\n\t\t\tsetupLog.Error(err, "unable to create webhook", "webhook", "${kind}")\n\t\t\tos.Exit(1)\n\t\t}\n\t}\n\t//+kubebuilder:scaffold:builder`,
      ),
    );
  }
  if (want.conversion) {
    log.info(
      'Webhook server has been set up for you.\nYou need to implement the conversion.Hub and conversion.Convertible interfaces for your CRD types.',
    );
  }
  if (want.defaulting || want.validation) {
    const suitePath = `api/${version}/webhook_suite_test.go`;
    log.info(suitePath);
    let suite = (await ctx.fs.exists(`${dir}/${suitePath}`))
      ? await ctx.fs.readFile(`${dir}/${suitePath}`)
      : webhookSuiteFile(boilerplate, version);
    const setup = `\terr = (&${kind}{}).SetupWebhookWithManager(mgr)\n\tExpect(err).NotTo(HaveOccurred())\n\n`;
    if (!suite.includes(setup)) suite = suite.replace(WEBHOOK_MARKER, setup + WEBHOOK_MARKER);
    await write(suitePath, suite);
  }
  await writeProject(ctx, project);
  const step = postScaffoldStep(ctx, log, 'webhook');
  const tidy = await step('Update dependencies', 'go mod tidy');
  if (tidy) return tidy;
  const make = await step('Running make', 'make generate');
  if (make) return make;
  log.out('Next: implement your new Webhook and generate the manifests with:\n$ make manifests\n');
  return undefined;
}
