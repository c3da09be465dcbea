// ESLint (flat config): the recommended rules of ESLint, typescript-eslint and eslint-plugin-vue,
// without any formatting rule, plus the rules that keep the layout true (docs/testing.md, "Lint"):
// import boundaries between main/, preload/, renderer/ and local-server/, one caller of
// `shell.openExternal`, files under 400 lines. Unused files, exports and dependencies are knip's
// job (knip.jsonc).
import js from '@eslint/js'
import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { defineConfig } from 'eslint/config'

/** A pattern of `@typescript-eslint/no-restricted-imports` (ESLint's rule, plus type-only exceptions). */
const forbid = (regex, message, extra = {}) => ({ regex, message, ...extra })

// Import paths as written: relative (`../../main/x.js`) or through the renderer's aliases.
const reach = (folder) => String.raw`^(\.\./)+${folder}(/|$)`
const NOT_MAIN = forbid(reach('main'), 'Only the Electron main process imports main/.')
const NOT_RENDERER = forbid(`${reach('renderer')}|^@/`, 'Only the renderer imports renderer/.')
const NOT_ELECTRON = { name: 'electron', message: 'Only main/ and preload/ import electron.' }
const PRELOAD_API = String.raw`(\.\./)+preload/api(\.js)?$`
const RENDERER_SERVER = forbid(reach('local-server'), 'The renderer uses the server only through @contract/* and @validation/*.')

// No formatting: eslint-plugin-vue's layout rules (indentation, line breaks, spacing) are off, and so
// are the two that only reorder or reshape markup (attribute order, self-closing tags).
const vueRecommended = pluginVue.configs['flat/recommended']
const vueFormatting = Object.fromEntries(
  Object.entries(pluginVue.rules)
    .filter(([, rule]) => rule.meta?.type === 'layout')
    .map(([name]) => [`vue/${name}`, 'off'])
    .concat([['vue/attributes-order', 'off'], ['vue/html-self-closing', 'off']]),
)

const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', ...patterns] })

/** The boundaries of each part. For one rule the last matching block wins, so narrower globs come later. */
const boundaries = [
  {
    // The renderer: a web page. It knows the preload's API only as types (preload/api.ts), and of
    // the server only the pure contract and validation, through @contract/* and @validation/*.
    files: ['renderer/src/**/*.{ts,vue}'],
    rules: restrict({
      paths: [NOT_ELECTRON],
      patterns: [
        NOT_MAIN,
        RENDERER_SERVER,
        forbid(String.raw`^(\.\./)+preload/(?!api(\.js)?$)`, 'The renderer reaches the preload only through the types of preload/api.ts.'),
        forbid(PRELOAD_API, 'preload/api.ts is the bridge between two processes: the renderer imports its types only.', { allowTypeImports: true }),
      ],
    }),
  },
  {
    // Shared renderer code never depends on one feature, nor on the desktop shell (platform/ does).
    files: ['renderer/src/{api,components,composables}/**/*.{ts,vue}'],
    rules: restrict({
      paths: [NOT_ELECTRON],
      patterns: [
        NOT_MAIN,
        RENDERER_SERVER,
        forbid(reach('preload'), 'Shared renderer code does not know the desktop shell (renderer/src/platform does).'),
        forbid(String.raw`^@/features/|^(\.\./)+features/`, 'Shared renderer code (api, components, composables) never imports a feature.'),
      ],
    }),
  },
  {
    // The preload runs sandboxed in the page: it can load only electron, and bundles ./api.ts.
    files: ['preload/**/*.ts'],
    rules: restrict({
      patterns: [forbid(String.raw`^(?!electron$|\./api(\.js)?$)`, 'The sandboxed preload imports only electron and ./api.js.')],
    }),
  },
  {
    // The shapes shared by main, the preload and the renderer are TypeBox schemas: typebox has no
    // dependencies and is bundled into the preload's one CommonJS file (tests/unit/build).
    files: ['preload/api.ts'],
    rules: restrict({
      patterns: [forbid(String.raw`^(?!typebox(/value)?$)`, 'preload/api.ts imports only typebox, which the preload bundle inlines.')],
    }),
  },
  {
    // The main process runs the embedded registry in a process of its own (main/gateway-process.ts):
    // it knows local-server/index.ts's types, talks to it through the worker's protocol, and
    // shares the screens' policy (csp.ts); none of them loads the server into main.
    files: ['main/**/*.ts'],
    rules: restrict({
      patterns: [
        NOT_RENDERER,
        forbid(String.raw`^(\.\./)+preload/(?!api(\.js)?$)`, 'main/ shares only preload/api.ts with the preload.'),
        forbid(
          String.raw`^(\.\./)+local-server/(?!index(\.js)?$|process/protocol(\.js)?$|csp(\.js)?$)`,
          'main/ reaches the registry only through local-server/index.ts (types), local-server/process/protocol.ts and local-server/csp.ts.',
        ),
        forbid(String.raw`^(\.\./)+local-server/index(\.js)?$`, 'The registry runs in its own process: main/ imports only the types of local-server/index.ts.', {
          allowTypeImports: true,
        }),
      ],
    }),
  },
  {
    // The registry (sandbox and gateway) knows nothing of the shells that start it.
    files: ['local-server/**/*.ts'],
    rules: restrict({
      paths: [NOT_ELECTRON],
      patterns: [NOT_MAIN, NOT_RENDERER, forbid(reach('preload'), 'The registry knows nothing of the desktop shell.')],
    }),
  },
  {
    // The contract and the business rules run in the renderer too: pure code, no server runtime.
    files: ['local-server/{contract,validation}/**/*.ts'],
    rules: restrict({
      patterns: [
        forbid(
          String.raw`^(?!typebox$|ipaddr\.js$|\./|\.\./(contract|validation)/|\.\./time(\.js)?$)`,
          'contract/ and validation/ run in the renderer too: they import only typebox, ipaddr.js, local-server/time.ts and each other.',
        ),
      ],
    }),
  },
]

// `shell.openExternal` has one caller: the allow-listing function `openExternalSafely` (main/security.ts).
const OPEN_EXTERNAL = 'Open external links only through openExternalSafely (main/security.ts), the one allow-listed caller of shell.openExternal.'
const openExternal = {
  files: ['**/*.{ts,vue,js,mjs}'],
  ignores: ['main/security.ts', 'tests/**'],
  rules: {
    'no-restricted-syntax': ['error',
      { selector: "MemberExpression[property.name='openExternal']", message: OPEN_EXTERNAL },
      { selector: "MemberExpression[property.value='openExternal']", message: OPEN_EXTERNAL },
      { selector: "ObjectPattern > Property[key.name='openExternal']", message: OPEN_EXTERNAL },
    ],
  },
}

export default defineConfig(
  { ignores: ['node_modules/', 'out/', 'dist/', 'test-results/', 'playwright-report/', 'tests/artifacts/', '.sandbox/', '.e2e-data*/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  vueRecommended,
  { files: ['**/*.vue'], rules: vueFormatting },
  // TypeScript (tsc, vue-tsc) already reports undefined names, and knows DOM types ESLint's globals miss.
  { files: ['**/*.{ts,vue}'], rules: { 'no-undef': 'off' } },
  // The few CommonJS scripts (`serve`'s start, which an ES module entry would slow: scripts/serve.cjs).
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', exports: 'writable', __dirname: 'readonly', __filename: 'readonly' } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Tests walk untyped JSON answers and OpenAPI documents; the sources themselves have no `any`.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['renderer/**/*.{ts,vue}', 'tests/unit/renderer/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a signature to match, a key dropped
      // from an object with `...rest`).
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_',
        varsIgnorePattern: '^_',
        caughtErrorsIgnorePattern: '^_',
        destructuredArrayIgnorePattern: '^_',
        ignoreRestSiblings: true,
      }],
      // Control characters in patterns are deliberate here: file names, header values and settings
      // are refused when they contain them.
      'no-control-regex': 'off',
      // A file past about 400 lines is asking to be split (STYLE.md): code lines, not blanks or comments.
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  ...boundaries,
  openExternal,
)
