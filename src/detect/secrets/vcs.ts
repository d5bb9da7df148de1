import { checked, crcSuffixValid } from './checks.js';
import type { SecretRule } from './rule.js';

/**
 * Source hosting and package registries. GitHub and npm end their tokens in a CRC32 that the
 * score rewards; a token that fails it is kept at a lower score (a mistyped real token is still
 * worth masking) but never reaches the certainty of a verified one.
 */
export const VCS_RULES: readonly SecretRule[] = [
  {
    id: 'secret.github.token',
    describe: 'GitHub token: ghp_/gho_/ghu_/ghs_/ghr_ + 36 base62 ending in a base62 CRC32 of the first 30',
    needles: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'],
    pattern: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{36}(?![A-Za-z0-9_])/g,
    score: 0.97,
    check: (v) => checked(crcSuffixValid(v, 4), 0.99, 0.8),
  },
  {
    id: 'secret.github.fine_grained_pat',
    describe: 'GitHub fine-grained token: github_pat_ + 22 base62 + "_" + 59 base62',
    needles: ['github_pat_'],
    pattern: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}(?![A-Za-z0-9_])/g,
    score: 0.97,
  },
  {
    id: 'secret.gitlab.token',
    describe:
      'GitLab token family (glpat personal, gldt deploy, glrt runner, glcbt CI job, glptt trigger, glft feed, ' +
      'glimt mail, glagent agent, glsoat SCIM, gloas OAuth, glffct feature flags, glwt workspace): prefix + 20+ base64url',
    needles: [
      'glpat-',
      'gldt-',
      'glrt-',
      'glrtr-',
      'glcbt-',
      'glptt-',
      'glft-',
      'glimt-',
      'glagent-',
      'glsoat-',
      'gloas-',
      'glffct-',
      'glwt-',
      'glsoat-',
    ],
    pattern:
      /(?<![A-Za-z0-9_])(?:glpat|gldt|glrtr?|glptt|glft|glimt|glagent|glsoat|gloas|glffct|glwt)-[A-Za-z0-9_-]{20,300}(?:\.[0-9a-z]{2}\.[0-9a-z]{7,9})?(?![A-Za-z0-9_-])/g,
    score: 0.95,
  },
  {
    id: 'secret.gitlab.ci_job_token',
    describe: 'GitLab CI/CD job token: glcbt- + hex partition + "_" + 20+ base64url',
    needles: ['glcbt-'],
    pattern: /(?<![A-Za-z0-9_])glcbt-(?:[0-9a-fA-F]{1,5}_)?[A-Za-z0-9_-]{20,300}(?![A-Za-z0-9_-])/g,
    score: 0.95,
  },
  {
    id: 'secret.gitlab.runner_registration',
    describe: 'GitLab legacy runner registration token: GR1348941 + 20 base64url',
    needles: ['GR1348941'],
    pattern: /(?<![A-Za-z0-9_])GR1348941[A-Za-z0-9_-]{20,30}(?![A-Za-z0-9_-])/g,
    score: 0.95,
  },
  {
    id: 'secret.atlassian.api_token',
    describe: 'Atlassian API token: ATATT3 + 180+ base64url characters (a CRC suffix of 8 hex at the end)',
    needles: ['ATATT'],
    pattern: /(?<![A-Za-z0-9_])ATATT[A-Za-z0-9_=-]{150,260}(?![A-Za-z0-9_=-])/g,
    score: 0.97,
  },
  {
    id: 'secret.atlassian.admin_key',
    describe: 'Atlassian organisation admin API key: ATCTT3 + 150+ base64url characters',
    needles: ['ATCTT'],
    pattern: /(?<![A-Za-z0-9_])ATCTT[A-Za-z0-9_=-]{150,260}(?![A-Za-z0-9_=-])/g,
    score: 0.97,
  },
  {
    id: 'secret.atlassian.bitbucket_app_password',
    describe: 'Bitbucket app password / access token: ATBB + 32 base62 (+ 8 hex)',
    needles: ['ATBB'],
    pattern: /(?<![A-Za-z0-9_])ATBB[A-Za-z0-9]{32}(?:[A-F0-9]{8})?(?![A-Za-z0-9_])/g,
    score: 0.95,
  },
  {
    id: 'secret.atlassian.legacy_token',
    describe: 'Jira/Confluence legacy API token: 24 base62 after a jira/confluence/atlassian key name',
    needles: [
      'jira',
      'JIRA',
      'Jira',
      'confluence',
      'CONFLUENCE',
      'Confluence',
      'atlassian',
      'ATLASSIAN',
      'Atlassian',
    ],
    pattern: /[=:"'\s]([A-Za-z0-9]{24})(?![A-Za-z0-9_])/g,
    keywords: ['jira', 'confluence', 'atlassian'],
    minEntropy: 3.6,
    score: 0.8,
  },
  {
    id: 'secret.npm.token',
    describe: 'npm access token: npm_ + 36 base62 ending in a base62 CRC32',
    needles: ['npm_'],
    pattern: /(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9_])/g,
    score: 0.95,
    check: (v) => checked(crcSuffixValid(v, 4), 0.99, 0.8),
  },
  {
    id: 'secret.pypi.token',
    describe: 'PyPI API token: pypi- + a base64url macaroon whose header names pypi.org or test.pypi.org',
    needles: ['pypi-Ag'],
    pattern: /(?<![A-Za-z0-9_])pypi-Ag[EI][A-Za-z0-9_-]{50,400}(?![A-Za-z0-9_-])/g,
    score: 0.95,
    check: (v) => (v.includes('cHlwaS5vcmc') || v.includes('dGVzdC5weXBpLm9yZw') ? 0.99 : 0.85),
  },
];
