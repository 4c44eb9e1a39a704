#!/bin/sh
# Fly mounts the volume owned by root; the site runs as the unprivileged "node" user. So, as root,
# make the data folders and hand them to "node" (only what is not theirs yet, so a restart with
# many resumes stays quick), then become "node" and exec the command: it gets the signals.
set -eu
data_dir=$(dirname "$DATABASE_PATH")
mkdir -p "$data_dir" "$UPLOADS_DIR"
find "$data_dir" "$UPLOADS_DIR" ! -user node -exec chown node:node {} +
exec setpriv --reuid=node --regid=node --init-groups "$@"
