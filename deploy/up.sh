#!/usr/bin/env sh
# One command: creates the secrets once (deploy/secrets.sh), then builds and starts PostgreSQL,
# Redis, the gateway replicas (VGATE_REPLICAS, default 2) and HAProxy on port VGATE_HTTP_PORT
# (default 8080), and waits until all are healthy. Stop with:
#   docker compose -f deploy/compose.yaml down
set -eu
here=$(cd "$(dirname "$0")" && pwd)
"$here/secrets.sh"
exec docker compose -f "$here/compose.yaml" up -d --build --wait "$@"
