import { B62, B64, B64URL, DIGITS, HEX, LOWER, Rng, UPPER, withCrc } from './random.js';

/** One credential format: a generator of real-shaped values and the key names it travels with. */
interface Format {
  family: string;
  make: (r: Rng) => string;
  /** Names it is assigned to in config; formats that are not self-identifying need one. */
  names: readonly string[];
  needsName?: boolean;
  /** Shape-alike non-secrets of this format (placeholders, truncations). */
  fakes?: (r: Rng) => string[];
}

const b64 = (r: Rng, n: number) => r.chars(B64, n);
const pemBody = (r: Rng, lines: number) => Array.from({ length: lines }, () => b64(r, 64)).join('\n');

export const FORMATS: readonly Format[] = [
  {
    family: 'github',
    make: (r) => withCrc(r, r.pick(['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'])),
    names: ['GITHUB_TOKEN', 'GH_TOKEN', 'token'],
    fakes: () => ['ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'ghp_<your-token-here>', 'ghp_1234567890'],
  },
  {
    family: 'github',
    make: (r) => `github_pat_${r.chars(B62, 22)}_${r.chars(B62, 59)}`,
    names: ['GITHUB_PAT'],
  },
  {
    family: 'gitlab',
    make: (r) => `${r.pick(['glpat-', 'gldt-', 'glrt-', 'glptt-', 'glft-', 'gloas-'])}${r.chars(B64URL, 20)}`,
    names: ['GITLAB_TOKEN', 'CI_TOKEN'],
    fakes: () => ['glpat-xxxxxxxxxxxxxxxxxxxx', 'glpat-<token>'],
  },
  {
    family: 'gitlab',
    make: (r) => `glcbt-${r.chars(HEX, 2)}_${r.chars(B64URL, 20)}`,
    names: ['CI_JOB_TOKEN'],
  },
  {
    family: 'gitlab',
    make: (r) => `glpat-${r.chars(B64URL, 27)}.01.${r.chars(DIGITS + LOWER, 9)}`,
    names: ['GL_TOKEN'],
  },
  {
    family: 'atlassian',
    make: (r) => `ATATT3xFfGF0${r.chars(B64URL, 170)}=${r.chars(HEX.toUpperCase(), 8)}`,
    names: ['JIRA_API_TOKEN', 'ATLASSIAN_TOKEN'],
  },
  { family: 'atlassian', make: (r) => `ATBB${r.chars(B62, 32)}`, names: ['BITBUCKET_APP_PASSWORD'] },
  {
    family: 'atlassian',
    make: (r) => r.chars(B62, 24),
    names: ['JIRA_TOKEN', 'confluence_api_token'],
    needsName: true,
  },
  {
    family: 'npm',
    make: (r) => withCrc(r, 'npm_'),
    names: ['NPM_TOKEN', '//registry.npmjs.org/:_authToken'],
  },
  {
    family: 'pypi',
    make: (r) => `pypi-AgEIcHlwaS5vcmc${r.chars(B64URL, 120)}`,
    names: ['PYPI_TOKEN', 'TWINE_PASSWORD'],
  },
  {
    family: 'aws',
    make: (r) => `${r.pick(['AKIA', 'ASIA'])}${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
    names: ['AWS_ACCESS_KEY_ID', 'aws_access_key_id'],
    fakes: () => ['AKIAIOSFODNN7EXAMPLE', 'AKIAXXXXXXXXXXXXXXXX'],
  },
  {
    family: 'aws',
    make: (r) => `${b64(r, 20)}${r.chars(DIGITS, 2)}${b64(r, 18)}`,
    names: ['AWS_SECRET_ACCESS_KEY', 'aws_secret_access_key', 'SecretAccessKey'],
    needsName: true,
    fakes: () => ['wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
  },
  { family: 'aws', make: (r) => `IQoJb3JpZ2luX2Vj${b64(r, 300)}`, names: ['AWS_SESSION_TOKEN'] },
  { family: 'aws', make: (r) => `ABSKQmVkcm9ja0FQSUtleS${b64(r, 110)}`, names: ['AWS_BEARER_TOKEN_BEDROCK'] },
  {
    family: 'gcp',
    make: (r) => `AIza${r.chars(B64URL, 35)}`,
    names: ['GOOGLE_API_KEY', 'GEMINI_API_KEY'],
    fakes: () => ['AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 'AIza...'],
  },
  { family: 'gcp', make: (r) => `GOCSPX-${r.chars(B64URL, 28)}`, names: ['client_secret'] },
  { family: 'gcp', make: (r) => `ya29.${r.chars(B64URL, 120)}`, names: ['access_token'] },
  {
    family: 'azure',
    make: (r) => `${b64(r, 86)}==`,
    names: ['AccountKey', 'AZURE_STORAGE_KEY'],
    needsName: true,
  },
  {
    family: 'azure',
    make: (r) =>
      `DefaultEndpointsProtocol=https;AccountName=${r.chars(LOWER, 10)};AccountKey=${b64(r, 86)}==;EndpointSuffix=core.windows.net`,
    names: ['AZURE_STORAGE_CONNECTION_STRING'],
  },
  {
    family: 'azure',
    make: (r) => `${r.chars(B62, 3)}${r.int(1, 9)}Q~${r.chars(`${B62}_~.-`, 34)}`,
    names: ['AZURE_CLIENT_SECRET', 'clientSecret'],
  },
  {
    family: 'azure',
    make: (r) =>
      `https://${r.chars(LOWER, 8)}.blob.core.windows.net/c?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01&sig=${b64(r, 43)}%3D`,
    names: ['SAS_URL'],
  },
  {
    family: 'azure',
    make: (r) =>
      `Endpoint=sb://${r.chars(LOWER, 8)}.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=${b64(r, 43)}=`,
    names: ['SERVICEBUS_CONNECTION'],
  },
  {
    family: 'ibm',
    make: (r) => r.chars(B64URL, 44),
    names: ['IBM_CLOUD_API_KEY', 'ibmcloud_api_key', 'IAM_APIKEY'],
    needsName: true,
  },
  {
    family: 'openai',
    make: (r) => `sk-proj-${r.chars(B64URL, 74)}T3BlbkFJ${r.chars(B64URL, 74)}`,
    names: ['OPENAI_API_KEY'],
    fakes: () => ['sk-proj-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'sk-...', 'sk-your-openai-key'],
  },
  {
    family: 'openai',
    make: (r) => `sk-${r.pick(['svcacct', 'admin'])}-${r.chars(B64URL, 60)}`,
    names: ['OPENAI_ADMIN_KEY'],
  },
  {
    family: 'openai',
    make: (r) => `sk-${r.chars(B62, 20)}T3BlbkFJ${r.chars(B62, 20)}`,
    names: ['openai.api_key'],
  },
  {
    family: 'anthropic',
    make: (r) => `sk-ant-api03-${r.chars(B64URL, 93)}AA`,
    names: ['ANTHROPIC_API_KEY'],
    fakes: () => ['sk-ant-api03-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'sk-ant-...xxxx', 'sk-ant-<key>'],
  },
  {
    family: 'anthropic',
    make: (r) => `sk-ant-admin01-${r.chars(B64URL, 93)}AA`,
    names: ['ANTHROPIC_ADMIN_KEY'],
  },
  {
    family: 'huggingface',
    make: (r) => `hf_${r.chars(B62, 34)}`,
    names: ['HF_TOKEN', 'HUGGING_FACE_HUB_TOKEN'],
    fakes: () => ['hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
  },
  {
    family: 'slack',
    make: (r) => `xoxb-${r.digits(12)}-${r.digits(13)}-${r.chars(B62, 24)}`,
    names: ['SLACK_BOT_TOKEN'],
    fakes: () => [
      'xoxb-not-a-real-token-this-will-not-work',
      'xoxb-XXXXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX',
    ],
  },
  {
    family: 'slack',
    make: (r) => `xoxp-${r.digits(12)}-${r.digits(12)}-${r.digits(13)}-${r.chars(HEX, 32)}`,
    names: ['SLACK_USER_TOKEN'],
  },
  {
    family: 'slack',
    make: (r) => `xapp-1-A${r.chars(UPPER + DIGITS, 10)}-${r.digits(13)}-${r.chars(HEX, 64)}`,
    names: ['SLACK_APP_TOKEN'],
  },
  {
    family: 'slack',
    make: (r) =>
      `https://hooks.slack.com/services/T${r.chars(UPPER + DIGITS, 8)}/B${r.chars(UPPER + DIGITS, 10)}/${r.chars(B62, 24)}`,
    names: ['SLACK_WEBHOOK_URL'],
  },
  {
    family: 'discord',
    make: (r) => `${r.pick(['M', 'N', 'O'])}${r.chars(B62, 23)}.${r.chars(B64URL, 6)}.${r.chars(B64URL, 38)}`,
    names: ['DISCORD_BOT_TOKEN'],
  },
  {
    family: 'discord',
    make: (r) => `https://discord.com/api/webhooks/${r.digits(18)}/${r.chars(B64URL, 68)}`,
    names: ['DISCORD_WEBHOOK'],
  },
  {
    family: 'telegram',
    make: (r) => `${r.digits(10)}:AA${r.chars(B64URL, 33)}`,
    names: ['TELEGRAM_BOT_TOKEN'],
  },
  { family: 'twilio', make: (r) => `SK${r.chars(HEX, 32)}`, names: ['TWILIO_API_KEY'] },
  {
    family: 'twilio',
    make: (r) => r.chars(HEX, 32),
    names: ['TWILIO_AUTH_TOKEN', 'twilio_auth_token'],
    needsName: true,
  },
  {
    family: 'sendgrid',
    make: (r) => `SG.${r.chars(B64URL, 22)}.${r.chars(B64URL, 43)}`,
    names: ['SENDGRID_API_KEY'],
  },
  { family: 'mailgun', make: (r) => `key-${r.chars(HEX, 32)}`, names: ['MAILGUN_API_KEY'] },
  {
    family: 'mailgun',
    make: (r) => `${r.chars(HEX, 32)}-${r.chars(HEX, 8)}-${r.chars(HEX, 8)}`,
    names: ['MAILGUN_KEY', 'mailgun_private_key'],
    needsName: true,
  },
  {
    family: 'stripe',
    make: (r) => `${r.pick(['sk', 'rk'])}_${r.pick(['live', 'test'])}_${r.chars(B62, 99)}`,
    names: ['STRIPE_SECRET_KEY'],
    fakes: () => ['sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'sk_live_...'],
  },
  { family: 'stripe', make: (r) => `whsec_${r.chars(B62, 32)}`, names: ['STRIPE_WEBHOOK_SECRET'] },
  {
    family: 'shopify',
    make: (r) => `${r.pick(['shpat_', 'shpca_', 'shppa_', 'shpss_'])}${r.chars(HEX, 32)}`,
    names: ['SHOPIFY_ACCESS_TOKEN'],
  },
  { family: 'databricks', make: (r) => `dapi${r.chars(HEX, 32)}`, names: ['DATABRICKS_TOKEN'] },
  {
    family: 'cloudflare',
    make: (r) => r.chars(B64URL, 40),
    names: ['CLOUDFLARE_API_TOKEN', 'CF_API_TOKEN'],
    needsName: true,
  },
  {
    family: 'cloudflare',
    make: (r) => `v1.0-${r.chars(HEX, 24)}-${r.chars(HEX, 146)}`,
    names: ['CF_ORIGIN_CA_KEY'],
  },
  {
    family: 'digitalocean',
    make: (r) => `${r.pick(['dop', 'doo', 'dor'])}_v1_${r.chars(HEX, 64)}`,
    names: ['DIGITALOCEAN_TOKEN'],
  },
  { family: 'heroku', make: (r) => `HRKU-AA${r.chars(B64URL, 58)}`, names: ['HEROKU_API_KEY'] },
  { family: 'vault', make: (r) => `hvs.${r.chars(B64URL, 90)}`, names: ['VAULT_TOKEN'] },
  { family: 'vault', make: (r) => `s.${r.chars(B62, 24)}`, names: ['VAULT_TOKEN'], needsName: true },
  {
    family: 'kubernetes',
    make: (r) => `${r.chars(LOWER + DIGITS, 6)}.${r.chars(LOWER + DIGITS, 16)}`,
    names: ['kubeadm join --token', 'bootstrap token'],
    needsName: true,
  },
  {
    family: 'kubernetes',
    make: (r) => `LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQo${b64(r, 400)}`,
    names: ['client-key-data'],
    needsName: true,
  },
  {
    family: 'terraform',
    make: (r) => `${r.chars(B62, 14)}.atlasv1.${r.chars(B64URL, 67)}`,
    names: ['TFE_TOKEN'],
  },
  {
    family: 'private_key',
    make: (r) =>
      `-----BEGIN ${r.pick(['RSA ', 'EC ', 'OPENSSH ', ''])}PRIVATE KEY-----\n${pemBody(r, 6)}\n-----END ${'RSA '}PRIVATE KEY-----`.replace(
        /END RSA (PRIVATE KEY)-----$/,
        'END $1-----',
      ),
    names: ['private_key'],
  },
  {
    family: 'private_key',
    make: (r) =>
      `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${pemBody(r, 5)}\n-----END PGP PRIVATE KEY BLOCK-----`,
    names: ['gpg_key'],
  },
  {
    family: 'private_key',
    make: (r) => `AGE-SECRET-KEY-1${r.chars('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}`,
    names: ['SOPS_AGE_KEY'],
  },
  {
    family: 'jwt',
    make: (r) =>
      `${Buffer.from(JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: r.digits(8), iat: r.int(1.6e9, 1.8e9), role: 'admin' })).toString('base64url')}.${r.chars(B64URL, 43)}`,
    names: ['Authorization: Bearer', 'id_token'],
  },
  {
    family: 'url_credentials',
    make: (r) =>
      `${r.pick(['postgres', 'mysql', 'mongodb+srv', 'redis', 'amqp', 'https'])}://${r.pick(['app', 'svc_user', 'admin', 'deploy'])}:${r.chars(B62, 6)}${r.pick(['!', '%40', '#', ''])}${r.chars(B62, 6)}@${r.chars(LOWER, 6)}.internal:5432/db`,
    names: ['DATABASE_URL'],
  },
  {
    family: 'url_credentials',
    make: (r) =>
      `Server=tcp:${r.chars(LOWER, 6)}.database.windows.net;Database=app;User ID=sa;Password=${r.chars(B62, 10)}!${r.digits(2)};`,
    names: ['ConnectionStrings__Default'],
  },
  {
    family: 'generic',
    make: (r) => r.chars(HEX, 32),
    names: ['api_key', 'API_SECRET', 'client_secret', 'x-api-key'],
    needsName: true,
  },
  {
    family: 'generic',
    make: (r) => `${r.chars(B62, 8)}${r.pick(['!', '#', '$', '%'])}${r.digits(3)}`,
    names: ['password', 'DB_PASSWORD', 'pwd'],
    needsName: true,
  },
];

/** Contexts a value is pasted in: configuration, code, shell, prose, chat, several languages. */
const NAMED = [
  (n: string, v: string) => `${n}=${v}`,
  (n: string, v: string) => `export ${n}="${v}"`,
  (n: string, v: string) => `{"${n}": "${v}", "region": "eu-west-1"}`,
  (n: string, v: string) => `${n}: ${v}\ntimeout: 30`,
  (n: string, v: string) => `const config = { ${n.replace(/\W/g, '_')}: '${v}' };`,
  (n: string, v: string) => `Here is my ${n} ${v} can you check why the call fails?`,
  (n: string, v: string) => `Mi ${n} es ${v}, ¿por qué no funciona?`,
  (n: string, v: string) => `Mein ${n} lautet ${v} – bitte prüfen.`,
  (n: string, v: string) => `settings.${n} = "${v}"  # set in prod`,
];
const BARE = [
  (v: string) => `can you tell me why ${v} is rejected by the API?`,
  (v: string) => `\`\`\`\ncurl -H "Authorization: Bearer ${v}" https://api.example.com/v1/me\n\`\`\``,
  (v: string) => `Log line: auth failed for ${v} at 10:42`,
  (v: string) => `voici la clé ${v} merci`,
  (v: string) => `鍵は ${v} です`,
  (v: string) => v,
];

export interface SecretCase {
  family: string;
  text: string;
  /** The secret in the text, absent for negatives. */
  value?: string;
}

/** `perFormat` positives per format, and the negatives: placeholders, look-alikes, ordinary code. */
export function secretCases(seed: number, perFormat: number): SecretCase[] {
  const r = new Rng(seed);
  const out: SecretCase[] = [];
  for (const f of FORMATS) {
    for (let i = 0; i < perFormat; i++) {
      const value = f.make(r);
      const named = f.needsName || r.next() < 0.5;
      const text = named ? r.pick(NAMED)(r.pick(f.names), value) : r.pick(BARE)(value);
      out.push({ family: f.family, text, value });
      for (const fake of f.fakes?.(r) ?? [])
        out.push({ family: f.family, text: r.pick(NAMED)(r.pick(f.names), fake) });
    }
  }
  for (let i = 0; i < out.length; i++) {
    if (out.filter((c) => c.value === undefined).length >= out.filter((c) => c.value !== undefined).length)
      break;
    out.push({ family: 'negative', text: negative(r) });
  }
  return out;
}

/** Things that look like credentials and are not: hashes, ids, placeholders, references, prose. */
function negative(r: Rng): string {
  const pick = r.int(0, 19);
  const name = r.pick(['api_key', 'token', 'password', 'secret', 'AWS_SECRET_ACCESS_KEY', 'client_secret']);
  switch (pick) {
    case 0:
      return `commit ${r.chars(HEX, 40)} fixed the build`;
    case 1:
      return `sha256: ${r.chars(HEX, 64)}`;
    case 2:
      return `request id ${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-a${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`;
    case 3:
      return `"integrity": "sha512-${b64(r, 86)}=="`;
    case 4:
      return `${name} = os.environ["${name.toUpperCase()}"]`;
    case 5:
      return `${name}: \${${name.toUpperCase()}}`;
    case 6:
      return `${name}=<your-${name.replace(/_/g, '-')}>`;
    case 7:
      return `${name}: ********`;
    case 8:
      return `${name} = "xxxxxxxxxxxxxxxxxxxxxxxxxxxx"`;
    case 9:
      return `Set ${name} to the value from the dashboard; it must be at least 32 characters.`;
    case 10:
      return `max_tokens=${r.int(100, 8000)} temperature=0.${r.int(1, 9)}`;
    case 11:
      return `The password reset link expires after ${r.int(10, 60)} minutes.`;
    case 12:
      return `background: #${r.chars(HEX, 6)}; url(/img/${r.chars(LOWER, 8)}.png)`;
    case 13:
      return `docker pull ghcr.io/acme/app@sha256:${r.chars(HEX, 64)}`;
    case 14:
      return `${name} = "EXAMPLE${r.chars(UPPER, 12)}KEY"`;
    case 15:
      return `postgres://user:password@localhost:5432/mydb`;
    case 16:
      return `token_count: ${r.int(1, 99999)}, tokenizer: "cl100k_base"`;
    case 17:
      return `data:image/png;base64,${b64(r, 120)}`;
    case 18:
      return `See https://docs.example.com/${r.chars(LOWER, 8)}/${r.chars(LOWER + DIGITS, 12)}?page=${r.int(1, 9)}`;
    default:
      return `${name} = getSecret("${r.chars(LOWER, 6)}/${r.chars(LOWER, 6)}")`;
  }
}
