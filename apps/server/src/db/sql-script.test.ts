import { describe, expect, it } from 'vitest';
import { splitStatements } from './sql-script.ts';

describe('splitStatements', () => {
  it('splits a script at top-level semicolons and trims each statement', () => {
    expect(splitStatements('create table a (x int);\n  insert into a values (1) ;\n\nselect 1;')).toEqual([
      'create table a (x int)',
      'insert into a values (1)',
      'select 1',
    ]);
  });

  it('keeps a last statement that has no semicolon, and skips empty ones', () => {
    expect(splitStatements('select 1;;\n;select 2')).toEqual(['select 1', 'select 2']);
  });

  it('keeps a $$ function body with semicolons inside whole', () => {
    const fn = `create function reject_change() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger is append-only; use a new row';
        return null;
      end;
    $$`;
    expect(
      splitStatements(`${fn};\ncreate trigger t before update on ledger execute function reject_change();`),
    ).toEqual([fn, 'create trigger t before update on ledger execute function reject_change()']);
  });

  it('keeps quoted strings with semicolons, doubled quotes and $$ inside whole', () => {
    expect(
      splitStatements("insert into notes values ('a; b'), ('it''s; fine'), ('costs $$5; ok');select 2"),
    ).toEqual(["insert into notes values ('a; b'), ('it''s; fine'), ('costs $$5; ok')", 'select 2']);
  });

  it('does not split at a semicolon or a quote inside a -- comment', () => {
    expect(splitStatements("select 1 -- one; don't split here\n+ 1;\nselect 2;")).toEqual([
      "select 1 -- one; don't split here\n+ 1",
      'select 2',
    ]);
  });

  it('keeps -- inside a string as text', () => {
    expect(splitStatements("select '--not a comment;';select 3")).toEqual([
      "select '--not a comment;'",
      'select 3',
    ]);
  });

  it('ignores a trailing comment and trailing whitespace', () => {
    expect(splitStatements('select 1;\n-- the end; really\n  \n\t')).toEqual(['select 1']);
    expect(splitStatements('  \n -- only a comment\n')).toEqual([]);
    expect(splitStatements('')).toEqual([]);
  });
});
