import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => fs.readFileSync(`${root}/${file}`, 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  stop_grace_period?: string;
  restart?: string;
  command?: string[];
  healthcheck?: { test?: string[] };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
}
interface ComposeFile {
  services: Record<string, Service>;
}

/** YAML with anchors and merge keys (`<<: *app`) resolved, as Compose reads it. */
const load = (file: string) => parse(read(file), { merge: true }) as ComposeFile;

// The JSON-schema validator eslint depends on (Ajv 6, draft-07: the spec's draft); no
// validator of our own to install for one schema.
type Validate = ((data: unknown) => boolean) & {
  errors?: { dataPath: string; message?: string }[] | null;
};
interface AjvLike {
  compile(schema: object): Validate;
}
const Ajv = createRequire(createRequire(import.meta.url).resolve('eslint/package.json'))(
  'ajv',
) as new (options: object) => AjvLike;

function specValidator(): Validate {
  const schema = JSON.parse(read('tests/compose/compose-spec.schema.json')) as Record<
    string,
    unknown
  >;
  // Ajv 6 knows draft-07 by its old URI; the schema names the new one
  delete schema.$schema;
  return new Ajv({ allErrors: true, unknownFormats: 'ignore', schemaId: 'auto' }).compile(schema);
}

const seconds = (duration: string | undefined) => {
  const match = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration ?? '');
  return match ? Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0) : 0;
};

/** worker/env.ts SHUTDOWN_TIMEOUT_MS default (60 s) plus room for closing pools. */
const GRACEFUL_SHUTDOWN_SECONDS = 60;

describe('docker-compose files', () => {
  const validate = specValidator();
  const main = load('docker-compose.yml');
  const meili = load('docker-compose.meilisearch.yml');

  it.each(['docker-compose.yml', 'docker-compose.meilisearch.yml'])(
    '%s follows the Compose Specification',
    (file) => {
      const valid = validate(load(file));
      expect(validate.errors?.map((e) => `${e.dataPath} ${e.message}`) ?? []).toEqual([]);
      expect(valid).toBe(true);
    },
  );

  it('the schema check refuses what Compose would refuse', () => {
    const broken = {
      services: { api: { image: 'x', stop_grace_period: 70, healthcheck: { tset: [] } } },
    };
    expect(validate(broken)).toBe(false);
  });

  it('pins every image by version (no latest, no bare name)', () => {
    for (const [name, service] of Object.entries(main.services)) {
      if (service.build) continue;
      expect(service.image, name).toMatch(/:[\w.-]+$/);
      expect(service.image, name).not.toMatch(/:latest$/);
      expect(service.image, name).not.toMatch(/^minio\//); // gone from Docker Hub
    }
  });

  it('gives the api and the worker time for their graceful shutdown', () => {
    for (const name of ['api', 'worker']) {
      expect(seconds(main.services[name]!.stop_grace_period), name).toBeGreaterThan(
        GRACEFUL_SHUTDOWN_SECONDS,
      );
    }
  });

  it('restarts the api and the worker as npm start does: bin/start.ts supervises, Docker restarts it', () => {
    for (const name of ['api', 'worker']) {
      expect(main.services[name]!.restart, name).toBe('unless-stopped');
      expect(main.services[name]!.command, name).toContain('bin/start.ts');
    }
  });

  it('checks the health of every long-running service', () => {
    for (const name of ['postgres', 'redis', 'minio', 'meilisearch', 'api', 'worker'])
      expect(main.services[name]!.healthcheck?.test, name).toBeDefined();
    expect(main.services.api!.healthcheck!.test!.join(' ')).toContain('/api/health/ready');
  });

  it('searches with the built-in engine unless Meilisearch is opted into', () => {
    expect(main.services.meilisearch!.profiles).toEqual(['meilisearch']);
    for (const [name, service] of Object.entries(main.services)) {
      expect(service.environment?.MEILI_URL, name).toBeUndefined();
      expect(service.environment?.SEARCH_ENGINE, name).toBeUndefined();
      expect(Object.keys(service.depends_on ?? {}), name).not.toContain('meilisearch');
    }
    for (const name of ['api', 'worker']) {
      expect(meili.services[name]!.environment).toMatchObject({
        SEARCH_ENGINE: 'meilisearch',
        MEILI_URL: 'http://meilisearch:7700',
      });
      expect(meili.services[name]!.depends_on?.meilisearch?.condition).toBe('service_healthy');
    }
  });
});
