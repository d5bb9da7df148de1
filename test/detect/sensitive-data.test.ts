import { describe, expect, it } from 'vitest';
import { scan } from '../../src/detect/index.js';
import { base62, crc32 } from '../../src/detect/secrets/checks.js';

const rules = (text: string, engine: string) =>
  scan(text, { engines: [engine] })
    .engines[0]?.hits.filter((h) => h.score >= 0.5)
    .map((h) => h.ruleId) ?? [];
const scoreOf = (text: string, ruleId: string) =>
  scan(text, { engines: ['secrets'] }).engines[0]?.hits.find((h) => h.ruleId === ruleId)?.score ?? 0;

const rnd = 'Zq8Lr2Vx7Tn4Wm1Ks9Pd3Hf6Jb0Gc5YaQ2eR4tY6uK1oP3iU5yT7rE9wQ0aS2dF4g';
const ghBody = 'Zq8Lr2Vx7Tn4Wm1Ks9Pd3Hf6Jb0Gc5Ya';
const ghToken = `ghp_${ghBody.slice(0, 30)}${base62(crc32(ghBody.slice(0, 30)), 6)}`;

describe('secrets engine', () => {
  it('flags an AWS access key id with its secret key', () => {
    const text = 'AWS creds: AKIA2E5A7F3B6KQ7LZRM / Tq4v9XbZ1rK8sW2nLp7yH3cJ5mQ0dF6gA9eR2uV1';
    expect(scan(text).flags).toContain('SECRET');
    expect(rules(text, 'secrets')).toEqual(['secret.aws.access_key_id', 'secret.aws.secret_access_key']);
  });

  it.each([
    ['secret.github.token', `token ${ghToken}`],
    ['secret.openai.key', `OPENAI_API_KEY=sk-proj-${'Ab3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9fG1'}`],
    [
      'secret.anthropic.key',
      'key: sk-ant-api03-Zq8Lr2Vx7Tn4Wm1Ks9Pd3Hf6Jb0Gc5YaQ2eR4tY6uP3nB8vC1xZ7mK0sL5dF9gH2jQ4wE6rT8yU1iO3pA5sD7fG9hJ2kLAA',
    ],
    ['secret.slack.token', 'xoxb-403918275106-5927301846273-Zq8Lr2Vx7Tn4Wm1Ks9Pd3Hf6'],
    ['secret.stripe.key', 'sk_live_51Hq8Lr2Vx7Tn4Wm1Ks9Pd3Hf6Jb'],
    ['secret.gcp.api_key', `AIza${rnd.slice(0, 35)}`],
    ['secret.private_key.pem', '-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----'],
    [
      'secret.jwt.token',
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5ODc2NTQzMjEifQ.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    ],
    ['secret.generic.keyed_value', 'api_key = "f3a9c1e7b2d84f6a9c0e1b2d3f4a5b6c"'],
    ['secret.url.credentials', 'postgres://admin:s3cretPass@db.internal:5432/app'],
    ['secret.sendgrid.key', `SG.${rnd.slice(0, 22)}.${rnd.slice(10, 53)}`],
    [
      'secret.private_key.age',
      `AGE-SECRET-KEY-1${'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'.repeat(2).slice(0, 58)}`,
    ],
  ])('finds %s', (ruleId, text) => {
    expect(rules(text, 'secrets')).toContain(ruleId);
  });

  it.each([
    'Wie oft sollte ich mein Passwort ändern?',
    'Le mot de passe est obsolète et ne sert plus à rien.',
  ])('reads letters of any script after a password key as words, not a value: %s', (text) => {
    expect(rules(text, 'secrets')).not.toContain('secret.generic.keyed_value');
  });

  it('still finds a password value with an accented letter and a digit', () => {
    expect(rules('Passwort: Müller2024', 'secrets')).toContain('secret.generic.keyed_value');
  });

  it('scores a GitHub token with a valid CRC32 suffix above one without', () => {
    const broken = `${ghToken.slice(0, -1)}${ghToken.endsWith('A') ? 'B' : 'A'}`;
    expect(scoreOf(`token ${ghToken}`, 'secret.github.token')).toBeGreaterThan(
      scoreOf(`token ${broken}`, 'secret.github.token'),
    );
  });

  it('ignores ordinary text, placeholders, documentation values and hashes without key context', () => {
    for (const text of [
      'The password must be at least 8 characters.',
      'password: ********',
      'commit 9fceb02d0ae598e95dc970b74767f19372d61af8 fixed it',
      'AWS creds: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      'ANTHROPIC_API_KEY=sk-ant-api03-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      'export OPENAI_API_KEY=<your-openai-key>',
      'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      'postgres://user:password@localhost:5432/mydb',
      'api_key = os.environ["API_KEY"]',
      'max_tokens=4096',
    ]) {
      expect(scan(text).flags, text).not.toContain('SECRET');
    }
  });
});

describe('pii engine', () => {
  it.each([
    ['pii.email', 'write to jane.doe+news@example.co.uk today'],
    ['pii.phone', 'call me at +1 415 555 2671'],
    ['pii.phone', 'office (555) 123-4567'],
    ['pii.card', 'card 4111 1111 1111 1111 exp 12/29'],
    ['pii.iban', 'IBAN DE89 3704 0044 0532 0130 00'],
    ['pii.national_id.us_ssn', 'SSN 123-45-6789'],
    ['pii.national_id.uk_nino', 'NINO AB123456C'],
    ['pii.national_id.br_cpf', 'CPF 529.982.247-25'],
    ['pii.national_id.es_dni', 'DNI 12345678Z'],
    ['pii.national_id.it_codice_fiscale', 'CF RSSMRA85T10A562S'],
    ['pii.national_id.tr_tckn', 'TC Kimlik No: 10000000146'],
    ['pii.national_id.nl_bsn', 'BSN 111222333'],
    ['pii.national_id.pl_pesel', 'PESEL 44051401359'],
    ['pii.national_id.fi_hetu', 'HETU 131052-308T'],
    ['pii.national_id.kr_rrn', '주민등록번호 800101-1234567'],
    ['pii.ip_address', 'from 8.8.8.8'],
    ['pii.ip_address', 'host 2001:db8::ff00:42:8329'],
    ['pii.mac_address', 'device 00:1A:2B:3C:4D:5E joined'],
    ['pii.crypto_address', 'send to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['pii.date_of_birth', 'DOB: 14/07/1985'],
    ['pii.passport', 'passport number 533380006'],
    ['pii.address', 'Ship to 1600 Pennsylvania Avenue, Washington, DC 20500'],
    ['pii.address', 'Lieferadresse: Hauptstraße 5, 10115 Berlin'],
    ['pii.person', 'Please forward this to Maria Gonzalez by Friday.'],
    ['pii.person', 'Dear Dr. Okafor, thanks for the report.'],
  ])('finds %s', (ruleId, text) => {
    expect(rules(text, 'pii')).toContain(ruleId);
  });

  it('rejects values that fail their checksum or range', () => {
    expect(rules('card 4111 1111 1111 1112', 'pii')).not.toContain('pii.card');
    expect(rules('IBAN DE89 3704 0044 0532 0130 01', 'pii')).not.toContain('pii.iban');
    expect(rules('SSN 000-12-3456', 'pii')).not.toContain('pii.national_id.us_ssn');
    expect(rules('CF RSSMRA85T10A562T', 'pii')).not.toContain('pii.national_id.it_codice_fiscale');
    expect(rules('version 1.2.3.4.5 released 2024-01-15', 'pii')).toEqual([]);
    expect(rules('I have 3 apples and 12 pears.', 'pii')).toEqual([]);
  });

  it('reads context: a number after "phone" is a phone, after "SKU" or "IMEI" it is not', () => {
    expect(rules('phone 555 123 4567', 'pii')).toContain('pii.phone');
    expect(rules('SKU 555 123 4567', 'pii')).toEqual([]);
    expect(rules('IMEI 490154203237518', 'pii')).toEqual([]);
    expect(rules('Order #123-456-7890 has shipped', 'pii')).toEqual([]);
  });
});
