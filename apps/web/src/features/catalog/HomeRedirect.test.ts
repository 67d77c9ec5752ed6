import { describe, expect, it } from 'vitest';
import { welcomeWaitMs } from './HomeRedirect';

describe('the root redirect’s one second', () => {
  it('counts from the first paint for a welcome the server drew', () => {
    // Painted at 250 ms, taken over by the code at 700 ms: 550 ms of the second are left.
    expect(welcomeWaitMs(700, true, 250)).toBe(550);
  });

  it('is over at once when the code takes over a welcome shown for a second already', () => {
    expect(welcomeWaitMs(1600, true, 300)).toBe(0);
  });

  it('counts from now for a welcome the app draws itself, or when the paint time is unknown', () => {
    expect(welcomeWaitMs(5000, false, 250)).toBe(1000);
    expect(welcomeWaitMs(700, true, undefined)).toBe(1000);
  });
});
