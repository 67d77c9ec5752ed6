import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './amount-in-words';

describe('amounts in words', () => {
  it('count in Indian numbering: thousand, lakh, crore', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(1000)).toBe('One Thousand');
    expect(numberInWords(99_999)).toBe('Ninety Nine Thousand Nine Hundred Ninety Nine');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(1_234_567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven');
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(250_000_000)).toBe('Twenty Five Crore');
    expect(numberInWords(12_345_678_901)).toBe(
      'One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred One',
    );
  });

  it('say rupees and paise the way an Indian invoice does', () => {
    expect(rupeesInWords(12_345_678)).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
    );
    expect(rupeesInWords(129_900)).toBe('Rupees One Thousand Two Hundred Ninety Nine Only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });
});
