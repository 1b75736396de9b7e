import { describe, expect, it } from 'vitest';
import { isDependencyDown } from './dependency-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDependencyDown', () => {
  it('recognises PostgreSQL and Redis being away, slow or refusing work', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('CONNECT_TIMEOUT'),
      withCode('CONNECTION_CLOSED'),
      withCode('57P03', 'the database system is starting up'),
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('53300', 'too many connections'),
      withCode('08006'),
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
      new Error('Command timed out'),
      new Error('Connection is closed.'),
      new Error("OOM command not allowed when used memory > 'maxmemory'."),
      new Error('LOADING Redis is loading the dataset in memory'),
      Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }),
      new AggregateError([withCode('ECONNREFUSED')], 'all addresses failed'),
      new Error('session store', { cause: withCode('ECONNRESET') }),
    ])
      expect(isDependencyDown(error), String(error)).toBe(true);
  });

  it('leaves bugs and bad requests alone', () => {
    for (const error of [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P02', 'invalid input syntax for type bigint'),
      withCode('42P01', 'relation does not exist'),
      new Error('ERR wrong number of arguments'),
      'a string',
      undefined,
    ])
      expect(isDependencyDown(error), String(error)).toBe(false);
  });
});
