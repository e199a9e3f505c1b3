import type pg from "pg";

export const poolState = (name: string, pool: pg.Pool) => ({
  name,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});
