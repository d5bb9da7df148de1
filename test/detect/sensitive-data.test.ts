import { describe, expect, it } from 'vitest';
import { scan } from '../../src/detect/index.js';

const rules = (text: string, engine: string) =>
  scan(text, { engines: [engine] })
    .engines[0]?.hits.filter((h) => h.score >= 0.5)
    .map((h) => h.ruleId) ?? [];

describe('secrets engine', () => {
  it('flags an AWS access key id with its secret key', () => {
    const d = scan('AWS creds: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY');
    expect(d.flags).toContain('SECRET');
    expect(rules('AKIAIOSFODNN7EXAMPLE wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'secrets')).toEqual([
      'secret.aws_access_key_id',
      'secret.aws_secret_key',
    ]);
  });

  it.each([
    ['secret.github_token', 'token ghp_abcdefghijklmnopqrstuvwxyz0123456789'],
    ['secret.openai_key', 'OPENAI_API_KEY=sk-proj-abc123DEF456ghi789JKL012mno345'],
    ['secret.anthropic_key', 'key: sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz012345'],
    ['secret.slack_token', 'xoxb-123456789012-1234567890123-AbCdEfGhIjKl'],
    ['secret.stripe_key', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'],
    ['secret.google_api_key', 'AIzaSyA-1234567890abcdefghijklmnopqrstu'],
    ['secret.private_key', '-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----'],
    [
      'secret.jwt',
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    ],
    ['secret.keyed_value', 'api_key = "f3a9c1e7b2d84f6a9c0e1b2d3f4a5b6c"'],
    ['secret.url_credentials', 'postgres://admin:s3cretPass@db.internal:5432/app'],
  ])('finds %s', (ruleId, text) => {
    expect(rules(text, 'secrets')).toContain(ruleId);
  });

  it('ignores ordinary text, placeholders and hashes without key context', () => {
    expect(scan('The password must be at least 8 characters.').flags).not.toContain('SECRET');
    expect(scan('password: ********').flags).not.toContain('SECRET');
    expect(scan('commit 9fceb02d0ae598e95dc970b74767f19372d61af8 fixed it').flags).not.toContain('SECRET');
  });
});

describe('pii engine', () => {
  it.each([
    ['pii.email', 'write to jane.doe+news@example.co.uk today'],
    ['pii.phone', 'call me at +1 415 555 2671'],
    ['pii.phone', 'office (555) 123-4567'],
    ['pii.card', 'card 4111 1111 1111 1111 exp 12/29'],
    ['pii.iban', 'IBAN DE89 3704 0044 0532 0130 00'],
    ['pii.us_ssn', 'SSN 123-45-6789'],
    ['pii.national_id', 'NINO AB123456C'],
    ['pii.national_id', 'CPF 529.982.247-25'],
    ['pii.national_id', 'DNI 12345678Z'],
    ['pii.ip_address', 'from 8.8.8.8'],
    ['pii.ip_address', 'host 2001:db8::ff00:42:8329'],
  ])('finds %s', (ruleId, text) => {
    expect(rules(text, 'pii')).toContain(ruleId);
  });

  it('rejects values that fail their checksum or range', () => {
    expect(rules('card 4111 1111 1111 1112', 'pii')).not.toContain('pii.card');
    expect(rules('IBAN DE89 3704 0044 0532 0130 01', 'pii')).not.toContain('pii.iban');
    expect(rules('SSN 000-12-3456', 'pii')).not.toContain('pii.us_ssn');
    expect(rules('version 1.2.3.4.5 released 2024-01-15', 'pii')).toEqual([]);
    expect(rules('I have 3 apples and 12 pears.', 'pii')).toEqual([]);
  });
});
