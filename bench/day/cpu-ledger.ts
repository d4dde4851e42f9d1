// CPU and memory per process over the day: the topology's samples at the start and the end (a killed or restarted
// process's CPU is kept by the topology as last read), and the peak memory seen every 5 s.
import type { DayTopology } from './day-topology.js';
import type { ProcessSample } from './topology.js';

export interface CpuFigures {
  /** Per process: CPU ms used during the day, peak RSS MB, peak PSS MB. */
  processes: Array<{ name: string; cpuMs: number; peakRssMb: number; peakPssMb: number | undefined }>;
}

export class CpuLedger {
  private readonly start: Map<string, number>;
  private readonly peaks = new Map<string, { rss: number; pss: number | undefined }>();
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(private readonly topology: DayTopology) {
    const first = topology.sample?.() ?? [];
    this.start = new Map(first.map((s) => [s.name, s.cpuMs]));
    this.note(first);
    if (topology.sample) this.timer = setInterval(() => this.note(topology.sample!()), 5_000);
  }

  private note(samples: ProcessSample[]): void {
    for (const s of samples) {
      const peak = this.peaks.get(s.name) ?? { rss: 0, pss: undefined };
      peak.rss = Math.max(peak.rss, s.rssMb);
      if (s.pssMb !== undefined) peak.pss = Math.max(peak.pss ?? 0, s.pssMb);
      this.peaks.set(s.name, peak);
    }
  }

  close(): CpuFigures {
    if (this.timer) clearInterval(this.timer);
    const last = this.topology.sample?.() ?? [];
    this.note(last);
    return {
      processes: last.map((s) => ({
        name: s.name,
        cpuMs: s.cpuMs - (this.start.get(s.name) ?? 0),
        peakRssMb: this.peaks.get(s.name)?.rss ?? s.rssMb,
        peakPssMb: this.peaks.get(s.name)?.pss,
      })),
    };
  }
}
