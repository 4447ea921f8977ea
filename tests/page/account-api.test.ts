/** The account forms' error texts: server codes map to catalogue keys, unknown ones to the generic text. */
import { describe, expect, it } from 'vitest';
import { errorKey } from '../../src/features/account/error-keys';

describe('account error keys', () => {
  it('maps server codes to catalogue keys, unknown ones to the generic text', () => {
    expect(errorKey('modify.new.old.same')).toBe('same_password');
    expect(errorKey('username_exists')).toBe('username_exists');
    expect(errorKey('captcha_error')).toBe('account_captcha_error');
    expect(errorKey('whatever')).toBe('unknown_error');
  });
});
