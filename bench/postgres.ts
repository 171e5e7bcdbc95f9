import pg from 'pg';

/**
 * A fresh database for the PostgreSQL benchmark on the server named by TEST_DATABASE_URL (default
 * 127.0.0.1:5432/test), or null when none answers.
 */
export async function postgresUrlForBench(): Promise<string | null> {
  const admin = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    await client.query('DROP DATABASE IF EXISTS showfloor_bench WITH (FORCE)');
    await client.query('CREATE DATABASE showfloor_bench');
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = '/showfloor_bench';
  return url.toString();
}
