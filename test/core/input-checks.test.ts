import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors.js';
import { checkJsonText } from '../../src/core/json-guard.js';
import { summarizeValidation } from '../../src/core/validation.js';

describe('checkJsonText', () => {
  it('passes ordinary JSON, escaped backslashes before u0000, and nesting at the bound', () => {
    expect(() => checkJsonText('{"a":[1,{"b":"c"}],"d":"\\\\u0000"}', 64)).not.toThrow();
    expect(() => checkJsonText(`${'['.repeat(64)}${']'.repeat(64)}`, 64)).not.toThrow();
    expect(() => checkJsonText('{"a":"[[[[[[[[[["}', 3)).not.toThrow(); // brackets inside strings do not nest
  });

  it('refuses a \\u0000 escape in a value or a key, and nesting past the bound, without recursion', () => {
    for (const text of ['{"a":"x\\u0000"}', '{"\\u0000":1}', '["\\\\\\u0000"]']) {
      expect(() => checkJsonText(text, 64), text).toThrow(ApiError);
    }
    expect(() => checkJsonText(`${'['.repeat(65)}${']'.repeat(65)}`, 64)).toThrow(/nested deeper than 64/);
    expect(() => checkJsonText('['.repeat(1_000_000), 64)).toThrow(/nested deeper/);
  });
});

describe('summarizeValidation', () => {
  it('lists the allowed values of a literal union once and names the field', () => {
    const s = summarizeValidation('body', [
      { keyword: 'const', instancePath: '/mode', params: { allowedValue: 'enforce' } },
      { keyword: 'const', instancePath: '/mode', params: { allowedValue: 'shadow' } },
      { keyword: 'anyOf', instancePath: '/mode', params: {} },
    ]);
    expect(s).toEqual({ param: 'mode', message: 'Invalid body: mode must be one of "enforce", "shadow"' });
  });

  it('names a missing field, an unexpected one, and a nested array element', () => {
    expect(
      summarizeValidation('body', [
        { keyword: 'required', instancePath: '', params: { requiredProperties: ['tenant_id'] } },
      ]).param,
    ).toBe('tenant_id');
    const extra = summarizeValidation('body', [
      { keyword: 'boolean', instancePath: '/extra', params: {}, message: 'schema is false' },
      { keyword: 'additionalProperties', instancePath: '', params: { additionalProperties: ['extra'] } },
    ]);
    expect(extra).toEqual({ param: 'extra', message: 'Invalid body: extra is not an accepted field' });
    const nested = summarizeValidation('body', [
      { keyword: 'type', instancePath: '/messages/0/role', params: {}, message: 'must be string' },
    ]);
    expect(nested).toEqual({
      param: 'messages[0].role',
      message: 'Invalid body: messages[0].role must be string',
    });
  });
});
