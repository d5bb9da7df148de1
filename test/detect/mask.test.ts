import { describe, expect, it } from 'vitest';
import { mask } from '../../src/detect/index.js';

describe('mask', () => {
  const text =
    'Email bob@example.com or bob@example.com, call +1 415 555 2671, key sk-ant-api03-Zq8Lr2Vx7Tn4Wm1Ks9Pd3Hf6Jb0Gc5YaQ2eR4tY6uP3nB8vC1xZ7mK0sL5dF9gH2jQ4wE6rT8yU1iO3pA5sD7fG9hJ2kLAA.';

  it('replaces PII and secrets with stable numbered placeholders', () => {
    const m = mask(text);
    expect(m.masked).toBe('Email [EMAIL_1] or [EMAIL_1], call [PHONE_1], key [SECRET_1].');
    expect(m.count).toBe(3);
    expect(m.replacements.map((r) => r.placeholder)).toEqual([
      '[EMAIL_1]',
      '[EMAIL_1]',
      '[PHONE_1]',
      '[SECRET_1]',
    ]);
  });

  it('restores placeholders in an answer and leaves unknown ones alone', () => {
    const m = mask(text);
    expect(m.restore('I wrote to [EMAIL_1] about [SECRET_1]; [EMAIL_9] is unknown.')).toBe(
      'I wrote to bob@example.com about sk-ant-api03-Zq8Lr2Vx7Tn4Wm1Ks9Pd3Hf6Jb0Gc5YaQ2eR4tY6uP3nB8vC1xZ7mK0sL5dF9gH2jQ4wE6rT8yU1iO3pA5sD7fG9hJ2kLAA; [EMAIL_9] is unknown.',
    );
  });

  it('masks only the requested entity kinds', () => {
    expect(mask(text, { entities: ['SECRET'] }).masked).toContain('bob@example.com');
  });

  it('restores placeholders split across stream chunks', () => {
    const m = mask('Contact alice@example.org and carol@example.org');
    const r = m.streamRestorer();
    const chunks = ['Sure: [EMA', 'IL_1', '] and [', 'EMAIL_2', ']! Also [note] [x'];
    const out = chunks.map((c) => r.push(c)).join('') + r.flush();
    expect(out).toBe('Sure: alice@example.org and carol@example.org! Also [note] [x');
  });

  it('does not hold back text that cannot become a placeholder', () => {
    const r = mask('a@b.co').streamRestorer();
    expect(r.push('see [link](http://x)')).toBe('see [link](http://x)');
    expect(r.flush()).toBe('');
  });
});
