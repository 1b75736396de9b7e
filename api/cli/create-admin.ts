// npm run admin:create -- --username <name> [--email <address>] [--role site_admin|school_admin]
//
// Creates the first site admin (or resets an admin's password and makes the
// account active). The password comes from ADMIN_PASSWORD, else from a
// hidden prompt in a terminal, else from the first line of stdin.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { adminRegisterSchema } from '@core/contracts/auth';
import { createSql } from '@db/client';
import { databaseUrlFromEnv } from '@db/config';
import { upsertActivePasswordUser } from '@db/queries/users';
import { hashPassword } from '../modules/auth/password';

const USAGE =
  'usage: npm run admin:create -- --username <name> [--email <address>] [--role site_admin|school_admin]';

const inputSchema = z.object({
  username: adminRegisterSchema.shape.username,
  password: adminRegisterSchema.shape.password,
  email: adminRegisterSchema.shape.email.optional(),
  role: z.enum(['site_admin', 'school_admin']),
});

function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          return reject(new Error('cancelled'));
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readFirstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await readHidden('Password: ');
  const again = await readHidden('Password (again): ');
  if (first !== again) throw new Error('the two passwords differ');
  return first;
}

async function main(): Promise<number> {
  try {
    process.loadEnvFile('.env');
  } catch {
    // no .env: the environment and defaults apply
  }
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string', default: 'site_admin' },
    },
  });
  if (!values.username) {
    console.error(USAGE);
    return 2;
  }
  const parsed = inputSchema.safeParse({ ...values, password: await readPassword() });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join('.')}: ${issue.message}`);
    return 2;
  }
  const { username, password, email, role } = parsed.data;
  const sql = createSql(databaseUrlFromEnv(), { max: 1, applicationName: 'admin-create' });
  try {
    const user = await upsertActivePasswordUser(sql, {
      username,
      passwordHash: await hashPassword(password),
      email: email ?? null,
      role,
    });
    console.log(`${role} '${user.username}' is ready (user id ${user.id}). Sign in at /auth.`);
    return 0;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`admin:create failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
