export function serverNodeArgs(): string[];
