import { describe, expect, it } from 'vitest';
import { emptyRegistration, registrationPayload, registrationProblem } from './registration';

const filled = {
  ...emptyRegistration,
  firstName: ' Meera ',
  lastName: 'Iyer',
  username: 'meera_i',
  email: 'meera@example.in ',
  password: 'secret1',
};

describe('the registration form', () => {
  it('leaves an empty mobile and date of birth out of the payload', () => {
    expect(registrationPayload({ ...filled, mobile: '  ', dob: '' })).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      username: 'meera_i',
      email: 'meera@example.in',
      password: 'secret1',
    });
  });

  it('sends mobile and date of birth when given', () => {
    expect(registrationPayload({ ...filled, mobile: '9876543210', dob: '1994-03-21' })).toMatchObject({
      mobile: '9876543210',
      dob: '1994-03-21',
    });
  });

  it('stops a password shorter than 6 characters with the product definition’s sentence', () => {
    expect(registrationProblem({ ...filled, password: '12345' })).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(registrationProblem(filled)).toBeNull();
  });

  it('sends the mobile and username as typed and refuses neither: the server accepts every usual writing', () => {
    for (const mobile of ['098765 43210', '+91-98765-43210', '(+91) 98765 43210', '+44 20 7946 0958']) {
      for (const username of ['meera.iyer', 'Meera-Iyer_94', 'मीरा', 'meera iyer']) {
        const form = { ...filled, mobile, username };
        expect(registrationProblem(form)).toBeNull();
        expect(registrationPayload(form)).toMatchObject({ mobile, username });
      }
    }
  });
});
