import { describe, expect, it } from 'vitest';
import { profilePayload } from './profile-form';

describe('the profile form', () => {
  it('leaves an empty date of birth out and trims the names', () => {
    expect(profilePayload({ firstName: ' Asha ', lastName: 'Rao ', mobile: '', dob: '' })).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: '',
    });
  });

  it('sends a date of birth when one is chosen', () => {
    expect(
      profilePayload({ firstName: 'A', lastName: 'B', mobile: '98765 43210', dob: '1990-07-04' }),
    ).toEqual({
      firstName: 'A',
      lastName: 'B',
      mobile: '98765 43210',
      dob: '1990-07-04',
    });
  });

  it('sends the mobile as typed, however it is written; the server keeps its 10 digits', () => {
    for (const mobile of ['098765 43210', '+91-98765-43210', '91 98765 43210']) {
      expect(profilePayload({ firstName: 'A', lastName: 'B', mobile, dob: '' }).mobile).toBe(mobile);
    }
  });
});
