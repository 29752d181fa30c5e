import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Module boundaries (docs/architecture.md, "Frontends"): a frontend reaches another frontend
 * only at run time, through Module Federation, and a library never depends on an app. Both
 * the package names and relative paths that climb into another package are refused.
 */
const FRONTEND_PACKAGES = ['@salone/frontend-*', '@salone/frontend-*/**'];
/** A relative path that leaves its package for an app, a library or the backend. */
const ANOTHER_PACKAGE_BY_PATH = String.raw`^\.\.?/(?:.*/)?(?:frontend-[^/]+|libs|backend)(?:/|$)`;

/** Relative imports stay inside a package; other packages are reached by name. */
function boundaryRule(message) {
  return [
    'error',
    {
      patterns: [
        { group: FRONTEND_PACKAGES, message },
        {
          regex: ANOTHER_PACKAGE_BY_PATH,
          message: 'Import another package by its name (@salone/...), never by a relative path.',
        },
      ],
    },
  ];
}

/** Errors are raised through the functions of backend/src/common/errors/domain.exception.ts. */
const ONE_WAY_TO_RAISE = [
  {
    selector: "NewExpression[callee.name='DomainException']",
    message:
      'Raise errors with the functions of common/errors/domain.exception.ts (notFound, conflict, badRequest, ...), not `new DomainException`.',
  },
  {
    selector: ":matches(ClassDeclaration, ClassExpression)[superClass.name='DomainException']",
    message:
      'Raise errors with the functions of common/errors/domain.exception.ts; a subclass of DomainException is another way to make one.',
  },
];

/**
 * Data access lives in repositories (docs/decisions/sql-only-in-repositories.md): a raw
 * `.query(...)` or a query builder is written in a `*.repository.ts` file of the module that
 * owns the table; controllers, guards and services call its methods. The database's own
 * infrastructure (backend/src/database), the sample data seed (backend/src/seed) and the
 * migrations are the other places allowed.
 */
const ONE_WAY_TO_DATA = [
  {
    selector: "CallExpression[callee.property.name='query']",
    message:
      'Raw SQL goes into a repository (`<thing>.repository.ts` of the module that owns the table); call its methods here.',
  },
  {
    selector: "CallExpression[callee.property.name='createQueryBuilder']",
    message:
      'Query builders go into a repository (`<thing>.repository.ts` of the module that owns the table); call its methods here.',
  },
];

/** Where a backend source file may reach the database itself. */
const DATA_ACCESS_FILES = [
  'backend/src/**/*.repository.ts',
  'backend/src/database/**',
  'backend/src/seed/**',
  'backend/src/**/migrations/**',
  'backend/src/**/*.spec.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '.nx/**',
      'backend/.data/**',
      'backend/src/metadata.ts',
      '**/test-results/**',
      'libs/api-client/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.test.cjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['frontend-*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['frontend-*/src/**/*.{ts,tsx}', 'frontend-*/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': boundaryRule(
        'A frontend never imports another frontend: the shell loads remotes at run time, and what they share lives in libs/.',
      ),
    },
  },
  {
    files: ['libs/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': boundaryRule('A library never imports an app.'),
    },
  },
  {
    // The theme is one object known when a module loads. Read through a function of the props,
    // it makes a styled component dynamic: its CSS is rebuilt and hashed for every element on
    // every render, where a static one is built once
    // (docs/decisions/styled-components-read-imported-theme.md).
    files: ['frontend-*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TaggedTemplateExpression ArrowFunctionExpression[params.length=1][params.0.type='ObjectPattern'][params.0.properties.length=1][params.0.properties.0.key.name='theme']",
          message:
            "Use the imported `theme` (from '@salone/ui'): `${({ theme }) => ...}` makes the styled component rebuild its CSS on every render.",
        },
      ],
    },
  },
  {
    // One way to raise an error: the functions of common/errors/domain.exception.ts, one per
    // status (docs/decisions/one-way-to-raise-an-error.md). Controllers get these selectors again
    // below, with their own (a later block's rule replaces an earlier one's options).
    files: ['backend/**/*.ts'],
    ignores: ['backend/src/common/errors/domain.exception.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_WAY_TO_RAISE] },
  },
  {
    // One way to reach the database: through a repository. (A later block's
    // no-restricted-syntax replaces this one's, so controllers repeat these selectors below.)
    files: ['backend/src/**/*.ts'],
    ignores: [...DATA_ACCESS_FILES, 'backend/src/common/errors/domain.exception.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_WAY_TO_RAISE, ...ONE_WAY_TO_DATA] },
  },
  {
    // One way to say who may call a route: `@Authenticated(...)` or `@Public()`
    // (backend/src/auth/authenticated.decorator.ts), which applies the one guard and declares
    // the contract's security. Controllers use nothing else.
    files: ['backend/src/**/*.controller.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...ONE_WAY_TO_RAISE,
        ...ONE_WAY_TO_DATA,
        {
          selector: "Decorator > CallExpression[callee.name='UseGuards']",
          message:
            'Say who may call the route with @Authenticated(...) or @Public() (auth/authenticated.decorator.ts), not @UseGuards.',
        },
        {
          selector:
            'Decorator > CallExpression[callee.name=/^(AdminOnly|OrganisationRole|ApiKeyAccess|PartnerWrite|SessionOnly|ApiCookieAuth|ApiBearerAuth|ApiSecurity)$/]',
          message:
            '@Authenticated(...) declares the role, the API key scope and the contract’s security of a route.',
        },
        {
          selector:
            'CallExpression[callee.name=/^Api(BadRequest|Unauthorized|Forbidden|NotFound|Conflict|TooManyRequests|PayloadTooLarge|UnsupportedMediaType|UnprocessableEntity|InternalServerError|BadGateway|ServiceUnavailable)Response$/]',
          message:
            'Document error responses by their codes with @ApiErrors({ status: [codes] }) (common/openapi).',
        },
        {
          selector: "CallExpression[callee.property.name='assertVerified']",
          message: 'Ask for a verified address with @Authenticated({ verified: true }).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)(session\.guard|auth\.guards|authentication\.guard|api-key\.strategy)(\.js)?$`,
              message:
                'Guards are steps of @Authenticated (auth/authenticated.decorator.ts); controllers do not use them directly.',
            },
          ],
        },
      ],
    },
  },
  {
    // Build settings are CommonJS files run by Node.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
