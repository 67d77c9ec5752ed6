import { describe, expect, it } from 'vitest';
import { afterLoginPath, returnToFrom } from './after-login';

describe('after login', () => {
  it('returns a shopper to the page they came from, query and hash included', () => {
    expect(afterLoginPath({ pathname: '/profile/addresses', search: '?x=1', hash: '#top' })).toBe(
      '/profile/addresses?x=1#top',
    );
  });

  it('goes home when there is no origin or the origin is an auth page', () => {
    expect(afterLoginPath(undefined)).toBe('/');
    expect(afterLoginPath({ pathname: '/login' })).toBe('/');
    expect(afterLoginPath({ pathname: '/forgot-password' })).toBe('/');
  });

  it('sends a shopper with items in the cart to /cart only when the origin was the home page', () => {
    expect(afterLoginPath({ pathname: '/' }, true)).toBe('/cart');
    expect(afterLoginPath({ pathname: '/' }, false)).toBe('/');
  });

  it('with items in the cart and no origin, or an auth page as origin, goes home', () => {
    expect(afterLoginPath(undefined, true)).toBe('/');
    expect(afterLoginPath({ pathname: '/login' }, true)).toBe('/');
    expect(afterLoginPath({ pathname: '/register' }, true)).toBe('/');
    expect(afterLoginPath({ pathname: '/forgot-password' }, true)).toBe('/');
  });

  it('returns a shopper with items in the cart to any other page they came from', () => {
    expect(afterLoginPath({ pathname: '/product/42' }, true)).toBe('/product/42');
  });

  it('never follows an origin that is not a path of this site', () => {
    expect(afterLoginPath({ pathname: 'https://evil.example' })).toBe('/');
  });

  it('reads the origin from router state and ignores anything else', () => {
    expect(returnToFrom({ from: { pathname: '/checkout' } })).toEqual({ pathname: '/checkout' });
    expect(returnToFrom(null)).toBeUndefined();
    expect(returnToFrom({ from: 'nope' })).toBeUndefined();
  });
});
