import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { knownVariables, loadConfig } from '../../src/config.js';
import { releaseGates } from '../../src/core/preflight.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/**
 * The deployment files (Dockerfile, deploy/compose.yaml, deploy/haproxy.cfg, deploy/kubernetes/)
 * against the code: every YAML file parses; every variable they set is one the service reads;
 * every probe and health check points at a route that answers 200; names, labels, ports and
 * secrets refer to things that exist; the shutdown bounds fit inside the orchestrators' grace
 * periods; and the settings they give load, passing the release gates where the contour is
 * hosted. (A schema check against the Kubernetes OpenAPI, kubeconform, is not available offline:
 * the structure each kind needs is checked here instead.)
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEPLOY = path.join(ROOT, 'deploy');
const KNOWN = knownVariables();

// biome-ignore lint/suspicious/noExplicitAny: parsed YAML is walked freely; the assertions check its shape
type Doc = Record<string, any>;

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name) && !e.parentPath.includes('secrets'))
    .map((e) => path.join(e.parentPath, e.name));
}

function docs(file: string): Doc[] {
  return YAML.parseAllDocuments(readFileSync(file, 'utf8')).map((d) => d.toJS() as Doc);
}

const k8s = (name: string): Doc[] => docs(path.join(DEPLOY, 'kubernetes', name));
const one = (name: string, kind: string): Doc => {
  const found = k8s(name).filter((d) => d['kind'] === kind);
  expect(found, `${name}: one ${kind}`).toHaveLength(1);
  return found[0] as Doc;
};

/** `/v1/...` paths named in a text. */
function routesIn(text: string): string[] {
  return [...text.matchAll(/\/v1\/[a-z0-9/_-]+/g)].map((m) => m[0]);
}

describe('deployment files', () => {
  let t: TestApp;
  let get: (url: string) => Promise<number>;
  beforeAll(async () => {
    t = await buildTestApp();
    get = async (url) => (await t.app.inject({ method: 'GET', url })).statusCode;
  });
  afterAll(async () => t.close());

  it('parse: every YAML file under deploy/, every document, without errors or warnings', () => {
    const files = yamlFiles(DEPLOY);
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const file of files) {
      for (const d of YAML.parseAllDocuments(readFileSync(file, 'utf8'))) {
        expect(d.errors, file).toEqual([]);
        expect(d.warnings, file).toEqual([]);
      }
    }
  });

  describe('Dockerfile', () => {
    const text = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');

    it('takes the Node base as NODE_IMAGE, runs node dist/server.js as a non-root user with a /data volume', () => {
      expect(text).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
      expect(text.match(/^FROM \$\{NODE_IMAGE\}/gm)).toHaveLength(2);
      expect(text).toMatch(/^USER 10001:10001$/m);
      expect(text).toMatch(/^VOLUME \["\/data"\]$/m);
      expect(text).toMatch(/^CMD \["node", "dist\/server\.js"\]$/m);
      expect(text).toMatch(/org\.opencontainers\.image\.title=/);
      const env = [...text.matchAll(/\b(VGATE_[A-Z0-9_]+)=/g)].map((m) => m[1] as string);
      expect(env.length).toBeGreaterThan(3);
      for (const name of env) expect(KNOWN, name).toContain(name);
      expect(readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')).toContain('**/node_modules');
    });

    it('health-checks a route that answers 200', async () => {
      const check = /^HEALTHCHECK[\s\S]*?CMD (.*)$/m.exec(text)?.[1] ?? '';
      const routes = routesIn(check);
      expect(routes).toEqual(['/v1/ready']);
      for (const r of routes) expect(await get(r), r).toBe(200);
    });
  });

  describe('compose.yaml and haproxy.cfg', () => {
    const compose = docs(path.join(DEPLOY, 'compose.yaml'))[0] as Doc;
    const gw = compose['services'].gateway as Doc;
    const haproxy = readFileSync(path.join(DEPLOY, 'haproxy.cfg'), 'utf8');

    it('runs gateway replicas on PostgreSQL and Redis behind the load balancer, each health-checked', () => {
      expect(Object.keys(compose['services']).sort()).toEqual(['gateway', 'lb', 'postgres', 'redis']);
      expect(String(gw['deploy'].replicas)).toMatch(/^\$\{VGATE_REPLICAS:-2\}$/);
      expect(gw['build'].args.NODE_IMAGE).toMatch(/^\$\{NODE_IMAGE:-node:20-bookworm-slim\}$/);
      expect(gw['read_only']).toBe(true);
      expect(gw['depends_on']).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      expect(compose['services'].lb.depends_on.gateway.condition).toBe('service_healthy');
      for (const s of ['gateway', 'postgres', 'redis'])
        expect(compose['services'][s].healthcheck, s).toBeDefined();
    });

    it('sets only variables the service reads, and takes every secret from a Compose secret that exists', () => {
      const env = gw['environment'] as Record<string, string>;
      for (const name of Object.keys(env)) expect(KNOWN, name).toContain(name);
      const made = readFileSync(path.join(DEPLOY, 'secrets.sh'), 'utf8');
      for (const [name, value] of Object.entries(env)) {
        const m = /^\/run\/secrets\/(\w+)$/.exec(value);
        if (!m) continue;
        const secret = m[1] as string;
        expect(gw['secrets'], name).toContain(secret);
        const file = compose['secrets'][secret].file as string;
        const generated = /^\.\/secrets\/(\w+)$/.exec(file)?.[1];
        if (generated)
          expect(made, `${file} is made by secrets.sh`).toMatch(new RegExp(`^secret ${generated} `, 'm'));
        else expect(existsSync(path.join(DEPLOY, file)), file).toBe(true);
      }
      for (const key of ['VGATE_SIGNING_KEY_FILE', 'VGATE_SEALING_KEY_FILE', 'VGATE_DATABASE_URL_FILE']) {
        expect(env[key], key).toMatch(/^\/run\/secrets\//);
      }
      expect(compose['services'].postgres.secrets).toEqual(['postgres_password']);
    });

    it('health-checks the readiness route, in the gateway and in HAProxy, and drains within the stop grace period', async () => {
      const routes = routesIn(JSON.stringify(gw['healthcheck'].test));
      expect(routes).toEqual(['/v1/ready']);
      expect(haproxy).toMatch(/^\s*http-check send meth GET uri \/v1\/ready$/m);
      expect(haproxy).toMatch(/^\s*http-check expect status 200$/m);
      expect(haproxy).toMatch(/server-template gw \S+ gateway:8080 check/);
      for (const r of [...routes, ...routesIn(haproxy)]) expect(await get(r), r).toBe(200);
      const env = gw['environment'] as Record<string, string>;
      const stopMs = Number.parseInt(String(gw['stop_grace_period']), 10) * 1000;
      expect(Number(env['VGATE_SHUTDOWN_DELAY_MS']) + Number(env['VGATE_DRAIN_TIMEOUT_MS'])).toBeLessThan(
        stopMs,
      );
      // HAProxy takes a draining replica out (fall x inter) before its delay ends.
      const inter = Number(/inter (\d+)s/.exec(haproxy)?.[1]) * 1000;
      const fall = Number(/fall (\d+)/.exec(haproxy)?.[1]);
      expect(inter * fall).toBeLessThan(Number(env['VGATE_SHUTDOWN_DELAY_MS']));
    });

    it('gives settings that load, with the secrets deploy/secrets.sh makes', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'vgate-compose-'));
      try {
        cpSync(DEPLOY, dir, {
          recursive: true,
          filter: (src) => !src.includes(`${path.sep}secrets${path.sep}`),
        });
        execFileSync('sh', [path.join(dir, 'secrets.sh')], { stdio: 'ignore' });
        const env: Record<string, string> = {};
        for (const [k, v] of Object.entries(gw['environment'] as Record<string, string>)) {
          const m = /^\/run\/secrets\/(\w+)$/.exec(v);
          const file = m ? (compose['secrets'][m[1] as string].file as string) : null;
          env[k] = file ? path.join(dir, file) : v;
        }
        const cfg = loadConfig(env);
        expect(cfg.databaseUrl).toMatch(/^postgres:\/\/vgate:[0-9a-f]{48}@postgres:5432\/vgate$/);
        expect(cfg.adminKey).toMatch(/^vg_[A-Za-z0-9_-]{43}$/);
        expect(cfg.signingKey).toContain('BEGIN PRIVATE KEY');
        expect(Buffer.from(cfg.sealingKey ?? '', 'base64')).toHaveLength(32);
        expect(cfg.redisUrl).toBe('redis://redis:6379');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('kubernetes/', () => {
    const API: Record<string, string> = {
      Deployment: 'apps/v1',
      Service: 'v1',
      ConfigMap: 'v1',
      Secret: 'v1',
      PodDisruptionBudget: 'policy/v1',
      HorizontalPodAutoscaler: 'autoscaling/v2',
      Kustomization: 'kustomize.config.k8s.io/v1beta1',
    };
    const deployment = one('deployment.yaml', 'Deployment');
    const pod = deployment['spec'].template.spec as Doc;
    const container = pod['containers'][0] as Doc;
    const configMaps = k8s('configmap.yaml');
    const envMap = configMaps.find((c) => c['metadata'].name === 'verdict-gateway-env') as Doc;
    const secret = one('secret.example.yaml', 'Secret');

    it('has each kind with its API version, a name, and the fields it needs; kustomize lists what exists', () => {
      const files = readdirSync(path.join(DEPLOY, 'kubernetes')).filter((f) => f.endsWith('.yaml'));
      const kinds = files.flatMap((f) => k8s(f).map((d) => d['kind'] as string));
      expect(new Set(kinds)).toEqual(new Set(Object.keys(API)));
      for (const f of files) {
        for (const d of k8s(f)) {
          expect(d['apiVersion'], `${f} ${d['kind']}`).toBe(API[d['kind']]);
          if (d['kind'] !== 'Kustomization') expect(d['metadata']?.name, f).toMatch(/^[a-z0-9-]{1,63}$/);
        }
      }
      const kustomization = one('kustomization.yaml', 'Kustomization');
      for (const r of kustomization['resources'])
        expect(existsSync(path.join(DEPLOY, 'kubernetes', r)), r).toBe(true);
      expect(kustomization['resources']).not.toContain('secret.example.yaml');
      expect(deployment['spec'].selector.matchLabels).toBeDefined();
      expect(pod['containers']).toHaveLength(1);
      expect(container['image']).toMatch(/^verdict-gateway:/);
    });

    it('probes readiness and liveness on routes that answer 200, on the container port', async () => {
      expect(container['readinessProbe'].httpGet.path).toBe('/v1/ready');
      expect(container['livenessProbe'].httpGet.path).toBe('/v1/health');
      const ports = new Map((container['ports'] as Doc[]).map((p) => [p['name'], p['containerPort']]));
      for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
        const http = container[probe].httpGet as Doc;
        expect(await get(http['path']), probe).toBe(200);
        expect(ports.get(http['port']) ?? http['port'], probe).toBe(8080);
      }
      const env = new Map((container['env'] as Doc[]).map((e) => [e['name'], e['value']]));
      expect(env.get('VGATE_PORT')).toBe('8080');
      expect(env.get('VGATE_HOST')).toBe('0.0.0.0');
    });

    it('sets only variables the service reads, from a ConfigMap and Secret keys that exist', () => {
      for (const e of container['env'] as Doc[]) {
        expect(KNOWN, e['name']).toContain(e['name']);
        const ref = e['valueFrom']?.secretKeyRef as Doc | undefined;
        if (ref) {
          expect(ref['name']).toBe(secret['metadata'].name);
          expect(Object.keys(secret['stringData']), e['name']).toContain(ref['key']);
        }
      }
      for (const name of Object.keys(envMap['data'])) expect(KNOWN, name).toContain(name);
      const names = configMaps.map((c) => c['metadata'].name);
      for (const from of container['envFrom'] as Doc[]) expect(names).toContain(from['configMapRef'].name);
      for (const v of pod['volumes'] as Doc[]) {
        if (!v['configMap']) continue;
        const cm = configMaps.find((c) => c['metadata'].name === v['configMap'].name) as Doc;
        expect(cm, v['name']).toBeDefined();
        for (const item of v['configMap'].items) expect(Object.keys(cm['data'])).toContain(item.key);
      }
    });

    it('runs as the image user with a read-only root, no privileges, resource requests, and drains within the grace period', () => {
      expect(pod['securityContext']).toMatchObject({ runAsNonRoot: true, runAsUser: 10001, fsGroup: 10001 });
      expect(container['securityContext']).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      const mounts = (container['volumeMounts'] as Doc[]).map((m) => m['mountPath']);
      expect(mounts).toEqual(expect.arrayContaining(['/data', '/tmp']));
      expect(container['resources'].requests).toMatchObject({
        cpu: expect.any(String),
        memory: expect.any(String),
      });
      expect(container['resources'].limits.memory).toBeDefined();
      const data = envMap['data'] as Record<string, string>;
      const drainMs = Number(data['VGATE_SHUTDOWN_DELAY_MS']) + Number(data['VGATE_DRAIN_TIMEOUT_MS']);
      expect(drainMs).toBeLessThan(pod['terminationGracePeriodSeconds'] * 1000);
      expect(deployment['spec'].strategy.rollingUpdate.maxUnavailable).toBe(0);
    });

    it('selects the Deployment’s Pods from the Service and the disruption budget; the autoscaler scales it', () => {
      const labels = deployment['spec'].template.metadata.labels as Record<string, string>;
      expect(deployment['spec'].selector.matchLabels).toEqual(labels);
      const service = one('service.yaml', 'Service');
      expect(labels).toMatchObject(service['spec'].selector);
      const targetPorts = (container['ports'] as Doc[]).map((p) => p['name']);
      for (const p of service['spec'].ports) expect(targetPorts).toContain(p.targetPort);
      const pdb = one('pdb.yaml', 'PodDisruptionBudget');
      expect(labels).toMatchObject(pdb['spec'].selector.matchLabels);
      const hpa = one('hpa.yaml', 'HorizontalPodAutoscaler');
      expect(hpa['spec'].scaleTargetRef).toEqual({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        name: deployment['metadata'].name,
      });
      expect(hpa['spec'].minReplicas).toBeGreaterThan(pdb['spec'].minAvailable);
    });

    it('gives a hosted-contour configuration that loads and passes every release gate', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'vgate-k8s-'));
      try {
        const files = configMaps.find((c) => c['metadata'].name === 'verdict-gateway-config') as Doc;
        writeFileSync(path.join(dir, 'vgate.yaml'), files['data']['vgate.yaml']);
        const env: Record<string, string> = { ...envMap['data'], VGATE_CONFIG: path.join(dir, 'vgate.yaml') };
        for (const e of container['env'] as Doc[]) {
          const ref = e['valueFrom']?.secretKeyRef as Doc | undefined;
          env[e['name']] = ref ? String(secret['stringData'][ref['key']]) : e['value'];
        }
        const cfg = loadConfig(env);
        expect(cfg.contour).toBe('global');
        expect(releaseGates(cfg).filter((g) => !g.ok)).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
