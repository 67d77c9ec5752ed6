let made = 0;

/** An id for something a test made up, different from every other one ("variant-3"). */
export const madeUpId = (kind: string) => `${kind}-${++made}`;
