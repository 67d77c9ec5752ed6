export const serverNodeArgs: readonly string[];
