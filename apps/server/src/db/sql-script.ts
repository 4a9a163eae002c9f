import { type Kysely, sql } from 'kysely';

const withoutComments = (statement: string) => statement.replace(/--[^\n]*/g, '').trim();

/**
 * Splits a DDL script into statements at top-level semicolons, keeping `$$ … $$` bodies whole. Needed because
 * PGlite runs each query through the extended protocol, which takes one statement at a time.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  let inLineComment = false;
  let inString = false;
  for (let i = 0; i < script.length; i++) {
    const ch = script[i];
    const next = script[i + 1];
    if (inLineComment) {
      if (ch === '\n') inLineComment = false;
      current += ch;
      continue;
    }
    if (!inDollar && !inString && ch === '-' && next === '-') {
      inLineComment = true;
      current += ch;
      continue;
    }
    if (!inDollar && ch === "'") inString = !inString;
    if (!inString && ch === '$' && next === '$') {
      inDollar = !inDollar;
      current += '$$';
      i++;
      continue;
    }
    if (ch === ';' && !inDollar && !inString) {
      if (withoutComments(current)) statements.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (withoutComments(current)) statements.push(current.trim());
  return statements;
}

/** Runs a multi-statement DDL script one statement at a time (inside the migration's transaction). */
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of splitStatements(script)) {
    await sql.raw(statement).execute(db);
  }
}
