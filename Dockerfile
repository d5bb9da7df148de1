# syntax=docker/dockerfile:1
#
# Verdict Gateway: the container image (docs/deploy.md).
#
#   docker build -t verdict-gateway .
#   docker run -p 8080:8080 -v vgate-data:/data --read-only --tmpfs /tmp verdict-gateway
#
# The Node base image is a build argument, so the image builds from a local base where no image
# registry is reachable (deploy/test/container.sh does that with podman):
#
#   docker build --build-arg NODE_IMAGE=localhost/my-node:20 .
#
# npm registry settings (a mirror, its CA, a token) reach the build as a secret, never as a layer:
#
#   docker build --secret id=npmrc,src=$HOME/.npmrc .

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app

# better-sqlite3 downloads a prebuilt binary when it can and compiles from source when it
# cannot, which needs python3, make and g++ (absent from the slim images).
RUN if ! command -v python3 >/dev/null || ! command -v make >/dev/null || ! command -v g++ >/dev/null; then \
      apt-get update \
      && apt-get install -y --no-install-recommends python3 make g++ \
      && rm -rf /var/lib/apt/lists/*; \
    fi

# Dependencies first, so that a source change does not reinstall them. Install scripts are run
# only for the two packages that need them (the native SQLite binding, esbuild's check).
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc,required=false \
    npm ci --ignore-scripts --no-audit --no-fund \
    && npm rebuild better-sqlite3 esbuild

COPY tsconfig.json tsconfig.build.json ./
COPY scripts/build.mjs scripts/build.mjs
COPY bin bin
COPY tools tools
COPY src src
# Compile to dist/, then keep only the runtime dependencies, without the native module's sources
# and intermediate objects.
RUN npm run build \
    && npm prune --omit=dev --no-audit --no-fund \
    && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
      node_modules/better-sqlite3/build/Release/obj node_modules/better-sqlite3/build/Release/obj.target \
      node_modules/better-sqlite3/build/Release/.deps node_modules/better-sqlite3/build/deps \
      node_modules/better-sqlite3/build/Release/test_extension.node \
    && find node_modules -name '*.map' -type f -delete

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ARG NODE_IMAGE
ARG VERSION=0.1.0
ARG REVISION=unknown
ARG CREATED=unknown

LABEL org.opencontainers.image.title="Verdict Gateway" \
      org.opencontainers.image.description="Self-hostable LLM security verdict service and OpenAI-compatible gateway" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.licenses="Apache-2.0" \
      org.opencontainers.image.base.name="${NODE_IMAGE}" \
      org.opencontainers.image.documentation="docs/deploy.md"

# A fixed non-root user (10001), owner of the data volume and of nothing else.
RUN groupadd --system --gid 10001 vgate \
    && useradd --system --uid 10001 --gid 10001 --home-dir /data --no-create-home \
      --shell /usr/sbin/nologin vgate \
    && mkdir -p /data && chown 10001:10001 /data && chmod 0700 /data

WORKDIR /app
# Everything under /app belongs to root and is read-only to the service: the root filesystem
# may be mounted read-only; the service writes only to /data (and SQLite's temporary files to
# /tmp, a tmpfs under --read-only).
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/bin ./bin
# The offline verifier that `vgate verify ...` runs (also published on its own).
COPY --from=build /app/tools ./tools
# The console's static files are read from src/ by the compiled code too.
COPY --from=build /app/src/domains/console/public ./src/domains/console/public
RUN ln -s /app/bin/vgate.js /usr/local/bin/vgate

ENV NODE_ENV=production \
    VGATE_HOST=0.0.0.0 \
    VGATE_PORT=8080 \
    VGATE_DATA_DIR=/data \
    VGATE_WORKERS=1 \
    VGATE_SHUTDOWN_DELAY_MS=3000

USER 10001:10001
VOLUME ["/data"]
EXPOSE 8080

# Readiness (database, migrations, keys, Redis when configured); 503 while draining at shutdown.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.VGATE_PORT||8080}/v1/ready`).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

STOPSIGNAL SIGTERM
CMD ["node", "dist/server.js"]
