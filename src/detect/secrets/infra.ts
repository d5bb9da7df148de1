import type { SecretRule } from './rule.js';

/** Hosting and infrastructure: Databricks, Cloudflare, DigitalOcean, Heroku, Vault, Kubernetes, Terraform, Docker, ... */
export const INFRA_RULES: readonly SecretRule[] = [
  {
    id: 'secret.databricks.token',
    describe: 'Databricks token: dapi (personal) or dose (OAuth secret) + 32 hex, optional -<digit> suffix',
    needles: ['dapi', 'dose'],
    pattern: /(?<![A-Za-z0-9_])(?:dapi|dose)[a-f0-9]{32}(?:-\d)?(?![A-Za-z0-9_])/g,
    minEntropy: 3.2,
    score: 0.95,
  },
  {
    id: 'secret.cloudflare.api_token',
    describe:
      'Cloudflare API token (40 base64url) or global API key (37 hex) after a cloudflare/CF_ key name',
    needles: ['cloudflare', 'CLOUDFLARE', 'Cloudflare', 'CF_', 'cf_'],
    pattern: /(?<![A-Za-z0-9_-])([A-Za-z0-9_-]{40}|[a-f0-9]{37})(?![A-Za-z0-9_-])/g,
    keywords: ['cloudflare', 'cf_'],
    minEntropy: 3.5,
    score: 0.88,
  },
  {
    id: 'secret.cloudflare.origin_ca_key',
    describe: 'Cloudflare Origin CA key: v1.0- + 24 hex + "-" + 146 hex',
    needles: ['v1.0-'],
    pattern: /(?<![A-Za-z0-9_-])v1\.0-[a-f0-9]{24}-[a-f0-9]{146}(?![A-Za-z0-9_-])/g,
    score: 0.97,
  },
  {
    id: 'secret.digitalocean.token',
    describe: 'DigitalOcean token: dop_v1_ (personal), doo_v1_ (OAuth), dor_v1_ (refresh) + 64 hex',
    needles: ['_v1_'],
    pattern: /(?<![A-Za-z0-9_])do[por]_v1_[a-f0-9]{64}(?![A-Za-z0-9_])/g,
    score: 0.97,
  },
  {
    id: 'secret.heroku.api_key',
    describe: 'Heroku API key: HRKU- + 60 base64url (current), or a UUID after a heroku key name (legacy)',
    needles: ['HRKU-', 'heroku', 'HEROKU', 'Heroku'],
    pattern:
      /(?<![A-Za-z0-9_-])(HRKU-[A-Za-z0-9_-]{58,60}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![A-Za-z0-9_-])/g,
    score: 0.9,
    check: (v, text, at) =>
      v.startsWith('HRKU-') || /heroku/i.test(text.slice(Math.max(0, at - 48), at)) ? 0.9 : null,
  },
  {
    id: 'secret.vault.token',
    describe:
      'HashiCorp Vault token: hvs./hvb./hvr. + 24+ base64url (current), or s./b. + 24 after a vault key name',
    needles: ['hvs.', 'hvb.', 'hvr.', 'vault', 'VAULT', 'Vault'],
    pattern: /(?<![A-Za-z0-9_.-])(hv[sbr]\.[A-Za-z0-9_-]{24,400}|[sb]\.[A-Za-z0-9]{24})(?![A-Za-z0-9_-])/g,
    score: 0.95,
    check: (v, text, at) =>
      v.startsWith('hv') || /vault/i.test(text.slice(Math.max(0, at - 48), at)) ? 0.92 : null,
  },
  {
    id: 'secret.kubernetes.bootstrap_token',
    describe: 'Kubernetes bootstrap token: 6 [a-z0-9] "." 16 [a-z0-9] near a kubeadm/bootstrap/token word',
    needles: ['kubeadm', 'bootstrap', 'token', 'join'],
    pattern: /(?<![A-Za-z0-9_.-])([a-z0-9]{6}\.[a-z0-9]{16})(?![A-Za-z0-9_.-])/g,
    keywords: ['kubeadm', 'bootstrap', 'token', 'join'],
    minEntropy: 3.3,
    score: 0.85,
  },
  {
    id: 'secret.terraform.token',
    describe: 'Terraform Cloud/Enterprise API token: 14 base62 + ".atlasv1." + 60-70 base64url',
    needles: ['.atlasv1.'],
    pattern: /(?<![A-Za-z0-9_])[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}(?![A-Za-z0-9_=-])/g,
    score: 0.97,
  },
  {
    id: 'secret.docker.pat',
    describe: 'Docker Hub personal access token: dckr_pat_ + 27 base64url (or dckr_oat_ organisation token)',
    needles: ['dckr_'],
    pattern: /(?<![A-Za-z0-9_])dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,32}(?![A-Za-z0-9_-])/g,
    score: 0.95,
  },
  {
    id: 'secret.ci.token',
    describe:
      'CI/CD tokens: CircleCI CCIPAT_, Buildkite bkua_, Doppler dp.pt./dp.st./dp.sa./dp.ct., Pulumi pul-, ' +
      'Netlify nfp_, Fly.io fo1_, Supabase sbp_, PlanetScale pscale_tkn_/pscale_pw_',
    needles: [
      'CCIPAT_',
      'bkua_',
      'dp.pt.',
      'dp.st.',
      'dp.sa.',
      'dp.ct.',
      'dp.scim.',
      'dp.audit.',
      'pul-',
      'nfp_',
      'fo1_',
      'sbp_',
      'pscale_',
    ],
    pattern:
      /(?<![A-Za-z0-9_.-])(?:CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}|bkua_[a-f0-9]{40}|dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}|pul-[a-f0-9]{40}|nfp_[A-Za-z0-9]{36}|fo1_[A-Za-z0-9_-]{43}|sbp_[a-f0-9]{40}|pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_=.-]{32,64})(?![A-Za-z0-9_-])/g,
    minEntropy: 3.3,
    score: 0.95,
  },
  {
    id: 'secret.observability.token',
    describe:
      'Observability and tooling keys: Grafana glc_/glsa_, Sentry sntrys_/sntryu_, New Relic NRAK-/NRII-, ' +
      'Postman PMAK-, Linear lin_api_, Notion ntn_/secret_, Figma figd_, Dropbox sl.',
    needles: [
      'glc_',
      'glsa_',
      'sntry',
      'NRAK-',
      'NRII-',
      'PMAK-',
      'lin_api_',
      'ntn_',
      'secret_',
      'figd_',
      'sl.',
    ],
    pattern:
      /(?<![A-Za-z0-9_.-])(?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|sntrys_eyJ[A-Za-z0-9+/=_-]{60,400}|sntryu_[a-f0-9]{64}|NRAK-[A-Z0-9]{27}|NRII-[A-Za-z0-9_-]{32}|PMAK-[a-f0-9]{24}-[a-f0-9]{34}|lin_api_[A-Za-z0-9]{40}|ntn_[0-9]{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43}|figd_[A-Za-z0-9_-]{40}|sl\.[A-Za-z0-9_-]{130,200})(?![A-Za-z0-9_-])/g,
    minEntropy: 3.5,
    score: 0.93,
  },
  {
    id: 'secret.airtable.pat',
    describe: 'Airtable personal access token: pat + 14 base62 + "." + 64 hex',
    needles: ['pat'],
    pattern: /(?<![A-Za-z0-9_])pat[A-Za-z0-9]{14}\.[a-f0-9]{64}(?![A-Za-z0-9_])/g,
    score: 0.95,
  },
];
