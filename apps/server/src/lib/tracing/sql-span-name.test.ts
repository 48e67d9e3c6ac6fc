import { describe, expect, it } from 'vitest';
import { sqlSpanName } from './index';

describe('sqlSpanName', () => {
  it('names a statement by its operation and outer table, never its values', () => {
    expect(sqlSpanName('select "id", (select count(*) from "event_cohosts" where "event_id" = $1) from "events" where "id" = $2').name).toBe('SELECT events');
    expect(sqlSpanName('insert into "jobs" ("kind") values ($1)').name).toBe('INSERT jobs');
    expect(sqlSpanName('update "users" set "name" = $1').name).toBe('UPDATE users');
    expect(sqlSpanName('delete from verifications where id = $1').name).toBe('DELETE verifications');
    expect(sqlSpanName('begin').name).toBe('BEGIN');
    expect(sqlSpanName("select 'from x'").table).toBeUndefined();
  });
});
