import { readFileSync } from 'node:fs';

/**
 * Reads a process's resident memory (VmRSS) from /proc every `everyMs`, keeping the highest, overall
 * and per phase of the run (so a peak can be traced to the load that caused it).
 */
export function sampleMemory(pid: number, everyMs = 200) {
  let peakBytes = 0;
  let lastBytes = 0;
  let phasePeakBytes = 0;
  const phases: Record<string, number> = {};
  const toMb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const read = () => {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (!match) return;
      const bytes = Number(match[1]) * 1024;
      lastBytes = bytes;
      peakBytes = Math.max(peakBytes, bytes);
      phasePeakBytes = Math.max(phasePeakBytes, bytes);
    } catch {
      // The process has gone, or this is not Linux: the peaks so far stand.
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  timer.unref();
  return {
    /** Closes a phase: its peak is kept under `name`, and the next phase starts from now. */
    endPhase: (name: string) => {
      read();
      phases[name] = toMb(phasePeakBytes);
      phasePeakBytes = 0;
    },
    /** The highest resident memory seen so far, in MB. */
    peakMb: () => toMb(peakBytes),
    /** The resident memory at the last sample, in MB. */
    currentMb: () => {
      read();
      return toMb(lastBytes);
    },
    phasesMb: () => ({ ...phases }),
    stop: () => clearInterval(timer),
  };
}
