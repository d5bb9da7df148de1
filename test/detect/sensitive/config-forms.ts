import { B62, HEX, Rng, UPPER } from './random.js';
import { FORMATS } from './secrets-gen.js';

/**
 * The forms a credential takes in files and code, written for this project: an identifier `{i}`
 * and a value `{v}` in INI, JSON (also escaped inside a string), XML, YAML (inline and block),
 * Go, Java/C#, Kotlin, PHP, Python, CSV, Logstash and Makefile assignments. Scanners meet secrets
 * in these shapes; a rule that only knows `name = value` misses most of them.
 */
export const CONFIG_FORMS: readonly string[] = [
  '{i}Token="{v}"',
  '{i}Token = {v}',
  '{\n  "{i}_token": "{v}"\n}',
  '\\{\n  \\"{i}_token\\": \\"{v}\\"\n\\}',
  '<{i}Token>{v}</{i}Token>',
  '<{i}Token>\n  {v}\n</{i}Token>',
  '{i}_token: {v}',
  "{i}_token: '{v}'",
  '{i}_token: |\n  {v}',
  '{i}_token: >\n  {v}',
  'var {i}Token string = "{v}"',
  '{i}Token := `{v}`',
  'private static final String {i}Token = "{v}";',
  'val {i}Token = "{v}"',
  '\u0024{i}Token .= "{v}";',
  "{i}_token = '{v}'",
  '{i}Token,{v},',
  '  "{i}Token" => "{v}"',
  '{i}_TOKEN ::= "{v}"',
  '{i}_TOKEN ?= "{v}"',
  '{i}_TOKEN += "{v}"',
];

export interface FormCase {
  text: string;
  /** Every part of the credential (an id and its secret are both parts). */
  parts: string[];
  family: string;
}

/** Every generated format in every config form, under the first key name it travels with. */
export function configFormCases(seed: number, perForm = 1): FormCase[] {
  const r = new Rng(seed);
  const out: FormCase[] = [];
  for (const f of FORMATS) {
    for (const form of CONFIG_FORMS) {
      for (let k = 0; k < perForm; k++) {
        const v = f.make(r);
        if (v.includes('\n')) continue;
        // The identifier the format travels under ("password", "githubtoken"), as one word.
        const id = (f.names[0] ?? f.family).toLowerCase().replace(/[^a-z0-9]/g, '');
        out.push({ text: form.replaceAll('{i}', id).replaceAll('{v}', v), parts: [v], family: f.family });
      }
    }
  }
  return out;
}

const AWS_ID = (r: Rng) => `${r.pick(['AKIA', 'ASIA', 'ABIA', 'ACCA'])}${r.chars(`${UPPER}234567`, 16)}`;
const B64 = `${B62}+/`;

/**
 * Credentials in two or three parts, each of which must be masked: AWS key id + secret, Twilio
 * account SID + auth token, Mailgun's three key kinds, URL user + password.
 */
export function multiPartCases(seed: number, n = 20): FormCase[] {
  const r = new Rng(seed);
  const out: FormCase[] = [];
  for (let k = 0; k < n; k++) {
    const id = AWS_ID(r);
    const secret = r.chars(B64, 40);
    out.push({
      family: 'aws',
      parts: [id, secret],
      text: r.pick([
        `aws credentials {\n  id: ${id}\n  secret: ${secret}\n}`,
        `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${secret}`,
        `export AWS_ACCESS_KEY_ID=${id} AWS_SECRET_ACCESS_KEY=${secret}`,
        `<id>{${id}}</id>\n<secret>{AQAAABAAA ${secret};}</secret> (aws)`,
      ]),
    });
    const sid = `AC${r.chars(HEX, 32)}`;
    const token = r.chars(HEX, 32);
    out.push({
      family: 'twilio',
      parts: [sid, token],
      text: r.pick([
        `TWILIO_ACCOUNT_SID=${sid}\nTWILIO_AUTH_TOKEN=${token}`,
        `twilio client: sid ${sid} and auth token ${token}`,
        `Here is the twilio secret ${token} for account ${sid}`,
      ]),
    });
    const mgKey = `key-${r.chars('0123456789abcdefghijklmnopqrstuvwxyz', 32)}`;
    const mgPrivate = `${r.chars(HEX, 32)}-${r.chars(HEX, 8)}-${r.chars(HEX, 8)}`;
    const mgSigning = r.chars(B62, 72);
    out.push({
      family: 'mailgun',
      parts: [mgKey, mgPrivate, mgSigning],
      text: r.pick([
        `mailgun '${mgSigning}' pass '${mgPrivate}' ${mgKey}`,
        `MAILGUN_API_KEY=${mgPrivate}\nMAILGUN_WEBHOOK_SIGNING_KEY=${mgSigning}\nMAILGUN_LEGACY=${mgKey}`,
      ]),
    });
    const pw = `${r.chars(B62, 10)}${r.pick(['!', '@', '#', '%'])}${r.chars(B62, 4)}`;
    out.push({
      family: 'url_credentials',
      parts: [pw],
      text: r.pick([
        `redis://:${pw}@cache-${k}.internal:6379/0`,
        `mongodb+srv://svc:${pw}@cluster${k}.mongodb.net/app`,
        `postgresql://db${k}.internal/app?user=svc&password=${encodeURIComponent(pw)}`,
      ]),
    });
  }
  return out;
}

/**
 * Harmless text that holds key words and long values: identifiers, versions, UUIDs of non-secret
 * fields, public keys, hashes of commits and licences, code constants (written for this project).
 */
export const HARMLESS: readonly string[] = [
  '"accessorId": "Qm3tV8xLp2ZbR7wN",',
  'billing_access_id: 3f0c5b8e-7d21-4a6b-9e3f-0a1b2c3d4e5f',
  'helpTextOptionId = "a1b2c3d4-e5f6-4789-8abc-def012345678"',
  'this.labelTitle2.Name = "labelTitle2";',
  'orders-api:jar:2.14.0:compile',
  'PAYMENTS_API_VERSION=rc2.4.1_20240611_0930-SNAPSHOT',
  'CoreAPI_version=4d9f0c1e2b3a4958675a4b3c2d1e0f9a8b7c6d5e',
  'apiBaseUrl=api.internal.example.org',
  'author = "maria.lopez@example.org",',
  'Authentication-Results: mx.example.net; spf=pass',
  "credentialsId: 'b7c1e2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e'",
  '  "credentialId": "T9xWq2LmZ8pRs4Kd7Vb3",',
  'publicKey = "7Hq2Zt9Vx4Lm8Np3Rs6Wd1Fk5Jb0Gc2YaQe4Tu7Io"',
  'primaryKey=Gz3.k8Rt-Vw9Qx2Lm7Np4Hs6Jd1Fb5Cy',
  'foreignKey=Wq8-Zt3Vx9Lm2Np7Rs4Hd6Jk1Fb5Gc0Y',
  'sortKey = "Region_Name_2024"',
  'keyName: "orders-prod-cmk"',
  '"kms_key_id": "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d",',
  'keyVaultName: web-prod-vault-0423',
  'const alphabetChars = "0123456789abcdefghijklmnopqrstuvwxyz"',
  'key_length = ChaCha20.key_length',
  'KeyPair = Ed25519.KeyPair',
  'secret_size = Poly1305.secret_size',
  'SECRET_NAME = "ORDERS-DB-PASSWORD"',
  '<UserSecretsId>5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170</UserSecretsId>',
  "token_url='https://auth.example.com/oauth/token',",
  'publicToken = "Lm8Np3Rs6Wd1Fk5Jb0Gc2YaQe4Tu7Io9Hq2Zt9Vx4"',
  'xsrf-token=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6',
  'clientId = "0d9c8b7a-6f5e-4d3c-b2a1-0f9e8d7c6b5a"',
  'SRCREV_app = "1f2e3d4c5b6a79880716253443526170819fa0b1"',
  'LIC_FILES_CHKSUM = "file://LICENSE;md5=0a1b2c3d4e5f60718293a4b5c6d7e8f9"',
  'max_tokens = 4096',
  'token: none',
  'password: \u0024{DB_PASSWORD}',
  'api_key = os.environ["API_KEY"]',
  'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',
  'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
  'xoxb-12345-abcd234',
  'xoxe.xoxp-1-YourConfigTokenGoesHere',
  'sk-ant-api03-short-made-up-keyAA',
  'postgres://user:password@localhost/db',
  'See https://github.com/xoxa-team/site/blob/main/README.md',
  'entry key="build.cache.v2_enabled" value="true"',
  '<link integrity="sha384-Zq8Lr2Vx7Tn4Wm1Ks9Pd3Hf6Jb0Gc5YaQ2eR4tY6uP3nB8vC1xZ7mK0sL5dF9g">',
  'const greeting = "SGVsbG8sIGhvdyBhcmUgeW91IHRvZGF5Pw=="',
  'const commitId = "Qm3tV8xLp2ZbR7wNk4Hs6Jd1Fb5Cy9Gz"',
  'import Widget from "./components/OrderSummaryWidget2024"',
];

/** Credentials written bare in quotes, with no key name: random base64 of a token's length. */
export function bareQuotedCases(seed: number, n = 50): string[] {
  const r = new Rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = r.chars(`${B62}+/`, r.int(36, 64));
    out.push(
      r.pick([
        `client.connect("${v}")`,
        `headers: { "X-Api": '${v}' }`,
        `curl -H "${v}" https://api.example.com`,
      ]),
    );
  }
  return out;
}
