import { describe, expect, it } from 'vitest';
import { isAllowedLink, withDefaultProtocol } from './link-protocols';

describe('links in legal pages', () => {
  it('keeps http, https, mailto and tel links and paths on this site', () => {
    for (const url of [
      'https://vastra.in',
      'HTTP://x.in',
      'mailto:care@vastra.in',
      'tel:+919800000000',
      '/legal/terms-conditions',
    ]) {
      expect(isAllowedLink(url)).toBe(true);
    }
  });

  it('drops other schemes, however they are disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'ftp://x.in',
    ]) {
      expect(isAllowedLink(url)).toBe(false);
    }
  });

  it('adds http to a bare address and leaves the rest alone', () => {
    expect(withDefaultProtocol(' www.vastra.in ')).toBe('http://www.vastra.in');
    expect(withDefaultProtocol('mailto:care@vastra.in')).toBe('mailto:care@vastra.in');
    expect(withDefaultProtocol('/legal/privacy-policy')).toBe('/legal/privacy-policy');
  });
});
