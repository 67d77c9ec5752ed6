import { describe, expect, it } from 'vitest';
import { stateOfPincode } from './pincode-states';

describe('the state of a pincode', () => {
  it.each([
    ['110001', 'Delhi'],
    ['122001', 'Haryana'],
    ['141001', 'Punjab'],
    ['160017', 'Chandigarh'],
    ['171001', 'Himachal Pradesh'],
    ['190001', 'Jammu and Kashmir'],
    ['194101', 'Ladakh'],
    ['226001', 'Uttar Pradesh'],
    ['248001', 'Uttarakhand'],
    ['302001', 'Rajasthan'],
    ['380001', 'Gujarat'],
    ['396230', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['400001', 'Maharashtra'],
    ['403001', 'Goa'],
    ['452001', 'Madhya Pradesh'],
    ['492001', 'Chhattisgarh'],
    ['500001', 'Telangana'],
    ['520001', 'Andhra Pradesh'],
    ['560001', 'Karnataka'],
    ['600001', 'Tamil Nadu'],
    ['605001', 'Puducherry'],
    ['682001', 'Kerala'],
    ['682555', 'Lakshadweep'],
    ['700001', 'West Bengal'],
    ['737101', 'Sikkim'],
    ['744101', 'Andaman and Nicobar Islands'],
    ['751001', 'Odisha'],
    ['781001', 'Assam'],
    ['791111', 'Arunachal Pradesh'],
    ['793001', 'Meghalaya'],
    ['795001', 'Manipur'],
    ['796001', 'Mizoram'],
    ['797001', 'Nagaland'],
    ['799001', 'Tripura'],
    ['800001', 'Bihar'],
    ['834001', 'Jharkhand'],
  ])('%s is in %s', (pincode, state) => {
    expect(stateOfPincode(pincode)).toBe(state);
  });

  it('is null for pincodes no postal circle gives out, and for what is not a pincode', () => {
    expect(stateOfPincode('999999')).toBeNull();
    expect(stateOfPincode('012345')).toBeNull();
    expect(stateOfPincode('5600')).toBeNull();
  });
});
