import { Component, type ReactNode } from 'react';

/**
 * Keeps one broken cart line from taking the whole cart down (docs/product.md §2): the line shows
 * 'There was an error displaying this cart item.' and the rest of the cart stays usable.
 */
export class CartLineBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A cart line could not be displayed', error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          There was an error displaying this cart item.
        </p>
      );
    }
    return this.props.children;
  }
}
