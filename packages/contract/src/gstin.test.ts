import { describe, expect, it } from 'vitest';
import {
  GSTIN_CHECKSUM_INVALID,
  GSTIN_FORMAT_INVALID,
  GSTIN_STATE_UNKNOWN,
  gstinCheckCharacter,
  gstinProblem,
} from './gstin';

describe('a GSTIN', () => {
  it('is valid when its 15th character is the check character of the other 14', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '07AAACB2894G1ZP']) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
      expect(gstinProblem(gstin)).toBeNull();
    }
  });

  it('is refused when any one character was typed wrong, or two neighbours swapped', () => {
    const valid = '27AAPFU0939F1ZV';
    for (let i = 2; i < 14; i++) {
      const wrong = valid.charAt(i) === '9' ? '8' : /\d/.test(valid.charAt(i)) ? '9' : 'Q';
      const typo = valid.slice(0, i) + wrong + valid.slice(i + 1);
      if (gstinProblem(typo) === GSTIN_FORMAT_INVALID) continue;
      expect(gstinProblem(typo)).toBe(GSTIN_CHECKSUM_INVALID);
    }
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_CHECKSUM_INVALID);
    expect(gstinProblem('27AAPFU0993F1ZV')).toBe(GSTIN_CHECKSUM_INVALID);
  });

  it('needs the GSTIN shape and an Indian state code', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_FORMAT_INVALID);
    expect(gstinProblem('27aapfu0939f1zv')).toBe(GSTIN_FORMAT_INVALID);
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(GSTIN_FORMAT_INVALID);
    const unknownState = `99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`;
    expect(gstinProblem(unknownState)).toBe(GSTIN_STATE_UNKNOWN);
  });
});
