#!/usr/bin/env sh
# Creates the secrets of deploy/compose.yaml in deploy/secrets/ (once; an existing one is kept):
# the operator key, the Ed25519 signing key, the sealing key for tenants' provider keys, the
# PostgreSQL password and the database URL that uses it. Back these up (docs/deploy.md): without
# the signing key old checkpoints no longer verify against the published key, and without the
# sealing key the stored provider keys cannot be read.
set -eu
umask 077
dir=$(cd "$(dirname "$0")" && pwd)/secrets
mkdir -p "$dir"
chmod 700 "$dir"

secret() { # secret NAME COMMAND: writes NAME from the command's output unless it exists
  name=$1
  shift
  if [ ! -s "$dir/$name" ]; then
    "$@" >"$dir/$name.tmp"
    mv "$dir/$name.tmp" "$dir/$name"
    echo "created deploy/secrets/$name"
  fi
  # Bind-mounted into the containers as is: readable by their non-root user; the directory
  # (0700) keeps other users of this host out.
  chmod 444 "$dir/$name"
}

secret admin_key sh -c "printf 'vg_%s\n' \"\$(openssl rand -base64 32 | tr '+/' '-_' | tr -d '=\n')\""
secret signing_key openssl genpkey -algorithm ed25519
secret sealing_key openssl rand -base64 32
secret postgres_password sh -c "openssl rand -hex 24"
secret database_url sh -c "printf 'postgres://vgate:%s@postgres:5432/vgate\n' \"\$(cat '$dir/postgres_password')\""
