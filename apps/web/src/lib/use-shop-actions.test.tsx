import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoginRequired } from './login-required';
import { usePendingItem } from './pending-item';
import { useShopActions } from './use-shop-actions';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('shop actions for a guest', () => {
  beforeEach(() => {
    localStorage.clear();
    usePendingItem.setState({ pendingCartItem: undefined, pendingWishlistProductId: undefined });
    useLoginRequired.setState({ open: false });
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the cart item as pending, asks to log in and calls no API', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { result } = renderHook(() => useShopActions(), { wrapper });
    act(() => result.current.addToCart('variant-1', 3));
    expect(usePendingItem.getState().pendingCartItem).toEqual({ productVariantId: 'variant-1', quantity: 3 });
    expect(useLoginRequired.getState().open).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('pending-item') ?? '{}').state.pendingCartItem).toEqual({
      productVariantId: 'variant-1',
      quantity: 3,
    });
  });

  it('keeps the wishlist product as pending and asks to log in', () => {
    const { result } = renderHook(() => useShopActions(), { wrapper });
    act(() => result.current.toggleWishlist('product-1'));
    expect(usePendingItem.getState().pendingWishlistProductId).toBe('product-1');
    expect(useLoginRequired.getState().open).toBe(true);
    expect(result.current.isInWishlist('product-1')).toBe(false);
  });
});
