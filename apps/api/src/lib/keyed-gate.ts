import { Semaphore } from './semaphore';

/**
 * A semaphore per key (a client IP, say): at most `slots` tasks of one key run at once and at most
 * `maxWaiting` more wait their turn; past that, `run` answers `'full'` without running the task. A
 * burst from one client is worked off slowly while other clients' tasks go straight through.
 */
export class KeyedGate {
  private readonly gates = new Map<string, { semaphore: Semaphore; users: number }>();

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T | 'full'> {
    let gate = this.gates.get(key);
    if (!gate) {
      gate = { semaphore: new Semaphore(this.slots), users: 0 };
      this.gates.set(key, gate);
    }
    if (gate.users >= this.slots + this.maxWaiting) return 'full';
    gate.users++;
    try {
      return await gate.semaphore.run(task);
    } finally {
      gate.users--;
      if (gate.users === 0) this.gates.delete(key);
    }
  }
}
