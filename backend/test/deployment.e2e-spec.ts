import { getMetadataStorage } from 'class-validator';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { REPOSITORY_ROOT } from '../src/common/paths.js';
import { securityHeaders } from '../src/common/http/security-headers.js';
import { EnvironmentVariables, validateEnvironment } from '../src/config/env.validation.js';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheControlFor,
} from '../src/frontends/serve-frontends.js';

/**
 * The deployment files (docker-compose.yml, docker/*) checked against the application they
 * deploy, without a Docker engine: the variables the API reads, its security headers and
 * cache rules, the ports and users of the images.
 */

const read = (relative: string): string =>
  fs.readFileSync(path.join(REPOSITORY_ROOT, relative), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(read('docker-compose.yml')) as { services: Record<string, ComposeService> };
const services = compose.services;

/** The backend's environment as written in the compose file (values not yet interpolated). */
function backendEnvironment(): Record<string, string> {
  const environment = services.backend.environment ?? {};
  const entries = Array.isArray(environment)
    ? environment.map((line) => {
        const at = line.indexOf('=');
        return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(environment).map(([name, value]) => [name, String(value ?? '')]);
  return Object.fromEntries(entries);
}

/**
 * Compose's interpolation for the forms this file may use: `${NAME}`, `${NAME:-default}` and
 * `$$`. Any other use of `$` fails the test, so a new form gets a rule here before it ships.
 */
function interpolate(value: string, host: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}|\$/g,
    (match, name?: string, fallback?: string) => {
      if (match === '$$') return '$';
      if (!name) throw new Error(`Unsupported interpolation in ${JSON.stringify(value)}`);
      const set = host[name];
      return set !== undefined && set !== '' ? set : (fallback ?? '');
    },
  );
}

/** The host variables a value reads (`${NAME...}`). */
const hostVariables = (value: string): string[] =>
  [...value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);

/** Every variable the backend reads: the properties of EnvironmentVariables. */
const knownVariables = new Set(
  getMetadataStorage()
    .getTargetValidationMetadatas(EnvironmentVariables, '', true, false)
    .map((metadata) => metadata.propertyName),
);

/** The instructions of a Dockerfile's last stage: what the running container is made of. */
function finalStage(dockerfile: string): Instruction[] {
  const instructions = DockerfileParser.parse(read(dockerfile)).getInstructions();
  const lastFrom = instructions.map((i) => i.getKeyword()).lastIndexOf('FROM');
  return instructions.slice(lastFrom);
}

const argumentsOf = (instructions: Instruction[], keyword: string): string[] =>
  instructions
    .filter((instruction) => instruction.getKeyword() === keyword)
    .map((instruction) => instruction.getArgumentsContent() ?? '');

const builtServices = Object.entries(services).filter(([, service]) => service.build);
const dockerfileOf = (service: ComposeService): string =>
  path.posix.join(service.build!.context, service.build!.dockerfile);

/** Directives of nginx `map` blocks: `map $source $name { "key" value; default value; }`. */
interface NginxMap {
  source: string;
  entries: { key: string; value: string }[];
}

const unquote = (token: string): string => token.replace(/^"(.*)"$/s, '$1');

function nginxMaps(config: string): Map<string, NginxMap> {
  const maps = new Map<string, NginxMap>();
  // A block ends at the first line that is only `}` (regexes inside may hold braces).
  for (const block of config.matchAll(/^map\s+(\S+|"[^"]*")\s+\$(\w+)\s*\{\n([\s\S]*?)^\}/gm)) {
    const entries = [...block[3].matchAll(/^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+)\s*;/gm)].map(
      (entry) => ({ key: unquote(entry[1]), value: unquote(entry[2]) }),
    );
    maps.set(block[2], { source: unquote(block[1]), entries });
  }
  return maps;
}

/** The value an nginx map gives `input`: the first matching regex or exact key, else default. */
function evaluateMap(map: NginxMap, input: string): string {
  for (const { key, value } of map.entries) {
    if (key === 'default') continue;
    const matches = key.startsWith('~*')
      ? new RegExp(key.slice(2), 'i').test(input)
      : key.startsWith('~')
        ? new RegExp(key.slice(1)).test(input)
        : key === input;
    if (matches) return value;
  }
  return map.entries.find((entry) => entry.key === 'default')?.value ?? '';
}

/** `add_header Name value always;` lines of an nginx file, values with `$map` variables resolved. */
function nginxHeaders(
  config: string,
  maps: Map<string, NginxMap>,
  inputs: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of config.matchAll(/^\s*add_header\s+(\S+)\s+("[^"]*"|\S+)(\s+always)?\s*;/gm)) {
    let value = unquote(line[2]);
    const variable = /^\$(\w+)$/.exec(value)?.[1];
    if (variable) {
      const map = maps.get(variable);
      if (!map) throw new Error(`add_header ${line[1]} uses $${variable}, which no map defines`);
      value = evaluateMap(map, inputs[map.source] ?? '');
    }
    // nginx sends no header for an empty value.
    if (value !== '') headers[line[1].toLowerCase()] = value;
  }
  return headers;
}

/** The headers the API's security middleware sets on one request. */
function apiSecurityHeaders(request: { path: string; secure: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as Response;
  const run = ([handler, ...rest]: RequestHandler[]) =>
    handler?.({ headers: {}, ...request } as Request, response, (() => run(rest)) as NextFunction);
  run(securityHeaders('/api/docs'));
  return headers;
}

describe('docker-compose.yml', () => {
  it('runs the database, Redis, the API, the web app and the proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['backend', 'postgres', 'proxy', 'redis', 'web']);
  });

  it('sets only variables the API reads', () => {
    expect(knownVariables.size).toBeGreaterThan(20);
    const unknown = Object.keys(backendEnvironment()).filter((name) => !knownVariables.has(name));
    expect(unknown).toEqual([]);
  });

  it('sets what a replicated production API needs', () => {
    const environment = backendEnvironment();
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'TRUST_PROXY_HOPS']) {
      expect(environment).toHaveProperty(name);
    }
    expect(environment.NODE_ENV).toBe('production');
    const monime = 'MONIME_ACCESS_TOKEN' in environment && 'MONIME_SPACE_ID' in environment;
    expect(monime || 'PAYMENTS_SANDBOX' in environment).toBe(true);
  });

  it('passes host variables through under their own names', () => {
    // DATABASE_URL is assembled from the database's password; every other value that reads
    // the host reads the variable of the same name, so a misspelt one cannot hide.
    const composeOnly = new Set(['POSTGRES_PASSWORD']);
    for (const [name, value] of Object.entries(backendEnvironment())) {
      for (const variable of hostVariables(value)) {
        expect({ name, reads: composeOnly.has(variable) ? name : variable }).toEqual({
          name,
          reads: name,
        });
      }
    }
  });

  it('gives the API a valid configuration that points at the postgres and redis services', () => {
    const METRICS_TOKEN = 'scrape-token-0123456789';
    const environment = backendEnvironment();
    const resolve = (host: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(environment).map(([name, value]) => [name, interpolate(value, host)]),
      );

    const trial = validateEnvironment(
      resolve({ PAYMENTS_SANDBOX: 'true', MAIL_DISABLED: 'true', METRICS_TOKEN }),
    );
    expect(trial.NODE_ENV).toBe('production');
    expect(trial.PAYMENTS_SANDBOX).toBe(true);
    expect(trial.TRUST_PROXY_HOPS).toBe(1);
    expect(new URL(trial.DATABASE_URL!).host).toBe('postgres:5432');
    expect(new URL(resolve({}).REDIS_URL).host).toBe('redis:6379');

    const live = validateEnvironment(
      resolve({
        MONIME_ACCESS_TOKEN: 'mon_live_token',
        MONIME_SPACE_ID: 'spc-salone',
        SMTP_URL: 'smtps://salone:secret@smtp.example.com',
        METRICS_TOKEN,
      }),
    );
    expect(live.PAYMENTS_SANDBOX).toBe(false);
    expect(live.MONIME_SPACE_ID).toBe('spc-salone');
    expect(live.SMTP_URL).toBe('smtps://salone:secret@smtp.example.com');

    // Neither credentials nor the sandbox asked for: production refuses to start.
    expect(() => validateEnvironment(resolve({ MAIL_DISABLED: 'true' }))).toThrow(
      /MONIME_ACCESS_TOKEN/,
    );
    // No SMTP server and mail not disabled on purpose: production refuses to start.
    expect(() => validateEnvironment(resolve({ PAYMENTS_SANDBOX: 'true' }))).toThrow(/SMTP_URL/);
    // No metrics token: production refuses to start rather than publish its metrics.
    expect(() =>
      validateEnvironment(resolve({ PAYMENTS_SANDBOX: 'true', MAIL_DISABLED: 'true' })),
    ).toThrow(/METRICS_TOKEN is required in production/);
  });

  it('gives every service a health check and a restart policy', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, test: Boolean(service.healthcheck?.test) }).toEqual({ name, test: true });
      expect({ name, disabled: service.healthcheck?.disable ?? false }).toEqual({
        name,
        disabled: false,
      });
      expect({ name, restart: (service as { restart?: string }).restart }).toEqual({
        name,
        restart: 'unless-stopped',
      });
    }
  });

  it('runs more than one API replica, after the database and Redis are healthy', () => {
    expect(services.backend.deploy?.replicas).toBeGreaterThan(1);
    expect(services.backend.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
  });

  it('publishes ports only from the proxy', () => {
    const publishing = Object.entries(services)
      .filter(([, service]) => (service.ports ?? []).length > 0)
      .map(([name]) => name);
    expect(publishing).toEqual(['proxy']);
  });
});

describe('Dockerfiles', () => {
  it('builds the API, the web app and the proxy from docker/', () => {
    expect(Object.fromEntries(builtServices.map(([name, s]) => [name, dockerfileOf(s)]))).toEqual({
      backend: 'docker/backend.Dockerfile',
      proxy: 'docker/proxy.Dockerfile',
      web: 'docker/web.Dockerfile',
    });
  });

  it.each(builtServices)('runs %s as an unprivileged user, with a health check', (_, service) => {
    const stage = finalStage(dockerfileOf(service));
    const users = argumentsOf(stage, 'USER');
    expect(users.length).toBeGreaterThan(0);
    const user = users.at(-1)!.split(':')[0].trim();
    expect(['root', '0', '']).not.toContain(user);
    expect(argumentsOf(stage, 'HEALTHCHECK')).toHaveLength(1);
  });

  it('exposes the ports the proxy and the compose file use', () => {
    const exposed = (name: string) =>
      argumentsOf(finalStage(dockerfileOf(services[name])), 'EXPOSE').flatMap((ports) =>
        ports.split(/\s+/),
      );
    const upstreams = [
      ...read('docker/nginx/proxy.conf').matchAll(/^\s*server\s+([\w-]+):(\d+)\s+resolve\b/gm),
    ];
    expect(upstreams.map((match) => match[1]).sort()).toEqual(['backend', 'web']);
    for (const [, name, port] of upstreams) expect(exposed(name)).toContain(port);
    for (const mapping of services.proxy.ports ?? []) {
      expect(exposed('proxy')).toContain(mapping.split(':').at(-1));
    }
  });

  it('copies every workspace manifest before npm ci (npm checks the lock against all of them)', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces
      .flatMap((pattern) => {
        const at = pattern.lastIndexOf('/');
        const parent = at < 0 ? '' : pattern.slice(0, at);
        const name = new RegExp(`^${pattern.slice(at + 1).replaceAll('*', '.*')}$`);
        return fs
          .readdirSync(path.join(REPOSITORY_ROOT, parent), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && name.test(entry.name))
          .map((entry) => path.posix.join(parent, entry.name));
      })
      .filter((dir) => fs.existsSync(path.join(REPOSITORY_ROOT, dir, 'package.json')))
      .sort();
    expect(workspaces.length).toBeGreaterThan(4);

    for (const dockerfile of ['docker/backend.Dockerfile', 'docker/web.Dockerfile']) {
      const instructions = DockerfileParser.parse(read(dockerfile)).getInstructions();
      const npmCi = instructions.findIndex(
        (i) => i.getKeyword() === 'RUN' && /\bnpm ci\b/.test(i.getArgumentsContent() ?? ''),
      );
      const copied = argumentsOf(instructions.slice(0, npmCi), 'COPY')
        .map((args) => /^(\S+)\/package\.json\s/.exec(args)?.[1])
        .filter((dir): dir is string => Boolean(dir))
        .sort();
      expect({ dockerfile, copied }).toEqual({ dockerfile, copied: workspaces });
    }
  });
});

describe('nginx of the web image', () => {
  const webConf = read('docker/nginx/web.conf');
  const headersConf = read('docker/nginx/security-headers.conf');
  const maps = nginxMaps(webConf);

  it('installs the security headers where web.conf includes them', () => {
    const include = /^\s*include\s+(\S+security-headers\.conf)\s*;/m.exec(webConf)?.[1];
    expect(include).toBeDefined();
    expect(argumentsOf(finalStage('docker/web.Dockerfile'), 'COPY')).toContain(
      `docker/nginx/security-headers.conf ${include}`,
    );
  });

  it('sets every header at server level (a location with its own add_header drops them)', () => {
    const lines = webConf.split('\n');
    const firstLocation = lines.findIndex((line) => /^\s*location\b/.test(line));
    const headerLines = lines
      .map((line, index) => (/^\s*(add_header|include)\b/.test(line) ? index : -1))
      .filter((index) => index >= 0);
    expect(firstLocation).toBeGreaterThan(0);
    expect(headerLines.length).toBeGreaterThan(0);
    for (const index of headerLines) expect(index).toBeLessThan(firstLocation);
  });

  it('sends the API’s security headers, CSP included, on the app’s pages', () => {
    const api = apiSecurityHeaders({ path: '/hotels', secure: false });
    expect(api['content-security-policy']).toContain("script-src 'self'");
    const web = nginxHeaders(headersConf, maps, { $uri: '/hotels', $http_x_forwarded_proto: '' });
    expect(web).toEqual(api);
  });

  it('adds HSTS exactly when the API does: when the browser came over HTTPS', () => {
    const api = apiSecurityHeaders({ path: '/', secure: true });
    expect(api['strict-transport-security']).toBeDefined();
    const web = nginxHeaders(headersConf, maps, { $uri: '/', $http_x_forwarded_proto: 'https' });
    expect(web).toEqual(api);
  });

  it('lets other origins load the remotes’ files (a CDN in front serves them to the shell)', () => {
    const web = nginxHeaders(headersConf, maps, {
      $uri: '/remotes/booking/remoteEntry.js',
      $http_x_forwarded_proto: '',
    });
    expect(web['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('caches files as the API does: hashed names for a year, pages and the rest revalidated', () => {
    const cache = maps.get('salone_cache_control')!;
    expect(cache.source).toBe('$uri');
    const uris = [
      '/index.html',
      '/remotes.json',
      '/main.3f9a1c2b7d.js',
      '/412.0e6b7a9d1c2f3e4a5b6c.css',
      '/remotes/booking/133.36a11a07baccccfc965b.js',
      '/remotes/booking/remoteEntry.js',
      '/remotes/booking/mf-manifest.json',
      '/page.0123abcd.html',
      '/favicon.svg',
      '/short.0123abc.js',
      '/UPPER.0123ABCD.js',
      '/folder.0123abcd.d/plain.js',
    ];
    const web = uris.map((uri) => [uri, evaluateMap(cache, uri)]);
    const api = uris.map((uri) => [uri, cacheControlFor(uri)]);
    expect(web).toEqual(api);
    expect(new Set(api.map(([, value]) => value))).toEqual(
      new Set([CACHE_IMMUTABLE, CACHE_REVALIDATE]),
    );
  });
});

describe('nginx of the proxy', () => {
  const proxyConf = read('docker/nginx/proxy.conf');

  it('finds the backend replicas through Docker’s DNS, again and again', () => {
    expect(proxyConf).toMatch(/^resolver 127\.0\.0\.11\b/m);
    expect(proxyConf).toMatch(/^\s*server backend:3000 resolve\b/m);
  });

  it('passes the Host as the browser sent it (the API compares it with the Origin)', () => {
    expect(proxyConf).toMatch(/^\s*proxy_set_header Host \$http_host;/m);
  });

  it('tells the API the client’s address and scheme (TRUST_PROXY_HOPS=1 trusts this hop)', () => {
    expect(proxyConf).toMatch(/^\s*proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/m);
    expect(proxyConf).toMatch(/^\s*proxy_set_header X-Forwarded-Proto \$\w+;/m);
    expect(backendEnvironment().TRUST_PROXY_HOPS).toMatch(/^\$\{TRUST_PROXY_HOPS:-1\}$/);
  });
});
