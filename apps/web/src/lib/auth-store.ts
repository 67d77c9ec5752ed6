import type { User } from '@vastra/contract/users';
import { create } from 'zustand';

const TOKEN_KEY = 'token';

export type AuthStatus = 'checking' | 'ready';

interface AuthState {
  token: string | null;
  user: User | null;
  /** 'checking' until the stored token has been verified (or found absent) at start. */
  status: AuthStatus;
  signIn(token: string, user: User): void;
  setUser(user: User): void;
  signOut(): void;
  finishChecking(user: User | null): void;
}

/** The session: the token lives in localStorage (docs/product.md §4), the user in memory. */
export const useAuthStore = create<AuthState>((set) => ({
  token: readToken(),
  user: null,
  status: readToken() ? 'checking' : 'ready',
  signIn(token, user) {
    localStorage.setItem(TOKEN_KEY, token);
    set({ token, user, status: 'ready' });
  },
  setUser(user) {
    set({ user });
  },
  signOut() {
    localStorage.removeItem(TOKEN_KEY);
    set({ token: null, user: null, status: 'ready' });
  },
  finishChecking(user) {
    if (!user) localStorage.removeItem(TOKEN_KEY);
    set((state) => ({ user, token: user ? state.token : null, status: 'ready' }));
  },
}));

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export const isAdmin = (user: User | null) => user?.userType === 'ADMIN';
