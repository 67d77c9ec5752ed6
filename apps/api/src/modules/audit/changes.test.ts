import { AUDIT_REDACTED } from '@vastra/contract/audit';
import { describe, expect, it } from 'vitest';
import { changesOf, formFieldValue, isSecretField, MAX_RECORDED_TEXT, recordedValue } from './changes';

describe('secret fields', () => {
  it('are known by a word of their name, in any case or style', () => {
    for (const name of [
      'password',
      'newPassword',
      'current_password',
      'apiKey',
      'api-key',
      'apikey',
      'otp',
      'tokenHash',
      'webhookSecret',
      'salt',
      'PIN',
    ]) {
      expect(isSecretField(name), name).toBe(true);
    }
    for (const name of [
      'productName',
      'pincode',
      'keywords',
      'monkey',
      'hsnCode',
      'staffRole',
      'codBlocked',
    ]) {
      expect(isSecretField(name), name).toBe(false);
    }
  });

  it('are recorded as changed, never by value, at the top and inside objects', () => {
    const changes = changesOf({
      sent: {
        password: 'hunter2',
        provider: { name: 'Shiprocket', apiKey: 'sk_live_1', nested: [{ secret: 's' }] },
      },
      before: undefined,
      after: undefined,
    });
    expect(changes).toEqual({
      password: { to: AUDIT_REDACTED },
      provider: { to: { name: 'Shiprocket', apiKey: AUDIT_REDACTED, nested: [{ secret: AUDIT_REDACTED }] } },
    });
    expect(JSON.stringify(changes)).not.toMatch(/hunter2|sk_live|"s"/);
  });

  it('stay hidden even when the thing’s reader knows them', () => {
    const changes = changesOf({ sent: { token: 'abc' }, before: { token: 'old' }, after: { token: 'abc' } });
    expect(changes).toEqual({ token: { to: AUDIT_REDACTED } });
  });
});

describe('the fields a write changed', () => {
  it('are the stored values before and after where the reader knows them, without those left as they were', () => {
    expect(
      changesOf({
        sent: { value: '15', code: 'DIWALI', note: 'festive' },
        before: { value: '10.00', code: 'DIWALI' },
        after: { value: '15.00', code: 'DIWALI' },
      }),
    ).toEqual({ value: { from: '10.00', to: '15.00' }, note: { to: 'festive' } });
  });

  it('are the values after, without from, for a creation', () => {
    expect(changesOf({ sent: { code: 'NEW' }, before: null, after: { code: 'NEW' } })).toEqual({
      code: { to: 'NEW' },
    });
  });

  it('are the values sent when the reader could not read after', () => {
    expect(
      changesOf({ sent: { status: 'SHIPPED' }, before: { status: 'PENDING' }, after: undefined }),
    ).toEqual({
      status: { from: 'PENDING', to: 'SHIPPED' },
    });
  });

  it('are every field the reader saw go for a call that sends nothing, a delete', () => {
    expect(changesOf({ sent: null, before: { code: 'OLD', active: true }, after: null })).toEqual({
      code: { from: 'OLD', to: null },
      active: { from: true, to: null },
    });
  });
});

describe('recorded values', () => {
  it('keep the start of long text, dates as ISO text, and nothing PostgreSQL would refuse', () => {
    const long = recordedValue('x'.repeat(MAX_RECORDED_TEXT + 50)) as string;
    expect(long).toHaveLength(MAX_RECORDED_TEXT + 1);
    expect(recordedValue(new Date('2026-12-01T10:00:00Z'))).toBe('2026-12-01T10:00:00.000Z');
    expect(recordedValue('a\u0000b\ud800c')).toBe('ab\ufffdc');
    expect(recordedValue(undefined)).toBeNull();
  });

  it('cut deep nesting short', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(JSON.stringify(recordedValue(deep))).toContain('…');
  });

  it('read a form field holding JSON as what it holds, and other text as it is', () => {
    expect(formFieldValue('[{"color":"White"}]')).toEqual([{ color: 'White' }]);
    expect(formFieldValue('[not json')).toBe('[not json');
    expect(formFieldValue('Plain words')).toBe('Plain words');
  });
});
