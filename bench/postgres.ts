import pg from 'pg';

/**
 * A fresh database for the PostgreSQL benchmark on the server named by TEST_DATABASE_URL (default
 * 127.0.0.1:5432/test), or null when none answers. A benchmark that may run beside another on the same server
 * names a database of its own.
 */
export async function postgresUrlForBench(name = 'showfloor_bench'): Promise<string | null> {
  const admin = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
