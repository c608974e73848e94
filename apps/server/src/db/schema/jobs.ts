/** Background job runs (migration 2026-11-24T18-01). */
export interface JobTables {
  job_run: {
    job: string;
    /** The start of the interval the run is for. */
    slot: Date;
    status: 'running' | 'succeeded' | 'failed';
    attempts: number;
    /** Which server copy holds or held the run. */
    claimed_by: string;
    started_at: Date;
    finished_at: Date | null;
    error: string | null;
  };
}
