import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/config';
import { spawnServer, waitForUrl } from '../helpers/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tena-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const noClient = path.join(dataDir, 'no-client-build');

describe('the server process (src/server/main.ts)', () => {
  it('ends with exit 1 and one clear line for a bad PORT', async () => {
    const server = spawnServer({ PORT: 'eighty', TENA_DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(
      'Tena could not start: PORT must be a whole number from 0 to 65535, got "eighty"\n',
    );
  });

  it('ends with exit 1 and one line naming an unreachable database', async () => {
    const server = spawnServer({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x',
      TENA_DATA_DIR: dataDir,
    });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Tena could not start: Cannot connect to the PostgreSQL database at postgres:\/\/nobody@127\.0\.0\.1:1\/x: .*ECONNREFUSED/,
    );
    expect(server.stdout()).toBe('');
  });

  it('refuses to serve the published demo password to the network, in one line', async () => {
    const server = spawnServer({
      HOST: '0.0.0.0',
      PORT: '0',
      TENA_DATA_DIR: path.join(dataDir, 'network-demo'),
      TENA_CLIENT_DIR: noClient,
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(
      'Tena could not start: Tena will not listen on 0.0.0.0 while demo accounts use the password published in the README: set TENA_DEMO_PASSWORD to a password of your own (demo accounts still on the published one move to it), or TENA_DEMO=0 to switch them off\n',
    );
  });

  // Generous waits: the server seeds the demo hospital before it listens, under tsx, while
  // another test file shares the two cores (as in tests/api/crash-safety.test.ts).
  it('serves health and socket.io, then shuts down cleanly on SIGTERM', {
    timeout: 90_000,
  }, async () => {
    const server = spawnServer({ PORT: '0', TENA_DATA_DIR: dataDir, TENA_CLIENT_DIR: noClient });
    const url = await waitForUrl(server, 60_000);
    expect(existsSync(path.join(dataDir, 'tena.sqlite'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'files'))).toBe(true);

    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', db: 'sqlite' });

    // A demo account (seeded on start outside production) proves itself at the handshake.
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@tena.demo', password: 'Tena@2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: accessToken },
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    expect(socket.io.engine.transport.name).toBe('websocket');
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await disconnected).toBeTruthy();
    expect(server.stdout()).toContain('SIGTERM received: shutting down');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});

describe('the server process and the registry', () => {
  it('refuses to start on broken schemas, listing every problem', async () => {
    const registryDir = mkdtempSync(path.join(tmpdir(), 'tena-registry-'));
    mkdirSync(path.join(registryDir, 'schemas'));
    mkdirSync(path.join(registryDir, 'permissions'));
    cpSync(path.join(projectRoot, 'permissions'), path.join(registryDir, 'permissions'), {
      recursive: true,
    });
    writeFileSync(path.join(registryDir, 'schemas', 'patient.json'), '{"model": "patient",');
    try {
      const server = spawnServer({
        PORT: '0',
        TENA_DATA_DIR: dataDir,
        TENA_REGISTRY_DIR: registryDir,
      });
      expect(await server.exited).toBe(1);
      const output = server.stderr();
      expect(output).toMatch(
        /^Tena could not start: \d+ problem\(s\) in schemas\/, screens\/ or permissions\//,
      );
      expect(output).toContain('schemas/patient.json#: ');
      expect(output).toMatch(
        /permissions\/matrix\.json#\/entities\/appointment: entity "appointment" has no model schema/,
      );
    } finally {
      rmSync(registryDir, { recursive: true, force: true });
    }
  });
});
